import { describe, expect, it } from "vitest";
import { fieldErrors } from "../field-errors";
import { MARKETING_KINDS, MARKETING_MESSAGES } from ".";
import { formatPrice, PRICING_MESSAGES, pricingContentSchema, type PricingTier } from "./pricing";

const tier = (title: string, price: number | null = null): PricingTier => ({
  title,
  bgType: "secondary",
  tagline: "A line.",
  timeline: "Live in 3 weeks",
  price,
  features: [{ title: "A feature" }],
});
const tiers = (n: number) => ({ tiers: Array.from({ length: n }, (_, i) => tier(`Tier ${i}`)) });

describe("pricing tiers", () => {
  it("publish a page's tiers at the spec's 3 only, naming the page", () => {
    const rule = MARKETING_KINDS.pricing.publishRule;
    expect(rule([{ key: "campaign", data: tiers(3) }])).toBeNull();
    expect(rule([{ key: "business-accelerator", data: tiers(4) }])).toBe(
      "The Business Accelerator page's pricing must have exactly 3 tiers (the spec fixes Startup, Premium and Business+); this one has 4",
    );
    expect(rule([{ key: "campaign", data: tiers(2) }])).toBe(
      MARKETING_MESSAGES.pricingCount("campaign page", 2),
    );
  });

  it("take a whole, non-negative price in US dollars or none, and refuse a name twice", () => {
    for (const price of [null, 0, 4900])
      expect(pricingContentSchema.safeParse({ tiers: [tier("A", price)] }).success).toBe(true);
    for (const price of [-1, 10.5, "4900", 1_000_001]) {
      const res = pricingContentSchema.safeParse({ tiers: [{ ...tier("A"), price }] });
      expect(res.success, String(price)).toBe(false);
      expect(fieldErrors(res.error!)).toEqual({ "tiers.0.price": PRICING_MESSAGES.price });
    }
    const twice = pricingContentSchema.safeParse({ tiers: [tier("Premium"), tier(" premium ")] });
    expect(fieldErrors(twice.error!)).toEqual({ "tiers.1.title": PRICING_MESSAGES.duplicateTier });
    expect(formatPrice(4900)).toBe("$4,900");
    expect(formatPrice(0)).toBe("$0");
  });
});
