import type { HomeSectionKey, HomeSectionOf } from "@site/contract";

/**
 * The home page's sections the team edits (the "home" content's seed), as the site showed them from its
 * own code. The links (the second hero button's, the banner's) stay in the site's code.
 */
const hero: HomeSectionOf<"hero"> = {
  eyebrow: "Custom software · Laguna Hills, California",
  headline: "Software your customers love, built by a team you can call by name",
  subtitle:
    "Cobaltline designs and builds web platforms, mobile apps and automation for healthcare, telecom, legal, e-commerce and financial companies. Senior engineers, US-based project leads, and a working release every two weeks.",
  bookingLabel: "Book a free strategy call",
  secondaryLabel: "See our work",
  stats: [
    { value: "120+", label: "products shipped" },
    { value: "2-week", label: "release rhythm" },
    { value: "4.9/5", label: "client rating" },
  ],
  marqueeCaption: "Trusted by product teams in healthcare, telecom, legal, retail and finance",
};

const keyResults: HomeSectionOf<"key-results"> = {
  eyebrow: "Key results",
  title: "Numbers we are proud of",
  items: [
    { title: "120+", subTitle: "web, mobile and automation products launched since 2014" },
    { title: "94%", subTitle: "of clients return for a second project" },
    { title: "2 weeks", subTitle: "between demos of working software, on every project" },
    { title: "< 1 day", subTitle: "average first response to a new enquiry" },
  ],
};

const whyChooseUs: HomeSectionOf<"why-choose-us"> = {
  eyebrow: "Why Cobaltline",
  title: "Why companies choose Cobaltline",
  intro: "Senior people, honest timelines and software that keeps working after the launch party.",
  items: [
    {
      title: "On-shore management",
      text: "Your project lead works from California in your time zone, joins your stand-ups and answers the phone.",
    },
    {
      title: "No long wait times",
      text: "A reply within one business day, a proposal within a week and a kickoff within two.",
    },
    {
      title: "Trusted provider",
      text: "Clients in regulated industries trust us with patient, financial and legal data, and with their reputation.",
    },
    {
      title: "Technical expertise",
      text: "Architects, designers, QA and DevOps engineers in one team, with an average of twelve years' experience.",
    },
    {
      title: "Innovation",
      text: "We use AI, automation and modern cloud services where they create measurable value, not because they are fashionable.",
    },
  ],
};

/** The campaign banner marquee: 7 items leading to the UX review page (spec §9). */
const campaignBanner: HomeSectionOf<"campaign-banner"> = {
  items: [
    "Free UX review of your website",
    "Find out why visitors leave",
    "Expert report in 5 business days",
    "Accessibility quick wins",
    "Conversion-focused recommendations",
    "No obligation, no sales pitch",
    "Request your free review",
  ],
};

/** The five research artefacts (spec §1: personas, journey map, user flows, information architecture, wireframes). */
const websiteDesignCase: HomeSectionOf<"website-design-case"> = {
  eyebrow: "How we design websites",
  title: "Every website starts with research, not a template",
  intro:
    "Before we draw a single screen we find out who your visitors are, what they came to do and what stops them. These are the five artefacts behind every site we launch.",
  steps: [
    {
      key: "personas",
      title: "User personas",
      text: "Two to four evidence-based profiles of your real buyers: their goals, objections and the words they use to search.",
    },
    {
      key: "journey",
      title: "Journey map",
      text: "Every step from first search to signed contract, with the questions and doubts at each stage and where your site answers them.",
    },
    {
      key: "flows",
      title: "User flows",
      text: "The exact paths a visitor takes to book a call, request a quote or buy, with every decision point designed on purpose.",
    },
    {
      key: "ia",
      title: "Information architecture",
      text: "A sitemap and navigation tested with card sorting, so people find services and proof in two clicks or fewer.",
    },
    {
      key: "wireframes",
      title: "Wireframes",
      text: "Low-fidelity layouts that settle content and hierarchy before visual design, so feedback is about substance, not colour.",
    },
  ],
};

/** Each section, by key, in the order the team's list shows them. */
export const seedHomeSections: { [K in HomeSectionKey]: HomeSectionOf<K> } = {
  hero,
  "key-results": keyResults,
  "why-choose-us": whyChooseUs,
  "campaign-banner": campaignBanner,
  "website-design-case": websiteDesignCase,
};
