import type { PricingContent, PricingPage } from "@site/contract";

/**
 * The website packages (spec §1: Startup, Premium and Business+, each with a feature list), the seed of
 * the "pricing" content. Premium includes one landing page with video; Business+ up to three. No prices:
 * the site quotes after a free consultation.
 */
const tiers: PricingContent["tiers"] = [
  {
    title: "Startup",
    bgType: "secondary",
    tagline: "A credible, fast website for a new or growing business.",
    timeline: "Live in 3–4 weeks",
    price: null,
    features: [
      { title: "Custom-designed website, up to 6 pages" },
      { title: "Mobile-first, accessible layouts" },
      { title: "Contact form connected to the built-in CRM" },
      { title: "Email list with signup form" },
      { title: "On-page SEO, sitemap and analytics" },
      { title: "Content editor and recorded training" },
      { title: "30 days of post-launch support" },
    ],
  },
  {
    title: "Premium",
    bgType: "primary",
    tagline: "For one flagship offer that deserves its own landing page.",
    timeline: "Live in 5–6 weeks",
    price: null,
    features: [
      { title: "Everything in Startup, up to 12 pages" },
      { title: "One landing page with video" },
      { title: "Built-in CRM with lead sources and notes" },
      { title: "Email marketing automation: welcome and follow-up series" },
      { title: "Booking calendar integration" },
      { title: "Keyword plan for your first 12 blog posts" },
      { title: "Conversion tracking and monthly report" },
    ],
  },
  {
    title: "Business+",
    bgType: "tertiary",
    tagline: "For teams running several campaigns at once.",
    timeline: "Live in 6–8 weeks",
    price: null,
    features: [
      { title: "Everything in Premium, up to 25 pages" },
      { title: "Up to three landing pages, with video" },
      { title: "Advanced CRM pipelines and lead scoring" },
      { title: "Multi-step email automation and newsletters" },
      { title: "A/B testing on headlines and calls to action" },
      { title: "Integrations with your sales and accounting tools" },
      { title: "Quarterly conversion review with our strategist" },
    ],
  },
];

/** Both pages showed the same three packages; each is now an entry of its own the team can change. */
export const seedPricing: Record<PricingPage, PricingContent> = {
  "business-accelerator": { tiers },
  campaign: { tiers },
};
