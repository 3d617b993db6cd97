/**
 * The registry of marketing content (issue 21, issue 31): every kind the team edits, each declared once in
 * its own file beside its schema (faq.ts, service.ts, ...). The API's routes, the seed's check, the
 * revalidation and the team's lists, links and editors read a kind's keys, public addresses, count rules
 * and cache tag from here.
 *
 * A kind holds entries, each under a key: a service per slug, the home page's FAQ as one entry "home".
 * Adding a kind touches four files: its file here (its schema and declaration, with its first copy as
 * `seed` and its preview's name), its row below, its public component, and that component's row in the
 * web app's one map of previews (components/admin/content/previews.tsx). Tests fail while a declared
 * kind lacks a seed, a public address or a preview (registry.test.ts, the API's content-declared.test.ts,
 * the web's previews.test.ts).
 */
import { z } from "zod";
import { caseStudyKind } from "./case-study";
import { clientLogosKind } from "./client-logos";
import { faqKind } from "./faq";
import { homeKind } from "./home";
import { homeServicesKind } from "./home-services";
import { industryKind } from "./industry";
import type { ContentKindInfo, DraftCount, EntryInfo } from "./kind";
import { landingKind } from "./landing";
import { MARKETING_MESSAGES as M } from "./messages";
import { partnersKind } from "./partners";
import { pricingKind } from "./pricing";
import { serviceKind } from "./service";
import { teamKind } from "./team";
import { testimonialsKind } from "./testimonials";
import { worksKind } from "./works";

export * from "./case-study";
export * from "./client-logos";
export * from "./faq";
export * from "./fields";
export * from "./home";
export * from "./home-services";
export * from "./industry";
export * from "./items";
export * from "./kind";
export * from "./landing";
export * from "./messages";
export * from "./partners";
export * from "./pricing";
export * from "./service";
export * from "./team";
export * from "./testimonials";
export * from "./works";

/** Every kind, by name, in the order the team's area lists them. */
export const MARKETING_KINDS = {
  faq: faqKind,
  service: serviceKind,
  testimonials: testimonialsKind,
  "client-logos": clientLogosKind,
  team: teamKind,
  partners: partnersKind,
  industry: industryKind,
  "case-study": caseStudyKind,
  pricing: pricingKind,
  "home-services": homeServicesKind,
  works: worksKind,
  landing: landingKind,
  home: homeKind,
} as const satisfies { [K in string]: ContentKindInfo & { name: K } };

export type MarketingKind = keyof typeof MARKETING_KINDS;
export const MARKETING_KIND_NAMES = Object.keys(MARKETING_KINDS) as MarketingKind[];
/** The keys of a kind's entries: its fixed set's, or any string where the team adds entries. */
export type EntryKeyOf<K extends MarketingKind> = (typeof MARKETING_KINDS)[K]["entries"] extends null
  ? string
  : keyof NonNullable<(typeof MARKETING_KINDS)[K]["entries"]> & string;

/** A kind's declaration, whichever kind. */
export type MarketingKindInfo = ContentKindInfo;

/** What each kind's entries hold: its schema's type. */
export type MarketingData = { [K in MarketingKind]: z.infer<(typeof MARKETING_KINDS)[K]["schema"]> };

export function isMarketingKind(kind: string): kind is MarketingKind {
  return Object.hasOwn(MARKETING_KINDS, kind);
}

/** The schema an entry is checked by: its key's own where the kind has one (a landing page), else the kind's. */
export function marketingEntrySchema(kind: MarketingKind, key: string): z.ZodType {
  const info: ContentKindInfo = MARKETING_KINDS[kind];
  const own = info.entrySchemas && Object.hasOwn(info.entrySchemas, key) ? info.entrySchemas[key] : undefined;
  return own ?? info.schema;
}

/**
 * Whether a key names an entry a kind may have: one of its fixed entries, or any well-formed key where
 * the team adds entries. The one check of a key, for the API's saves and the team's pages alike.
 *
 *   isEntryKey("pricing", "campaign") // true
 *   isEntryKey("pricing", "toString") // false
 */
export function isEntryKey<K extends MarketingKind>(kind: K, key: string): key is EntryKeyOf<K> {
  const info: ContentKindInfo = MARKETING_KINDS[kind];
  if (info.entries) return Object.hasOwn(info.entries, key);
  return marketingKeySchema.safeParse(key).success;
}

/** A fixed entry's declaration (its label, address and hint), or null for a kind the team adds entries to. */
export function entryInfo(kind: MarketingKind, key: string): EntryInfo | null {
  const { entries }: ContentKindInfo = MARKETING_KINDS[kind];
  return entries && Object.hasOwn(entries, key) ? entries[key]! : null;
}

/**
 * Where visitors see an entry: its page, and its section's anchor where the entry is one section.
 *
 *   entryAddress("service", "web-design") // "/services/web-design"
 *   entryAddress("faq", "home")           // "/#faq-title"
 */
export function entryAddress(kind: MarketingKind, key: string): string {
  const info: ContentKindInfo = MARKETING_KINDS[kind];
  return entryInfo(kind, key)?.address ?? info.address?.(key) ?? "/";
}

/** The team's area's page of an entry: its editor (the preview is under it, `${editPath}/preview`). */
export function entryEditPath(kind: MarketingKind, key: string): string {
  const { keys }: ContentKindInfo = MARKETING_KINDS[kind];
  // A kind of one entry is edited on its kind's own page.
  return keys?.length === 1 ? `/admin/content/${kind}` : `/admin/content/${kind}/${key}`;
}

/**
 * The count the spec fixes for a list of the entry, and what the editor says about the draft: a warning
 * while the list has another length (the draft can be saved, not published), else a confirmation.
 *
 *   draftCountNote("faq", "home", { items: [...7] })
 *   // { ok: false, text: "The spec fixes 8 questions: this draft has 7, so it can be saved but not published." }
 */
export function draftCountNote(
  kind: MarketingKind,
  key: string,
  data: unknown,
): { ok: boolean; text: string; count: DraftCount } | null {
  const info: ContentKindInfo = MARKETING_KINDS[kind];
  const count = info.draftCount?.(key) ?? null;
  if (!count) return null;
  const list = (data as Record<string, unknown> | null)?.[count.path];
  const n = Array.isArray(list) ? list.length : 0;
  return n === count.fixed
    ? { ok: true, text: `${count.fixed} ${count.what}, as the spec fixes.`, count }
    : {
        ok: false,
        text: `The spec fixes ${count.fixed} ${count.what}: this draft has ${n}, so it can be saved but not published.`,
        count,
      };
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
