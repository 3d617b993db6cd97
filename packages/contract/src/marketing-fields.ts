/**
 * The field rules of marketing content's schemas, for the kinds whose schemas live in files of their own
 * (marketing-industries.ts, marketing-case-studies.ts, ...). marketing.ts imports those files for its
 * registry, so they cannot import its helpers back; the messages are the same words as its own.
 */
import { z } from "zod";
import { hasHiddenCharacters } from "./hidden-characters";

export const FIELD_MESSAGES = {
  required: (what: string) => `Please enter ${what}`,
  tooLong: (what: string, max: number) => `Keep ${what} under ${max} characters`,
  hidden: (what: string) => `Please type ${what} without hidden formatting characters`,
  atLeastOne: (what: string) => `Add at least one ${what}`,
  atMost: (what: string, max: number) => `At most ${max} ${what}`,
  path: "Enter a path on this site, starting with /",
  image: "Enter the path of an image on this site, e.g. /images/people/name.svg",
} as const;

const F = FIELD_MESSAGES;

/** Trimmed, required text of at most `max` characters, its messages naming `what` ("the headline"). */
export function contentText(what: string, max: number) {
  return z
    .string({ error: F.required(what) })
    .trim()
    .min(1, { error: F.required(what) })
    .max(max, { error: F.tooLong(what, max) });
}

/** A person's name: contentText that refuses hidden characters (a bidi override, a zero-width space). */
export function contentName(what: string, max: number) {
  return contentText(what, max).refine((v) => !hasHiddenCharacters(v), { error: F.hidden(what) });
}

/** A list of 1 to `max` items; its messages name one item (`what`). */
export function contentList<T extends z.ZodType>(item: T, what: string, max: number) {
  return z
    .array(item, { error: F.atLeastOne(what) })
    .min(1, { error: F.atLeastOne(what) })
    .max(max, { error: F.atMost(`${what}s`, max) });
}

/** An image of the site's own (its public folder). */
export function contentImage(what: string) {
  return contentText(what, 200).regex(/^\/images\/[a-z0-9/._-]+\.(?:svg|png|jpe?g|webp|avif)$/, {
    error: F.image,
  });
}

/** A path on this site ("/rxpost", "/about/works"). */
export function contentPath(what: string) {
  return contentText(what, 200).regex(/^\/[a-z0-9/-]*$/, { error: F.path });
}

/** A title and a text: a challenge, a solution, an approach step. */
export const titledTextSchema = z.object({
  title: contentText("the title", 120),
  text: contentText("the text", 600),
});
export type TitledText = z.infer<typeof titledTextSchema>;

/** Key result item (§3): title, subTitle. */
export const resultContentSchema = z.object({
  title: contentText("the figure", 40),
  subTitle: contentText("what the figure means", 200),
});
