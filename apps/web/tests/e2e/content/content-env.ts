/**
 * The founder video address the e2e site is built with. The spec answers it with a small recorded
 * clip (fixtures/founder-test.webm) through page.route, so no storage service is needed.
 * playwright.config.ts passes FOUNDER_VIDEO_URL to the web server; a run started with another
 * value in the environment uses that one.
 */
export const FOUNDER_VIDEO_URL = process.env.FOUNDER_VIDEO_URL || "https://media.e2e.test/founder-intro.webm";

/** The home page's sections in the order of spec §1. */
export const HOME_SECTIONS = [
  "hero",
  "founder-video",
  "our-clients",
  "our-work",
  "services",
  "testimonials",
  "team",
  "faq",
  "campaign-banner",
  "website-design-case",
  "work-strip",
  "case-studies",
  "industries",
  "why-choose-us",
  "key-results",
  "customer-quotes",
  "newsletter",
] as const;

export const CASE_STUDY_PATHS = ["/rxpost", "/centralive", "/aiopa", "/voip", "/valleyhill", "/servativ"];
