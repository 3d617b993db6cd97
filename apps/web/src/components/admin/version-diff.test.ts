import { describe, expect, it } from "vitest";
import { bodyText, wordDiff } from "./version-diff";

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
});
