import { describe, expect, it } from "vitest";
import type { AdminCareerVersion } from "@site/contract";
import { bodyText, careerFields, jsonFields, wordDiff } from "./version-diff";

describe("version comparison", () => {
  it("reads a stored body as paragraphs of text", () => {
    expect(
      bodyText("<h2>Plan</h2><p>Ship <strong>it</strong> &amp; rest.</p><ul><li>One</li><li>Two</li></ul>"),
    ).toBe("Plan\n\nShip it & rest.\n\nOne\n\nTwo");
  });

  it("marks the words removed from the older text and added to the newer one", () => {
    const diff = wordDiff("a quick brown fox", "a slow brown fox jumps");
    expect(diff.changed).toBe(true);
    expect(diff.before.filter((p) => p.change === "removed").map((p) => p.text.trim())).toEqual(["quick"]);
    expect(diff.after.filter((p) => p.change === "added").map((p) => p.text.trim())).toEqual([
      "slow",
      "jumps",
    ]);
    // Each side reads as its own version (jsdiff may move a space between neighbouring runs).
    const words = (parts: { text: string }[]) =>
      parts
        .map((p) => p.text)
        .join("")
        .trim()
        .split(/\s+/);
    expect(words(diff.before)).toEqual(["a", "quick", "brown", "fox"]);
    expect(words(diff.after)).toEqual(["a", "slow", "brown", "fox", "jumps"]);
  });

  it("says when nothing changed", () => {
    const diff = wordDiff("Same words.", "Same words.");
    expect(diff.changed).toBe(false);
    expect(diff.after).toEqual([{ text: "Same words.", change: "same" }]);
  });

  it("compares two JSON entries field by field: changed text, other changed values, and a count of the rest", () => {
    const older = {
      headline: "Fast MVPs",
      icon: "rocket",
      items: [
        { question: "How long?", answer: "Six weeks." },
        { question: "Who owns it?", answer: "You do." },
      ],
      featured: true,
    };
    const newer = {
      headline: "Fast MVPs",
      icon: "rocket",
      items: [{ question: "How long?", answer: "Six to eight weeks." }],
      featured: false,
      caseStudy: "A clinic",
    };
    const { text, others, same } = jsonFields(older, newer);
    expect(text).toEqual([
      { label: "Items 1 › Answer", before: "Six weeks.", after: "Six to eight weeks." },
      { label: "Case study", before: "", after: "A clinic" },
      { label: "Items 2 › Question", before: "Who owns it?", after: "" },
      { label: "Items 2 › Answer", before: "You do.", after: "" },
    ]);
    expect(others).toEqual([{ label: "Featured", before: "true", after: "false" }]);
    expect(same).toBe(3);
  });

  it("compares two versions of an opening: its text word by word, its arrangement and pay as the page says them", () => {
    const version = (over: Partial<AdminCareerVersion>): AdminCareerVersion => ({
      number: 1,
      title: "Data Engineer",
      created_at: "2026-11-29T10:00:00.000Z",
      created_by: "Rita Recruiter",
      restored_from: null,
      position_arrangement: "FULL_TIME_REMOTE",
      job_description: "Pipelines.",
      body_format: "markdown",
      pay_min: 120000,
      pay_max: 150000,
      pay_currency: "USD",
      pay_period: "YEAR",
      ...over,
    });
    const fields = careerFields(
      version({}),
      version({
        number: 2,
        title: "Senior Data Engineer",
        pay_min: null,
        pay_max: null,
        pay_currency: null,
        pay_period: null,
      }),
    );
    expect(fields.text).toEqual([
      { label: "Title", before: "Data Engineer", after: "Senior Data Engineer" },
      { label: "Job description", before: "Pipelines.", after: "Pipelines." },
    ]);
    expect(fields.others).toEqual([
      { label: "Arrangement", before: "Full Time Remote", after: "Full Time Remote" },
      { label: "Pay range", before: "$120,000 – $150,000 a year", after: "None" },
      { label: "Written in", before: "Markdown", after: "Markdown" },
    ]);
  });
});
