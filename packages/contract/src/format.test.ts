import { describe, expect, it } from "vitest";
import { arrangementToWords, formatDate, htmlToText, readTimeMinutes } from "./format";

describe("readTimeMinutes", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

  it("reads 265 words a minute, rounded up", () => {
    expect(readTimeMinutes(`<p>${words(265)}</p>`)).toBe(1);
    expect(readTimeMinutes(`<p>${words(266)}</p>`)).toBe(2);
    expect(readTimeMinutes(`<p>${words(1060)}</p>`)).toBe(4);
  });

  it("does not count tags or attributes as words", () => {
    const html = `<h2 class="a b c d e">${words(200)}</h2><p data-x="1 2 3 4">${words(66)}</p><img alt="a b c">`;
    expect(readTimeMinutes(html)).toBe(2);
    expect(htmlToText("<p>a&nbsp;<b>b</b></p><script>var x = 1</script>")).toBe("a b");
  });

  it("is at least one minute", () => {
    expect(readTimeMinutes("")).toBe(1);
  });
});

describe("formatDate", () => {
  it("uses the en-US short month format in UTC", () => {
    expect(formatDate("2026-03-05T10:00:00Z")).toBe("Mar 5, 2026");
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 59)))).toBe("Dec 31, 2024");
  });

  it("gives an empty string for an invalid date", () => {
    expect(formatDate("not a date")).toBe("");
  });
});

describe("arrangementToWords", () => {
  it("turns underscore-separated words into words", () => {
    expect(arrangementToWords("FULL_TIME")).toBe("Full Time");
    expect(arrangementToWords("CONTRACT_HYBRID_REMOTE")).toBe("Contract Hybrid Remote");
    expect(arrangementToWords("part__time")).toBe("Part Time");
  });
});
