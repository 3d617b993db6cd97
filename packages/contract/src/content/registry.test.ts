import { describe, expect, it } from "vitest";
import { z } from "zod";
import { CACHE_TAGS } from "../cache-tags";
import {
  draftCountNote,
  entryAddress,
  entryInfo,
  fieldLimits,
  fieldMeta,
  isEntryKey,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  marketingEntrySchema,
  maxLengthsOf,
  unwrapped,
} from ".";
import { faqItemContentSchema } from "./items";

/** Every text field of a schema, with its path. */
function texts(schema: z.ZodType, path = ""): [string, z.ZodType][] {
  const s = unwrapped(schema);
  if (s instanceof z.ZodString) return [[path, schema]];
  if (s instanceof z.ZodObject)
    return Object.entries(s.shape as Record<string, z.ZodType>).flatMap(([k, f]) =>
      texts(f, path ? `${path}.${k}` : k),
    );
  if (s instanceof z.ZodArray) return texts(s.element as z.ZodType, `${path}.0`);
  return [];
}

describe("the content kinds' declarations", () => {
  it("give every kind its name, cache tag, preview component, and every entry a label and a public address", () => {
    for (const kind of MARKETING_KIND_NAMES) {
      const info = MARKETING_KINDS[kind];
      expect(info.name).toBe(kind);
      expect(info.cacheTag).toBe(CACHE_TAGS.marketing(kind));
      expect(info.preview).toMatch(/^[A-Z][A-Za-z]+$/);
      // A kind the team adds entries to says where an entry shows (else every entry would be "/").
      if (!info.entries) expect(info.address, `${kind}: its entries' address`).toBeTypeOf("function");
      for (const key of info.keys ?? ["a-new-entry"]) {
        expect(entryAddress(kind, key), `${kind}/${key}`).toMatch(/^\/[a-z0-9/#-]*$/);
        if (info.entries) expect(entryInfo(kind, key)?.label, `${kind}/${key}`).toBeTruthy();
      }
    }
  });

  it("give every text field of every entry a label and a limit", () => {
    for (const kind of MARKETING_KIND_NAMES) {
      for (const key of MARKETING_KINDS[kind].keys ?? ["a-new-entry"]) {
        for (const [path, field] of texts(marketingEntrySchema(kind, key))) {
          const name = path
            .split(".")
            .filter((p) => p !== "0")
            .at(-1)!;
          expect(fieldMeta(field, name).label, `${kind}/${key} ${path}`).toMatch(/^[A-Z]/);
          expect(fieldLimits(field).maxLength, `${kind}/${key} ${path}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it("read limits from the schema, for the forms' maxLength", () => {
    expect(maxLengthsOf(faqItemContentSchema)).toEqual({ question: 200, answer: 2000 });
    expect(fieldLimits(MARKETING_KINDS.faq.schema.shape.items)).toEqual({ minItems: 1, maxItems: 20 });
    expect(fieldMeta(faqItemContentSchema.shape.question, "question")).toEqual({
      label: "Question",
      widget: "text",
    });
  });

  it("know each kind's keys: the declared ones, or any well-formed key where the team adds entries", () => {
    expect(isEntryKey("pricing", "campaign")).toBe(true);
    for (const key of ["toString", "__proto__", "constructor", "CAMPAIGN", ""])
      expect(isEntryKey("pricing", key), key).toBe(false);
    expect(isEntryKey("service", "a-new-service")).toBe(true);
    expect(isEntryKey("service", "Not A Key")).toBe(false);
  });

  it("say a draft's count in the editor's words, and refuse it on publish in the API's", () => {
    const items = (n: number) => Array.from({ length: n }, () => ({ question: "Q?", answer: "A." }));
    expect(draftCountNote("faq", "home", { items: items(7) })?.text).toBe(
      "The spec fixes 8 questions: this draft has 7, so it can be saved but not published.",
    );
    expect(draftCountNote("faq", "home", { items: items(8) })?.text).toBe("8 questions, as the spec fixes.");
    expect(draftCountNote("testimonials", "customer-stories", { items: [] })).toBeNull();
    expect(draftCountNote("team", "leadership", { items: [] })).toBeNull();
    expect(MARKETING_KINDS.faq.publishRule([{ key: "home", data: { items: items(7) } }])).toBe(
      "The FAQ must have exactly 8 questions (the spec fixes 8); this one has 7",
    );
    expect(MARKETING_KINDS.landing.publishRule([{ key: "business-accelerator", data: {} }])).toMatch(
      /exactly 4 benefits.*this one has 0$/,
    );
  });
});
