/**
 * The home page's remaining sections as the team edits them (issue 21): the "home" kind, one entry per
 * section, so each is saved, previewed and published on its own and its count message names it: "hero"
 * (headline, subtitle, buttons' labels, the three figures), "key-results" (also on /services),
 * "why-choose-us" (also on /about; the spec lists five reasons), "campaign-banner" (the spec's 7 items)
 * and "website-design-case" (also on /campaign; the spec lists five artefacts). The links stay in code.
 * The other sections' titles stay in code for now.
 */
import { z } from "zod";
import { contentList, contentText } from "./fields";
import type { KeyResultItem } from "../entities";
import { defineContentKind } from "./kind";

export const HOME_SECTION_MESSAGES = {
  artwork: "Choose the artwork: personas, journey, flows, ia or wireframes",
  duplicateArtwork: "Another step has this artwork: each step has its own",
  count: (section: string, what: string, fixed: number, n: number) =>
    `The ${section} must have exactly ${fixed} ${what} (the spec fixes ${fixed}); this one has ${n}`,
} as const;

const figure = z.object({
  title: contentText("the figure", 40),
  subTitle: contentText("what the figure means", 200),
}) satisfies z.ZodType<KeyResultItem>;

export const homeHeroContentSchema = z.object({
  eyebrow: contentText("the eyebrow", 120),
  headline: contentText("the headline", 160),
  subtitle: contentText("the subtitle", 600),
  bookingLabel: contentText("the booking button's label", 60),
  secondaryLabel: contentText("the second button's label", 60),
  stats: contentList(
    z.object({ value: contentText("the figure", 20), label: contentText("what the figure counts", 60) }),
    "figure",
    3,
  ),
  marqueeCaption: contentText("the caption above the logos", 160),
});

export const homeKeyResultsContentSchema = z.object({
  eyebrow: contentText("the eyebrow", 80),
  title: contentText("the title", 160),
  items: contentList(figure, "result", 8),
});

export const whyChooseUsContentSchema = z.object({
  eyebrow: contentText("the eyebrow", 80),
  title: contentText("the title", 160),
  intro: contentText("the introduction", 400),
  items: contentList(
    z.object({ title: contentText("the reason", 80), text: contentText("the reason's text", 400) }),
    "reason",
    10,
  ),
});

export const campaignBannerContentSchema = z.object({
  items: contentList(contentText("the banner's item", 80), "item", 12),
});

export const DESIGN_ARTWORK = ["personas", "journey", "flows", "ia", "wireframes"] as const;

export const websiteDesignCaseContentSchema = z.object({
  eyebrow: contentText("the eyebrow", 80),
  title: contentText("the title", 160),
  intro: contentText("the introduction", 600),
  steps: contentList(
    z.object({
      key: z.enum(DESIGN_ARTWORK, { error: HOME_SECTION_MESSAGES.artwork }),
      title: contentText("the step's title", 80),
      text: contentText("the step's text", 400),
    }),
    "step",
    8,
  ).superRefine((steps, ctx) => {
    const seen = new Set<string>();
    steps.forEach((s, i) => {
      if (seen.has(s.key))
        ctx.addIssue({ code: "custom", path: [i, "key"], message: HOME_SECTION_MESSAGES.duplicateArtwork });
      seen.add(s.key);
    });
  }),
});

/** Each section's schema, by key: the kind's entries. */
export const HOME_SECTION_SCHEMAS = {
  hero: homeHeroContentSchema,
  "key-results": homeKeyResultsContentSchema,
  "why-choose-us": whyChooseUsContentSchema,
  "campaign-banner": campaignBannerContentSchema,
  "website-design-case": websiteDesignCaseContentSchema,
} as const;
export type HomeSectionKey = keyof typeof HOME_SECTION_SCHEMAS;
export type HomeSectionOf<K extends HomeSectionKey> = z.infer<(typeof HOME_SECTION_SCHEMAS)[K]>;
export type HomeSectionContent = HomeSectionOf<HomeSectionKey>;

export function isHomeSection(key: string): key is HomeSectionKey {
  return Object.hasOwn(HOME_SECTION_SCHEMAS, key);
}

/** Any section's copy (the kind's schema); an entry is checked by its own section's schema. */
export const homeSectionContentSchema = z.union(Object.values(HOME_SECTION_SCHEMAS));

/**
 * The sections, their names in the team's area and where they show; `count`: the number the spec fixes
 * for the section's list (its field, what it counts, and how many).
 */
export const HOME_SECTIONS: Record<
  HomeSectionKey,
  { label: string; address: string; count: { field: string; what: string; fixed: number } | null }
> = {
  hero: { label: "hero", address: "/#hero-title", count: null },
  "key-results": { label: "key results", address: "/#key-results-title", count: null },
  "why-choose-us": {
    label: "why-choose-us list",
    address: "/#why-title",
    count: { field: "items", what: "reasons", fixed: 5 },
  },
  "campaign-banner": {
    label: "campaign banner",
    address: "/",
    count: { field: "items", what: "items", fixed: 7 },
  },
  "website-design-case": {
    label: "website-design case",
    address: "/#website-design-title",
    count: { field: "steps", what: "steps", fixed: 5 },
  },
};

export const homeKind = defineContentKind("home", {
  label: "Home page sections",
  description:
    "The home page's hero, key results (also on /services), why-choose-us list (also on /about), campaign banner and website-design case (also on /campaign), each its own entry.",
  schema: homeSectionContentSchema,
  entrySchemas: HOME_SECTION_SCHEMAS,
  entries: HOME_SECTIONS,
  countNote:
    "The spec fixes 5 reasons to choose us, 7 campaign banner items and 5 website-design steps: publishing a section needs exactly its number.",
  draftCount: (key) => {
    const count = isHomeSection(key) ? HOME_SECTIONS[key].count : null;
    return count ? { path: count.field, fixed: count.fixed, what: count.what } : null;
  },
  countMessage: (key, n) => {
    const { label, count } = HOME_SECTIONS[key as HomeSectionKey];
    return HOME_SECTION_MESSAGES.count(label, count?.what ?? "", count?.fixed ?? 0, n);
  },
  preview: "HomeSectionViews",
  heading: "Home page",
});
