import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  type AdminMarketingEntry,
  type AdminMarketingKind,
  type AdminMarketingKindEntries,
  HOME_COUNTS,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  serviceContentSchema,
  partnersContentSchema,
  teamContentSchema,
  clientLogosContentSchema,
  testimonialsContentSchema,
  faqContentSchema,
  TEAM_MESSAGES,
} from "@site/contract";
import { auditEntries, marketingContent, tenants } from "../../db/schema";
import { fillMarketingContent, marketingSeed } from "../../db/seed/marketing";
import { newTenantId } from "../../test/context";
import type { AdminTestContext } from "./admin-test-context";
import { expectRefilled, publishedList, useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const faqOf = async (c: AdminTestContext) => (await publishedList(c, "faq")).entries[0]!.data;
const testimonialsOf = async (c: AdminTestContext, key: string) =>
  (await publishedList(c, "testimonials")).entries.find((e) => e.key === key)!.data;
const serviceOf = async (c: AdminTestContext, slug: string) =>
  (await publishedList(c, "service")).entries.find((e) => e.key === slug)!.data;

describe("marketing content: the seed", () => {
  it("gives each tenant today's FAQ (8 questions) and ten services, published, valid by the contract", async () => {
    const faq = await faqOf(ctx);
    expect(faq.items).toHaveLength(HOME_COUNTS.faq);
    expect(faq.items[0]!.question).toBe("What is included in a website package?");
    expect(faqContentSchema.safeParse(faq).success).toBe(true);
    const services = await publishedList(ctx, "service");
    expect(services.entries.map((e) => e.key)).toEqual([
      "software-development-consulting",
      "mvp-development",
      "fast-healthcare-mvp",
      "product-design",
      "digital-transformation",
      "java-enterprise-development",
      "enterprise-automation-solutions",
      "devops-solutions",
      "quality-assurance",
      "outreach-automation-solution",
    ]);
    for (const e of services.entries)
      expect(serviceContentSchema.safeParse(e.data).success, e.key).toBe(true);
  });

  it("reaches a tenant from before marketing content at the API's start, once, and never overwrites edits", async () => {
    const tenantId = newTenantId("old");
    await ctx.handle.db.insert(tenants).values({ id: tenantId, name: tenantId });
    expect(await fillMarketingContent(ctx.handle.db, [tenantId])).toBe(
      Object.values(marketingSeed).reduce((n, entries) => n + entries.length, 0),
    );
    const rows = await ctx.handle.db
      .select()
      .from(marketingContent)
      .where(eq(marketingContent.tenantId, tenantId));
    expect(rows.filter((r) => r.kind === "faq")).toHaveLength(1);
    expect(rows.every((r) => r.published !== null && r.updatedBy === "seed")).toBe(true);
    await ctx.handle.db
      .update(marketingContent)
      .set({ draft: { items: [] } })
      .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, "faq")));
    expect(await fillMarketingContent(ctx.handle.db, [tenantId])).toBe(0);
    const [faq] = await ctx.handle.db
      .select()
      .from(marketingContent)
      .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, "faq")));
    expect(faq!.draft).toEqual({ items: [] });
  });
});

describe("marketing content: testimonials", () => {
  it("gives each tenant the home page's 6 testimonials and its 3 customer stories, published and valid", async () => {
    const list = await publishedList(ctx, "testimonials");
    expect(list.entries.map((e) => e.key)).toEqual(["home", "customer-stories"]);
    for (const e of list.entries)
      expect(testimonialsContentSchema.safeParse(e.data).success, e.key).toBe(true);
    const home = await testimonialsOf(ctx, "home");
    expect(home.items).toHaveLength(HOME_COUNTS.testimonials);
    expect(home.items[1]).toMatchObject({ name: "Dana Whitlock", logoAlt: "RxPost" });
    expect((await testimonialsOf(ctx, "customer-stories")).items).toHaveLength(3);
  });

  it("reaches a tenant that has the FAQ and services but no testimonials, once, at the API's start", async () => {
    const tenantId = await expectRefilled(ctx, "testimonials", 2);
    const rows = await ctx.handle.db
      .select()
      .from(marketingContent)
      .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, "testimonials")));
    expect(rows.map((r) => [r.key, r.position, r.published !== null]).sort()).toEqual([
      ["customer-stories", 1, true],
      ["home", 0, true],
    ]);
  });

  it("publishes the home page's testimonials with exactly 6 quotes only, with the rule's message", async () => {
    const home = await testimonialsOf(other, "home");
    const extra = { ...home.items[0]!, name: "Seventh Person" };
    for (const items of [[...home.items, extra], home.items.slice(0, 5)]) {
      expect((await other.admin("PUT", "/content/testimonials/home", { body: { items } })).statusCode).toBe(
        200,
      );
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/testimonials/home/publish");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MARKETING_MESSAGES.testimonialsCount(items.length),
        errors: { _: MARKETING_MESSAGES.testimonialsCount(items.length) },
      });
      expect(res.json().message).toBe(
        `The home page's testimonials must be exactly 6 quotes (the spec fixes 6); this one has ${items.length}`,
      );
      expect(other.refreshed).toEqual([]);
      expect((await testimonialsOf(other, "home")).items).toEqual(home.items);
    }
    const changed = home.items.map((q, i) => (i === 4 ? { ...q, quote: "  They shipped on the day.  " } : q));
    expect(
      (await other.admin("PUT", "/content/testimonials/home", { body: { items: changed } })).statusCode,
    ).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/testimonials/home/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:testimonials"]]);
    expect((await testimonialsOf(other, "home")).items[4]!.quote).toBe("They shipped on the day.");
    expect((await testimonialsOf(ctx, "home")).items[4]!.quote).toBe(home.items[4]!.quote);
  });

  it("publishes customer stories of any number from 1: the spec fixes none", async () => {
    const stories = await testimonialsOf(other, "customer-stories");
    const items = stories.items.slice(0, 2);
    expect(
      (await other.admin("PUT", "/content/testimonials/customer-stories", { body: { items } })).statusCode,
    ).toBe(200);
    const res = await other.admin("POST", "/content/testimonials/customer-stories/publish");
    expect(res.statusCode, res.body).toBe(200);
    expect((await testimonialsOf(other, "customer-stories")).items).toHaveLength(2);
  });

  it("refuses bad quotes with a 400 naming each field, and a third entry", async () => {
    const home = await testimonialsOf(ctx, "home");
    const items = home.items.map((q, i) =>
      i === 1
        ? { ...q, name: " ", image: "https://elsewhere.example/face.png", logo: "/images/../../etc/passwd" }
        : i === 3
          ? { ...q, quote: "x".repeat(601), logoAlt: undefined }
          : q,
    );
    const res = await ctx.admin("PUT", "/content/testimonials/home", { body: { items } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "items.1.name": "Please enter the person's name",
      "items.1.image": MARKETING_MESSAGES.image,
      "items.1.logo": MARKETING_MESSAGES.image,
      "items.3.quote": "Keep the quote under 600 characters",
      "items.3.logoAlt": "Please enter the company's name (the logo's text)",
    });
    for (const [body, errors] of [
      [{ items: [] }, { items: "Add at least one quote" }],
      [{ items: "six" }, { items: "Add at least one quote" }],
      [{ items: [home.items[0], 7] }, { "items.1": expect.any(String) }],
    ] as const) {
      const bad = await ctx.admin("PUT", "/content/testimonials/home", { body });
      expect(bad.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(bad.json().errors).toMatchObject(errors);
    }
    const third = await ctx.admin("PUT", "/content/testimonials/about-page", { body: home });
    expect(third.statusCode).toBe(400);
    expect(third.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect((await testimonialsOf(ctx, "home")).items).toEqual(home.items);
  });
});

const logosOf = async (c: AdminTestContext, key: string) =>
  (await publishedList(c, "client-logos")).entries.find((e) => e.key === key)!.data;

describe("marketing content: client logos", () => {
  it("gives each tenant the three rows of the home page, 12, 11 and 17 logos, published and valid", async () => {
    const list = await publishedList(ctx, "client-logos");
    expect(list.entries.map((e) => [e.key, e.data.items.length])).toEqual([
      ["hero-marquee", HOME_COUNTS.heroMarqueeLogos],
      ["clients-carousel", HOME_COUNTS.clientCarouselLogos],
      ["work-strip", HOME_COUNTS.workNavigationLogos],
    ]);
    for (const e of list.entries)
      expect(clientLogosContentSchema.safeParse(e.data).success, e.key).toBe(true);
    expect((await logosOf(ctx, "work-strip")).items.at(-1)).toEqual({
      slug: "orchardvine",
      name: "Orchard & Vine",
      logo: "/images/clients/orchardvine.svg",
      industry: "E-commerce",
    });
  });

  it("reaches a tenant that has every other kind but no client logos, once, at the API's start", async () => {
    await expectRefilled(ctx, "client-logos", 3);
  });

  it("publishes each row with exactly the spec's number of logos only, with a message naming the row", async () => {
    for (const [key, fixed, label] of [
      ["hero-marquee", 12, "hero marquee"],
      ["clients-carousel", 11, "our-clients carousel"],
      ["work-strip", 17, "work-navigation strip"],
    ] as const) {
      const row = await logosOf(other, key);
      expect(row.items).toHaveLength(fixed);
      const extra = {
        slug: "newclient",
        name: "New Client",
        logo: "/images/clients/new.svg",
        industry: "Retail",
      };
      for (const items of [[...row.items, extra], row.items.slice(1)]) {
        const put = await other.admin("PUT", `/content/client-logos/${key}`, { body: { items } });
        expect(put.statusCode, put.body).toBe(200);
        other.refreshed.length = 0;
        const res = await other.admin("POST", `/content/client-logos/${key}/publish`);
        expect(res.statusCode).toBe(400);
        const message = MARKETING_MESSAGES.logosCount(label, fixed, items.length);
        expect(message).toBe(
          `The ${label} must have exactly ${fixed} logos (the spec fixes ${fixed}); this one has ${items.length}`,
        );
        expect(res.json()).toEqual({ message, errors: { _: message } });
        expect(other.refreshed).toEqual([]);
        expect((await logosOf(other, key)).items).toEqual(row.items);
      }
    }
    const marquee = await logosOf(other, "hero-marquee");
    const swapped = [...marquee.items.slice(1), marquee.items[0]!];
    expect(
      (await other.admin("PUT", "/content/client-logos/hero-marquee", { body: { items: swapped } }))
        .statusCode,
    ).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/client-logos/hero-marquee/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:client-logos"]]);
    expect((await logosOf(other, "hero-marquee")).items[0]!.slug).toBe("rxpost");
    expect((await logosOf(ctx, "hero-marquee")).items[0]!.slug).toBe("univoip");
  });

  it("refuses bad logos with a 400 naming each field, a client twice in a row, and a fourth row", async () => {
    const row = await logosOf(ctx, "clients-carousel");
    const items = row.items.map((c, i) =>
      i === 0
        ? { ...c, slug: "Bad Key", logo: "/images/clients/x.exe" }
        : i === 2
          ? { ...c, name: "", industry: "x".repeat(61) }
          : i === 4
            ? { ...c, slug: row.items[3]!.slug }
            : c,
    );
    const res = await ctx.admin("PUT", "/content/client-logos/clients-carousel", { body: { items } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "items.0.slug": MARKETING_MESSAGES.key,
      "items.0.logo": MARKETING_MESSAGES.image,
      "items.2.name": "Please enter the client's name",
      "items.2.industry": "Keep the client's industry under 60 characters",
      "items.4.slug": MARKETING_MESSAGES.duplicateLogo,
    });
    const twice = await ctx.admin("PUT", "/content/client-logos/clients-carousel", {
      body: { items: row.items.map((c, i) => (i === 4 ? { ...c, slug: row.items[3]!.slug } : c)) },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ "items.4.slug": MARKETING_MESSAGES.duplicateLogo });
    for (const body of [{ items: [] }, { items: null }, { items: [{}] }]) {
      const bad = await ctx.admin("PUT", "/content/client-logos/work-strip", { body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().errors)[0]).toMatch(/^items/);
    }
    const fourth = await ctx.admin("PUT", "/content/client-logos/footer", { body: row });
    expect(fourth.statusCode).toBe(400);
    expect(fourth.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect((await logosOf(ctx, "clients-carousel")).items).toEqual(row.items);
  });
});

const teamOf = async (c: AdminTestContext) =>
  (await publishedList(c, "team")).entries.find((e) => e.key === "leadership")!.data;

describe("marketing content: the team", () => {
  it("gives each tenant today's six people as one published entry, and reaches a tenant lacking it", async () => {
    const team = await teamOf(ctx);
    expect(teamContentSchema.safeParse(team).success).toBe(true);
    expect(team.items.map((m) => m.name)).toEqual([
      "Daniel Reyes",
      "Hannah Leclerc",
      "Arjun Mehta",
      "Sofia Lindqvist",
      "Marco Bellini",
      "Grace Whitfield",
    ]);
    await expectRefilled(ctx, "team", 1);
  });

  it("publishes any number of people from 1 (the spec fixes none), for this tenant only", async () => {
    const team = await teamOf(other);
    const items = [...team.items.slice(0, 4), { ...team.items[0]!, name: "  Nina Ortiz  ", role: "COO" }];
    expect((await other.admin("PUT", "/content/team/leadership", { body: { items } })).statusCode).toBe(200);
    other.refreshed.length = 0;
    const res = await other.admin("POST", "/content/team/leadership/publish");
    expect(res.statusCode, res.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:team"]]);
    expect((await teamOf(other)).items.map((m) => m.name).at(-1)).toBe("Nina Ortiz");
    expect((await teamOf(ctx)).items).toHaveLength(6);
  });

  it("refuses bad people with a 400 naming each field, and a second entry", async () => {
    const team = await teamOf(ctx);
    const items = team.items.map((m, i) =>
      i === 0
        ? { ...m, role: "", image: "/images/people/face.svg\u0000" }
        : i === 5
          ? { ...m, bio: "b".repeat(401) }
          : m,
    );
    const res = await ctx.admin("PUT", "/content/team/leadership", { body: { items } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      "items.0.role": "Please enter the person's role",
      "items.5.bio": "Keep the bio under 400 characters",
    });
    expect(res.json().errors["items.0.image"]).toEqual(expect.any(String));
    for (const body of [{ items: [] }, {}, { items: [{ name: "A" }] }]) {
      const bad = await ctx.admin("PUT", "/content/team/leadership", { body });
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const second = await ctx.admin("PUT", "/content/team/advisors", { body: team });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(MARKETING_MESSAGES.newEntry);
  });
});

const partnersOf = async (c: AdminTestContext) =>
  (await publishedList(c, "partners")).entries.find((e) => e.key === "showcase")!.data;

describe("marketing content: partners", () => {
  it("gives each tenant the two telecom partners and the call to action, and reaches a tenant lacking them", async () => {
    const showcase = await partnersOf(ctx);
    expect(partnersContentSchema.safeParse(showcase).success).toBe(true);
    expect(showcase.partners.map((p) => p.name)).toEqual(["Northgate Voice", "Bluepeak Telecom"]);
    expect(showcase.cta.title).toBe("Become a Cobaltline partner");
    await expectRefilled(ctx, "partners", 1);
  });

  it("publishes the showcase with exactly the spec's two partners only, with the rule's message", async () => {
    const showcase = await partnersOf(other);
    const third = { ...showcase.partners[0]!, name: "Third Carrier" };
    for (const partners of [[...showcase.partners, third], showcase.partners.slice(0, 1)]) {
      const put = await other.admin("PUT", "/content/partners/showcase", { body: { ...showcase, partners } });
      expect(put.statusCode, put.body).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/partners/showcase/publish");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MARKETING_MESSAGES.partnersCount(partners.length),
        errors: { _: MARKETING_MESSAGES.partnersCount(partners.length) },
      });
      expect(res.json().message).toBe(
        `The partner showcase must have exactly 2 telecom partners (the spec shows two); this one has ${partners.length}`,
      );
      expect(other.refreshed).toEqual([]);
    }
    const changed = { ...showcase, cta: { ...showcase.cta, button: "  Become a partner  " } };
    expect((await other.admin("PUT", "/content/partners/showcase", { body: changed })).statusCode).toBe(200);
    other.refreshed.length = 0;
    const ok = await other.admin("POST", "/content/partners/showcase/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:partners"]]);
    expect((await partnersOf(other)).cta.button).toBe("Become a partner");
    expect((await partnersOf(ctx)).cta.button).toBe(showcase.cta.button);
  });

  it("refuses bad partners with a 400 naming each field, and a second entry", async () => {
    const showcase = await partnersOf(ctx);
    const bad = {
      partners: [
        { ...showcase.partners[0]!, highlights: ["Numbers", " "], logo: "northgate.svg" },
        { ...showcase.partners[1]!, description: "" },
      ],
      cta: { ...showcase.cta, benefits: [] },
    };
    const res = await ctx.admin("PUT", "/content/partners/showcase", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "partners.0.highlights.1": "Please enter the highlight",
      "partners.0.logo": MARKETING_MESSAGES.image,
      "partners.1.description": "Please enter the description",
      "cta.benefits": "Add at least one benefit",
    });
    const noCta = await ctx.admin("PUT", "/content/partners/showcase", {
      body: { partners: showcase.partners },
    });
    expect(noCta.statusCode).toBe(400);
    expect(noCta.json().errors).toEqual({ cta: "Please enter the call to action" });
    const second = await ctx.admin("PUT", "/content/partners/healthcare", { body: showcase });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await partnersOf(ctx)).toEqual(showcase);
  });
});

describe("marketing content: public reads", () => {
  it("answer 404 for an unknown kind and for an unknown tenant", async () => {
    expect((await ctx.get("/marketing-content/recipes")).statusCode).toBe(404);
    const res = await ctx.app.inject({ url: "/marketing-content/faq?tenant_id=nobody-here" });
    expect(res.statusCode).toBe(404);
  });
});

describe("marketing content: drafts, preview and publishing", () => {
  it("saves a draft the team sees and visitors do not, then publishes it for this tenant only", async () => {
    const faq = await faqOf(ctx);
    const items = faq.items.map((q, i) => (i === 2 ? { ...q, answer: "  A draft answer.  " } : q));
    ctx.refreshed.length = 0;
    const saved = await ctx.admin("PUT", "/content/faq/home", { body: { items } });
    expect(saved.statusCode, saved.body).toBe(200);
    const entry = saved.json() as AdminMarketingEntry<"faq">;
    expect(entry.draft.items[2]!.answer).toBe("A draft answer.");
    expect(entry.published!.items[2]!.answer).toBe(faq.items[2]!.answer);
    expect(entry.changed).toBe(true);
    expect(entry.updated_by).toMatch(/^key: /);
    expect(ctx.refreshed).toEqual([]);
    expect((await faqOf(ctx)).items[2]!.answer).toBe(faq.items[2]!.answer);

    const kinds = (await ctx.admin("GET", "/content")).json() as AdminMarketingKind[];
    expect(kinds.find((k) => k.kind === "faq")).toMatchObject({ entries: 1, changed: 1, label: "FAQ" });
    expect(kinds.find((k) => k.kind === "faq")!.count_note).toContain("8");

    const published = await ctx.admin("POST", "/content/faq/home/publish");
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as AdminMarketingEntry<"faq">).changed).toBe(false);
    expect(ctx.refreshed).toEqual([["marketing:faq"]]);
    expect((await faqOf(ctx)).items[2]!.answer).toBe("A draft answer.");
    expect((await faqOf(other)).items[2]!.answer).toBe(faq.items[2]!.answer);

    const audit = await ctx.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, ctx.tenantId), eq(auditEntries.targetId, "faq/home")));
    expect(audit.map((a) => a.action).sort()).toEqual(["content.publish", "content.save"]);
    const publish = audit.find((a) => a.action === "content.publish")!;
    expect(publish.before).toContain(faq.items[2]!.answer);
    expect(publish.after).toContain("A draft answer.");
  });

  it("changes a service's headline on publish, and lists the kind's drafts beside what is live", async () => {
    const slug = "product-design";
    const service = await serviceOf(ctx, slug);
    const put = await ctx.admin("PUT", `/content/service/${slug}`, {
      body: { ...service, headline: "Design that ships on Friday" },
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = (await ctx.admin("GET", "/content/service")).json() as AdminMarketingKindEntries<"service">;
    const row = list.entries_list.find((e) => e.key === slug)!;
    expect(row.draft.headline).toBe("Design that ships on Friday");
    expect(row.published!.headline).toBe(service.headline);
    expect((await serviceOf(ctx, slug)).headline).toBe(service.headline);
    ctx.refreshed.length = 0;
    expect((await ctx.admin("POST", `/content/service/${slug}/publish`)).statusCode).toBe(200);
    expect(ctx.refreshed).toEqual([["marketing:service"]]);
    expect((await serviceOf(ctx, slug)).headline).toBe("Design that ships on Friday");
  });

  it("adds a new service as a draft only: not public until published", async () => {
    const base = await serviceOf(ctx, "quality-assurance");
    const put = await ctx.admin("PUT", "/content/service/data-engineering", {
      body: { ...base, title: "Data Engineering" },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as AdminMarketingEntry).published).toBeNull();
    const keys = async () => (await publishedList(ctx, "service")).entries.map((e) => e.key);
    expect(await keys()).not.toContain("data-engineering");
    expect((await ctx.admin("POST", "/content/service/data-engineering/publish")).statusCode).toBe(200);
    expect((await keys()).at(-1)).toBe("data-engineering");
  });
});

describe("marketing content: the counts the spec fixes", () => {
  it("saves an FAQ draft of 9 or 7 questions but refuses to publish it, with the rule's message", async () => {
    const faq = await faqOf(other);
    for (const items of [[...faq.items, { question: "One more?", answer: "Yes." }], faq.items.slice(0, 7)]) {
      expect((await other.admin("PUT", "/content/faq/home", { body: { items } })).statusCode).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/faq/home/publish");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MARKETING_MESSAGES.faqCount(items.length),
        errors: { _: MARKETING_MESSAGES.faqCount(items.length) },
      });
      expect(res.json().message).toBe(
        `The FAQ must have exactly 8 questions (the spec fixes 8); this one has ${items.length}`,
      );
      expect(other.refreshed).toEqual([]);
      expect((await faqOf(other)).items).toHaveLength(8);
    }
    expect(MARKETING_KINDS.faq.keys).toEqual(["home"]);
  });
});

describe("marketing content: bad input is a 400 naming the field, never a 500", () => {
  it("refuses empty, missing, too long and wrongly typed fields", async () => {
    const faq = await faqOf(ctx);
    const cases: [unknown, Record<string, string>][] = [
      [
        { items: faq.items.map((q, i) => (i === 0 ? { ...q, answer: "   " } : q)) },
        { "items.0.answer": "Please enter the answer" },
      ],
      [{ items: [] }, { items: "Add at least one question" }],
      [{}, { items: "Add at least one question" }],
      [
        { items: [{ question: "x".repeat(201), answer: "a" }] },
        { "items.0.question": "Keep the question under 200 characters" },
      ],
      [{ items: "eight" }, { items: "Add at least one question" }],
      [[1, 2], { _: expect.any(String) }],
    ];
    for (const [body, errors] of cases) {
      const res = await ctx.admin("PUT", "/content/faq/home", { body });
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const service = await serviceOf(ctx, "devops-solutions");
    const bad = await ctx.admin("PUT", "/content/service/devops-solutions", {
      body: { ...service, headline: "", icon: "unicorn", caseStudy: "https://elsewhere.example", stack: [] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      headline: "Please enter the headline",
      icon: "Choose one of the icons",
      caseStudy: "Enter a path on this site, starting with /",
      stack: "Add at least one tool",
    });
    const nul = await ctx.admin("PUT", "/content/service/devops-solutions", {
      body: { ...service, headline: "a\u0000b" },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().errors).toEqual({ headline: "Contains a character that is not allowed" });
  });

  it("answers 404 for an unknown kind or entry, 400 for a malformed key or a new FAQ entry", async () => {
    expect((await ctx.admin("GET", "/content/recipes")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/content/service/no-such-service")).statusCode).toBe(404);
    expect((await ctx.admin("POST", "/content/service/no-such-service/publish")).statusCode).toBe(404);
    const malformed = await ctx.admin("GET", "/content/service/Bad_Key");
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ key: MARKETING_MESSAGES.key });
    const faq = await faqOf(ctx);
    const second = await ctx.admin("PUT", "/content/faq/services-page", { body: faq });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(MARKETING_MESSAGES.newEntry);
  });
});

describe("marketing content: who may edit it", () => {
  it("editors may save and publish; contributors, moderators and sales get 403; another tenant's key 401", async () => {
    const faq = await faqOf(ctx);
    const editor = await ctx.sessionFor(["editor"]);
    expect(
      (await ctx.admin("PUT", "/content/faq/home", { session: editor.token, body: faq })).statusCode,
    ).toBe(200);
    expect((await ctx.admin("POST", "/content/faq/home/publish", { session: editor.token })).statusCode).toBe(
      200,
    );
    for (const role of ["contributor", "moderator", "sales", "recruiter"] as const) {
      const person = await ctx.sessionFor([role]);
      const res = await ctx.admin("PUT", "/content/faq/home", { session: person.token, body: faq });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
    }
    const res = await ctx.admin("GET", "/content", { token: other.adminKey });
    expect(res.statusCode).toBe(401);
  });
});
