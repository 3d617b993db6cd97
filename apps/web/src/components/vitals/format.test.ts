import { describe, expect, it } from "vitest";
import { formatVital, ratingOf } from "./format";

describe("formatVital", () => {
  it("writes LCP and INP in whole milliseconds and CLS to two decimals", () => {
    expect(formatVital("LCP", 1830.4)).toBe("1,830 ms");
    expect(formatVital("INP", 96.5)).toBe("97 ms");
    expect(formatVital("CLS", 0.0421)).toBe("0.04");
    expect(formatVital("CLS", 0)).toBe("0.00");
  });
});

describe("ratingOf", () => {
  it("rates by Google's thresholds, the boundary itself still good", () => {
    expect(ratingOf("LCP", 2500)).toBe("good");
    expect(ratingOf("LCP", 2501)).toBe("needs-improvement");
    expect(ratingOf("LCP", 4001)).toBe("poor");
    expect(ratingOf("INP", 200)).toBe("good");
    expect(ratingOf("INP", 500.4)).toBe("needs-improvement");
    expect(ratingOf("CLS", 0.104)).toBe("good");
    expect(ratingOf("CLS", 0.26)).toBe("poor");
  });
});
