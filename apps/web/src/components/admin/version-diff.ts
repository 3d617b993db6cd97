import { diffWords } from "diff";
import { htmlToText } from "@site/contract";

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
