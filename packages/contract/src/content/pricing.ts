/**
 * Pricing tiers as the team edits them (issue 21): the "pricing" kind, one entry per page that shows the
 * website packages (spec §1: Startup, Premium and Business+, each with a feature list; §3's Website
 * package card: title, bgType, features). Each tier also carries the line and the timeline the cards
 * show, and a price: the spec shows none and neither does the site today, so it is optional; when the
 * team sets one it is a whole number of US dollars (the site's only currency, shown as "$"), 0 or more.
 */
import { z } from "zod";
import { contentList, contentText, field } from "./fields";
import type { WebsitePackageCard } from "../entities";
import { defineContentKind } from "./kind";

/** The number of tiers the spec fixes (§1, §9: Startup, Premium, Business+). */
export const PRICING_TIER_COUNT = 3;

/** The pages that show the tiers: each is an entry of "pricing", by key. */
export const PRICING_PAGES = {
  "business-accelerator": {
    label: "Business Accelerator page",
    address: "/products/business-accelerator#packages",
  },
  campaign: { label: "campaign page", address: "/campaign#packages" },
} as const;
export type PricingPage = keyof typeof PRICING_PAGES;

export function isPricingPage(key: string): key is PricingPage {
  return Object.hasOwn(PRICING_PAGES, key);
}

export const PRICING_MESSAGES = {
  price: "Enter the price as a whole number of US dollars, 0 or more, or leave it empty",
  bgType: "Choose the card's style: primary, secondary or tertiary",
  duplicateTier: "Another tier has this name: each tier's name is its own",
  count: (page: string, n: number) =>
    `The ${page}'s pricing must have exactly ${PRICING_TIER_COUNT} tiers (the spec fixes Startup, Premium and Business+); this one has ${n}`,
} as const;

export const PRICE_MAX_USD = 1_000_000;

/** A tier (the spec's Website package card, with the card's line, timeline and an optional price). */
export const pricingTierContentSchema = z.object({
  title: field(contentText("the tier's name", 40), { label: "Name" }),
  bgType: field(z.enum(["primary", "secondary", "tertiary"], { error: PRICING_MESSAGES.bgType }), {
    label: "Card style",
    choices: {
      secondary: "Secondary (white)",
      primary: "Primary (dark, 'Most popular')",
      tertiary: "Tertiary (grey)",
    },
  }),
  tagline: field(contentText("the tier's line", 200), { label: "Line", widget: "textarea" }),
  timeline: contentText("the timeline", 60),
  /** Whole US dollars; null: the card shows no price (as today). */
  price: field(
    z
      .number({ error: PRICING_MESSAGES.price })
      .int({ error: PRICING_MESSAGES.price })
      .min(0, { error: PRICING_MESSAGES.price })
      .max(PRICE_MAX_USD, { error: PRICING_MESSAGES.price })
      .nullable(),
    {
      label: "Price",
      hint: "In US dollars, a whole number; empty shows no price, as today.",
      widget: "number",
    },
  ),
  features: field(contentList(z.object({ title: contentText("the feature", 160) }), "feature", 16), {
    label: "Features",
  }),
}) satisfies z.ZodType<WebsitePackageCard>;
export type PricingTier = z.infer<typeof pricingTierContentSchema>;

/** One page's tiers, in the order the cards show them. */
export const pricingContentSchema = z.object({
  tiers: contentList(pricingTierContentSchema, "tier", 6).superRefine((tiers, ctx) => {
    const seen = new Set<string>();
    tiers.forEach((tier, i) => {
      const name = tier.title.toLowerCase();
      if (seen.has(name))
        ctx.addIssue({ code: "custom", path: [i, "title"], message: PRICING_MESSAGES.duplicateTier });
      seen.add(name);
    });
  }),
});
export type PricingContent = z.infer<typeof pricingContentSchema>;

/** "$4,900": a price as the cards show it. */
export function formatPrice(usd: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(usd);
}

export const pricingKind = defineContentKind("pricing", {
  label: "Pricing tiers",
  description:
    "The website packages (Startup, Premium, Business+) with their features, on the Business Accelerator page and on /campaign.",
  schema: pricingContentSchema,
  entries: PRICING_PAGES,
  countNote: `The spec fixes ${PRICING_TIER_COUNT} tiers: publishing a page's needs exactly ${PRICING_TIER_COUNT}.`,
  draftCount: () => ({ path: "tiers", fixed: PRICING_TIER_COUNT, what: "tiers" }),
  countMessage: (key, n) => PRICING_MESSAGES.count(isPricingPage(key) ? PRICING_PAGES[key].label : key, n),
  preview: "PricingTiers",
  heading: "Pricing tiers",
});
