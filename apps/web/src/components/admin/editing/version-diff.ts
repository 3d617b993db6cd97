import { diffWords } from "diff";
import {
  type AdminCareerVersion,
  type AdminRevision,
  arrangementToWords,
  formatPayRange,
  htmlToText,
  payRangeSchema,
} from "@site/contract";

/** A run of words in one side of a comparison: unchanged, or only in the older or the newer version. */
export type DiffPart = { text: string; change: "same" | "removed" | "added" };

export type WordDiff = { before: DiffPart[]; after: DiffPart[]; changed: boolean };

const BLOCK_END = /<\/(?:p|h[1-6]|li|blockquote|pre|tr|figcaption)>|<br\s*\/?>/gi;

/**
 * The readable text of a stored body, one paragraph (or heading, list item…) per block, blank lines
 * between them, so a comparison keeps the body's shape.
 *
 *   bodyText("<h2>Plan</h2><p>Ship <strong>it</strong>.</p>")   // "Plan\n\nShip it ."
 */
export function bodyText(html: string): string {
  return html.split(BLOCK_END).map(htmlToText).filter(Boolean).join("\n\n");
}

/**
 * A word-level comparison of two texts (jsdiff's diffWords: whitespace kept, words compared whole), as
 * the two sides show it: the older text with what was removed, the newer with what was added.
 *
 *   wordDiff("a quick fox", "a slow fox").after   // [same "a ", added "slow", same " fox"]
 */
export function wordDiff(before: string, after: string): WordDiff {
  const parts = diffWords(before, after);
  const left: DiffPart[] = [];
  const right: DiffPart[] = [];
  for (const part of parts) {
    if (part.added) right.push({ text: part.value, change: "added" });
    else if (part.removed) left.push({ text: part.value, change: "removed" });
    else {
      left.push({ text: part.value, change: "same" });
      right.push({ text: part.value, change: "same" });
    }
  }
  return { before: left, after: right, changed: parts.some((p) => p.added || p.removed) };
}

/**
 * One field of two versions: running text is compared word by word, other values shown as
 * before → after (or as `summary` when that says more, such as "Changed").
 */
export type ComparedField = { label: string; before: string; after: string; summary?: string };

/** A field of two versions, as `read` finds it in each: `fieldOf(a, b)("Title", (v) => v.title)`. */
const fieldOf =
  <V>(older: V, newer: V) =>
  (label: string, read: (v: V) => string): ComparedField => ({
    label,
    before: read(older),
    after: read(newer),
  });

/** Two versions of a post: title, summary and body to compare word by word, its other fields apart. */
export function postFields(
  older: AdminRevision,
  newer: AdminRevision,
): { text: ComparedField[]; others: ComparedField[] } {
  const pair = fieldOf(older, newer);
  return {
    text: [
      pair("Title", (r) => r.title),
      pair("Summary", (r) => r.summary),
      pair("Body", (r) => bodyText(r.body)),
    ],
    others: [
      pair("Slug", (r) => r.slug),
      pair("Author", (r) => r.author_slug),
      pair("Banner tag", (r) => r.banner_tag ?? "none"),
      pair("Hero image", (r) => r.hero_image_path),
      pair("Image description", (r) => r.hero_image_alt_text),
      pair("Image title", (r) => r.hero_image_title),
      { ...pair("Categories", (r) => r.category_ids.join(",")), summary: "Changed" },
    ],
  };
}

/** A version's pay range as the careers page shows it, or "None". */
function payText(v: AdminCareerVersion): string {
  const range = payRangeSchema.safeParse({
    min: v.pay_min,
    max: v.pay_max,
    currency: v.pay_currency,
    period: v.pay_period,
  });
  return range.success ? formatPayRange(range.data) : "None";
}

/**
 * Two versions of an opening: title and job description (as typed) word by word, its arrangement,
 * pay range and format apart.
 */
export function careerFields(
  older: AdminCareerVersion,
  newer: AdminCareerVersion,
): { text: ComparedField[]; others: ComparedField[] } {
  const pair = fieldOf(older, newer);
  return {
    text: [pair("Title", (v) => v.title), pair("Job description", (v) => v.job_description)],
    others: [
      pair("Arrangement", (v) => arrangementToWords(v.position_arrangement)),
      pair("Pay range", payText),
      pair("Written in", (v) => (v.body_format === "markdown" ? "Markdown" : "HTML")),
    ],
  };
}

const humanize = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Every leaf of a JSON value by its path ("Items 3 › Answer"), strings apart from other values. */
function leaves(value: unknown, path: string[], out: Map<string, { text: boolean; value: string }>) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => leaves(item, [...path, String(i + 1)], out));
  } else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) leaves(item, [...path, humanize(key)], out);
  } else {
    const label = path.join(" › ").replace(/ › (\d+)/g, " $1") || "Value";
    out.set(label, { text: typeof value === "string", value: value === null ? "none" : String(value) });
  }
}

/**
 * Two versions of a JSON entry (marketing content) field by field, in the newer one's order (fields only
 * the older one had come last): `text` holds the changed text fields, to compare word by word, `others`
 * the changed values that are not text, and `same` counts the fields both versions hold alike.
 *
 *   jsonFields({ items: [{ answer: "Yes." }] }, { items: [{ answer: "Yes, always." }] }).text
 *   // [{ label: "Items 1 › Answer", before: "Yes.", after: "Yes, always." }]
 */
export function jsonFields(
  before: unknown,
  after: unknown,
): { text: ComparedField[]; others: ComparedField[]; same: number } {
  const a = new Map<string, { text: boolean; value: string }>();
  const b = new Map<string, { text: boolean; value: string }>();
  leaves(before, [], a);
  leaves(after, [], b);
  const labels = [...b.keys(), ...[...a.keys()].filter((k) => !b.has(k))];
  const text: ComparedField[] = [];
  const others: ComparedField[] = [];
  let same = 0;
  for (const label of labels) {
    const older = a.get(label);
    const newer = b.get(label);
    if (older?.value === newer?.value && older?.text === newer?.text) {
      same += 1;
      continue;
    }
    const isText = (newer ?? older)!.text;
    const field = {
      label,
      before: older?.value ?? (isText ? "" : "none"),
      after: newer?.value ?? (isText ? "" : "none"),
    };
    (isText ? text : others).push(field);
  }
  return { text, others, same };
}
