import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CASE_STUDY_KEYS,
  INDUSTRY_KEYS,
  MARKETING_SEO_PAGES,
  PAGE_SEO_MESSAGES,
  SEO_MESSAGES,
  type PageSeo,
  type PageSeoRow,
} from "@site/contract";
import { fillPageSeo } from "../../db/seed/page-seo";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;

beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const publicSeo = async (): Promise<PageSeo[]> => {
  const res = await ctx.get("/page-seo");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pages;
};

const SERVICE = "/services/mvp-development";

describe("marketing pages' SEO (issue 32)", () => {
  it("the seed writes every page's defaults: the values the pages carried in their code", async () => {
    const list = (await ctx.admin("GET", "/page-seo")).json() as {
      content: PageSeoRow[];
      totalElements: number;
    };
    // The fixed pages, and a page per published service, industry and case study (from their entries).
    const paths = list.content.map((r) => r.path);
    expect(list.totalElements).toBe(
      MARKETING_SEO_PAGES.length + 10 + INDUSTRY_KEYS.length + CASE_STUDY_KEYS.length,
    );
    expect(paths.filter((p) => MARKETING_SEO_PAGES.some((f) => f.path === p))).toEqual(
      MARKETING_SEO_PAGES.map((p) => p.path),
    );
    // Each entry's page follows the page it is under; case studies close the list.
    expect(paths.slice(paths.indexOf("/services"), paths.indexOf("/services") + 3)).toEqual([
      "/services",
      "/services/software-development-consulting",
      "/services/mvp-development",
    ]);
    expect(paths.slice(paths.indexOf("/industry") + 1, paths.indexOf("/industry") + 6).sort()).toEqual(
      INDUSTRY_KEYS.map((k) => `/industry/${k}`).sort(),
    );
    expect(paths.slice(-6).sort()).toEqual(
      ["/aiopa", "/centralive", "/rxpost", "/servativ", "/valleyhill", "/voip"].sort(),
    );
    expect(list.content.find((r) => r.path === "/voip")?.name).toBe("Case study: UniVoip");
    expect(list.content.find((r) => r.path === "/industry/e-commerce")?.name).toBe("Industry: E-commerce");
    const home = list.content.find((r) => r.path === "/")!;
    expect(home).toMatchObject({
      name: "Home",
      seo_title: "Cobaltline | Custom Software Development in Laguna Hills, California",
      seo_description: expect.stringContaining("Book a free strategy call."),
      seo_image: null,
      updated_by: null,
    });
    // A service's page takes its own title and summary from its content: nothing stored.
    expect(list.content.find((r) => r.path === SERVICE)).toMatchObject({
      name: "Service: MVP Development",
      default_title: null,
      seo_title: null,
      seo_description: null,
    });
    const pages = await publicSeo();
    expect(pages.find((p) => p.path === "/services")).toEqual({
      path: "/services",
      title: "Services",
      description: expect.stringContaining("outreach automation from Cobaltline."),
      image: null,
    });
    expect(pages.some((p) => p.path === SERVICE)).toBe(false);
    // Filling again adds nothing.
    expect(await fillPageSeo(ctx.handle.db, [ctx.tenantId])).toBe(0);
  });

  it("an editor saves a service page's fields: public at once, the site told, audited; empty fields clear", async () => {
    const editor = await ctx.sessionFor(["editor"], { email: "editor.seo@team.example" });
    ctx.refreshed.length = 0;
    const saved = await ctx.admin("PUT", "/page-seo/page", {
      query: { path: SERVICE },
      headers: editor.headers,
      body: {
        seo_title: "  MVP development in 8 weeks ",
        seo_description: "A product your first users can sign up for, in eight weeks.",
        seo_image: "/media/blog/mvp.png",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      path: SERVICE,
      seo_title: "MVP development in 8 weeks",
      seo_description: "A product your first users can sign up for, in eight weeks.",
      seo_image: "/media/blog/mvp.png",
      updated_by: "editor.seo@team.example",
    });
    expect(ctx.refreshed).toEqual([["page-seo"]]);
    expect((await publicSeo()).find((p) => p.path === SERVICE)).toEqual({
      path: SERVICE,
      title: "MVP development in 8 weeks",
      description: "A product your first users can sign up for, in eight weeks.",
      image: "/media/blog/mvp.png",
    });
    const one = await ctx.admin("GET", "/page-seo/page", { query: { path: SERVICE } });
    expect(one.json()).toMatchObject({ seo_title: "MVP development in 8 weeks" });

    const trail = (await ctx.admin("GET", "/audit", { query: { action: "page.seo" } })).json();
    expect(trail.content[0]).toMatchObject({
      target_id: SERVICE,
      summary: `Service: MVP Development (${SERVICE})`,
    });

    // Emptied: the page falls back to its own title and summary again.
    await ctx.admin("PUT", "/page-seo/page", {
      query: { path: SERVICE },
      body: { seo_title: "", seo_description: "", seo_image: "" },
    });
    expect((await publicSeo()).some((p) => p.path === SERVICE)).toBe(false);
    // An emptied page is not filled again with its defaults.
    await ctx.admin("PUT", "/page-seo/page", { query: { path: "/about" }, body: { seo_description: "" } });
    await fillPageSeo(ctx.handle.db, [ctx.tenantId]);
    expect((await publicSeo()).find((p) => p.path === "/about")).toBeUndefined();
  });

  it("refuses what is not a marketing page or too long, in the person's words, and changes nothing", async () => {
    for (const path of ["/blog", "/admin", "/services/unknown", "", "/services/mvp-development/"]) {
      const res = await ctx.admin("PUT", "/page-seo/page", { query: { path }, body: { seo_title: "x" } });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().errors).toEqual({ path: PAGE_SEO_MESSAGES.path });
    }
    const long = await ctx.admin("PUT", "/page-seo/page", {
      query: { path: "/services" },
      body: { seo_title: "t".repeat(71), seo_image: "javascript:alert(1)" },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual({
      seo_title: SEO_MESSAGES.seoTitle,
      seo_image: SEO_MESSAGES.seoImage,
    });
    expect((await publicSeo()).find((p) => p.path === "/services")?.title).toBe("Services");
  });

  it("gives a service the team adds a row once published, and takes it away while it is unpublished", async () => {
    const key = "seo-data-platforms";
    const path = `/services/${key}`;
    const rows = async () =>
      ((await ctx.admin("GET", "/page-seo")).json() as { content: PageSeoRow[] }).content;
    const created = await ctx.admin("POST", "/content/service", { body: { key, title: "Data Platforms" } });
    expect(created.statusCode, created.body).toBe(200);
    // A draft is no page of the site yet: no row, and its fields cannot be set.
    expect((await rows()).some((r) => r.path === path)).toBe(false);
    const early = await ctx.admin("PUT", "/page-seo/page", { query: { path }, body: { seo_title: "x" } });
    expect(early.statusCode).toBe(400);
    expect(early.json().errors).toEqual({ path: PAGE_SEO_MESSAGES.path });

    expect((await ctx.admin("POST", `/content/service/${key}/publish`)).statusCode).toBe(200);
    const list = await rows();
    const row = list.find((r) => r.path === path);
    expect(row).toEqual({
      path,
      name: "Service: Data Platforms",
      default_title: null,
      default_description: null,
      seo_title: null,
      seo_description: null,
      seo_image: null,
      updated_date: null,
      updated_by: null,
    });
    // After the services already there, before the industries' index.
    expect(list.indexOf(row!)).toBeLessThan(list.findIndex((r) => r.path === "/industry"));
    expect(list.indexOf(row!)).toBeGreaterThan(list.findIndex((r) => r.path === SERVICE));

    const saved = await ctx.admin("PUT", "/page-seo/page", {
      query: { path },
      body: { seo_title: "Data platforms that answer", seo_image: "/media/blog/data.png" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: "Service: Data Platforms",
      seo_title: "Data platforms that answer",
    });
    expect((await publicSeo()).find((p) => p.path === path)).toEqual({
      path,
      title: "Data platforms that answer",
      description: null,
      image: "/media/blog/data.png",
    });

    // Unpublished: its row goes and its page cannot be read or set; its fields stay for its return.
    expect((await ctx.admin("POST", `/content/service/${key}/unpublish`)).statusCode).toBe(200);
    expect((await rows()).some((r) => r.path === path)).toBe(false);
    expect((await ctx.admin("GET", "/page-seo/page", { query: { path } })).statusCode).toBe(400);
    expect((await ctx.admin("POST", `/content/service/${key}/publish`)).statusCode).toBe(200);
    expect((await rows()).find((r) => r.path === path)).toMatchObject({
      seo_title: "Data platforms that answer",
    });

    // Deleted: gone from the list too.
    expect((await ctx.admin("DELETE", `/content/service/${key}`)).statusCode).toBe(200);
    expect((await rows()).some((r) => r.path === path)).toBe(false);
  });

  it("is the Editor's and Administrator's: others are refused", async () => {
    for (const roles of [["sales"], ["recruiter"], ["moderator"], ["contributor"]] as const) {
      const person = await ctx.sessionFor([...roles]);
      const res = await ctx.admin("PUT", "/page-seo/page", {
        query: { path: "/services" },
        headers: person.headers,
        body: { seo_title: "Nope" },
      });
      expect(res.statusCode, roles.join()).toBe(403);
    }
  });
});
