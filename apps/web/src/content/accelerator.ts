import type { FeatureItem, Project } from "./types";

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

/** The projects carousel on the accelerator page (autoplay 5000 ms, spec §9). */
export const acceleratorProjects: Project[] = [
  { title: "Valleyhill bilingual corporate site", imageUrl: "/images/case-studies/valleyhill.svg" },
  { title: "RxPost marketing site and onboarding", imageUrl: "/images/case-studies/rxpost.svg" },
  { title: "AIOPA launch site and landing pages", imageUrl: "/images/case-studies/aiopa.svg" },
  { title: "UniVoip partner portal", imageUrl: "/images/case-studies/univoip.svg" },
  { title: "Servativ client portal", imageUrl: "/images/case-studies/servativ.svg" },
  { title: "Centralive participant site", imageUrl: "/images/case-studies/centralive.svg" },
];
