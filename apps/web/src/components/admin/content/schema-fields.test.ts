import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  contentImage,
  contentList,
  contentPath,
  contentText,
  field,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  marketingEntrySchema,
} from "@site/contract";
import {
  blankItem,
  fieldsWithMessages,
  fromForm,
  type SchemaField,
  schemaField,
  schemaFields,
  toForm,
} from "./schema-fields";

const byKey = (fields: SchemaField[], key: string) => fields.find((f) => f.key === key)!;

describe("the editor's fields, walked from a kind's declaration", () => {
  it("maps each kind of field to its widget, its label and limits from the contract", () => {
    const fields = schemaFields(
      z.object({
        headline: contentText("the headline", 160),
        intro: contentText("the introduction", 1200),
        logo: contentImage("the logo's path"),
        link: contentPath("the case study's path").optional(),
        icon: field(z.enum(["compass", "rocket"]), { label: "Icon", choices: { rocket: "Rocket (fast)" } }),
        price: z.number().nullable(),
        shown: z.boolean(),
        tools: contentList(contentText("the tool", 60), "tool", 30),
        steps: contentList(z.object({ index: z.number(), text: contentText("the step", 400) }), "step", 12),
        faqs: contentList(
          z.object({ question: contentText("the question", 200), answer: contentText("the answer", 2000) }),
          "question",
          12,
        ),
        cta: z.object({ title: contentText("the title", 120) }),
      }),
    );
    expect(fields.map((f) => [f.key, f.type, "widget" in f ? f.widget : null])).toEqual([
      ["headline", "text", "text"],
      ["intro", "text", "textarea"],
      ["logo", "text", "image"],
      ["link", "text", "link"],
      ["icon", "choice", null],
      ["price", "number", null],
      ["shown", "toggle", null],
      ["tools", "lines", null],
      ["steps", "lines", null],
      ["faqs", "list", null],
      ["cta", "group", null],
    ]);
    expect(byKey(fields, "headline")).toMatchObject({ label: "Headline", maxLength: 160, required: true });
    expect(byKey(fields, "intro")).toMatchObject({ label: "Introduction", maxLength: 1200 });
    expect(byKey(fields, "link")).toMatchObject({ label: "Case study's path", required: false });
    expect(byKey(fields, "icon")).toMatchObject({
      options: [
        { value: "compass", label: "compass" },
        { value: "rocket", label: "Rocket (fast)" },
      ],
    });
    expect(byKey(fields, "tools")).toMatchObject({ indexed: false, maxItems: 30, maxLength: 60 });
    expect(byKey(fields, "steps")).toMatchObject({ itemKey: "text", indexed: true, maxLength: 400 });
    const faqs = byKey(fields, "faqs");
    expect(faqs).toMatchObject({ label: "Faqs", item: "question", minItems: 1, maxItems: 12 });
    expect(faqs.type === "list" && faqs.fields.map((f) => [f.key, f.type, f.label])).toEqual([
      ["question", "text", "Question"],
      ["answer", "text", "Answer"],
    ]);
  });

  it("reads a reference to another kind's entries from the declaration", () => {
    expect(schemaField("services", MARKETING_KINDS["home-services"].schema.shape.services)).toMatchObject({
      type: "references",
      references: "service",
      label: "Services on the home page",
    });
  });

  it("walks every declared kind and entry, each text with its limit", () => {
    for (const kind of MARKETING_KIND_NAMES)
      for (const key of MARKETING_KINDS[kind].keys ?? ["a-new-entry"]) {
        const texts = (fields: SchemaField[]): SchemaField[] =>
          fields.flatMap((f) => (f.type === "list" || f.type === "group" ? texts(f.fields) : [f]));
        for (const f of texts(schemaFields(marketingEntrySchema(kind, key))))
          if (f.type === "text") expect(f.maxLength, `${kind}/${key} ${f.key}`).toBeGreaterThan(0);
      }
  });

  it("turns an entry into the form's values and back unchanged", () => {
    const samples = {
      faq: { items: [{ question: "Why?", answer: "Because." }] },
      pricing: {
        tiers: [
          {
            title: "Startup",
            bgType: "primary",
            tagline: "A line.",
            timeline: "2 weeks",
            price: null,
            features: [{ title: "One" }, { title: "Two" }],
          },
        ],
      },
    };
    for (const [kind, sample] of Object.entries(samples)) {
      const fields = schemaFields(MARKETING_KINDS[kind as keyof typeof samples].schema);
      expect(fromForm(fields, toForm(fields, sample))).toEqual(sample);
    }
  });

  it("types lists one a line, numbers steps, leaves an empty optional out and keeps a wrong number for the schema", () => {
    const fields = schemaFields(MARKETING_KINDS.service.schema);
    const values = toForm(fields, { process: [{ index: 1, text: "Plan" }], stack: ["Next.js", "Fastify"] });
    expect(values.process).toBe("Plan");
    expect(values.stack).toBe("Next.js\nFastify");
    const data = fromForm(fields, { ...values, process: "Plan\n\n Build ", stack: "" });
    expect(data.process).toEqual([
      { index: 1, text: "Plan" },
      { index: 2, text: "Build" },
    ]);
    expect(data.stack).toEqual([]);

    const tier = schemaFields(MARKETING_KINDS.pricing.schema.shape.tiers.element);
    expect(fromForm(tier, { ...blankItem(tier), price: "" }).price).toBeNull();
    expect(fromForm(tier, { ...blankItem(tier), price: "4900" }).price).toBe(4900);
    expect(fromForm(tier, { ...blankItem(tier), price: "a lot" }).price).toBe("a lot");
    expect(blankItem(tier)).toMatchObject({ title: "", bgType: "primary", features: "" });

    const study = schemaFields(MARKETING_KINDS["case-study"].schema);
    // Paragraphs are a list of their own boxes, each item its one field.
    const paragraphs = fromForm(study, toForm(study, { challenge: ["First.", "Second."] })).challenge;
    expect(paragraphs).toEqual(["First.", "Second."]);
    expect(byKey(study, "challenge")).toMatchObject({ type: "list", item: "paragraph" });
    const quote = { text: "", name: "", position: "" };
    expect(fromForm(study, { ...blankItem(study), quote })).not.toHaveProperty("quote");
  });

  it("names the fields with a message, in the form's order, with their controls' ids", () => {
    const fields = schemaFields(MARKETING_KINDS.faq.schema);
    const values = toForm(fields, {
      items: [
        { question: "Q", answer: "" },
        { question: "", answer: "A" },
      ],
    });
    expect(
      fieldsWithMessages("faq", fields, values, {
        "items.1.question": "Please enter the question",
        "items.0.answer": "Please enter the answer",
        _: "The FAQ must have exactly 8 questions",
      }),
    ).toEqual([
      { id: "faq-items-0-answer", label: "Question 1: Answer" },
      { id: "faq-items-1-question", label: "Question 2: Question" },
    ]);
  });
});
