/**
 * The landing and product pages' copy as the team edits it (issue 21): the "landing" kind, one entry per
 * page, keyed by the page (campaign, fast-mvp, ux-review, free-leads, system, products,
 * business-accelerator). Each entry holds the copy its page shows, in the fields the page uses: the
 * hero's eyebrow, headline and introduction, each section's heading (`headings`, by section id) and the
 * section's items (§3 Feature items, Key result items, Projects, titled texts). Buttons, booking and
 * forms stay in the site's code.
 *
 * The pages differ in shape, so each key has a schema of its own (LANDING_PAGE_SCHEMAS, given to the
 * registry as the kind's entrySchemas); the kind's own schema is a union of them (for documentation and
 * the hostile suite).
 */
import { z } from "zod";
import { contentImage, contentList, contentText, field } from "./fields";
import type { FeatureItem, KeyResultItem, Project } from "../entities";
import { defineContentKind } from "./kind";

export const LANDING_MESSAGES = {
  benefitIcon: "Choose one of the icons: magnet, chart, users or mail",
  path: "Enter a path on this site, starting with /",
  benefitsCount: (n: number) =>
    `The Business Accelerator page must have exactly 4 benefits (the spec lists four: new leads, conversion, CRM and email list, email automation); this one has ${n}`,
} as const;

/** The four benefits the spec lists for the Business Accelerator (§1). */
export const ACCELERATOR_BENEFIT_COUNT = 4;

const eyebrow = () => contentText("the eyebrow", 80);
const headline = () => contentText("the headline", 160);
const intro = () => contentText("the introduction", 1000);

/** A section's heading: its small line above (eyebrow) and its title. */
const heading = z.object(
  { eyebrow: eyebrow(), title: contentText("the section's title", 160) },
  { error: "Please enter the section's heading" },
);

/** Feature item (§3): index, text; the index is the step's number, 1 first. */
const step = z.object({
  index: z.number({ error: "Give the step a number" }).int().min(1).max(99),
  text: contentText("the step", 400),
}) satisfies z.ZodType<FeatureItem>;
const steps = () => contentList(step, "step", 12);

/** Key result item (§3): title, subTitle. */
const result = z.object({
  title: contentText("the figure", 40),
  subTitle: contentText("what the figure means", 200),
}) satisfies z.ZodType<KeyResultItem>;
const results = () => contentList(result, "result", 6);

/** A titled text (a check, a finding, an inclusion). */
const card = z.object({ title: contentText("the title", 120), text: contentText("the text", 600) });
const cards = (what: string) => contentList(card, what, 12);

const hero = { eyebrow: eyebrow(), title: headline(), intro: intro() };

export const uxReviewContentSchema = z.object({
  ...hero,
  headings: z.object({ checks: heading, deliverables: heading }, { error: "Please enter the headings" }),
  checks: cards("check"),
  deliverables: steps(),
  formTitle: contentText("the form's title", 120),
  formIntro: contentText("the form's introduction", 400),
});

export const fastMvpContentSchema = z.object({
  ...hero,
  headings: z.object(
    { timeline: heading, included: heading, example: heading },
    { error: "Please enter the headings" },
  ),
  steps: steps(),
  included: cards("inclusion"),
  results: results(),
  ctaTitle: contentText("the call to action's title", 120),
  ctaText: contentText("the call to action's text", 600),
});

export const freeLeadsContentSchema = z.object({
  ...hero,
  headings: z.object({ findings: heading, book: heading }, { error: "Please enter the headings" }),
  findings: cards("finding"),
  outcomes: results(),
  bookText: contentText("the booking section's text", 600),
});

export const campaignContentSchema = z.object({
  ...hero,
  headings: z.object({ proof: heading }, { error: "Please enter the headings" }),
  offerTitle: contentText("the offer's title", 80),
  offer: contentList(contentText("the offer's line", 200), "line of the offer", 8),
  proof: results(),
});

export const systemContentSchema = z.object({
  ...hero,
  headings: z.object({ agenda: heading }, { error: "Please enter the headings" }),
  agenda: steps(),
});

export const productsContentSchema = z.object({
  title: headline(),
  intro: intro(),
  listTitle: contentText("the list's title", 120),
  items: contentList(
    z.object({
      title: contentText("the product's name", 80),
      href: contentText("the product's path", 200).regex(/^\/[a-z0-9/-]*$/, { error: LANDING_MESSAGES.path }),
      text: contentText("the product's text", 400),
    }),
    "product",
    8,
  ),
});

export const ACCELERATOR_ICONS = ["magnet", "chart", "users", "mail"] as const;

export const acceleratorContentSchema = z.object({
  ...hero,
  headings: z.object(
    { benefits: heading, packages: heading, process: heading, projects: heading },
    { error: "Please enter the headings" },
  ),
  packagesText: contentText("the packages' introduction", 600),
  benefits: field(
    contentList(
      z.object({
        title: contentText("the benefit", 120),
        text: field(contentText("the benefit's text", 400), { label: "Text" }),
        icon: z.enum(ACCELERATOR_ICONS, { error: LANDING_MESSAGES.benefitIcon }),
      }),
      "benefit",
      8,
    ),
    { label: "Benefits, in their order", hint: "Each with its icon: magnet, chart, users or mail." },
  ),
  steps: steps(),
  projects: contentList(
    z.object({
      title: contentText("the project's title", 120),
      imageUrl: contentImage("the image's path"),
    }) satisfies z.ZodType<Project>,
    "project",
    12,
  ),
});

/** Each page's schema, by key: the kind's entries. */
export const LANDING_PAGE_SCHEMAS = {
  campaign: campaignContentSchema,
  "fast-mvp": fastMvpContentSchema,
  "ux-review": uxReviewContentSchema,
  "free-leads": freeLeadsContentSchema,
  system: systemContentSchema,
  products: productsContentSchema,
  "business-accelerator": acceleratorContentSchema,
} as const;
export type LandingPage = keyof typeof LANDING_PAGE_SCHEMAS;
export type LandingContentOf<P extends LandingPage> = z.infer<(typeof LANDING_PAGE_SCHEMAS)[P]>;
export type LandingContent = LandingContentOf<LandingPage>;

export function isLandingPage(key: string): key is LandingPage {
  return Object.hasOwn(LANDING_PAGE_SCHEMAS, key);
}

/** Any page's copy (the kind's schema); an entry is checked by its own page's schema. */
export const landingContentSchema = z.union(Object.values(LANDING_PAGE_SCHEMAS));

/** Where each page is, and its name in the team's area. */
export const LANDING_PAGES: Record<LandingPage, { label: string; address: string }> = {
  campaign: { label: "Website redesign campaign", address: "/campaign" },
  "fast-mvp": { label: "Fast AI MVP", address: "/fast-mvp" },
  "ux-review": { label: "Free UX review", address: "/ux-review" },
  "free-leads": { label: "Free lead audit", address: "/free-leads" },
  system: { label: "System walkthrough", address: "/system" },
  products: { label: "Products", address: "/products" },
  "business-accelerator": { label: "Business Accelerator", address: "/products/business-accelerator" },
};

export const landingKind = defineContentKind("landing", {
  label: "Landing pages",
  description:
    "The copy of the landing and product pages: /campaign, /fast-mvp, /ux-review, /free-leads, /system, /products and the Business Accelerator page (hero, section headings and their items).",
  schema: landingContentSchema,
  entrySchemas: LANDING_PAGE_SCHEMAS,
  entries: LANDING_PAGES,
  countNote: `The spec lists ${ACCELERATOR_BENEFIT_COUNT} Business Accelerator benefits: publishing its page needs exactly ${ACCELERATOR_BENEFIT_COUNT}.`,
  draftCount: (key) =>
    key === "business-accelerator"
      ? { path: "benefits", fixed: ACCELERATOR_BENEFIT_COUNT, what: "benefits" }
      : null,
  countMessage: (_key, n) => LANDING_MESSAGES.benefitsCount(n),
  preview: "LandingPageViews",
  heading: "Landing page",
});
