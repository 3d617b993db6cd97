/**
 * The home page's copy still in code: the founder video, the clients carousel's introduction, the
 * newsletter box and the sections' titles. The hero, the key results, the why-choose-us list, the
 * campaign banner and the website-design case are the team's content (the "home" kind).
 */
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
