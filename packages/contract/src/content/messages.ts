/**
 * The messages of marketing content the team reads (the API's refusals, the editors' notices), and the
 * counts the spec fixes for the home page's content. Kept free of imports from the kinds that use them
 * (faq.ts, service.ts, ...), which the registry imports in turn.
 */
import { FIELD_MESSAGES } from "./fields";
import { HOME_SECTION_MESSAGES } from "./home";
import { LANDING_MESSAGES } from "./landing";
import { PRICING_MESSAGES } from "./pricing";
import { WORKS_MESSAGES } from "./works";

/**
 * The counts the spec fixes for the home page's content (§1, §9). Kept here, beside the content they
 * count, rather than in constants.ts: a module the public pages' client code shares keeps every export
 * some chunk uses, so the public pages would carry this too.
 */
export const HOME_COUNTS = {
  heroMarqueeLogos: 12,
  clientCarouselLogos: 11,
  workNavigationLogos: 17,
  ourWork: 3,
  services: 8,
  testimonials: 6,
  faq: 8,
  industries: 3,
  caseStudies: 6,
} as const;

/** The number of telecom partners the spec's showcase has (§1). */
export const PARTNER_COUNT = 2;

export const MARKETING_MESSAGES = {
  ...FIELD_MESSAGES,
  faqCount: (n: number) =>
    `The FAQ must have exactly ${HOME_COUNTS.faq} questions (the spec fixes ${HOME_COUNTS.faq}); this one has ${n}`,
  logosCount: (row: string, fixed: number, n: number) =>
    `The ${row} must have exactly ${fixed} logos (the spec fixes ${fixed}); this one has ${n}`,
  caseStudiesCount: (n: number) =>
    `The home page must show exactly ${HOME_COUNTS.caseStudies} case studies (the spec fixes ${HOME_COUNTS.caseStudies}); publishing this would show ${n}`,
  ourWorkCount: WORKS_MESSAGES.ourWorkCount,
  partnersCount: (n: number) =>
    `The partner showcase must have exactly ${PARTNER_COUNT} telecom partners (the spec shows two); this one has ${n}`,
  pricingCount: PRICING_MESSAGES.count,
  benefitsCount: LANDING_MESSAGES.benefitsCount,
  homeSectionCount: HOME_SECTION_MESSAGES.count,
  testimonialsCount: (n: number) =>
    `The home page's testimonials must be exactly ${HOME_COUNTS.testimonials} quotes (the spec fixes ${HOME_COUNTS.testimonials}); this one has ${n}`,
  icon: "Choose one of the icons",
  duplicateLogo: "This client is already in the row: each appears once",
  unknownKind: "No such kind of content",
  unknownEntry: "No such entry",
  newEntry: "This kind has a fixed set of entries; no new one can be added",
  key: "Use lower-case letters, digits and single dashes",
  nothingToPublish: "There is no draft to publish",
  /** The editor's toast for a save that ended the entry's schedule. */
  savedUnscheduled:
    "Draft saved. Its scheduled publication is cancelled, because this draft is not the one that was scheduled: schedule it again to publish it later.",
  homeServicesCount: (n: number) =>
    `The home page shows exactly ${HOME_COUNTS.services} services (the spec fixes ${HOME_COUNTS.services}); this list has ${n}`,
  homeServiceUnpublished: (key: string) =>
    `"${key}" is not a published service: publish it first, or take it off the home page's list`,
  // Adding, deleting, reordering and unpublishing entries (kinds whose keys are not fixed).
  keyTaken: (key: string) => `There is already an entry "${key}": choose another key`,
  fixedEntries:
    "This kind has a fixed set of entries: they cannot be added, deleted, reordered or unpublished",
  order: "List every entry of this kind once, in the new order",
  notPublished: "This entry is not published",
  noTemplate: "This kind has no entry yet to start a new one from",
  inUseBy: (label: string, problem: string) =>
    `"${label}" needs this entry on the site, so it stays published: change that list and publish it first. (${problem})`,
} as const;
