import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  NOT_FOUND_LOG_MAX,
  SEO_MESSAGES,
  type AdminPost,
  type BlogPost,
  type NotFoundRow,
  type Redirect,
  type RedirectImportResult,
  type RedirectRule,
} from "@site/contract";
import { notFoundLog } from "../../db/schema";
import { closeDb } from "../../test/context";
import { createAdminTestContext, uploadHeroImage, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
let heroPath: string;

beforeAll(async () => {
  ctx = await createAdminTestContext();
  heroPath = await uploadHeroImage(ctx);
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

function post(overrides: Record<string, unknown> = {}) {
  return {
    title: "Moving a Monolith One Route at a Time",
    slug: "moving-a-monolith",
    summary: "Strangling an old application behind a proxy, one address after another.",
    body: "The first route we moved was the health check.",
    body_format: "markdown",
    author_slug: "ben-ortiz",
    category_ids: [],
    hero_image_path: heroPath,
    hero_image_alt_text: "Boxes stacked by a door",
    hero_image_title: "Moving day",
    ...overrides,
  };
}

const rules = async (): Promise<RedirectRule[]> => {
  const res = await ctx.get("/redirects");
  expect(res.statusCode).toBe(200);
  return res.json().rules;
};

const list = async (q?: string): Promise<Redirect[]> =>
  (await ctx.admin("GET", "/redirects", { query: { q } })).json().content;

describe("redirects", () => {
  it("adds, edits and removes a redirect, audited, and tells the site each time", async () => {
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/redirects", {
      body: { from_path: "/services/old-name/", to_path: "/services/mvp-development", status: "302" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json() as Redirect;
    expect(created).toMatchObject({
      from_path: "/services/old-name",
      to_path: "/services/mvp-development",
      status: 302,
      source: "manual",
    });
    expect(ctx.refreshed).toEqual([["redirects"]]);
    expect(await rules()).toContainEqual({
      from: "/services/old-name",
      to: "/services/mvp-development",
      status: 302,
    });

    const dup = await ctx.admin("POST", "/redirects", {
      body: { from_path: "/services/old-name", to_path: "/contact" },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ from_path: SEO_MESSAGES.fromTaken });

    const edit = await ctx.admin("PUT", `/redirects/${created.id}`, {
      body: { from_path: "/services/old-name", to_path: "/contact", status: 301 },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ to_path: "/contact", status: 301 });
    expect((await list("old-name")).map((r) => r.to_path)).toEqual(["/contact"]);

    const gone = await ctx.admin("DELETE", `/redirects/${created.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await rules()).map((r) => r.from)).not.toContain("/services/old-name");
    expect((await ctx.admin("DELETE", `/redirects/${created.id}`)).statusCode).toBe(404);

    for (const action of ["redirect.create", "redirect.update", "redirect.delete"]) {
      const trail = (await ctx.admin("GET", "/audit", { query: { action, size: 50 } })).json();
      const entry = trail.content.find((e: { target_id: string }) => e.target_id === String(created.id));
      expect(entry, action).toMatchObject({ target_type: "redirect" });
    }
  });

  it("refuses what is not a redirect, each field in the person's words", async () => {
    for (const [body, errors] of [
      [{ from_path: "old", to_path: "/new" }, { from_path: SEO_MESSAGES.fromPath }],
      [{ from_path: "/admin/posts", to_path: "/new" }, { from_path: SEO_MESSAGES.fromReserved }],
      [{ from_path: "/a?b=1", to_path: "/new" }, { from_path: SEO_MESSAGES.fromPath }],
      [{ from_path: "/old", to_path: "javascript:alert(1)" }, { to_path: SEO_MESSAGES.toPath }],
      [{ from_path: "/old", to_path: "//evil.example/x" }, { to_path: SEO_MESSAGES.toPath }],
      [{ from_path: "/old/:slug", to_path: "/blog/:name" }, { to_path: SEO_MESSAGES.toParam }],
      [{ from_path: "/same", to_path: "/same/" }, { to_path: SEO_MESSAGES.samePath }],
      [{ from_path: "/old", to_path: "/new", status: 307 }, { status: SEO_MESSAGES.status }],
      [{}, { from_path: SEO_MESSAGES.fromPath, to_path: SEO_MESSAGES.toPath }],
    ] as const) {
      const res = await ctx.admin("POST", "/redirects", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual(errors);
    }
  });

  it("imports a CSV row by row: created, updated, or refused with the row's own message", async () => {
    await ctx.admin("POST", "/redirects", { body: { from_path: "/csv/kept", to_path: "/about" } });
    const csv = [
      "from,to,status",
      "/csv/one,/blog,301",
      '"/csv/kept",https://elsewhere.example/page,302',
      "/csv/old/:slug,/blog/:slug",
      "not-a-path,/blog",
      "/csv/one,/contact",
      "/csv/two",
      "/csv/three,/blog,303",
      "",
    ].join("\r\n");
    const res = await ctx.admin("POST", "/redirects/import", { body: { csv } });
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as RedirectImportResult;
    expect(result).toMatchObject({ created: 2, updated: 1, failed: 4 });
    expect(result.rows.map((r) => [r.line, r.outcome, r.message])).toEqual([
      [2, "created", "Created"],
      [3, "updated", "Updated"],
      [4, "created", "Created"],
      [5, "error", SEO_MESSAGES.fromPath],
      [6, "error", "This old address is already on an earlier row"],
      [7, "error", SEO_MESSAGES.csvColumns],
      [8, "error", SEO_MESSAGES.status],
    ]);
    const mine = await rules();
    expect(mine).toContainEqual({ from: "/csv/kept", to: "https://elsewhere.example/page", status: 302 });
    expect(mine).toContainEqual({ from: "/csv/old/:slug", to: "/blog/:slug", status: 301 });
    expect((await list("/csv/")).every((r) => r.source === "import" || r.from_path === "/csv/kept")).toBe(
      true,
    );

    for (const [body, field] of [
      [{ csv: "" }, "csv"],
      [{ csv: "from,to\n" }, "csv"],
      [{ csv: "x".repeat(100_001) }, "csv"],
      [{ csv: Array.from({ length: 501 }, (_, i) => `/many/${i},/blog`).join("\n") }, "csv"],
      [{}, "csv"],
    ] as const) {
      const bad = await ctx.admin("POST", "/redirects/import", { body });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }
  });

  it("makes a 301 when a published post's slug changes, never a chain, and none for a draft", async () => {
    const { id } = (await ctx.admin("POST", "/blog-posts", { body: post({ slug: "monolith-v1" }) })).json();
    // A draft renamed: nobody knew its address.
    await ctx.admin("PUT", `/blog-posts/${id}`, { body: post({ slug: "monolith-v2" }) });
    expect((await rules()).map((r) => r.from)).not.toContain("/blog/monolith-v1");

    await ctx.admin("POST", `/blog-posts/${id}/publish`);
    ctx.refreshed.length = 0;
    const res = await ctx.admin("PUT", `/blog-posts/${id}`, { body: post({ slug: "monolith-v3" }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.refreshed[0]).toContain("redirects");
    expect(await rules()).toContainEqual({ from: "/blog/monolith-v2", to: "/blog/monolith-v3", status: 301 });

    await ctx.admin("PUT", `/blog-posts/${id}`, { body: post({ slug: "monolith-v4" }) });
    const now = await rules();
    // The first old address goes straight to the newest one.
    expect(now).toContainEqual({ from: "/blog/monolith-v2", to: "/blog/monolith-v4", status: 301 });
    expect(now).toContainEqual({ from: "/blog/monolith-v3", to: "/blog/monolith-v4", status: 301 });
    expect((await list("monolith")).every((r) => r.source === "slug")).toBe(true);

    // Renamed back: the address is a page again, not a redirect.
    await ctx.admin("PUT", `/blog-posts/${id}`, { body: post({ slug: "monolith-v2" }) });
    const back = await rules();
    expect(back.map((r) => r.from)).not.toContain("/blog/monolith-v2");
    expect(back).toContainEqual({ from: "/blog/monolith-v4", to: "/blog/monolith-v2", status: 301 });
  });

  it("keeps a post's SEO title, description and social image, public on its article", async () => {
    const seo = {
      seo_title: "Monolith to services, route by route",
      seo_description: "How we moved an old application behind a proxy without a freeze.",
      seo_image: "https://images.example/monolith.png",
    };
    const created = await ctx.admin("POST", "/blog-posts", { body: post({ slug: "seo-post", ...seo }) });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as AdminPost;
    expect(created.json()).toMatchObject(seo);
    await ctx.admin("POST", `/blog-posts/${id}/publish`);
    const article = (await ctx.get("/blog-posts/article/slug", { slug_name: "seo-post" })).json() as BlogPost;
    expect(article.seo).toEqual({
      title: seo.seo_title,
      description: seo.seo_description,
      image: seo.seo_image,
    });

    const cleared = await ctx.admin("PUT", `/blog-posts/${id}`, {
      body: post({ slug: "seo-post", seo_title: "  ", seo_description: "", seo_image: null }),
    });
    expect(cleared.json()).toMatchObject({ seo_title: null, seo_description: null, seo_image: null });

    const bad = await ctx.admin("PUT", `/blog-posts/${id}`, {
      body: post({
        slug: "seo-post",
        seo_title: "t".repeat(71),
        seo_description: "d".repeat(201),
        seo_image: "javascript:alert(1)",
      }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      seo_title: SEO_MESSAGES.seoTitle,
      seo_description: SEO_MESSAGES.seoDescription,
      seo_image: SEO_MESSAGES.seoImage,
    });
  });
});

describe("404 log", () => {
  const log = async (): Promise<NotFoundRow[]> => (await ctx.admin("GET", "/not-found-log")).json().content;

  it("counts each address without its query or tokens, with the referrer's host alone", async () => {
    for (const body of [
      {
        path: "/services/gone?utm_source=mail&token=secret123",
        referrer: "https://news.example/issue/4?id=9",
      },
      { path: "/services/gone", referrer: null },
      { path: "/newsletter/confirm/Ab3dEfGh1jKlMn0pQrStUvWx" },
    ]) {
      const res = await ctx.post("/not-found", {}, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await log();
    const gone = rows.find((r) => r.path === "/services/gone")!;
    expect(gone).toMatchObject({ count: 2, referrer_host: "news.example", redirected_to: null });
    expect(rows.map((r) => r.path)).toContain("/newsletter/confirm/:token");
    expect(JSON.stringify(rows)).not.toMatch(/secret123|Ab3dEfGh1jKlMn0pQrStUvWx|utm_source/);

    for (const body of [{ path: "not a path" }, { path: "//evil.example/x" }, {}, { path: "/a\u0000b" }]) {
      expect((await ctx.post("/not-found", {}, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it("turns a logged address into a redirect, which takes it off the log", async () => {
    await ctx.post("/not-found", {}, { path: "/old-pricing" });
    const row = (await log()).find((r) => r.path === "/old-pricing")!;
    expect(row).toBeDefined();
    const res = await ctx.admin("POST", "/redirects", {
      body: { from_path: row.path, to_path: "/services" },
    });
    expect(res.statusCode).toBe(200);
    expect((await log()).map((r) => r.path)).not.toContain("/old-pricing");

    await ctx.post("/not-found", {}, { path: "/dismiss-me" });
    const dismiss = (await log()).find((r) => r.path === "/dismiss-me")!;
    expect((await ctx.admin("DELETE", `/not-found-log/${dismiss.id}`)).statusCode).toBe(200);
    expect((await log()).map((r) => r.path)).not.toContain("/dismiss-me");
    expect((await ctx.admin("DELETE", `/not-found-log/${dismiss.id}`)).statusCode).toBe(404);
  });

  it("stays bounded: past its limit the least recently seen addresses go", async () => {
    const db = ctx.handle.db;
    const old = new Date("2020-01-01T00:00:00Z");
    await db.insert(notFoundLog).values(
      Array.from({ length: NOT_FOUND_LOG_MAX }, (_, i) => ({
        tenantId: ctx.tenantId,
        path: `/filler/${i}`,
        lastSeen: new Date(old.getTime() + i * 1000),
      })),
    );
    await ctx.post("/not-found", {}, { path: "/fresh-404" });
    const rows = await db.select().from(notFoundLog).where(eq(notFoundLog.tenantId, ctx.tenantId));
    expect(rows).toHaveLength(NOT_FOUND_LOG_MAX);
    const paths = rows.map((r) => r.path);
    expect(paths).toContain("/fresh-404");
    expect(paths).not.toContain("/filler/0");
    expect(paths).toContain(`/filler/${NOT_FOUND_LOG_MAX - 1}`);
  });
});

describe("SEO fields saved on their own", () => {
  it("a post's and an opening's panel: saved, audited, public, refreshed; a form save without them keeps them", async () => {
    const { id } = (await ctx.admin("POST", "/blog-posts", { body: post({ slug: "seo-panel" }) })).json();
    await ctx.admin("POST", `/blog-posts/${id}/publish`);
    ctx.refreshed.length = 0;
    const seo = { seo_title: "Panel title", seo_description: "Panel description.", seo_image: "" };
    const saved = await ctx.admin("PUT", `/blog-posts/${id}/seo`, { body: seo });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      seo_title: "Panel title",
      seo_description: "Panel description.",
      seo_image: null,
    });
    expect(ctx.refreshed).toEqual([["post:seo-panel"]]);
    // The editor's form sends no SEO fields: they stay.
    await ctx.admin("PUT", `/blog-posts/${id}`, { body: post({ slug: "seo-panel", title: "Retitled" }) });
    const article = (
      await ctx.get("/blog-posts/article/slug", { slug_name: "seo-panel" })
    ).json() as BlogPost;
    expect(article.seo).toEqual({ title: "Panel title", description: "Panel description.", image: null });
    const trail = (await ctx.admin("GET", "/audit", { query: { action: "post.seo" } })).json();
    expect(trail.content[0]).toMatchObject({
      target_id: String(id),
      summary: "Moving a Monolith One Route at a Time",
    });
    const bad = await ctx.admin("PUT", `/blog-posts/${id}/seo`, {
      body: { seo_description: "d".repeat(201) },
    });
    expect(bad.json().errors).toEqual({ seo_description: SEO_MESSAGES.seoDescription });

    const careers = (await ctx.admin("GET", "/careers", { query: { size: 100 } })).json().content as {
      id: number;
      published: boolean;
    }[];
    const career = careers.find((x) => x.published)!.id;
    const c = await ctx.admin("PUT", `/careers/${career}/seo`, {
      body: { seo_title: "Join us", seo_description: "An opening.", seo_image: "/media/blog/x.png" },
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(c.json()).toMatchObject({ seo_title: "Join us", seo_image: "/media/blog/x.png" });
    const open = (await ctx.get(`/job-applications/${career}/tenants`)).json();
    expect(open.seo).toEqual({ title: "Join us", description: "An opening.", image: "/media/blog/x.png" });
  });
});
