/**
 * Field schemas shared by the kinds of marketing content kept in files of their own (pricing, landing
 * pages): trimmed required text, a list of 1 to n, an image of the site's own. Their messages are the
 * ones MARKETING_MESSAGES gives (marketing.test.ts checks they agree); they live here, apart from
 * marketing.ts, because marketing.ts's registry imports these kinds' schemas, and a schema file importing
 * marketing.ts back would read its messages before they exist.
 */
import { z } from "zod";

export const CONTENT_FIELD_MESSAGES = {
  required: (what: string) => `Please enter ${what}`,
  tooLong: (what: string, max: number) => `Keep ${what} under ${max} characters`,
  atLeastOne: (what: string) => `Add at least one ${what}`,
  atMost: (what: string, max: number) => `At most ${max} ${what}`,
  image: "Enter the path of an image on this site, e.g. /images/people/name.svg",
} as const;

const F = CONTENT_FIELD_MESSAGES;

/** Trimmed, required text of at most `max` characters, its messages naming `what` ("the headline"). */
export function contentText(what: string, max: number) {
  return z
    .string({ error: F.required(what) })
    .trim()
    .min(1, { error: F.required(what) })
    .max(max, { error: F.tooLong(what, max) });
}

/** A list of 1 to `max` items, its messages naming one item (`what`: "tier"). */
export function contentList<T extends z.ZodType>(item: T, what: string, max: number) {
  return z
    .array(item, { error: F.atLeastOne(what) })
    .min(1, { error: F.atLeastOne(what) })
    .max(max, { error: F.atMost(`${what}s`, max) });
}

/** An image of the site's own public folder. */
export function contentImagePath(what: string) {
  return contentText(what, 200).regex(/^\/images\/[a-z0-9/._-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
    error: F.image,
  });
}
