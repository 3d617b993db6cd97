/**
 * The fields of a content kind's entry, read from its declared schema (issue 31): what the one editor
 * shows for each, its label, hint and limits from the contract's CONTENT_FIELDS registry and the schema's
 * own checks, never typed again here. Also how an entry's data becomes the form's values and back.
 *
 *   const fields = schemaFields(marketingEntrySchema("faq", "home"));
 *   // [{ type: "list", key: "items", label: "Items", item: "question", fields: [question, answer], ... }]
 */
import { z } from "zod";
import { fieldLimits, fieldMeta, unwrapped } from "@site/contract";

type Base = {
  /** The field's key in its object. */
  key: string;
  label: string;
  hint?: string;
  /** Not `.optional()` / `.nullable()`. */
  required: boolean;
};

/** A text: one line, a paragraph, Markdown, an image's or a link's path on this site. */
export type TextField = Base & {
  type: "text";
  widget: "text" | "textarea" | "rich-text" | "image" | "link";
  maxLength?: number;
};
/** One of fixed values, shown by their names. */
export type ChoiceField = Base & { type: "choice"; options: { value: string; label: string }[] };
export type NumberField = Base & { type: "number" };
export type ToggleField = Base & { type: "toggle" };
/**
 * A list of one-line items typed one a line: texts, or objects of one text (`itemKey`) beside an
 * optional step number (`indexed`: 1 for the first line, and so on).
 */
export type LinesField = Base & {
  type: "lines";
  itemKey?: string;
  indexed: boolean;
  maxItems?: number;
  maxLength?: number;
};
/** A set of another kind's entries, by key, chosen among them. */
export type ReferencesField = Base & { type: "references"; references: string; item: string };
/**
 * A list of items added, removed and reordered one by one: objects of several fields, or paragraphs (an
 * item that is not an object is its one field, whose key is "").
 */
export type ListField = Base & {
  type: "list";
  /** What one item is called ("question"). */
  item: string;
  fields: SchemaField[];
  minItems?: number;
  maxItems?: number;
};
/** An object's fields under a name of their own (a call to action, a section's heading). */
export type GroupField = Base & { type: "group"; fields: SchemaField[] };

export type SchemaField =
  TextField | ChoiceField | NumberField | ToggleField | LinesField | ReferencesField | ListField | GroupField;

const isOptional = (s: z.ZodType) => s instanceof z.ZodOptional || s instanceof z.ZodNullable;

/** The fields of an object schema (an entry's, a list item's), in its order. */
export function schemaFields(schema: z.ZodType): SchemaField[] {
  const object = unwrapped(schema);
  if (!(object instanceof z.ZodObject)) return [];
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([key, s]) => schemaField(key, s));
}

/** One field: its widget follows its schema, unless its declaration names one. */
export function schemaField(key: string, schema: z.ZodType): SchemaField {
  const meta = fieldMeta(schema, key);
  const inner = unwrapped(schema);
  const base: Base = {
    key,
    label: meta.label,
    ...(meta.hint && { hint: meta.hint }),
    required: !isOptional(schema),
  };
  if (inner instanceof z.ZodString) {
    const w = meta.widget;
    const max = fieldLimits(inner).maxLength;
    return {
      ...base,
      type: "text",
      widget: w === "image" || w === "link" || w === "textarea" || w === "rich-text" ? w : "text",
      ...(max !== undefined && { maxLength: max }),
    };
  }
  if (inner instanceof z.ZodEnum) {
    const values = (inner.options as (string | number)[]).map(String);
    return {
      ...base,
      type: "choice",
      options: values.map((value) => ({ value, label: meta.choices?.[value] ?? value })),
    };
  }
  if (inner instanceof z.ZodNumber) return { ...base, type: "number" };
  if (inner instanceof z.ZodBoolean) return { ...base, type: "toggle" };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const limits = fieldLimits(inner);
    const item = meta.item ?? key;
    if (meta.widget === "reference" && meta.references)
      return { ...base, type: "references", references: meta.references, item };
    const lines = linesOf(element);
    if (lines)
      return {
        ...base,
        type: "lines",
        ...lines,
        ...(limits.maxItems !== undefined && { maxItems: limits.maxItems }),
      };
    return {
      ...base,
      type: "list",
      item,
      fields: unwrapped(element) instanceof z.ZodObject ? schemaFields(element) : [schemaField("", element)],
      ...(limits.minItems !== undefined && { minItems: limits.minItems }),
      ...(limits.maxItems !== undefined && { maxItems: limits.maxItems }),
    };
  }
  if (inner instanceof z.ZodObject) return { ...base, type: "group", fields: schemaFields(inner) };
  throw new Error(`The editor has no widget for the field "${key}"`);
}

/** The longest text a list takes one a line: a step, a tool, a feature; a paragraph gets a box of its own. */
const LINE_MAX = 400;

/**
 * A list typed one item a line: its items are short plain texts (LINE_MAX), or objects of one such text
 * beside an optional step number.
 */
function linesOf(element: z.ZodType): { itemKey?: string; indexed: boolean; maxLength?: number } | null {
  const oneLine = (s: z.ZodType) => {
    const inner = unwrapped(s);
    if (!(inner instanceof z.ZodString)) return null;
    const max = fieldLimits(inner).maxLength;
    return fieldMeta(s, "").widget === "rich-text" || (max ?? Infinity) > LINE_MAX ? null : { max };
  };
  const text = oneLine(element);
  if (text) return { indexed: false, ...(text.max !== undefined && { maxLength: text.max }) };
  const object = unwrapped(element);
  if (!(object instanceof z.ZodObject)) return null;
  const entries = Object.entries(object.shape as Record<string, z.ZodType>);
  const texts = entries.filter(([, s]) => oneLine(s));
  const others = entries.filter(([, s]) => !oneLine(s));
  const indexed =
    others.length === 1 && others[0]![0] === "index" && unwrapped(others[0]![1]) instanceof z.ZodNumber;
  if (texts.length !== 1 || (others.length > 0 && !indexed)) return null;
  const [itemKey, s] = texts[0]!;
  const max = oneLine(s)!.max;
  return { itemKey, indexed, ...(max !== undefined && { maxLength: max }) };
}

// ── Values: an entry's data as the form holds it, and back ──

/** A form's values: the data's shape, a lines field as its text, a number as typed. */
export type FormValues = Record<string, unknown>;

const splitLines = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** The form's values of an object's data. */
export function toForm(fields: SchemaField[], data: unknown): FormValues {
  const d = (data ?? {}) as Record<string, unknown>;
  return Object.fromEntries(fields.map((f) => [f.key, valueToForm(f, d[f.key])]));
}

function valueToForm(f: SchemaField, v: unknown): unknown {
  switch (f.type) {
    case "text":
    case "choice":
      return typeof v === "string" ? v : "";
    case "number":
      return typeof v === "number" ? String(v) : "";
    case "toggle":
      return v === true;
    case "lines": {
      const list = Array.isArray(v) ? v : [];
      return list.map((item) => (f.itemKey ? (item as Record<string, unknown>)[f.itemKey] : item)).join("\n");
    }
    case "references":
      return Array.isArray(v) ? v.map(String) : [];
    case "list":
      return (Array.isArray(v) ? v : []).map((item) =>
        f.fields[0]?.key === "" ? { "": valueToForm(f.fields[0], item) } : toForm(f.fields, item),
      );
    case "group":
      return toForm(f.fields, v);
  }
}

/**
 * The data of an object's form values, as the contract's schema checks it: an optional text or group
 * left empty is left out, a number typed as anything else stays text (the schema refuses it in its
 * own words).
 */
export function fromForm(fields: SchemaField[], values: FormValues): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = valueFromForm(f, values[f.key]);
    if (v !== undefined) out[f.key] = v;
  }
  return out;
}

function valueFromForm(f: SchemaField, v: unknown): unknown {
  switch (f.type) {
    case "text":
      return !f.required && v === "" ? undefined : v;
    case "choice":
    case "toggle":
    case "references":
      return v;
    case "number": {
      const t = String(v ?? "").trim();
      if (t === "") return f.required ? t : null;
      return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t;
    }
    case "lines":
      return splitLines(String(v ?? "")).map((line, i) =>
        f.itemKey ? { ...(f.indexed && { index: i + 1 }), [f.itemKey]: line } : line,
      );
    case "list":
      return (v as FormValues[]).map((item) =>
        f.fields[0]?.key === "" ? valueFromForm(f.fields[0], item[""]) : fromForm(f.fields, item),
      );
    case "group": {
      const data = fromForm(f.fields, v as FormValues);
      return !f.required && isBlank(v) ? undefined : data;
    }
  }
}

/** Nothing typed: every text empty, every list empty. */
function isBlank(v: unknown): boolean {
  if (typeof v === "string") return v.trim() === "";
  if (Array.isArray(v)) return v.every(isBlank);
  if (v && typeof v === "object") return Object.values(v).every(isBlank);
  return v === false || v === null || v === undefined;
}

/** A new item of a list: empty texts, a choice's first value, no number. */
export function blankItem(fields: SchemaField[]): FormValues {
  return Object.fromEntries(
    fields.map((f) => [
      f.key,
      f.type === "toggle"
        ? false
        : f.type === "choice"
          ? (f.options[0]?.value ?? "")
          : f.type === "list" || f.type === "references"
            ? []
            : f.type === "group"
              ? blankItem(f.fields)
              : "",
    ]),
  );
}

// ── Where messages stand ──

/** A field's path in the entry, from its object's ("" for a list's item that is its one field). */
export const childPath = (prefix: string, key: string) =>
  key === "" ? prefix : prefix ? `${prefix}.${key}` : key;

/** A control's id: the kind, then the field's path ("faq-items-4-answer"). */
export const controlId = (kind: string, path: string) => `${kind}-${path.replaceAll(".", "-")}`;

/**
 * A field's message: its own, or for a field typed as a whole (lines, a set of references) the first
 * message about one of its items ("offer.1" stands under "offer").
 */
export function messageOf(f: SchemaField, path: string, errors: Record<string, string>): string | undefined {
  if (errors[path]) return errors[path];
  if (f.type === "lines" || f.type === "references")
    return Object.entries(errors).find(([k]) => k.startsWith(`${path}.`))?.[1];
  return undefined;
}

/** "question" -> "a question", "inclusion" -> "an inclusion". */
export const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

export const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The fields with a message, in the form's order: their control's id and label, for the summary. */
export function fieldsWithMessages(
  kind: string,
  fields: SchemaField[],
  values: FormValues,
  errors: Record<string, string>,
  prefix = "",
  labelPrefix = "",
): { id: string; label: string }[] {
  return fields.flatMap((f) => {
    const path = childPath(prefix, f.key);
    const label = `${labelPrefix}${f.label}`;
    if (f.type === "group")
      return [
        ...(errors[path] ? [{ id: controlId(kind, `${path}.${f.fields[0]?.key ?? ""}`), label }] : []),
        ...fieldsWithMessages(kind, f.fields, values[f.key] as FormValues, errors, path, `${label}: `),
      ];
    if (f.type === "list") {
      const items = (values[f.key] as FormValues[]) ?? [];
      return [
        ...(errors[path] ? [{ id: `${controlId(kind, path)}-add`, label }] : []),
        ...items.flatMap((item, i) =>
          fieldsWithMessages(
            kind,
            f.fields,
            item,
            errors,
            `${path}.${i}`,
            `${capitalized(f.item)} ${i + 1}: `,
          ),
        ),
      ];
    }
    return messageOf(f, path, errors) ? [{ id: controlId(kind, path), label }] : [];
  });
}
