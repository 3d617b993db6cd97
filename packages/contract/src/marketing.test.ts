import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors";
import {
  faqContentSchema,
  HOME_COUNTS,
  isMarketingKind,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  serviceContentSchema,
} from "./marketing";

const q = (n: number) => Array.from({ length: n }, (_, i) => ({ question: `Q${i}?`, answer: `A${i}.` }));

describe("marketing content", () => {
  it("knows its kinds, and nothing an object inherits is one", () => {
    expect(Object.keys(MARKETING_KINDS)).toEqual(["faq", "service"]);
    for (const kind of ["faq", "service"]) expect(isMarketingKind(kind)).toBe(true);
    for (const kind of ["toString", "__proto__", "constructor", "FAQ", ""])
      expect(isMarketingKind(kind)).toBe(false);
  });

  it("lets the FAQ publish with the spec's 8 questions only", () => {
    const rule = MARKETING_KINDS.faq.publishRule;
    expect(HOME_COUNTS.faq).toBe(8);
    expect(rule([{ key: "home", data: { items: q(8) } }])).toBeNull();
    expect(rule([{ key: "home", data: { items: q(7) } }])).toBe(MARKETING_MESSAGES.faqCount(7));
    expect(rule([{ key: "home", data: { items: q(9) } }])).toBe(
      "The FAQ must have exactly 8 questions (the spec fixes 8); this one has 9",
    );
  });

  it("trims what is typed and names each bad field with its message", () => {
    expect(faqContentSchema.parse({ items: [{ question: " Why? ", answer: " Because. " }] })).toEqual({
      items: [{ question: "Why?", answer: "Because." }],
    });
    const bad = faqContentSchema.safeParse({ items: [{ question: "", answer: "x".repeat(2001) }] });
    expect(fieldErrors(bad.error!)).toEqual({
      "items.0.question": "Please enter the question",
      "items.0.answer": "Keep the answer under 2000 characters",
    });
    const service = serviceContentSchema.safeParse({ icon: "star", caseStudy: "valleyhill" });
    expect(fieldErrors(service.error!)).toMatchObject({
      title: "Please enter the service's name",
      headline: "Please enter the headline",
      icon: "Choose one of the icons",
      caseStudy: "Enter a path on this site, starting with /",
      offerings: "Add at least one offering",
      faqs: "Add at least one question",
    });
  });
});
