/**
 * Issue 31, items 5 and 3: what the team typed into a post or a job description comes back as typed (the
 * sanitized HTML derived from it; rows from before keep working), a job description previews for the
 * Recruiter, and posts and careers are deleted with an undo, audited, out of public view meanwhile.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminCareer, AdminDeletedItem, AdminPost, AdminRevision, Paged } from "@site/contract";
import { auditEntries, careers, posts } from "../../db/schema";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
let hero: string;
beforeAll(async () => {
  ctx = await createAdminTestContext();
  hero = (await ctx.get("/blog-posts/article/slug", { slug_name: "post-one" })).json().hero_image.file_path;
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const MARKDOWN =
  "## Why we ship on Fridays\n\nWe **don't**, mostly.\n\n- one\n- two\n\n<script>alert(1)</script>";

const postForm = (slug: string, over: Record<string, unknown> = {}) => ({
  title: `Post ${slug}`,
  slug,
  summary: "A post to keep as typed.",
  body: MARKDOWN,
  body_format: "markdown",
  author_slug: "ben-ortiz",
  category_ids: [],
  banner_tag: null,
  hero_image_path: hero,
  hero_image_alt_text: "A desk",
  hero_image_title: "Drafting",
  ...over,
});

const careerForm = (over: Record<string, unknown> = {}) => ({
  title: "Release Engineer",
  position_arrangement: "FULL_TIME_REMOTE",
  job_description: "### What you will do\n\nKeep *releases* dull.",
  body_format: "markdown",
  status: "OPEN",
  published: true,
  pay_min: 120000,
  pay_max: 150000,
  pay_currency: "USD",
  pay_period: "YEAR",
  ...over,
});

async function newPost(slug: string, over: Record<string, unknown> = {}): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", { body: postForm(slug, over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function newCareer(over: Record<string, unknown> = {}): Promise<AdminCareer> {
  const res = await ctx.admin("POST", "/careers", { body: careerForm(over) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const audited = async (action: string, targetId: number) =>
  ctx.handle.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.tenantId, ctx.tenantId),
        eq(auditEntries.action, action),
        eq(auditEntries.targetId, String(targetId)),
      ),
    );

describe("Markdown stays Markdown", () => {
  it("keeps a post's Markdown as typed beside its derived, sanitized HTML, through edits and restores", async () => {
    const post = await newPost("kept-as-typed");
    expect(post.body_source).toBe(MARKDOWN);
    expect(post.body_format).toBe("markdown");
    expect(post.body).toContain("<h2>Why we ship on Fridays</h2>");
    expect(post.body).toContain("<strong>don't</strong>");
    expect(post.body).not.toContain("script");

    const again = (await ctx.admin("GET", `/blog-posts/${post.id}`)).json() as AdminPost;
    expect(again.body_source).toBe(MARKDOWN);

    const edited = `${MARKDOWN}\n\n> A quote, added later.`;
    const put = await ctx.admin("PUT", `/blog-posts/${post.id}`, {
      body: postForm("kept-as-typed", { body: edited }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((put.json() as AdminPost).body_source).toBe(edited);

    // Version 1 held the first Markdown: restoring it gives the editor that Markdown back.
    const v1 = (await ctx.admin("GET", `/blog-posts/${post.id}/revisions/1`)).json() as AdminRevision;
    expect(v1.body_source).toBe(MARKDOWN);
    const restored = await ctx.admin("POST", `/blog-posts/${post.id}/revisions/1/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ body_source: MARKDOWN, body_format: "markdown" });
    expect((restored.json() as AdminPost).body).toContain("<h2>Why we ship on Fridays</h2>");
  });

  it("shows a post saved before the source was kept with its stored HTML as its source", async () => {
    const post = await newPost("from-before");
    await ctx.handle.db.update(posts).set({ bodySource: null }).where(eq(posts.id, post.id));
    const old = (await ctx.admin("GET", `/blog-posts/${post.id}`)).json() as AdminPost;
    expect(old.body_format).toBe("html");
    expect(old.body_source).toBe(post.body);
  });

  it("keeps a job description as typed, and an older opening's HTML as its source", async () => {
    const career = await newCareer();
    expect(career.description_source).toBe("### What you will do\n\nKeep *releases* dull.");
    expect(career.body_format).toBe("markdown");
    expect(career.job_description).toBe("<h3>What you will do</h3>\n<p>Keep <em>releases</em> dull.</p>");
    await ctx.handle.db.update(careers).set({ descriptionSource: null }).where(eq(careers.id, career.id));
    const old = (await ctx.admin("GET", `/careers/${career.id}`)).json() as AdminCareer;
    expect(old).toMatchObject({ body_format: "html", description_source: career.job_description });
  });

  it("previews a job description for the Recruiter, who may not use the blog's preview", async () => {
    const recruiter = await ctx.sessionFor(["recruiter"]);
    const json = { body: "**Remote** first.\n\n<img src=x onerror=alert(1)>", body_format: "markdown" };
    const blog = await ctx.admin("POST", "/blog-posts/preview", { body: json, session: recruiter.token });
    expect(blog.statusCode).toBe(403);
    const res = await ctx.admin("POST", "/careers/preview", { body: json, session: recruiter.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().html).toContain("<strong>Remote</strong> first.");
    expect(res.json().html).not.toContain("onerror");
    const contributor = await ctx.sessionFor(["contributor"]);
    const refused = await ctx.admin("POST", "/careers/preview", { body: json, session: contributor.token });
    expect(refused.statusCode).toBe(403);
    const tooLong = await ctx.admin("POST", "/careers/preview", {
      body: { body: "x".repeat(200_001), body_format: "markdown" },
      session: recruiter.token,
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).not.toMatch(/Too big|expected/);
  });
});

describe("delete with undo", () => {
  it("takes a published post off the blog and the team's lists, and the undo puts it back as it was", async () => {
    const post = await newPost("delete-me");
    expect((await ctx.admin("POST", `/blog-posts/${post.id}/publish`)).statusCode).toBe(200);
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "delete-me" })).statusCode).toBe(200);
    ctx.refreshed.length = 0;

    const del = await ctx.admin("DELETE", `/blog-posts/${post.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(ctx.refreshed.length).toBeGreaterThan(0);
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "delete-me" })).statusCode).toBe(404);
    expect((await ctx.admin("GET", `/blog-posts/${post.id}`)).statusCode).toBe(404);
    const list = (
      await ctx.admin("GET", "/blog-posts", { query: { q: "delete-me" } })
    ).json() as Paged<AdminPost>;
    expect(list.content).toHaveLength(0);
    const deleted = (await ctx.admin("GET", "/blog-posts/deleted")).json() as AdminDeletedItem[];
    expect(deleted.map((d) => d.id)).toContain(post.id);
    // Gone means gone for edits too, and a second delete finds nothing.
    expect(
      (await ctx.admin("PUT", `/blog-posts/${post.id}`, { body: postForm("delete-me") })).statusCode,
    ).toBe(404);
    expect((await ctx.admin("DELETE", `/blog-posts/${post.id}`)).statusCode).toBe(404);

    const undo = await ctx.admin("POST", `/blog-posts/${post.id}/undelete`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ status: "PUBLISHED", body_source: MARKDOWN });
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "delete-me" })).statusCode).toBe(200);
    expect((await ctx.admin("POST", `/blog-posts/${post.id}/undelete`)).statusCode).toBe(404);

    const [deletion] = await audited("post.delete", post.id);
    expect(deletion).toMatchObject({ summary: "Post delete-me" });
    expect(await audited("post.undelete", post.id)).toHaveLength(1);
  });

  it("lets a contributor delete a draft but not take a published post off the blog", async () => {
    const contributor = await ctx.sessionFor(["contributor"]);
    const draft = await newPost("contributor-draft");
    const live = await newPost("editor-live");
    await ctx.admin("POST", `/blog-posts/${live.id}/publish`);
    const refused = await ctx.admin("DELETE", `/blog-posts/${live.id}`, { session: contributor.token });
    expect(refused.statusCode).toBe(403);
    const ok = await ctx.admin("DELETE", `/blog-posts/${draft.id}`, { session: contributor.token });
    expect(ok.statusCode, ok.body).toBe(200);
    const back = await ctx.admin("POST", `/blog-posts/${draft.id}/undelete`, { session: contributor.token });
    expect(back.json()).toMatchObject({ status: "DRAFT" });
  });

  it("takes a career off the careers page, closed to applications, and the undo lists it again", async () => {
    const career = await newCareer({ title: "Deleted Role" });
    const del = await ctx.admin("DELETE", `/careers/${career.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect((await ctx.get(`/job-applications/${career.id}/tenants`)).statusCode).toBe(404);
    const list = (await ctx.admin("GET", "/careers")).json() as Paged<AdminCareer>;
    expect(list.content.map((c) => c.id)).not.toContain(career.id);
    const deleted = (await ctx.admin("GET", "/careers/deleted")).json() as AdminDeletedItem[];
    expect(deleted[0]).toMatchObject({ id: career.id, title: "Deleted Role" });

    const undo = await ctx.admin("POST", `/careers/${career.id}/undelete`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toMatchObject({ published: true, posted_date: career.posted_date });
    expect((await ctx.get(`/job-applications/${career.id}/tenants`)).statusCode).toBe(200);
    expect(await audited("career.delete", career.id)).toHaveLength(1);
    expect(await audited("career.undelete", career.id)).toHaveLength(1);
  });
});
