import { WORDS_PER_MINUTE } from "./blog-constants";

/** Visible text of an HTML fragment: tags removed, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** Minutes to read an HTML body at 265 words per minute, rounded up; at least 1. */
export function readTimeMinutes(html: string): number {
  const text = htmlToText(html);
  const words = text ? text.split(" ").length : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** en-US short date with dots replaced by dashes: formatDate("2026-03-05T10:00:00Z") === "Mar 5, 2026". */
export function formatDate(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  return DATE_FORMAT.format(date).replace(/\./g, "-");
}

/** position_arrangement to words: "FULL_TIME_REMOTE" → "Full Time Remote". */
export function arrangementToWords(arrangement: string): string {
  return arrangement
    .split("_")
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(" ");
}
