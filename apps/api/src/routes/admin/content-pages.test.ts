/**
 * Marketing content of the site's own pages (issue 21): the industries (/industry, /industry/<key> and the
 * home page's section), the case studies (their pages, the home page's 6 cards, the teasers) and the works
 * (the home page's our-work carousel, /about/works), each kind seeded from the site's former copy, reaching a tenant lacking it, checked
 * field by field, kept to the spec's rules on publish. On PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
import { describe, expect, it } from "vitest";
import {
  CASE_STUDY_KEYS,
  caseStudyContentSchema,
  HOME_COUNTS,
  INDUSTRY_KEYS,
  industryContentSchema,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  WORKS_MESSAGES,
  worksContentSchema,
} from "@site/contract";
import type { AdminTestContext } from "./admin-test-context";
import { expectRefilled, publishedList, useTwoTenants } from "./content-test-helpers";

let ctx: AdminTestContext;
let other: AdminTestContext;
useTwoTenants((a, b) => ([ctx, other] = [a, b]));

const industryOf = async (c: AdminTestContext, key: string) =>
  (await publishedList(c, "industry")).entries.find((e) => e.key === key)!.data;

describe("marketing content: industries", () => {
  it("gives each tenant the spec's five industries in its order, published and valid, and reaches a tenant lacking them", async () => {
    const list = await publishedList(ctx, "industry");
    expect(list.entries.map((e) => e.key)).toEqual([...INDUSTRY_KEYS]);
    expect(list.entries.map((e) => e.data.title)).toEqual([
      "Healthcare",
      "Telecom",
      "Legal",
      "E-commerce",
      "Financial",
    ]);
    for (const e of list.entries) expect(industryContentSchema.safeParse(e.data).success, e.key).toBe(true);
    expect(list.entries[0]!.data.caseStudy).toBe("/centralive");
    expect(MARKETING_KINDS.industry.countNote).toBe(
      "The spec names 5 industries, each with its page; the home page shows the first 3 in this order.",
    );
    await expectRefilled(ctx, "industry", 5);
  });

  it("publishes an edited industry for its tenant only and asks the site to refresh the industries", async () => {
    const before = await industryOf(other, "legal");
    const changed = { ...before, headline: "  Fewer forms, more law  ", compliance: ["Matter walls"] };
    const put = await other.admin("PUT", "/content/industry/legal", { body: changed });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as { changed: boolean }).changed).toBe(true);
    expect((await industryOf(other, "legal")).headline).toBe(before.headline);
    other.refreshed.length = 0;
    const res = await other.admin("POST", "/content/industry/legal/publish");
    expect(res.statusCode, res.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:industry"]]);
    const after = await industryOf(other, "legal");
    expect(after.headline).toBe("Fewer forms, more law");
    expect(after.compliance).toEqual(["Matter walls"]);
    expect((await industryOf(ctx, "legal")).headline).toBe(before.headline);
  });

  it("refuses a bad industry with a 400 naming each field, and an industry the spec does not name", async () => {
    const healthcare = await industryOf(ctx, "healthcare");
    const bad = {
      ...healthcare,
      title: " ",
      challenges: [{ title: "Time", text: "" }],
      solutions: [],
      compliance: ["HIPAA", "x".repeat(121)],
      results: [{ title: "2-week" }],
      caseStudy: "centralive",
    };
    const res = await ctx.admin("PUT", "/content/industry/healthcare", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: "Please enter the industry's name",
      "challenges.0.text": "Please enter the text",
      solutions: "Add at least one solution",
      "compliance.1": "Keep the standard under 120 characters",
      "results.0.subTitle": "Please enter what the figure means",
      caseStudy: MARKETING_MESSAGES.path,
    });
    const retail = await ctx.admin("PUT", "/content/industry/retail", { body: healthcare });
    expect(retail.statusCode).toBe(400);
    expect(retail.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect((await ctx.admin("POST", "/content/industry/retail/publish")).statusCode).toBe(404);
    expect(await industryOf(ctx, "healthcare")).toEqual(healthcare);
  });
});

const caseStudyOf = async (c: AdminTestContext, key: string) =>
  (await publishedList(c, "case-study")).entries.find((e) => e.key === key)!.data;

describe("marketing content: case studies", () => {
  it("gives each tenant the spec's six projects, all on the home page, valid, and reaches a tenant lacking them", async () => {
    const list = await publishedList(ctx, "case-study");
    expect(list.entries.map((e) => e.key)).toEqual(CASE_STUDY_KEYS);
    expect(list.entries.map((e) => e.data.client)).toEqual([
      "RxPost",
      "Centralive",
      "AIOPA",
      "UniVoip",
      "Valleyhill",
      "Servativ",
    ]);
    expect(list.entries.filter((e) => e.data.allowShow)).toHaveLength(HOME_COUNTS.caseStudies);
    for (const e of list.entries) expect(caseStudyContentSchema.safeParse(e.data).success, e.key).toBe(true);
    expect(list.entries.filter((e) => e.data.quote).map((e) => e.key)).toEqual([
      "rxpost",
      "centralive",
      "univoip",
      "valleyhill",
    ]);
    await expectRefilled(ctx, "case-study", 6);
  });

  it("refuses to publish what would show other than the spec's 6 cards on the home page, with the rule's message", async () => {
    const aiopa = await caseStudyOf(other, "aiopa");
    const put = await other.admin("PUT", "/content/case-study/aiopa", {
      body: { ...aiopa, allowShow: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    other.refreshed.length = 0;
    const res = await other.admin("POST", "/content/case-study/aiopa/publish");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: MARKETING_MESSAGES.caseStudiesCount(5),
      errors: { _: MARKETING_MESSAGES.caseStudiesCount(5) },
    });
    expect(res.json().message).toBe(
      "The home page must show exactly 6 case studies (the spec fixes 6); publishing this would show 5",
    );
    expect(other.refreshed).toEqual([]);
    expect((await caseStudyOf(other, "aiopa")).allowShow).toBe(true);

    // Shown again, with a new card text and no quote: it publishes, for this tenant only.
    const { quote: _quote, ...noQuote } = await caseStudyOf(other, "rxpost");
    const edited = { ...noQuote, cardSubTitle: "  A pharmacy network redesigned in 45 days  " };
    expect((await other.admin("PUT", "/content/case-study/rxpost", { body: edited })).statusCode).toBe(200);
    const ok = await other.admin("POST", "/content/case-study/rxpost/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:case-study"]]);
    const after = await caseStudyOf(other, "rxpost");
    expect(after.cardSubTitle).toBe("A pharmacy network redesigned in 45 days");
    expect(after.quote).toBeUndefined();
    expect((await caseStudyOf(ctx, "rxpost")).quote?.name).toBe("Dana Whitlock");
  });

  it("refuses a bad case study with a 400 naming each field, and a seventh project", async () => {
    const rxpost = await caseStudyOf(ctx, "rxpost");
    const bad = {
      ...rxpost,
      image: "https://elsewhere.example/shot.png",
      allowShow: "yes",
      services: [],
      approach: [{ title: "", text: "Interviews" }],
      quote: { text: "Great", name: "Dana Whitlock" },
    };
    const res = await ctx.admin("PUT", "/content/case-study/rxpost", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      image: MARKETING_MESSAGES.image,
      allowShow: "Say whether the home page shows this case study",
      services: "Add at least one service",
      "approach.0.title": "Please enter the title",
      "quote.position": "Please enter the person's position",
    });
    const seventh = await ctx.admin("PUT", "/content/case-study/northwind", { body: rxpost });
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await caseStudyOf(ctx, "rxpost")).toEqual(rxpost);
  });
});

const worksOf = async (c: AdminTestContext) =>
  (await publishedList(c, "works")).entries.find((e) => e.key === "portfolio")!.data;

describe("marketing content: works", () => {
  it("gives each tenant the carousel's 3 works and the 17 projects, one per logo of the strip, and reaches a tenant lacking them", async () => {
    const works = await worksOf(ctx);
    expect(worksContentSchema.safeParse(works).success).toBe(true);
    expect(works.ourWork.map((w) => w.title)).toEqual([
      "UniVoip service portal",
      "RxPost redesign",
      "Centralive trial platform",
    ]);
    expect(works.projects).toHaveLength(17);
    expect(works.projects.filter((p) => p.caseStudyPath).map((p) => p.id)).toEqual([
      "univoip",
      "rxpost",
      "valleyhill",
      "centralive",
      "aiopa",
      "servativ",
    ]);
    const strip = (await publishedList(ctx, "client-logos")).entries.find((e) => e.key === "work-strip")!.data
      .items;
    expect(works.projects.map((p) => p.id).sort()).toEqual(strip.map((l) => l.slug).sort());
    await expectRefilled(ctx, "works", 1);
  });

  it("publishes the works with exactly the spec's 3 in the carousel only, with the rule's message", async () => {
    const works = await worksOf(other);
    for (const ourWork of [works.ourWork.slice(0, 2), [...works.ourWork, works.ourWork[0]!]]) {
      const put = await other.admin("PUT", "/content/works/portfolio", { body: { ...works, ourWork } });
      expect(put.statusCode, put.body).toBe(200);
      other.refreshed.length = 0;
      const res = await other.admin("POST", "/content/works/portfolio/publish");
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: MARKETING_MESSAGES.ourWorkCount(ourWork.length),
        errors: { _: MARKETING_MESSAGES.ourWorkCount(ourWork.length) },
      });
      expect(other.refreshed).toEqual([]);
    }
    expect(MARKETING_MESSAGES.ourWorkCount(2)).toBe(
      "The home page's our-work carousel must have exactly 3 works (the spec fixes 3); this one has 2",
    );
    const projects = works.projects.map((p, i) =>
      i === 0 ? { ...p, shortDescription: "  Teams calling portal  " } : p,
    );
    const changed = { ...works, projects };
    expect((await other.admin("PUT", "/content/works/portfolio", { body: changed })).statusCode).toBe(200);
    const ok = await other.admin("POST", "/content/works/portfolio/publish");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(other.refreshed).toEqual([["marketing:works"]]);
    expect((await worksOf(other)).projects[0]!.shortDescription).toBe("Teams calling portal");
    expect((await worksOf(ctx)).projects[0]!.shortDescription).toBe(works.projects[0]!.shortDescription);
  });

  it("refuses bad works with a 400 naming each field, a project key twice, and a second entry", async () => {
    const works = await worksOf(ctx);
    const bad = {
      ourWork: [
        { ...works.ourWork[0]!, logo: "/logo.svg" },
        { ...works.ourWork[1]!, title: "" },
      ],
      projects: [
        { ...works.projects[0]!, bgColorClassName: "bg-red-500" },
        { ...works.projects[1]!, id: "UniVoip", caseStudyPath: "rxpost", solutions: [] },
      ],
    };
    const res = await ctx.admin("PUT", "/content/works/portfolio", { body: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      "ourWork.0.logo": MARKETING_MESSAGES.image,
      "ourWork.1.title": "Please enter the title",
      "projects.0.bgColorClassName": WORKS_MESSAGES.background,
      "projects.1.id": WORKS_MESSAGES.key,
      "projects.1.caseStudyPath": MARKETING_MESSAGES.path,
      "projects.1.solutions": "Add at least one solution",
    });
    // Two sections of one key: the strip's logo could lead to only one.
    const twice = [...works.projects.slice(0, 3), { ...works.projects[3]!, id: works.projects[1]!.id }];
    const dup = await ctx.admin("PUT", "/content/works/portfolio", { body: { ...works, projects: twice } });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().errors).toEqual({ "projects.3.id": WORKS_MESSAGES.duplicateBox });
    const second = await ctx.admin("PUT", "/content/works/archive", { body: works });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(MARKETING_MESSAGES.newEntry);
    expect(await worksOf(ctx)).toEqual(works);
  });
});
