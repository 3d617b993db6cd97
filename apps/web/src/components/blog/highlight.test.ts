import { describe, expect, it } from "vitest";
import { highlightParts, searchTerms } from "./highlight";

describe("highlightParts", () => {
  it("marks every case-insensitive occurrence of each search word", () => {
    expect(highlightParts("Edge AI at the edge", "edge")).toEqual([
      { text: "Edge", match: true },
      { text: " AI at the ", match: false },
      { text: "edge", match: true },
    ]);
  });

  it("splits the query on spaces and prefers the longest word", () => {
    expect(highlightParts("Testing test plans", "test  testing")).toEqual([
      { text: "Testing", match: true },
      { text: " ", match: false },
      { text: "test", match: true },
      { text: " plans", match: false },
    ]);
  });

  it("treats regular-expression characters literally", () => {
    expect(highlightParts("C++ (and C#) in 2026", "c++ (and")).toEqual([
      { text: "C++", match: true },
      { text: " ", match: false },
      { text: "(and", match: true },
      { text: " C#) in 2026", match: false },
    ]);
  });

  it("returns the text untouched without a query or a match", () => {
    expect(highlightParts("Cloud costs", "")).toEqual([{ text: "Cloud costs", match: false }]);
    expect(highlightParts("Cloud costs", "kubernetes")).toEqual([{ text: "Cloud costs", match: false }]);
    expect(highlightParts("", "x")).toEqual([]);
  });

  it("keeps the whole text when the parts are joined again", () => {
    const title = "Designing for healthcare: HIPAA, HL7 and the humans in between";
    expect(
      highlightParts(title, "h hl7 in")
        .map((p) => p.text)
        .join(""),
    ).toBe(title);
  });
});

describe("searchTerms", () => {
  it("drops blanks and duplicates", () => {
    expect(searchTerms("  edge  ai edge ")).toEqual(["edge", "ai"]);
  });
});
