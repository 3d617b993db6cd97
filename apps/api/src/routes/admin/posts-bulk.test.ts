import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPost, AdminPostBulkResult } from "@site/contract";
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

async function newDraft(n: number, stamp: string): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", {
    body: {
      title: `Bulk ${stamp} post ${n}`,
      slug: `bulk-${stamp}-post-${n}`,
      summary: "A short summary for the list.",
      body: "Some **words** to read.",
      body_format: "markdown",
      author_slug: "ben-ortiz",
      category_ids: [ctx.seed.categoryIds.get(2)!],
      banner_tag: "UI/UX Design",
      hero_image_path: heroPath,
      hero_image_alt_text: "A wall of sticky notes",
      hero_image_title: "Planning",
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPost;
}

const bulk = (body: unknown, session?: string) =>
  ctx.admin("POST", "/blog-posts/bulk", { body, ...(session ? { session } : {}) });
const statusOf = async (id: number) =>
  ((await ctx.admin("GET", `/blog-posts/${id}`)).json() as AdminPost).status;

describe("posts in bulk (issue 31, item 7)", () => {
  it("publishes and unpublishes the ticked posts in one request, each change audited once", async () => {
    const stamp = Date.now().toString(36);
    const [a, b, c] = [await newDraft(1, stamp), await newDraft(2, stamp), await newDraft(3, stamp)];
    expect(a!.status).toBe("DRAFT");
    ctx.refreshed.length = 0;

    const published = await bulk({ ids: [a!.id, b!.id, 999_999, a!.id], status: "PUBLISHED" });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({ updated: 2, missing: [999_999] } satisfies AdminPostBulkResult);
    expect([await statusOf(a!.id), await statusOf(b!.id), await statusOf(c!.id)]).toEqual([
      "PUBLISHED",
      "PUBLISHED",
      "DRAFT",
    ]);
    const after = (await ctx.admin("GET", `/blog-posts/${a!.id}`)).json() as AdminPost;
    expect(after.published_date).not.toBeNull();
    expect(ctx.refreshed.flat()).toEqual(
      expect.arrayContaining(["posts", `post:${a!.slug}`, `post:${b!.slug}`]),
    );
    const pub = await ctx.get("/blog-posts/article/slug", { slug_name: a!.slug });
    expect(pub.statusCode).toBe(200);

    // Already published: left as it is, and not recorded twice.
    expect((await bulk({ ids: [a!.id, c!.id], status: "PUBLISHED" })).json()).toEqual({
      updated: 2,
      missing: [],
    });
    const unpublished = await bulk({ ids: [a!.id, c!.id], status: "DRAFT" });
    expect(unpublished.json()).toEqual({ updated: 2, missing: [] });
    expect([await statusOf(a!.id), await statusOf(b!.id), await statusOf(c!.id)]).toEqual([
      "DRAFT",
      "PUBLISHED",
      "DRAFT",
    ]);

    const trail = async (action: string) => {
      const res = await ctx.admin("GET", "/audit", { query: { action, size: 100 } });
      return (res.json().content as { target_id: string; summary: string }[]).filter((e) =>
        [a, b, c].some((p) => String(p!.id) === e.target_id),
      );
    };
    const publishes = await trail("post.publish");
    expect(publishes.map((e) => e.target_id).sort()).toEqual([a!.id, b!.id, c!.id].map(String).sort());
    expect(publishes.find((e) => e.target_id === String(a!.id))!.summary).toBe(a!.title);
    expect((await trail("post.unpublish")).map((e) => e.target_id).sort()).toEqual(
      [a!.id, c!.id].map(String).sort(),
    );
  });

  it("is for whoever may publish; refuses a bad body naming the field; never reaches another tenant", async () => {
    const stamp = `x${Date.now().toString(36)}`;
    const mine = await newDraft(1, stamp);
    const contributor = await ctx.sessionFor(["contributor"]);
    expect((await bulk({ ids: [mine.id], status: "PUBLISHED" }, contributor.token)).statusCode).toBe(403);
    const editor = await ctx.sessionFor(["editor"]);
    expect((await bulk({ ids: [mine.id], status: "DRAFT" }, editor.token)).statusCode).toBe(200);

    for (const [body, field] of [
      [{ ids: [], status: "PUBLISHED" }, "ids"],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: "PUBLISHED" }, "ids"],
      [{ ids: [mine.id], status: "SPAM" }, "status"],
      [{ ids: ["x"], status: "DRAFT" }, "ids.0"],
    ] as const) {
      const bad = await bulk(body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(bad.json().errors)).toEqual([field]);
    }

    const other = await createAdminTestContext();
    try {
      const answer = await other.admin("POST", "/blog-posts/bulk", {
        body: { ids: [mine.id], status: "PUBLISHED" },
      });
      expect(answer.json()).toEqual({ updated: 0, missing: [mine.id] });
      expect(await statusOf(mine.id)).toBe("DRAFT");
    } finally {
      await other.close();
    }
  });

  it("deletes the ticked posts (off the blog, kept for the undo) and undoes it, each audited", async () => {
    const stamp = `d${Date.now().toString(36)}`;
    const [a, b, c] = [await newDraft(1, stamp), await newDraft(2, stamp), await newDraft(3, stamp)];
    await bulk({ ids: [a!.id], status: "PUBLISHED" });
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: a!.slug })).statusCode).toBe(200);
    ctx.refreshed.length = 0;

    const deleted = await bulk({ ids: [a!.id, b!.id, 999_998], status: "DELETED" });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ updated: 2, missing: [999_998] } satisfies AdminPostBulkResult);
    // Off the blog at once (its pages revalidated), out of the list, in "Recently deleted".
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: a!.slug })).statusCode).toBe(404);
    expect(ctx.refreshed.flat()).toEqual(expect.arrayContaining([`post:${a!.slug}`]));
    const listed = (await ctx.admin("GET", "/blog-posts", { query: { size: 100, q: stamp } })).json()
      .content as AdminPost[];
    expect(listed.map((p) => p.id)).toEqual([c!.id]);
    const recent = (await ctx.admin("GET", "/blog-posts/deleted")).json() as { id: number }[];
    expect(recent.map((p) => p.id)).toEqual(expect.arrayContaining([a!.id, b!.id]));

    // A deleted post is not published, unpublished or deleted again by a bulk change: it is missing.
    expect((await bulk({ ids: [a!.id, c!.id], status: "PUBLISHED" })).json()).toEqual({
      updated: 1,
      missing: [a!.id],
    });
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: a!.slug })).statusCode).toBe(404);

    // The undo: each comes back as it was, the published one on the blog again.
    ctx.refreshed.length = 0;
    const undone = await ctx.admin("POST", "/blog-posts/bulk/undelete", {
      body: { ids: [a!.id, b!.id, c!.id] },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json()).toEqual({ updated: 2, missing: [c!.id] } satisfies AdminPostBulkResult);
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual(["PUBLISHED", "DRAFT"]);
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: a!.slug })).statusCode).toBe(200);
    expect(ctx.refreshed.flat()).toEqual(expect.arrayContaining([`post:${a!.slug}`]));

    const trail = async (action: string) => {
      const res = await ctx.admin("GET", "/audit", { query: { action, size: 100 } });
      return (res.json().content as { target_id: string }[])
        .map((e) => e.target_id)
        .filter((id) => [a, b, c].some((p) => String(p!.id) === id))
        .sort();
    };
    expect(await trail("post.delete")).toEqual([a!.id, b!.id].map(String).sort());
    expect(await trail("post.undelete")).toEqual([a!.id, b!.id].map(String).sort());

    // Whoever may not publish may not delete in bulk either; a bad body names the field.
    const contributor = await ctx.sessionFor(["contributor"]);
    expect((await bulk({ ids: [c!.id], status: "DELETED" }, contributor.token)).statusCode).toBe(403);
    const bad = await ctx.admin("POST", "/blog-posts/bulk/undelete", { body: { ids: [] } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(["ids"]);
  });
});
