import type { LandingContentOf, LandingPage } from "@site/contract";

/**
 * The landing and product pages' copy (the "landing" content's seed), as the site showed it from its own
 * code: each page's hero, its sections' headings and their items. Buttons, booking and forms stay in the
 * site's code.
 */
const uxReview: LandingContentOf<"ux-review"> = {
  eyebrow: "Free UX review",
  title: "Find out why visitors leave your website, for free",
  intro:
    "Send us your website address. A senior product designer will review your key pages against usability, accessibility and conversion best practice, and send you a prioritised report within five business days.",
  checks: [
    {
      title: "First impression",
      text: "Is it clear within five seconds what you offer, for whom and what to do next?",
    },
    {
      title: "Navigation and structure",
      text: "Can visitors find services, proof and pricing in two clicks or fewer?",
    },
    {
      title: "Calls to action",
      text: "Are your forms and buttons where decisions are made, and do they ask for too much?",
    },
    {
      title: "Mobile experience",
      text: "Tap targets, readable type, fast loading and forms that work with a thumb.",
    },
    {
      title: "Accessibility",
      text: "Contrast, keyboard access, labels and alt text checked against WCAG 2.2 AA.",
    },
    {
      title: "Trust signals",
      text: "Testimonials, case studies, certifications and contact details where doubts arise.",
    },
  ],
  deliverables: [
    { index: 1, text: "A recorded screen walkthrough of your site with commentary." },
    { index: 2, text: "A written report with issues ranked by impact and effort." },
    { index: 3, text: "Five quick wins your team can fix this week." },
  ],
  formTitle: "Request your free review",
  formIntro: "It takes one minute. We reply within one business day to confirm.",
  headings: {
    checks: { eyebrow: "What we review", title: "Six things every visitor notices" },
    deliverables: { eyebrow: "What you receive", title: "A review you can act on this week" },
  },
};

const fastMvp: LandingContentOf<"fast-mvp"> = {
  eyebrow: "Fast AI MVP",
  title: "Your AI product idea, live with real users in 6 weeks",
  intro:
    "You have an AI idea and a window of opportunity. We scope it in five days, build the one workflow that proves it, and launch it with accounts, billing and guardrails, so your first users see a product, not a demo.",
  steps: [
    { index: 1, text: "Week 1: scope sprint, prototype and a fixed price for the build." },
    { index: 2, text: "Weeks 2–5: two build cycles with a demo and a shareable link at the end of each." },
    { index: 3, text: "Week 6: private launch, usage analytics and a prioritised next backlog." },
  ],
  included: [
    {
      title: "Model selection and evaluation",
      text: "We compare hosted and open models on your real data and pick on quality, latency and cost.",
    },
    {
      title: "Guardrails",
      text: "Prompt-injection defences, output checks, human review where it matters and usage limits per account.",
    },
    {
      title: "Production basics",
      text: "Sign-in, teams, Stripe billing, an admin console and error monitoring from day one.",
    },
    {
      title: "Cost forecast",
      text: "Per-user inference cost modelled before launch, so your pricing covers it.",
    },
  ],
  results: [
    { title: "6 weeks", subTitle: "from kickoff to first real users" },
    { title: "Fixed", subTitle: "price per phase, agreed after the scope sprint" },
    { title: "100%", subTitle: "code and model prompts owned by you" },
  ],
  ctaTitle: "Ready to test your idea?",
  ctaText:
    "Book a 30-minute call. We will tell you honestly whether six weeks is realistic for your idea, and what we would build first.",
  headings: {
    timeline: { eyebrow: "Six weeks", title: "How we get you to real users" },
    included: { eyebrow: "Included", title: "Everything a real AI product needs" },
    example: { eyebrow: "Example", title: "AIOPA: from notebook to paying customers" },
  },
};

const freeLeads: LandingContentOf<"free-leads"> = {
  eyebrow: "Free lead audit",
  title: "Your website should bring you leads. Let's find the ones you are missing",
  intro:
    "Most company websites get traffic but lose the enquiries. In a free 30-minute session we review your site, forms and follow-up with you, and show you where leads are slipping away and what would catch them.",
  findings: [
    {
      title: "Where visitors drop off",
      text: "We look at your analytics with you and find the pages where interested visitors leave without acting.",
    },
    {
      title: "Friction in your forms",
      text: "Too many fields, unclear buttons and missing confirmations cost more enquiries than bad traffic.",
    },
    {
      title: "Slow follow-up",
      text: "A lead answered in five minutes is far more likely to convert than one answered tomorrow. We check how you respond.",
    },
    {
      title: "Missing offers",
      text: "Not every visitor is ready to call. Guides, checklists and reviews capture the rest.",
    },
  ],
  outcomes: [
    { title: "30 min", subTitle: "screen-share session with a conversion specialist" },
    { title: "3 fixes", subTitle: "you can apply this month, written down for you" },
    { title: "$0", subTitle: "no cost and no obligation" },
  ],
  headings: {
    findings: { eyebrow: "What we look at", title: "Four places leads slip away" },
    book: { eyebrow: "Next step", title: "Thirty minutes, three fixes, no obligation" },
  },
  bookText:
    "Pick a time that suits you. Bring your analytics login if you have one; we will bring a checklist refined over a hundred website projects.",
};

const campaign: LandingContentOf<"campaign"> = {
  eyebrow: "Website redesign campaign",
  title: "Turn your website into your best salesperson",
  intro:
    "This quarter we are taking on a small number of website redesigns for growing B2B companies, with a research phase included at no extra cost. You get personas, a journey map and tested wireframes before a single pixel is polished.",
  offer: [
    "Research phase included: interviews, personas and journey map",
    "Conversion-focused design for your homepage and key service pages",
    "Built-in CRM, email list and automation with Business Accelerator",
    "Launch in six to eight weeks at a fixed price",
  ],
  proof: [
    { title: "11 → 4", subTitle: "steps to complete the key task after the RxPost redesign" },
    { title: "2 languages", subTitle: "on one content model for Valleyhill" },
    { title: "95+", subTitle: "mobile performance target on every page we launch" },
  ],
  offerTitle: "This quarter's offer",
  headings: {
    proof: { eyebrow: "Proof", title: "Redesigns that moved the numbers" },
  },
};

const system: LandingContentOf<"system"> = {
  eyebrow: "Product walkthrough",
  title: "See the Cobaltline delivery system in action",
  intro:
    "Book a live walkthrough of how we run projects: the sprint board, the demo environment, the status reports and the client portal you would use. It is the same system behind every project on our portfolio.",
  agenda: [
    { index: 1, text: "How a project is scoped, estimated and scheduled." },
    { index: 2, text: "A live sprint board and the weekly status report you receive." },
    { index: 3, text: "Preview environments: how you review every change before it ships." },
    { index: 4, text: "Questions about your project, with an engineer on the call." },
  ],
  headings: {
    agenda: { eyebrow: "Agenda", title: "What we will cover in 30 minutes" },
  },
};

const products: LandingContentOf<"products"> = {
  title: "Products",
  intro: "Packaged products built on what we have learned from more than a hundred custom projects.",
  items: [
    {
      title: "Business Accelerator",
      href: "/products/business-accelerator",
      text: "A lead-generating website with landing pages, built-in CRM and email automation, in Startup, Premium and Business+ packages.",
    },
  ],
  listTitle: "Available now",
};

const businessAccelerator: LandingContentOf<"business-accelerator"> = {
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
  headings: {
    benefits: { eyebrow: "Benefits", title: "Four ways your website starts working for you" },
    packages: { eyebrow: "Packages", title: "Choose the package that fits your growth" },
    process: { eyebrow: "How it works", title: "From first call to first lead in weeks" },
    projects: { eyebrow: "Projects", title: "Websites and portals we have launched" },
  },
  packagesText:
    "Fixed prices agreed after a free consultation. Every package includes design, build, hosting setup, training and 30 days of support.",
  steps: [
    { index: 1, text: "Strategy call: goals, audience, offers and the pages you need." },
    { index: 2, text: "Research and sitemap: personas, competitor review and a page plan." },
    { index: 3, text: "Design: a custom homepage and templates, revised until you approve." },
    { index: 4, text: "Build and connect: pages, CRM, forms, email sequences and analytics." },
    { index: 5, text: "Launch and train: go live, then a recorded walkthrough for your team." },
  ],
  projects: [
    { title: "Valleyhill bilingual corporate site", imageUrl: "/images/case-studies/valleyhill.svg" },
    { title: "RxPost marketing site and onboarding", imageUrl: "/images/case-studies/rxpost.svg" },
    { title: "AIOPA launch site and landing pages", imageUrl: "/images/case-studies/aiopa.svg" },
    { title: "UniVoip partner portal", imageUrl: "/images/case-studies/univoip.svg" },
    { title: "Servativ client portal", imageUrl: "/images/case-studies/servativ.svg" },
    { title: "Centralive participant site", imageUrl: "/images/case-studies/centralive.svg" },
  ],
};

/** Each page's copy, by key, in the order the team's list shows them. */
export const seedLanding: { [P in LandingPage]: LandingContentOf<P> } = {
  campaign,
  "fast-mvp": fastMvp,
  "ux-review": uxReview,
  "free-leads": freeLeads,
  system,
  products,
  "business-accelerator": businessAccelerator,
};
