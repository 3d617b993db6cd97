/**
 * The home page's sections as marketing content (issue 21): the "home" kind, one entry per section (hero,
 * key-results, why-choose-us, campaign-banner, website-design-case), each checked by its own schema. The
 * seed, the start-up fill, the spec's counts on publish (5 reasons, 7 banner items, 5 design steps) and bad
 * fields, on PGlite and on PostgreSQL.
 */
import { describe, expect, it } from "vitest";
import {
  HOME_SECTION_MESSAGES,
  HOME_SECTION_SCHEMAS,
  type HomeSectionKey,
  type HomeSectionOf,
  MARKETING_MESSAGES,
} from "@site/contract";
import type { AdminTestContext } from "./admin-test-context";
import { expectRefilled, publishedList, useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const sectionsOf = async (c: AdminTestContext) => (await publishedList(c, "home")).entries;
const sectionOf = async <K extends HomeSectionKey>(c: AdminTestContext, key: K) =>
  (await sectionsOf(c)).find((e) => e.key === key)!.data as HomeSectionOf<K>;

describe("marketing content: home page sections", () => {
  it("gives each tenant the five sections, published and valid by their own schemas, and reaches a tenant lacking them", async () => {
    const entries = await sectionsOf(ctx);
    expect(entries.map((e) => e.key)).toEqual([
      "hero",
      "key-results",
      "why-choose-us",
      "campaign-banner",
      "website-design-case",
    ]);
    for (const e of entries)
      expect(HOME_SECTION_SCHEMAS[e.key as HomeSectionKey].safeParse(e.data).success, e.key).toBe(true);
    expect((await sectionOf(ctx, "hero")).headline).toBe(
      "Software your customers love, built by a team you can call by name",
    );
    expect((await sectionOf(ctx, "why-choose-us")).items.map((i) => i.title)).toEqual([
      "On-shore management",
      "No long wait times",
      "Trusted provider",
      "Technical expertise",
      "Innovation",
    ]);
    expect((await sectionOf(ctx, "campaign-banner")).items).toHaveLength(7);
    expect((await sectionOf(ctx, "website-design-case")).steps.map((s) => s.key)).toEqual([
      "personas",
      "journey",
      "flows",
      "ia",
      "wireframes",
    ]);

    await expectRefilled(ctx, "home", 5);
  });

  it("publishes each counted section with exactly the spec's number only, its message naming it", async () => {
    const why = await sectionOf(other, "why-choose-us");
    const banner = await sectionOf(other, "campaign-banner");
    const design = await sectionOf(other, "website-design-case");
    const refused: [string, unknown, string][] = [
      [
        "why-choose-us",
        { ...why, items: why.items.slice(0, 4) },
        "The why-choose-us list must have exactly 5 reasons (the spec fixes 5); this one has 4",
      ],
      [
        "why-choose-us",
        { ...why, items: [...why.items, { title: "Fair prices", text: "Fixed per phase." }] },
        MARKETING_MESSAGES.homeSectionCount("why-choose-us list", "reasons", 5, 6),
      ],
      [
        "campaign-banner",
        { items: banner.items.slice(1) },
        "The campaign banner must have exactly 7 items (the spec fixes 7); this one has 6",
      ],
      [
        "website-design-case",
        { ...design, steps: design.steps.slice(0, 4) },
        "The website-design case must have exactly 5 steps (the spec fixes 5); this one has 4",
      ],
    ];
    for (const [key, body, message] of refused) {
      const put = await other.admin("PUT", `/content/home/${key}`, { body });
      expect(put.statusCode, put.body).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", `/content/home/${key}/publish`);
      expect(res.statusCode, key).toBe(400);
      expect(res.json()).toEqual({ message, errors: { _: message } });
      expect(other.refreshed).toEqual([]);
    }
    const items = banner.items.map((item, i) => (i === 0 ? "  Free UX review, this month only  " : item));
    expect((await other.admin("PUT", "/content/home/campaign-banner", { body: { items } })).statusCode).toBe(
      200,
    );
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/home/campaign-banner/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:home"]]);
    expect((await sectionOf(other, "campaign-banner")).items[0]).toBe("Free UX review, this month only");
    expect((await sectionOf(ctx, "campaign-banner")).items[0]).toBe(banner.items[0]);
    // The hero has no count: two figures publish.
    const hero = await sectionOf(other, "hero");
    const two = { ...hero, stats: hero.stats.slice(0, 2) };
    expect((await other.admin("PUT", "/content/home/hero", { body: two })).statusCode).toBe(200);
    expect((await other.admin("POST", "/content/home/hero/publish")).statusCode).toBe(200);
  });

  it("refuses bad fields with a 400 naming each, another section's copy, and a section that is not editable", async () => {
    const design = await sectionOf(ctx, "website-design-case");
    const bad = {
      ...design,
      steps: [
        { ...design.steps[0]!, key: "logo" },
        { ...design.steps[1]!, title: "" },
        ...design.steps.slice(2),
      ],
    };
    const res = await ctx.admin("PUT", "/content/home/website-design-case", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "steps.0.key": HOME_SECTION_MESSAGES.artwork,
      "steps.1.title": "Please enter the step's title",
    });
    const twice = await ctx.admin("PUT", "/content/home/website-design-case", {
      body: { ...design, steps: [...design.steps.slice(0, 4), { ...design.steps[4]!, key: "ia" }] },
    });
    expect(twice.json().errors).toEqual({ "steps.4.key": HOME_SECTION_MESSAGES.duplicateArtwork });
    const hero = await sectionOf(ctx, "hero");
    const heroRes = await ctx.admin("PUT", "/content/home/hero", {
      body: { ...hero, stats: [...hero.stats, { value: "9", label: "offices" }], headline: " " },
    });
    expect(heroRes.json().errors).toEqual({
      stats: "At most 3 figures",
      headline: "Please enter the headline",
    });
    const banner = await ctx.admin("PUT", "/content/home/campaign-banner", {
      body: { items: ["Free UX review", " "] },
    });
    expect(banner.json().errors).toEqual({ "items.1": "Please enter the banner's item" });
    const wrong = await ctx.admin("PUT", "/content/home/campaign-banner", { body: hero });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toMatchObject({ items: "Add at least one item" });
    const unknown = await ctx.admin("PUT", "/content/home/newsletter", { body: { items: ["x"] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await sectionOf(ctx, "website-design-case")).toEqual(design);
  });
});
