/**
 * The landing and product pages' copy as marketing content (issue 21): the "landing" kind, one entry per
 * page, each checked by its own page's schema (on save, publish, restore and schedule). The seed, the
 * start-up fill, the spec's 4 Business Accelerator benefits on publish, and bad fields, on PGlite and on
 * PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import {
  type AdminMarketingEntry,
  LANDING_MESSAGES,
  LANDING_PAGE_SCHEMAS,
  type LandingContentOf,
  type LandingPage,
  MARKETING_MESSAGES,
} from "@site/contract";
import type { AdminTestContext } from "./admin-test-context";
import { expectRefilled, publishedList, useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const landingOf = async (c: AdminTestContext) => (await publishedList(c, "landing")).entries;
const pageOf = async <P extends LandingPage>(c: AdminTestContext, key: P) =>
  (await landingOf(c)).find((e) => e.key === key)!.data as LandingContentOf<P>;

describe("marketing content: landing pages", () => {
  it("gives each tenant every page's copy, published and valid by its own page's schema, and reaches a tenant lacking it", async () => {
    const entries = await landingOf(ctx);
    expect(entries.map((e) => e.key)).toEqual([
      "campaign",
      "fast-mvp",
      "ux-review",
      "free-leads",
      "system",
      "products",
      "business-accelerator",
    ]);
    for (const e of entries)
      expect(LANDING_PAGE_SCHEMAS[e.key as LandingPage].safeParse(e.data).success, e.key).toBe(true);
    const campaign = await pageOf(ctx, "campaign");
    expect(campaign.title).toBe("Turn your website into your best salesperson");
    expect(campaign.headings.proof.title).toBe("Redesigns that moved the numbers");
    const accelerator = await pageOf(ctx, "business-accelerator");
    expect(accelerator.benefits.map((b) => b.icon)).toEqual(["magnet", "chart", "users", "mail"]);
    expect(accelerator.projects).toHaveLength(6);
    expect((await pageOf(ctx, "ux-review")).checks).toHaveLength(6);

    await expectRefilled(ctx, "landing", 7);
  });

  it("publishes the Business Accelerator page with the spec's 4 benefits only, with the rule's message, for one tenant", async () => {
    const page = await pageOf(other, "business-accelerator");
    const fifth = { ...page.benefits[0]!, title: "Faster pages" };
    for (const benefits of [[...page.benefits, fifth], page.benefits.slice(0, 3)]) {
      const put = await other.admin("PUT", "/content/landing/business-accelerator", {
        body: { ...page, benefits },
      });
      expect(put.statusCode, put.body).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/landing/business-accelerator/publish");
      expect(res.statusCode).toBe(400);
      const message = MARKETING_MESSAGES.benefitsCount(benefits.length);
      expect(res.json()).toEqual({ message, errors: { _: message } });
      expect(message).toBe(
        `The Business Accelerator page must have exactly 4 benefits (the spec lists four: new leads, conversion, CRM and email list, email automation); this one has ${benefits.length}`,
      );
      expect(other.refreshed).toEqual([]);
    }
    const changed = { ...page, title: "  A website that brings you customers  " };
    expect(
      (await other.admin("PUT", "/content/landing/business-accelerator", { body: changed })).statusCode,
    ).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/landing/business-accelerator/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:landing"]]);
    expect((await pageOf(other, "business-accelerator")).title).toBe("A website that brings you customers");
    expect((await pageOf(ctx, "business-accelerator")).title).toBe(page.title);
    // Another page has no count rule: fewer checks publish.
    const ux = await pageOf(other, "ux-review");
    expect(
      (
        await other.admin("PUT", "/content/landing/ux-review", {
          body: { ...ux, checks: ux.checks.slice(0, 5) },
        })
      ).statusCode,
    ).toBe(200);
    expect((await other.admin("POST", "/content/landing/ux-review/publish")).statusCode).toBe(200);
  });

  it("checks each page by its own schema: bad fields and another page's copy are a 400 naming the fields", async () => {
    const accelerator = await pageOf(ctx, "business-accelerator");
    const bad = {
      ...accelerator,
      title: " ",
      benefits: [{ ...accelerator.benefits[0]!, icon: "rocket" }, ...accelerator.benefits.slice(1)],
      projects: [{ ...accelerator.projects[0]!, imageUrl: "https://elsewhere.example/a.png" }],
      steps: [{ index: 1, text: "" }],
      headings: { ...accelerator.headings, packages: undefined },
    };
    const res = await ctx.admin("PUT", "/content/landing/business-accelerator", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: "Please enter the headline",
      "benefits.0.icon": LANDING_MESSAGES.benefitIcon,
      "projects.0.imageUrl": MARKETING_MESSAGES.image,
      "steps.0.text": "Please enter the step",
      "headings.packages": "Please enter the section's heading",
    });
    const products = await pageOf(ctx, "products");
    const offsite = await ctx.admin("PUT", "/content/landing/products", {
      body: { ...products, items: [{ ...products.items[0]!, href: "https://elsewhere.example" }] },
    });
    expect(offsite.json().errors).toEqual({ "items.0.href": LANDING_MESSAGES.path });
    // The campaign's copy is not the fast MVP page's: its own fields are missing.
    const campaign = await pageOf(ctx, "campaign");
    const wrong = await ctx.admin("PUT", "/content/landing/fast-mvp", { body: campaign });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({
      steps: "Add at least one step",
      ctaTitle: "Please enter the call to action's title",
    });
    const unknown = await ctx.admin("PUT", "/content/landing/pricing", { body: campaign });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await pageOf(ctx, "business-accelerator")).toEqual(accelerator);
    expect(await pageOf(ctx, "fast-mvp")).not.toHaveProperty("offer");
  });

  it("restores and schedules a page's draft by its own schema", async () => {
    const system = await pageOf(ctx, "system");
    const put = await ctx.admin("PUT", "/content/landing/system", {
      body: { ...system, title: "See our delivery system, live" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const scheduled = await ctx.admin("POST", "/content/landing/system/schedule", {
      body: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const restored = await ctx.admin("POST", "/content/landing/system/versions/1/restore");
    expect(restored.statusCode, restored.body).toBe(200);
    const entry = (
      await ctx.admin("GET", "/content/landing/system")
    ).json() as AdminMarketingEntry<"landing">;
    expect(entry.draft).toEqual(system);
    expect(entry.publish_at).toBeNull();
  });
});
