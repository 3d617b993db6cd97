/**
 * What a kind of marketing content declares, once (issue 31): its schema, its entries and their public
 * addresses, its count rules, its cache tag and the public component that previews it. The API's routes,
 * the seed's check, the revalidation, the team's lists, links and editors all read it from the registry
 * (content/index.ts); nothing else names a kind's keys, addresses or counts.
 */
import type { z } from "zod";
import { CACHE_TAGS } from "../cache-tags";

/** One entry of a kind whose entries are fixed: its name in the team's area and where visitors see it. */
export type EntryInfo = {
  label: string;
  /** The public page (and section) that shows the entry: "/#faq-title", "/campaign#packages". */
  address: string;
  /** One line for the team about what the entry is. */
  hint?: string;
};

/** A number the spec fixes for one list of an entry: said in the editor while a draft has another. */
export type DraftCount = {
  /** The list's field in the entry ("items"). */
  path: string;
  fixed: number;
  /** What the list counts, as the sentence says it: "questions", "works in the carousel". */
  what: string;
};

/** A kind's rule on publish: a message when the entries as they would be published break it, else null. */
export type PublishRule = (
  entries: { key: string; data: unknown }[],
  /** The published entries of each kind named in `reads`. */
  related?: Record<string, { key: string; data: unknown }[]>,
) => string | null;

export type ContentKindDeclaration = {
  label: string;
  /** One line for the team's list of kinds. */
  description: string;
  /** The entries' schema. */
  schema: z.ZodType;
  /** A kind whose entries differ in shape (the landing pages): each key's own schema. */
  entrySchemas?: Readonly<Record<string, z.ZodType>>;
  /** The only entries this kind has (a fixed set), by key; or null: the team adds entries. */
  entries: Readonly<Record<string, EntryInfo>> | null;
  /** Where visitors see an entry of a kind the team adds entries to ("/services/<key>"). */
  address?: (key: string) => string;
  /** What the spec fixes about the published entries, said in the editor. */
  countNote: string | null;
  /** The list of an entry whose length the spec fixes, or null: said in the editor while a draft differs. */
  draftCount?: (key: string) => DraftCount | null;
  /** The API's refusal to publish an entry whose counted list (draftCount) has `n` items. */
  countMessage?: (key: string, n: number) => string;
  /**
   * The count the spec fixes, checked on publish against the entries as they would be published:
   * a message (a 400) when it does not hold, else null. Without one, a kind with `draftCount` and
   * `countMessage` publishes only entries whose counted list has the fixed number.
   */
  publishRule?: PublishRule | null;
  /**
   * Kinds whose published entries the publish rule reads (the home page's services list reads the
   * services). An entry of such a kind cannot be unpublished or deleted while a published entry of this
   * kind needs it.
   */
  reads?: readonly string[];
  /**
   * A kind the team adds entries to (entries null): the draft a new entry starts as, from its title.
   * Without one, a new entry starts as a copy of the kind's first entry, its title (if it has one) replaced.
   */
  starter?: (title: string) => unknown;
  /**
   * The site's component that shows the entry, which the team's preview renders the draft in: its name in
   * the web app's one map of previews (a kind whose entries show in different sections names that map's
   * entry for the kind).
   */
  preview: string;
  /**
   * What an entry's editor is titled before the entry's label ("Pricing tiers" -> "Pricing tiers: campaign
   * page"). Without one, the editor is titled with the draft's own title, else the entry's label.
   */
  heading?: string;
  /** A kind the team adds entries to: what one entry is called in its list ("service"). */
  noun?: string;
  /**
   * The entries as first published, for every tenant that lacks the kind (the API's start-up fill): a
   * small kind's first copy lives here, beside its schema, so adding it touches no seed file. A kind
   * whose first copy is long keeps it in the API's seed data instead (db/seed/marketing.ts); a kind has
   * exactly one of the two (the API's tests check it).
   */
  seed?: readonly { key: string; data: unknown }[];
  /**
   * A kind whose every entry is a public page of its own (at its address): what the team's "Search and
   * sharing" list calls such a page ("Service"). Each published entry gets a row there, named
   * "Service: <its title>", whose SEO title and description default to the page's own content.
   */
  pageName?: string;
};

/** A declared kind, as the registry holds it: its declaration, its name, its keys and its cache tag. */
export type ContentKindInfo = ContentKindDeclaration & {
  name: string;
  publishRule: PublishRule | null;
  /** The only keys this kind has, in order, or null: the team may add entries. */
  keys: readonly string[] | null;
  /** The tag of the site's cached reads of this kind, which publishing expires. */
  cacheTag: string;
};

/** The publish rule a declaration gives: its own, else its count rule's, else none. */
type RuleOf<D> = D extends { publishRule: infer R }
  ? R
  : D extends { draftCount: unknown; countMessage: unknown }
    ? PublishRule
    : null;

/**
 * A kind of content, declared once: its name and its declaration, with the keys, the cache tag and the
 * publish rule that follow from them.
 *
 *   export const faqKind = defineContentKind("faq", { label: "FAQ", schema: faqContentSchema, ... });
 */
export function defineContentKind<const N extends string, const D extends ContentKindDeclaration>(
  name: N,
  declaration: D,
): Omit<D, "publishRule"> & {
  name: N;
  keys: readonly string[] | null;
  cacheTag: string;
  publishRule: RuleOf<D>;
} {
  return {
    ...declaration,
    name,
    keys: declaration.entries ? Object.keys(declaration.entries) : null,
    cacheTag: CACHE_TAGS.marketing(name),
    publishRule: (declaration.publishRule ?? countRule(declaration)) as RuleOf<D>,
  };
}

/** Each entry's counted list must have the number the spec fixes (draftCount), else countMessage's words. */
function countRule({ draftCount, countMessage }: ContentKindDeclaration): PublishRule | null {
  if (!draftCount || !countMessage) return null;
  return (entries) => {
    for (const entry of entries) {
      const count = draftCount(entry.key);
      if (!count) continue;
      const list = (entry.data as Record<string, unknown> | null)?.[count.path];
      const n = Array.isArray(list) ? list.length : 0;
      if (n !== count.fixed) return countMessage(entry.key, n);
    }
    return null;
  };
}
