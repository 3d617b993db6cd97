/**
 * The fields of marketing content's schemas: their rules and messages, and what the team's editor shows
 * for each (its label, hint and widget, in the CONTENT_FIELDS registry). Every text field made here is
 * registered with a label taken from the words its messages use ("the headline": "Headline"), so a field
 * has a label, a limit and a message from one call; `field()` names it otherwise.
 */
import { z } from "zod";
import { hasHiddenCharacters } from "../hidden-characters";

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

/**
 * How the editor shows a field: a one-line text, a paragraph, Markdown, an image or a link on this site,
 * a reference to another kind's entry, a choice among fixed values, a number or a yes/no.
 */
export type FieldWidget =
  "text" | "textarea" | "rich-text" | "image" | "link" | "reference" | "choice" | "number" | "toggle";

export type FieldMeta = {
  /** The field's name in the editor ("Headline"); without one, the editor names it from its key. */
  label?: string;
  /** One line under the field, in the team's words. */
  hint?: string;
  widget?: FieldWidget;
  /** A reference: the kind whose entries' keys the field holds. */
  references?: string;
  /** A list: what one of its items is called ("question"), for its Add and Remove buttons. */
  item?: string;
  /** A choice: each value's name in the editor ("Primary (dark)"); the value itself otherwise. */
  choices?: Readonly<Record<string, string>>;
};

/**
 * What the editor shows for each field of every kind. A schema derived from a registered one (a
 * `.regex()`, a `.refine()`) reads its parent's entry, so a field keeps its label through its rules.
 */
export const CONTENT_FIELDS = z.registry<FieldMeta>();

/** "the person's name" -> "Person's name": the label a field's message words give it. */
export function labelOf(what: string): string {
  const words = what.replace(/^the /, "");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Names a field for the editor: its label, a hint, a widget.
 *
 *   field(contentText("the answer", 2000), { label: "Answer", widget: "textarea" })
 */
export function field<T extends z.ZodType>(schema: T, meta: FieldMeta): T {
  CONTENT_FIELDS.add(schema, { ...CONTENT_FIELDS.get(schema), ...meta });
  return schema;
}

/** The limits a field's schema sets, for the attributes of its input (maxLength) and its list (maxItems). */
export type FieldLimits = { minLength?: number; maxLength?: number; minItems?: number; maxItems?: number };

/**
 * The limits a schema declares, read from the schema itself so that no form types them again.
 *
 *   fieldLimits(contentText("the title", 80)) // { minLength: 1, maxLength: 80 }
 */
export function fieldLimits(schema: z.ZodType): FieldLimits {
  const inner = unwrapped(schema);
  if (inner instanceof z.ZodString) {
    return {
      ...(inner.minLength !== null && { minLength: inner.minLength }),
      ...(inner.maxLength !== null && { maxLength: inner.maxLength }),
    };
  }
  if (inner instanceof z.ZodArray) {
    const out: FieldLimits = {};
    for (const check of inner._zod.def.checks ?? []) {
      const def = check._zod.def as { check: string; minimum?: number; maximum?: number };
      if (def.check === "min_length") out.minItems = def.minimum;
      if (def.check === "max_length") out.maxItems = def.maximum;
    }
    return out;
  }
  return {};
}

/**
 * The longest text each field of an object schema takes, for its inputs' maxLength: the contract's
 * limit, never typed again in a form.
 *
 *   const max = maxLengthsOf(faqItemContentSchema); // { question: 200, answer: 2000 }
 *   <TextInput maxLength={max.question} />
 */
export function maxLengthsOf<T extends z.ZodRawShape>(
  schema: z.ZodObject<T>,
): Record<keyof T & string, number | undefined> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, fieldLimits(field as z.ZodType).maxLength]),
  ) as Record<keyof T & string, number | undefined>;
}

/** The schema under `.optional()` / `.nullable()` / `.default()`. */
export function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema;
  while (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault)
    s = s.unwrap() as z.ZodType;
  return s;
}

/** What the editor shows for a field: its registered meta, its label else one from its key ("subTitle"). */
export function fieldMeta(schema: z.ZodType, key: string): FieldMeta & { label: string } {
  const meta = CONTENT_FIELDS.get(schema) ?? CONTENT_FIELDS.get(unwrapped(schema));
  return { ...meta, label: meta?.label ?? labelOf(key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()) };
}

/** Trimmed, required text of at most `max` characters, its messages naming `what` ("the headline"). */
export function contentText(what: string, max: number) {
  return z
    .string({ error: F.required(what) })
    .trim()
    .min(1, { error: F.required(what) })
    .max(max, { error: F.tooLong(what, max) })
    .register(CONTENT_FIELDS, { label: labelOf(what), widget: max > 200 ? "textarea" : "text" });
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
    .max(max, { error: F.atMost(`${what}s`, max) })
    .register(CONTENT_FIELDS, { item: what });
}

/** An image of the site's own (its public folder). */
export function contentImage(what: string) {
  return field(contentText(what, 200), { label: labelOf(what), widget: "image" }).regex(
    /^\/images\/[a-z0-9/._-]+\.(?:svg|png|jpe?g|webp|avif)$/,
    {
      error: F.image,
    },
  );
}

/** A path on this site ("/rxpost", "/about/works"). */
export function contentPath(what: string) {
  return field(contentText(what, 200), { label: labelOf(what), widget: "link" }).regex(/^\/[a-z0-9/-]*$/, {
    error: F.path,
  });
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
