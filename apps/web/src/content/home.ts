import type { KeyResultItem } from "./types";

export const hero = {
  eyebrow: "Custom software · Laguna Hills, California",
  headline: "Software your customers love, built by a team you can call by name",
  subtitle:
    "Cobaltline designs and builds web platforms, mobile apps and automation for healthcare, telecom, legal, e-commerce and financial companies. Senior engineers, US-based project leads, and a working release every two weeks.",
  bookingLabel: "Book a free strategy call",
  secondary: { label: "See our work", href: "/about/works" },
  stats: [
    { value: "120+", label: "products shipped" },
    { value: "2-week", label: "release rhythm" },
    { value: "4.9/5", label: "client rating" },
  ],
};

export const founderVideo = {
  title: "Why we build software the way we do",
  intro:
    "Our founder, Daniel Reyes, explains in two minutes why every Cobaltline project starts with the people who will use the software, and why we show you working code every second Friday.",
  poster: "/images/founder-poster.svg",
  caption: "Daniel Reyes, Founder & CEO",
};

export const ourClientsIntro = {
  title: "Trusted by teams that cannot afford downtime",
  intro:
    "Carriers, clinics, law firms, retailers and lenders rely on software we designed, built and still support.",
};

export const websiteDesignCase = {
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
} as const;

export const whyChooseUs = {
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

export const keyResults: KeyResultItem[] = [
  { title: "120+", subTitle: "web, mobile and automation products launched since 2014" },
  { title: "94%", subTitle: "of clients return for a second project" },
  { title: "2 weeks", subTitle: "between demos of working software, on every project" },
  { title: "< 1 day", subTitle: "average first response to a new enquiry" },
];

export const newsletter = {
  title: "Practical notes on building better software",
  text: "One email a month: case studies, design research and engineering lessons from our projects. No spam, unsubscribe anytime.",
};

export const sectionTitles = {
  ourWork: {
    title: "Recent work",
    intro:
      "Three projects that show how we work: research first, working software every two weeks, measurable results.",
  },
  services: {
    title: "What we do",
    intro: "End-to-end product teams or the single specialist you are missing.",
  },
  testimonials: { title: "What our clients say", intro: "Straight from the people we build for." },
  team: {
    title: "The people you will work with",
    intro: "No bait-and-switch: the leads you meet in the proposal are the leads on your project.",
  },
  faq: {
    title: "Website packages: your questions answered",
    intro: "Everything clients ask before choosing a Startup, Premium or Business+ website.",
  },
  workStrip: { title: "Explore our portfolio", intro: "Choose a client to jump straight to their project." },
  caseStudies: {
    title: "Case studies",
    intro: "The problem, the process and the numbers, project by project.",
  },
  industries: {
    title: "Industries we know inside out",
    intro: "Regulated, data-heavy, deadline-driven: the industries where software mistakes cost the most.",
  },
  customerQuotes: {
    title: "In their words",
    intro: "Results our clients measured, not numbers we estimated.",
  },
};
