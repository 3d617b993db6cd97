/**
 * Marketing content the team edits (issue 21, "Editorial power"): each kind of content, its schema (shaped
 * from the spec's §3 entities), the count the spec fixes for it, and the shapes of its public and admin
 * calls. The API stores each entry as JSON checked by its kind's schema; the site renders it with the types
 * here; the team's editor checks a draft with the same schema before sending it.
 *
 * A kind holds entries, each under a key: a service per slug, the home page's FAQ as one entry "home".
 * Adding a kind is adding a row to MARKETING_KINDS (its schema, label, keys and count rule) and its seed.
 */
import { z } from "zod";
import type { CustomerQuote, FaqItem, FeatureItem, KeyResultItem } from "./entities";
import { CASE_STUDY_KEYS, type CaseStudyContent, caseStudyContentSchema } from "./marketing-case-studies";
import { contentList, contentName, contentText, FIELD_MESSAGES } from "./marketing-fields";
import { OUR_WORK_COUNT, type WorksContent, worksContentSchema } from "./marketing-works";
import { INDUSTRY_KEYS, type IndustryContent, industryContentSchema } from "./marketing-industries";
import {
  isPricingPage,
  PRICING_MESSAGES,
  PRICING_PAGES,
  PRICING_TIER_COUNT,
  type PricingContent,
  pricingContentSchema,
} from "./marketing-pricing";
import { type HomeServicesContent, homeServicesContentSchema } from "./home-services";
import {
  ACCELERATOR_BENEFIT_COUNT,
  type LandingContent,
  LANDING_MESSAGES,
  LANDING_PAGE_SCHEMAS,
  landingContentSchema,
} from "./marketing-landing";
import {
  HOME_SECTION_MESSAGES,
  HOME_SECTION_SCHEMAS,
  type HomeSectionContent,
  homeSectionContentSchema,
  homeSectionProblem,
} from "./marketing-home";

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

export const MARKETING_MESSAGES = {
  ...FIELD_MESSAGES,
  faqCount: (n: number) =>
    `The FAQ must have exactly ${HOME_COUNTS.faq} questions (the spec fixes ${HOME_COUNTS.faq}); this one has ${n}`,
  logosCount: (row: string, fixed: number, n: number) =>
    `The ${row} must have exactly ${fixed} logos (the spec fixes ${fixed}); this one has ${n}`,
  caseStudiesCount: (n: number) =>
    `The home page must show exactly ${HOME_COUNTS.caseStudies} case studies (the spec fixes ${HOME_COUNTS.caseStudies}); publishing this would show ${n}`,
  ourWorkCount: (n: number) =>
    `The home page's our-work carousel must have exactly ${OUR_WORK_COUNT} works (the spec fixes ${OUR_WORK_COUNT}); this one has ${n}`,
  partnersCount: (n: number) =>
    `The partner showcase must have exactly 2 telecom partners (the spec shows two); this one has ${n}`,
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

const M = MARKETING_MESSAGES;

const text = contentText;
const list = contentList;

// ── The §3 entities as the team edits them ──

/** FAQ item (§3): question, answer. */
export const faqItemContentSchema = z.object({
  question: text("the question", 200),
  answer: text("the answer", 2000),
}) satisfies z.ZodType<FaqItem>;

/** Feature item (§3): index, text; the index is the step's number, 1 first. */
export const featureItemContentSchema = z.object({
  index: z.number({ error: "Give the step a number" }).int().min(1).max(99),
  text: text("the step", 400),
}) satisfies z.ZodType<FeatureItem>;

/** Key result item (§3): title, subTitle. */
export const keyResultContentSchema = z.object({
  title: text("the figure", 40),
  subTitle: text("what the figure means", 200),
}) satisfies z.ZodType<KeyResultItem>;

/** The home page's FAQ: one entry, "home", holding its questions (the spec fixes 8). */
export const faqContentSchema = z.object({
  items: list(faqItemContentSchema, "question", 20),
});
export type FaqContent = z.infer<typeof faqContentSchema>;

export const SERVICE_ICONS = [
  "compass",
  "rocket",
  "pulse",
  "pen",
  "layers",
  "cube",
  "gear",
  "infinity",
  "shield",
  "send",
] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];

export const serviceOfferingSchema = z.object({
  title: text("the offering's title", 120),
  text: text("the offering's text", 600),
});
export type ServiceOffering = z.infer<typeof serviceOfferingSchema>;

/** A service page (/services/<key>); its key is its slug. */
export const serviceContentSchema = z.object({
  /** Short name used in menus, cards and breadcrumbs. */
  title: text("the service's name", 80),
  /** One line for the services grid. */
  summary: text("the summary", 300),
  icon: z.enum(SERVICE_ICONS, { error: M.icon }),
  headline: text("the headline", 160),
  intro: text("the introduction", 1200),
  offerings: list(serviceOfferingSchema, "offering", 12),
  /** How an engagement runs, step by step. */
  process: list(featureItemContentSchema, "step", 12),
  results: list(keyResultContentSchema, "result", 6),
  stack: list(text("the tool", 60), "tool", 30),
  /** Path of the case study that best shows this service. */
  caseStudy: text("the case study's path", 200).regex(/^\/[a-z0-9/-]*$/, { error: M.path }),
  faqs: list(faqItemContentSchema, "question", 12),
});
export type ServiceContent = z.infer<typeof serviceContentSchema>;
/** A service as the site renders it: its content and its slug. */
export type ServicePage = ServiceContent & { slug: string };

/** An image of the site's own (its public folder): logos and portraits are original artwork served there. */
function imagePath(what: string) {
  return text(what, 200).regex(/^\/images\/[a-z0-9/._-]+\.(?:svg|png|jpe?g|webp|avif)$/, { error: M.image });
}

/** Customer quote (§3): name, position, image, logo, logoAlt, quote. */
export const customerQuoteContentSchema = z.object({
  name: contentName("the person's name", 80),
  position: text("the person's position", 120),
  image: imagePath("the portrait's path"),
  logo: imagePath("the logo's path"),
  logoAlt: text("the company's name (the logo's text)", 80),
  quote: text("the quote", 600),
}) satisfies z.ZodType<CustomerQuote>;

/**
 * Quotes of one home page section: "home" is the Testimonials section (the spec fixes 6), "customer-stories"
 * the Customer stories section near the end of the page (no count fixed).
 */
export const testimonialsContentSchema = z.object({
  items: list(customerQuoteContentSchema, "quote", 12),
});
export type TestimonialsContent = z.infer<typeof testimonialsContentSchema>;

/** A client's logo: its key is also the id of the client's section on /about/works (the strip follows it). */
export const clientLogoContentSchema = z.object({
  slug: text("the client's key", 60).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.key }),
  name: text("the client's name", 80),
  logo: imagePath("the logo's path"),
  industry: text("the client's industry", 60),
});
export type ClientLogo = z.infer<typeof clientLogoContentSchema>;

/** One row of client logos on the home page: each entry of "client-logos" is one (see CLIENT_LOGO_ROWS). */
export const clientLogosContentSchema = z.object({
  items: list(clientLogoContentSchema, "logo", 40).superRefine((items, ctx) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      if (seen.has(item.slug)) ctx.addIssue({ code: "custom", path: [i, "slug"], message: M.duplicateLogo });
      seen.add(item.slug);
    });
  }),
});
export type ClientLogosContent = z.infer<typeof clientLogosContentSchema>;

/** The rows of client logos (spec §1, §9), each an entry of "client-logos" with the count the spec fixes. */
export const CLIENT_LOGO_ROWS = {
  "hero-marquee": { label: "hero marquee", count: HOME_COUNTS.heroMarqueeLogos },
  "clients-carousel": { label: "our-clients carousel", count: HOME_COUNTS.clientCarouselLogos },
  "work-strip": { label: "work-navigation strip", count: HOME_COUNTS.workNavigationLogos },
} as const;
export type ClientLogoRow = keyof typeof CLIENT_LOGO_ROWS;

/** A member of the leadership team (the spec's Team section, §1; no entity in §3: today's fields). */
export const teamMemberContentSchema = z.object({
  name: contentName("the person's name", 80),
  role: text("the person's role", 80),
  image: imagePath("the portrait's path"),
  bio: text("the bio", 400),
});
export type TeamMember = z.infer<typeof teamMemberContentSchema>;

/** The leadership team: one entry, "leadership", shown on the home page and on /about. */
export const teamContentSchema = z.object({
  items: list(teamMemberContentSchema, "person", 24),
});
export type TeamContent = z.infer<typeof teamContentSchema>;

/** A partner on /about/partners (the spec's partner showcase, §1; no entity in §3: today's fields). */
export const partnerContentSchema = z.object({
  name: text("the partner's name", 80),
  logo: imagePath("the logo's path"),
  category: text("the partner's category", 80),
  description: text("the description", 800),
  highlights: list(text("the highlight", 120), "highlight", 8),
});
export type Partner = z.infer<typeof partnerContentSchema>;

/** /about/partners: one entry, "showcase": the partners (the spec shows two) and the partner call to action. */
export const partnersContentSchema = z.object({
  partners: list(partnerContentSchema, "partner", 12),
  cta: z.object(
    {
      title: text("the call to action's title", 120),
      text: text("the call to action's text", 600),
      benefits: list(text("the benefit", 160), "benefit", 8),
      button: text("the button's label", 60),
    },
    { error: M.required("the call to action") },
  ),
});
export type PartnersContent = z.infer<typeof partnersContentSchema>;

/** The number of telecom partners the spec's showcase has (§1). */
export const PARTNER_COUNT = 2;

// ── The kinds ──

export type MarketingKindInfo = {
  label: string;
  /** One line for the team's list of kinds. */
  description: string;
  /** The entries' schema. */
  schema: z.ZodType;
  /** A kind whose entries differ in shape (the landing pages): each key's own schema. */
  entrySchemas?: Readonly<Record<string, z.ZodType>>;
  /** The only keys this kind has (a fixed set), or null: the team may add entries. */
  keys: readonly string[] | null;
  /** What the spec fixes about the published entries, said in the editor. */
  countNote: string | null;
  /**
   * The count the spec fixes, checked on publish against the entries as they would be published:
   * a message (a 400) when it does not hold, else null.
   */
  publishRule:
    | ((
        entries: { key: string; data: unknown }[],
        /** The published entries of each kind named in `reads`. */
        related: Record<string, { key: string; data: unknown }[]>,
      ) => string | null)
    | null;
  /**
   * Kinds whose published entries the publish rule reads (the home page's services list reads the
   * services). An entry of such a kind cannot be unpublished or deleted while a published entry of this
   * kind needs it.
   */
  reads?: readonly string[];
  /**
   * A kind the team adds entries to (keys null): the draft a new entry starts as, from its title. Without
   * one, a new entry starts as a copy of the kind's first entry, its title (if it has one) replaced.
   */
  starter?: (title: string) => unknown;
};

export const MARKETING_KINDS = {
  faq: {
    label: "FAQ",
    description: "The home page's questions on website packages, with their FAQPage data for search engines.",
    schema: faqContentSchema,
    keys: ["home"],
    countNote: `The spec fixes ${HOME_COUNTS.faq} questions: publishing needs exactly ${HOME_COUNTS.faq}.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        const n = (entry.data as FaqContent).items.length;
        if (n !== HOME_COUNTS.faq) return M.faqCount(n);
      }
      return null;
    },
  },
  service: {
    label: "Services",
    description: "Each service's page: headline, introduction, offerings, process, results, tools and FAQ.",
    schema: serviceContentSchema,
    keys: null,
    countNote: `The home page's grid shows ${HOME_COUNTS.services} of them (spec), chosen in "Home page services"; each has its own page.`,
    publishRule: null,
    starter: (title: string): ServiceContent => ({
      title,
      summary: `What ${title} does for a client, in one line.`,
      icon: "compass",
      headline: title,
      intro: `Introduce ${title}: the problem it solves and for whom.`,
      offerings: [{ title: "First offering", text: "What the client gets, in a sentence or two." }],
      process: [{ index: 1, text: "The first step of an engagement." }],
      results: [{ title: "0%", subTitle: "What the figure measures." }],
      stack: ["A tool"],
      caseStudy: "/case-studies",
      faqs: [{ question: `What is ${title}?`, answer: "Answer the question a client asks first." }],
    }),
  },
  testimonials: {
    label: "Testimonials",
    description:
      "Customer quotes: the home page's Testimonials section (also the quote beside the UX review form) and its Customer stories.",
    schema: testimonialsContentSchema,
    keys: ["home", "customer-stories"],
    countNote: `The spec fixes ${HOME_COUNTS.testimonials} testimonials: publishing the home page's needs exactly ${HOME_COUNTS.testimonials}.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        if (entry.key !== "home") continue;
        const n = (entry.data as TestimonialsContent).items.length;
        if (n !== HOME_COUNTS.testimonials) return M.testimonialsCount(n);
      }
      return null;
    },
  },
  "client-logos": {
    label: "Client logos",
    description:
      "The home page's three rows of client logos: the hero marquee (also on /campaign), the our-clients carousel and the work-navigation strip (also on /about/works).",
    schema: clientLogosContentSchema,
    keys: Object.keys(CLIENT_LOGO_ROWS),
    countNote: `The spec fixes ${HOME_COUNTS.heroMarqueeLogos} logos in the hero marquee, ${HOME_COUNTS.clientCarouselLogos} in the carousel and ${HOME_COUNTS.workNavigationLogos} in the work-navigation strip: publishing a row needs exactly its number.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        if (!Object.hasOwn(CLIENT_LOGO_ROWS, entry.key)) continue;
        const row = CLIENT_LOGO_ROWS[entry.key as ClientLogoRow];
        const n = (entry.data as ClientLogosContent).items.length;
        if (n !== row.count) return M.logosCount(row.label, row.count, n);
      }
      return null;
    },
  },
  team: {
    label: "Team",
    description: "The leadership team, in the home page's Team section and on /about.",
    schema: teamContentSchema,
    keys: ["leadership"],
    countNote: "The spec fixes no number; both pages show every person, in this order.",
    publishRule: null,
  },
  partners: {
    label: "Partners",
    description: "The /about/partners page: the telecom partners and the partner call to action.",
    schema: partnersContentSchema,
    keys: ["showcase"],
    countNote: `The spec shows ${PARTNER_COUNT} telecom partners: publishing needs exactly ${PARTNER_COUNT}.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        const n = (entry.data as PartnersContent).partners.length;
        if (n !== PARTNER_COUNT) return M.partnersCount(n);
      }
      return null;
    },
  },
  industry: {
    label: "Industries",
    description:
      "Each industry's page (/industry/<key>) and its card on /industry and the home page: headline, introduction, challenges, solutions, standards, results and case study.",
    schema: industryContentSchema,
    keys: INDUSTRY_KEYS,
    countNote: `The spec names ${INDUSTRY_KEYS.length} industries, each with its page; the home page shows the first ${HOME_COUNTS.industries} in this order.`,
    publishRule: null,
  },
  "case-study": {
    label: "Case studies",
    description:
      "Each case study's page and its card (the home page's case studies, the other case studies, the teasers on service and industry pages).",
    schema: caseStudyContentSchema,
    keys: CASE_STUDY_KEYS,
    countNote: `The spec fixes ${HOME_COUNTS.caseStudies} case studies on the home page: publishing needs exactly ${HOME_COUNTS.caseStudies} shown there.`,
    publishRule: (entries) => {
      const shown = entries.filter((e) => (e.data as CaseStudyContent).allowShow).length;
      return shown === HOME_COUNTS.caseStudies ? null : M.caseStudiesCount(shown);
    },
  },
  pricing: {
    label: "Pricing tiers",
    description:
      "The website packages (Startup, Premium, Business+) with their features, on the Business Accelerator page and on /campaign.",
    schema: pricingContentSchema,
    keys: Object.keys(PRICING_PAGES),
    countNote: `The spec fixes ${PRICING_TIER_COUNT} tiers: publishing a page's needs exactly ${PRICING_TIER_COUNT}.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        if (!isPricingPage(entry.key)) continue;
        const n = (entry.data as PricingContent).tiers.length;
        if (n !== PRICING_TIER_COUNT) return M.pricingCount(PRICING_PAGES[entry.key].label, n);
      }
      return null;
    },
  },
  "home-services": {
    label: "Home page services",
    description: "Which services the home page's services grid shows (in the services' order).",
    schema: homeServicesContentSchema,
    keys: ["home"],
    countNote: `The spec fixes ${HOME_COUNTS.services} services on the home page: publishing needs exactly ${HOME_COUNTS.services}, each a published service.`,
    reads: ["service"],
    publishRule: (entries, related) => {
      const published = new Set((related.service ?? []).map((s) => s.key));
      for (const entry of entries) {
        const keys = (entry.data as HomeServicesContent).services;
        if (keys.length !== HOME_COUNTS.services) return M.homeServicesCount(keys.length);
        const missing = keys.find((k) => !published.has(k));
        if (missing) return M.homeServiceUnpublished(missing);
      }
      return null;
    },
  },
  works: {
    label: "Works",
    description:
      "The home page's our-work carousel and the projects on /about/works (each project's key is the section the work-navigation strip's logo with that key leads to).",
    schema: worksContentSchema,
    keys: ["portfolio"],
    countNote: `The spec fixes ${OUR_WORK_COUNT} works in the home page's carousel: publishing needs exactly ${OUR_WORK_COUNT}. /about/works shows every project, in this order.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        const n = (entry.data as WorksContent).ourWork.length;
        if (n !== OUR_WORK_COUNT) return M.ourWorkCount(n);
      }
      return null;
    },
  },
  landing: {
    label: "Landing pages",
    description:
      "The copy of the landing and product pages: /campaign, /fast-mvp, /ux-review, /free-leads, /system, /products and the Business Accelerator page (hero, section headings and their items).",
    schema: landingContentSchema,
    entrySchemas: LANDING_PAGE_SCHEMAS,
    keys: Object.keys(LANDING_PAGE_SCHEMAS),
    countNote: `The spec lists ${ACCELERATOR_BENEFIT_COUNT} Business Accelerator benefits: publishing its page needs exactly ${ACCELERATOR_BENEFIT_COUNT}.`,
    publishRule: (entries) => {
      for (const entry of entries) {
        if (entry.key !== "business-accelerator") continue;
        const benefits = (entry.data as { benefits?: unknown[] }).benefits ?? [];
        if (benefits.length !== ACCELERATOR_BENEFIT_COUNT) return M.benefitsCount(benefits.length);
      }
      return null;
    },
  },
  home: {
    label: "Home page sections",
    description:
      "The home page's hero, key results (also on /services), why-choose-us list (also on /about), campaign banner and website-design case (also on /campaign), each its own entry.",
    schema: homeSectionContentSchema,
    entrySchemas: HOME_SECTION_SCHEMAS,
    keys: Object.keys(HOME_SECTION_SCHEMAS),
    countNote:
      "The spec fixes 5 reasons to choose us, 7 campaign banner items and 5 website-design steps: publishing a section needs exactly its number.",
    publishRule: (entries) => {
      for (const entry of entries) {
        const problem = homeSectionProblem(entry.key, entry.data);
        if (problem) return problem;
      }
      return null;
    },
  },
} as const satisfies Record<string, MarketingKindInfo>;

export type MarketingKind = keyof typeof MARKETING_KINDS;
export const MARKETING_KIND_NAMES = Object.keys(MARKETING_KINDS) as MarketingKind[];

/** What each kind's entries hold. */
export type MarketingData = {
  faq: FaqContent;
  service: ServiceContent;
  testimonials: TestimonialsContent;
  "client-logos": ClientLogosContent;
  team: TeamContent;
  partners: PartnersContent;
  industry: IndustryContent;
  "case-study": CaseStudyContent;
  pricing: PricingContent;
  "home-services": HomeServicesContent;
  works: WorksContent;
  landing: LandingContent;
  home: HomeSectionContent;
};

/** The schema an entry is checked by: its key's own where the kind has one (a landing page), else the kind's. */
export function marketingEntrySchema(kind: MarketingKind, key: string): z.ZodType {
  const info: MarketingKindInfo = MARKETING_KINDS[kind];
  const own = info.entrySchemas && Object.hasOwn(info.entrySchemas, key) ? info.entrySchemas[key] : undefined;
  return own ?? info.schema;
}

export function isMarketingKind(kind: string): kind is MarketingKind {
  return Object.hasOwn(MARKETING_KINDS, kind);
}

export const marketingKeySchema = z
  .string({ error: M.key })
  .trim()
  .min(1, { error: M.key })
  .max(120, { error: M.key })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: M.key });

export const marketingParamsSchema = z.object({ kind: z.string().max(40), key: marketingKeySchema });
export const marketingKindParamsSchema = z.object({ kind: z.string().max(40) });

// ── Answers ──

/** GET /marketing-content/:kind: the published entries, in order. */
export type MarketingEntry<K extends MarketingKind = MarketingKind> = {
  key: string;
  position: number;
  data: MarketingData[K];
};
export type MarketingList<K extends MarketingKind = MarketingKind> = {
  kind: K;
  entries: MarketingEntry<K>[];
};

/** GET /admin/content/:kind/:key: an entry's draft beside what is live. */
export type AdminMarketingEntry<K extends MarketingKind = MarketingKind> = {
  kind: K;
  key: string;
  position: number;
  draft: MarketingData[K];
  /** What visitors see; null until first published. */
  published: MarketingData[K] | null;
  /** The draft differs from what is published. */
  changed: boolean;
  updated_by: string | null;
  updated_date: string;
  published_date: string | null;
  /** When the saved draft publishes itself (issue 21), or null. */
  publish_at: string | null;
};

/**
 * PUT /admin/content/:kind/:key: the entry as saved, and whether the save ended a schedule (a changed
 * draft is not the one that was scheduled, so it does not publish itself).
 */
export type AdminMarketingSaved<K extends MarketingKind = MarketingKind> = AdminMarketingEntry<K> & {
  schedule_cancelled: boolean;
};

/** GET /admin/content: the kinds, with their entries' counts. */
export type AdminMarketingKind = {
  kind: MarketingKind;
  label: string;
  description: string;
  count_note: string | null;
  entries: number;
  /** Entries whose draft is not published yet. */
  changed: number;
};

/** GET /admin/content/:kind: one kind's entries (drafts and what is live). */
export type AdminMarketingKindEntries<K extends MarketingKind = MarketingKind> = AdminMarketingKind & {
  entries_list: AdminMarketingEntry<K>[];
};
