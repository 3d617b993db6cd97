/**
 * Archiving posts (issue 31, items 3 and 7), as openings are archived: an archived post is a draft off
 * the blog (its page 404s, it leaves the published list and search, its pages are refreshed), out of
 * the team's default list and counted under "Archived"; unarchived it comes back a draft. One at a
 * time and in bulk, each change audited; only whoever may publish may do it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES, type AdminPost, type AdminPostCounts } from "@site/contract";
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

async function newPost(n: number, stamp: string, publish = false): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", {
    body: {
      title: `Archive ${stamp} post ${n}`,
      slug: `archive-${stamp}-post-${n}`,
      summary: "A short summary for the list.",
      body: "Some **words** to read.",
      body_format: "markdown",
      author_slug: "ben-ortiz",
      category_ids: [ctx.seed.categoryIds.get(2)!],
      banner_tag: null,
      hero_image_path: heroPath,
      hero_image_alt_text: "A wall of sticky notes",
      hero_image_title: "Planning",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const post = res.json() as AdminPost;
  if (!publish) return post;
  const published = await ctx.admin("POST", `/blog-posts/${post.id}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  return published.json() as AdminPost;
}

const counts = async () => (await ctx.admin("GET", "/blog-posts/counts")).json() as AdminPostCounts;
const listed = async (query: Record<string, string | number>) =>
  (
    (await ctx.admin("GET", "/blog-posts", { query: { size: 100, ...query } })).json().content as AdminPost[]
  ).map((p) => p.id);
const publicPage = (slug: string) => ctx.get("/blog-posts/article/slug", { slug_name: slug });
const publicList = async (search: string) =>
  ((await ctx.get("/blog-posts/published", { search, size: 50 })).json().content as { slug: string }[]).map(
    (p) => p.slug,
  );
const trail = async (action: string, ids: number[]) => {
  const res = await ctx.admin("GET", "/audit", { query: { action, size: 100 } });
  return (res.json().content as { target_id: string; summary: string }[]).filter((e) =>
    ids.some((id) => String(id) === e.target_id),
  );
};

describe("archiving a post (issue 31, item 3)", () => {
  it("takes a published post off the blog and the default list, under Archived; unarchived it is a draft", async () => {
    const stamp = Date.now().toString(36);
    const post = await newPost(1, stamp, true);
    expect((await publicPage(post.slug)).statusCode).toBe(200);
    expect(await publicList(stamp)).toContain(post.slug);
    const before = await counts();
    ctx.refreshed.length = 0;

    const archived = await ctx.admin("POST", `/blog-posts/${post.id}/archive`);
    expect(archived.statusCode, archived.body).toBe(200);
    const after = archived.json() as AdminPost;
    expect(after.status).toBe("DRAFT");
    expect(after.archived_at).not.toBeNull();
    expect(after.publish_at).toBeNull();

    // Off the blog at once: its page, the published list and search; its pages refreshed.
    expect((await publicPage(post.slug)).statusCode).toBe(404);
    expect(await publicList(stamp)).not.toContain(post.slug);
    expect(ctx.refreshed.flat()).toEqual(expect.arrayContaining(["posts", `post:${post.slug}`]));

    // Out of the default list and every state's tab; under Archived, counted there.
    expect(await listed({ q: stamp })).toEqual([]);
    expect(await listed({ q: stamp, status: "DRAFT" })).toEqual([]);
    expect(await listed({ q: stamp, status: "ARCHIVED" })).toEqual([post.id]);
    const now = await counts();
    expect(now.ARCHIVED).toBe(before.ARCHIVED + 1);
    expect(now.all).toBe(before.all - 1);
    expect(now.PUBLISHED).toBe(before.PUBLISHED - 1);

    // Archived, it cannot be published or scheduled: it is unarchived first.
    const publish = await ctx.admin("POST", `/blog-posts/${post.id}/publish`);
    expect(publish.statusCode).toBe(400);
    expect(publish.json().message).toBe(ADMIN_MESSAGES.postArchived);
    const schedule = await ctx.admin("POST", `/blog-posts/${post.id}/schedule`, {
      body: { publish_at: new Date(Date.now() + 3_600_000).toISOString() },
    });
    expect(schedule.statusCode).toBe(400);
    expect(schedule.json().errors).toEqual({ publish_at: ADMIN_MESSAGES.postArchived });

    const unarchived = await ctx.admin("POST", `/blog-posts/${post.id}/unarchive`);
    expect(unarchived.statusCode, unarchived.body).toBe(200);
    expect(unarchived.json()).toMatchObject({ status: "DRAFT", archived_at: null });
    expect(await listed({ q: stamp, status: "DRAFT" })).toEqual([post.id]);
    expect((await publicPage(post.slug)).statusCode).toBe(404);
    expect((await counts()).ARCHIVED).toBe(before.ARCHIVED);

    const [archive] = await trail("post.archive", [post.id]);
    expect(archive?.summary).toBe(post.title);
    expect(await trail("post.unarchive", [post.id])).toHaveLength(1);
  });

  it("cancels a draft's schedule", async () => {
    const stamp = `s${Date.now().toString(36)}`;
    const post = await newPost(1, stamp);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      (await ctx.admin("POST", `/blog-posts/${post.id}/schedule`, { body: { publish_at: at } })).statusCode,
    ).toBe(200);
    const archived = (await ctx.admin("POST", `/blog-posts/${post.id}/archive`)).json() as AdminPost;
    expect(archived.publish_at).toBeNull();
    expect(await listed({ q: stamp, status: "SCHEDULED" })).toEqual([]);
  });

  it("is for whoever may publish: the Editor, not a Contributor, Recruiter or Sales", async () => {
    const stamp = `r${Date.now().toString(36)}`;
    const post = await newPost(1, stamp);
    for (const role of ["contributor", "recruiter", "sales"] as const) {
      const person = await ctx.sessionFor([role]);
      const res = await ctx.admin("POST", `/blog-posts/${post.id}/archive`, { session: person.token });
      expect(res.statusCode, role).toBe(403);
    }
    const editor = await ctx.sessionFor(["editor"]);
    expect(
      (await ctx.admin("POST", `/blog-posts/${post.id}/archive`, { session: editor.token })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.admin("POST", `/blog-posts/${post.id}/unarchive`, { session: editor.token })).statusCode,
    ).toBe(200);
    // No such post, or a malformed id: 404 and 400.
    expect((await ctx.admin("POST", "/blog-posts/999999999/archive")).statusCode).toBe(404);
    expect((await ctx.admin("POST", "/blog-posts/x/unarchive")).statusCode).toBe(400);
    const other = await createAdminTestContext();
    try {
      expect((await other.admin("POST", `/blog-posts/${post.id}/archive`)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it("archives the ticked posts in one request, each audited; an archived post is not published in bulk", async () => {
    const stamp = `b${Date.now().toString(36)}`;
    const [a, b, c] = [await newPost(1, stamp, true), await newPost(2, stamp), await newPost(3, stamp)];
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/blog-posts/bulk", {
      body: { ids: [a.id, b.id, 999_997], status: "ARCHIVED" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ updated: 2, missing: [999_997] });
    expect((await publicPage(a.slug)).statusCode).toBe(404);
    expect(ctx.refreshed.flat()).toEqual(expect.arrayContaining([`post:${a.slug}`]));
    expect(await listed({ q: stamp })).toEqual([c.id]);
    expect((await listed({ q: stamp, status: "ARCHIVED" })).sort()).toEqual([a.id, b.id].sort());
    expect((await trail("post.archive", [a.id, b.id, c.id])).map((e) => e.target_id).sort()).toEqual(
      [a.id, b.id].map(String).sort(),
    );

    // Archived again: left as it is, not recorded twice; publishing it in bulk answers it as missing.
    expect(
      (await ctx.admin("POST", "/blog-posts/bulk", { body: { ids: [a.id], status: "ARCHIVED" } })).json(),
    ).toEqual({ updated: 1, missing: [] });
    expect(await trail("post.archive", [a.id])).toHaveLength(1);
    expect(
      (
        await ctx.admin("POST", "/blog-posts/bulk", { body: { ids: [a.id, c.id], status: "PUBLISHED" } })
      ).json(),
    ).toEqual({ updated: 1, missing: [a.id] });
    expect((await publicPage(a.slug)).statusCode).toBe(404);

    const contributor = await ctx.sessionFor(["contributor"]);
    const refused = await ctx.admin("POST", "/blog-posts/bulk", {
      body: { ids: [c.id], status: "ARCHIVED" },
      session: contributor.token,
    });
    expect(refused.statusCode).toBe(403);
  });
});
