import type { FeatureItem, Project, WebsitePackageCard } from "./types";

export const accelerator = {
  eyebrow: "Business Accelerator",
  title: "A website that finds, converts and nurtures your next customers",
  intro:
    "Business Accelerator is our website product for growing companies: a fast, custom-designed site with landing pages, a built-in CRM and email automation, launched in weeks at a fixed price. It is the marketing engine we would build for ourselves.",
  benefits: [
    {
      title: "Generate new leads",
      text: "Search-optimised pages, lead magnets and booking widgets that turn visitors into named enquiries.",
      icon: "magnet",
    },
    {
      title: "Increase conversion rate",
      text: "Conversion-focused layouts, tested calls to action and landing pages built around one offer each.",
      icon: "chart",
    },
    {
      title: "Built-in CRM and email list",
      text: "Every form submission lands in a simple CRM with its source, so no lead is lost in an inbox.",
      icon: "users",
    },
    {
      title: "Email marketing automation",
      text: "Welcome series, follow-ups and newsletters that send themselves when a lead takes an action.",
      icon: "mail",
    },
  ],
};

/** How an Accelerator project runs. */
export const acceleratorSteps: FeatureItem[] = [
  { index: 1, text: "Strategy call: goals, audience, offers and the pages you need." },
  { index: 2, text: "Research and sitemap: personas, competitor review and a page plan." },
  { index: 3, text: "Design: a custom homepage and templates, revised until you approve." },
  { index: 4, text: "Build and connect: pages, CRM, forms, email sequences and analytics." },
  { index: 5, text: "Launch and train: go live, then a recorded walkthrough for your team." },
];

/** Startup, Premium and Business+ (spec §1). */
export const websitePackages: WebsitePackageCard[] = [
  {
    title: "Startup",
    bgType: "secondary",
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

export const packageBlurbs: Record<string, { tagline: string; timeline: string }> = {
  Startup: {
    tagline: "A credible, fast website for a new or growing business.",
    timeline: "Live in 3–4 weeks",
  },
  Premium: {
    tagline: "For one flagship offer that deserves its own landing page.",
    timeline: "Live in 5–6 weeks",
  },
  "Business+": { tagline: "For teams running several campaigns at once.", timeline: "Live in 6–8 weeks" },
};

/** The projects carousel on the accelerator page (autoplay 5000 ms, spec §9). */
export const acceleratorProjects: Project[] = [
  { title: "Valleyhill bilingual corporate site", imageUrl: "/images/case-studies/valleyhill.svg" },
  { title: "RxPost marketing site and onboarding", imageUrl: "/images/case-studies/rxpost.svg" },
  { title: "AIOPA launch site and landing pages", imageUrl: "/images/case-studies/aiopa.svg" },
  { title: "UniVoip partner portal", imageUrl: "/images/case-studies/univoip.svg" },
  { title: "Servativ client portal", imageUrl: "/images/case-studies/servativ.svg" },
  { title: "Centralive participant site", imageUrl: "/images/case-studies/centralive.svg" },
];
