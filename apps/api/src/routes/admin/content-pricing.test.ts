/**
 * Pricing tiers as marketing content (issue 21): the "pricing" kind, one entry per page that shows the
 * website packages (business-accelerator, campaign). The seed, the start-up fill, publishing with the
 * spec's 3 tiers only, and bad fields (prices, styles, names), on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import {
  MARKETING_MESSAGES,
  PRICING_MESSAGES,
  type PricingContent,
  pricingContentSchema,
} from "@site/contract";
import type { AdminTestContext } from "./admin-test-context";
import { expectRefilled, publishedList, useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const pricingOf = async (c: AdminTestContext) => (await publishedList(c, "pricing")).entries;
const tiersOf = async (c: AdminTestContext, key: string) =>
  (await pricingOf(c)).find((e) => e.key === key)!.data;

describe("marketing content: pricing tiers", () => {
  it("gives each tenant both pages' three packages, published and valid, and reaches a tenant lacking them", async () => {
    const entries = await pricingOf(ctx);
    expect(entries.map((e) => e.key)).toEqual(["business-accelerator", "campaign"]);
    for (const e of entries) {
      expect(pricingContentSchema.safeParse(e.data).success, e.key).toBe(true);
      expect(e.data.tiers.map((t) => [t.title, t.bgType, t.price])).toEqual([
        ["Startup", "secondary", null],
        ["Premium", "primary", null],
        ["Business+", "tertiary", null],
      ]);
    }
    const premium = entries[0]!.data.tiers[1]!;
    expect(premium.features.map((f) => f.title)).toContain("One landing page with video");
    expect(premium.timeline).toBe("Live in 5–6 weeks");

    await expectRefilled(ctx, "pricing", 2);
  });

  it("publishes a page's tiers with exactly the spec's 3 only, with the rule's message, for one tenant", async () => {
    const campaign = await tiersOf(other, "campaign");
    const fourth = { ...campaign.tiers[2]!, title: "Enterprise" };
    for (const tiers of [[...campaign.tiers, fourth], campaign.tiers.slice(0, 2)]) {
      const put = await other.admin("PUT", "/content/pricing/campaign", { body: { tiers } });
      expect(put.statusCode, put.body).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/pricing/campaign/publish");
      expect(res.statusCode).toBe(400);
      const message = MARKETING_MESSAGES.pricingCount("campaign page", tiers.length);
      expect(res.json()).toEqual({ message, errors: { _: message } });
      expect(message).toBe(
        `The campaign page's pricing must have exactly 3 tiers (the spec fixes Startup, Premium and Business+); this one has ${tiers.length}`,
      );
      expect(other.refreshed).toEqual([]);
    }
    const priced: PricingContent = {
      tiers: campaign.tiers.map((t, i) => ({ ...t, price: i === 0 ? 0 : 4900 * i })),
    };
    priced.tiers[1] = { ...priced.tiers[1]!, tagline: "  One flagship offer, one landing page.  " };
    expect((await other.admin("PUT", "/content/pricing/campaign", { body: priced })).statusCode).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/pricing/campaign/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:pricing"]]);
    const live = await tiersOf(other, "campaign");
    expect(live.tiers.map((t) => t.price)).toEqual([0, 4900, 9800]);
    expect(live.tiers[1]!.tagline).toBe("One flagship offer, one landing page.");
    // The other page of the tenant, and the other tenant, are untouched.
    expect((await tiersOf(other, "business-accelerator")).tiers[1]!.price).toBeNull();
    expect((await tiersOf(ctx, "campaign")).tiers.map((t) => t.price)).toEqual([null, null, null]);
  });

  it("refuses bad tiers with a 400 naming each field, and a page that does not show tiers", async () => {
    const page = await tiersOf(ctx, "business-accelerator");
    const [startup, premium, business] = page.tiers;
    const bad = {
      tiers: [
        { ...startup!, price: -1 },
        { ...premium!, price: 99.5, bgType: "gold", features: [{ title: "Landing page" }, { title: " " }] },
        { ...business!, timeline: "" },
      ],
    };
    const res = await ctx.admin("PUT", "/content/pricing/business-accelerator", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "tiers.0.price": PRICING_MESSAGES.price,
      "tiers.1.price": PRICING_MESSAGES.price,
      "tiers.1.bgType": PRICING_MESSAGES.bgType,
      "tiers.1.features.1.title": "Please enter the feature",
      "tiers.2.timeline": "Please enter the timeline",
    });
    // A name twice (the cards are told apart by it), once every tier is otherwise good.
    const twice = await ctx.admin("PUT", "/content/pricing/business-accelerator", {
      body: { tiers: [startup, premium, { ...business!, title: " startup " }] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ "tiers.2.title": PRICING_MESSAGES.duplicateTier });
    for (const price of ["4900", 2_000_000, undefined]) {
      const r = await ctx.admin("PUT", "/content/pricing/business-accelerator", {
        body: { tiers: [{ ...startup!, price }, premium, business] },
      });
      expect(r.statusCode, String(price)).toBe(400);
      expect(r.json().errors).toEqual({ "tiers.0.price": PRICING_MESSAGES.price });
    }
    const empty = await ctx.admin("PUT", "/content/pricing/business-accelerator", { body: { tiers: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ tiers: "Add at least one tier" });
    const elsewhere = await ctx.admin("PUT", "/content/pricing/fast-mvp", { body: page });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await tiersOf(ctx, "business-accelerator")).toEqual(page);
  });
});
