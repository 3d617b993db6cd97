/**
 * Editorial power for posts (issue 21): preview links of a draft (signed, expiring, revocable, readable
 * without an account) and a post's versions (every save keeps one; restoring one is a new version, audited).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  CACHE_TAGS,
  EDITORIAL_MESSAGES,
  type AdminPost,
  type AdminPreviewLink,
  type AdminRevision,
  type AdminRevisionSummary,
} from "@site/contract";
import { auditEntries, postPreviewLinks, posts } from "../../db/schema";
import { BASELINE_LABEL } from "../../lib/publishing/versions";
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

const form = (slug: string, over: Partial<Record<string, unknown>> = {}) => ({
  title: `Draft ${slug}`,
  slug,
  summary: "A draft to look at before it goes out.",
  body: "<p>The first words of the draft.</p>",
  body_format: "html",
  author_slug: "ben-ortiz",
  category_ids: [ctx.seed.categoryIds.get(2)!],
  banner_tag: null,
  hero_image_path: hero,
  hero_image_alt_text: "A desk",
  hero_image_title: "Drafting",
  ...over,
});

async function newDraft(slug: string, options: { session?: string } = {}): Promise<AdminPost> {
  const res = await ctx.admin("POST", "/blog-posts", { body: form(slug), ...options });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const preview = (token: string) => ctx.get("/blog-posts/preview", { token });
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

describe("preview links", () => {
  it("shows a draft to anyone with the link, for 7 days, never cached; revoking it ends it", async () => {
    const post = await newDraft("preview-me");
    const before = Date.now();
    const res = await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`);
    expect(res.statusCode, res.body).toBe(200);
    const link: AdminPreviewLink = res.json();
    expect(link.token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(link.expires_at) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const shown = await preview(link.token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    expect(shown.json()).toMatchObject({
      title: "Draft preview-me",
      slug: "preview-me",
      body: "<p>The first words of the draft.</p>",
      status: "DRAFT",
      preview_expires_at: link.expires_at,
      author_name: { slug: "ben-ortiz" },
    });
    // Still a draft for everyone else.
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "preview-me" })).statusCode).toBe(404);

    const listed = await ctx.admin("GET", `/blog-posts/${post.id}/preview-links`);
    expect(listed.json()).toEqual([link]);

    const revoked = await ctx.admin("DELETE", `/blog-posts/${post.id}/preview-links/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const gone = await preview(link.token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("This preview link has expired or was revoked");
    expect((await ctx.admin("GET", `/blog-posts/${post.id}/preview-links`)).json()).toEqual([]);
    // Revoking twice finds no live link.
    expect((await ctx.admin("DELETE", `/blog-posts/${post.id}/preview-links/${link.id}`)).statusCode).toBe(
      404,
    );
    expect(await audited("post.preview_link.create", post.id)).toHaveLength(1);
    expect(await audited("post.preview_link.revoke", post.id)).toHaveLength(1);
  });

  it("answers 404 for an altered, unknown, expired or deleted post's token and 400 for a malformed one", async () => {
    const post = await newDraft("preview-refusals");
    const link: AdminPreviewLink = (
      await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`, { body: { expires_in_days: 1 } })
    ).json();
    expect((await preview(link.token)).statusCode).toBe(200);
    const [id, mac] = link.token.split(".") as [string, string];
    const swap = (c: string) => (c === "A" ? "B" : "A");
    // One character changed in the middle, or at the end (whose last two bits no byte holds).
    const middle = `${id}.${mac.slice(0, 10)}${swap(mac[10]!)}${mac.slice(11)}`;
    const last = `${id}.${mac.slice(0, -1)}${swap(mac.at(-1)!)}`;
    expect((await preview(middle)).statusCode).toBe(404);
    expect((await preview(last)).statusCode).toBe(404);
    // Another link's id with this one's MAC: not a token.
    expect((await preview(`${Number(id) + 1000}.${mac}`)).statusCode).toBe(404);
    for (const bad of ["", "abc", `${id}`, `${id}.short`, `0.${mac}`, `${id}.${mac}!`]) {
      const res = await preview(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().errors.token).toBe(EDITORIAL_MESSAGES.previewToken);
    }

    // The clock past its expiry: the link no longer works.
    await ctx.handle.db
      .update(postPreviewLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(postPreviewLinks.id, link.id));
    expect((await preview(link.token)).statusCode).toBe(404);

    // A post deleted: its links go with it.
    const doomed = await newDraft("preview-deleted");
    const doomedLink: AdminPreviewLink = (
      await ctx.admin("POST", `/blog-posts/${doomed.id}/preview-links`)
    ).json();
    expect((await preview(doomedLink.token)).statusCode).toBe(200);
    await ctx.handle.db.delete(posts).where(eq(posts.id, doomed.id));
    expect((await preview(doomedLink.token)).statusCode).toBe(404);
    expect((await ctx.admin("POST", `/blog-posts/${doomed.id}/preview-links`)).statusCode).toBe(404);
  });

  it("is for drafts, 1 to 30 days, made by whoever may edit the draft; a link of a post published since shows it as published", async () => {
    const contributor = await ctx.sessionFor(["contributor"], { name: "Casey Contributor" });
    const post = await newDraft("preview-rules", { session: contributor.token });
    for (const days of [0, 31, 2.5, "7"]) {
      const res = await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`, {
        body: { expires_in_days: days },
      });
      expect(res.statusCode, String(days)).toBe(400);
      expect(res.json().errors.expires_in_days).toBe(EDITORIAL_MESSAGES.previewDays);
    }
    const mine = await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`, {
      session: contributor.token,
      body: { expires_in_days: 30 },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().created_by).toBe("Casey Contributor");
    const moderator = await ctx.sessionFor(["moderator"]);
    expect(
      (await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`, { session: moderator.token }))
        .statusCode,
    ).toBe(403);

    expect((await ctx.admin("POST", `/blog-posts/${post.id}/publish`)).statusCode).toBe(200);
    const refused = await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EDITORIAL_MESSAGES.previewNotDraft);
    const live = await preview(mine.json().token);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: "PUBLISHED", slug: "preview-rules" });
  });

  it("a token of one tenant names nothing in another", async () => {
    const other = await createAdminTestContext();
    try {
      const post = await newDraft("preview-tenant");
      const link: AdminPreviewLink = (await ctx.admin("POST", `/blog-posts/${post.id}/preview-links`)).json();
      expect((await other.get("/blog-posts/preview", { token: link.token })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe("versions", () => {
  const versions = async (id: number): Promise<AdminRevisionSummary[]> => {
    const res = await ctx.admin("GET", `/blog-posts/${id}/revisions`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("keeps every save with who and when; restoring an older one brings its text back as a new version, audited", async () => {
    const editor = await ctx.sessionFor(["editor"], { name: "Erin Editor" });
    const post = await newDraft("versioned", { session: editor.token });
    expect(await versions(post.id)).toMatchObject([
      { number: 1, title: "Draft versioned", created_by: "Erin Editor", restored_from: null },
    ]);
    const edit = (over: Record<string, unknown>) =>
      ctx.admin("PUT", `/blog-posts/${post.id}`, { body: form("versioned", over) });
    expect((await edit({ title: "Second title", body: "<p>Rewritten from scratch.</p>" })).statusCode).toBe(
      200,
    );
    expect(
      (
        await edit({
          title: "Third title",
          summary: "A new summary.",
          body: "<p>Rewritten again.</p>",
          category_ids: [],
        })
      ).statusCode,
    ).toBe(200);
    const three = await versions(post.id);
    expect(three.map((v) => [v.number, v.title, v.created_by])).toEqual([
      [3, "Third title", "key: tests"],
      [2, "Second title", "key: tests"],
      [1, "Draft versioned", "Erin Editor"],
    ]);
    expect(Date.parse(three[0]!.created_at)).toBeGreaterThanOrEqual(Date.parse(three[2]!.created_at));

    const first: AdminRevision = (await ctx.admin("GET", `/blog-posts/${post.id}/revisions/1`)).json();
    expect(first).toMatchObject({
      number: 1,
      title: "Draft versioned",
      summary: "A draft to look at before it goes out.",
      body: "<p>The first words of the draft.</p>",
      author_slug: "ben-ortiz",
      category_ids: [ctx.seed.categoryIds.get(2)!],
    });

    const restored = await ctx.admin("POST", `/blog-posts/${post.id}/revisions/1/restore`, {
      session: editor.token,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: "Draft versioned",
      summary: "A draft to look at before it goes out.",
      body: "<p>The first words of the draft.</p>",
      categories: [{ category_id: ctx.seed.categoryIds.get(2)! }],
    });
    const four = await versions(post.id);
    expect(four[0]).toMatchObject({
      number: 4,
      title: "Draft versioned",
      created_by: "Erin Editor",
      restored_from: 1,
    });
    const [entry] = await audited("post.restore", post.id);
    expect(entry).toMatchObject({
      actorLabel: editor.email,
      summary: "Draft versioned (version 1 restored)",
    });
    expect(JSON.parse(entry!.before!).title).toBe("Third title");
    expect(JSON.parse(entry!.after!).title).toBe("Draft versioned");
  });

  it("gives a post saved before versions existed its content then as version 1, before its next save", async () => {
    const all = await ctx.admin("GET", "/blog-posts", { query: { status: "PUBLISHED", size: 100 } });
    const seeded = (all.json().content as AdminPost[]).find((p) => p.slug === "post-one")!;
    const listed = await versions(seeded.id);
    expect(listed).toMatchObject([{ number: 1, title: seeded.title, created_by: BASELINE_LABEL }]);
    // Looking twice writes nothing more; the next save is version 2.
    expect(await versions(seeded.id)).toHaveLength(1);
    const saved = await ctx.admin("PUT", `/blog-posts/${seeded.id}`, {
      body: {
        title: `${seeded.title} (edited)`,
        slug: seeded.slug,
        summary: seeded.summary,
        body: seeded.body,
        body_format: "html",
        author_slug: seeded.author.slug,
        category_ids: seeded.categories.map((c) => c.category_id),
        banner_tag: seeded.banner_tag?.toLowerCase() ?? null,
        hero_image_path: seeded.hero_image_path,
        hero_image_alt_text: seeded.hero_image_alt_text,
        hero_image_title: seeded.hero_image_title,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await versions(seeded.id)).map((v) => [v.number, v.title])).toEqual([
      [2, `${seeded.title} (edited)`],
      [1, seeded.title],
    ]);
  });

  it("restoring a published post refreshes its public page; a contributor may not; bad numbers are 400, unknown 404", async () => {
    const post = await newDraft("versioned-live");
    await ctx.admin("PUT", `/blog-posts/${post.id}`, {
      body: form("versioned-live", { title: "Live title", body: "<p>What readers see now.</p>" }),
    });
    await ctx.admin("POST", `/blog-posts/${post.id}/publish`);
    const contributor = await ctx.sessionFor(["contributor"]);
    const forbidden = await ctx.admin("POST", `/blog-posts/${post.id}/revisions/1/restore`, {
      session: contributor.token,
    });
    expect(forbidden.statusCode).toBe(403);

    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", `/blog-posts/${post.id}/revisions/1/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(ctx.refreshed.flat()).toEqual(
      expect.arrayContaining([CACHE_TAGS.posts, CACHE_TAGS.post("versioned-live")]),
    );
    const page = await ctx.get("/blog-posts/article/slug", { slug_name: "versioned-live" });
    expect(page.json()).toMatchObject({
      title: "Draft versioned-live",
      body: "<p>The first words of the draft.</p>",
    });

    for (const bad of ["0", "abc", "1.5", "-1", "99999999999"]) {
      const r = await ctx.admin("GET", `/blog-posts/${post.id}/revisions/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json().errors.number).toBe(EDITORIAL_MESSAGES.revisionNumber);
    }
    expect((await ctx.admin("GET", `/blog-posts/${post.id}/revisions/99`)).statusCode).toBe(404);
    expect((await ctx.admin("POST", `/blog-posts/${post.id}/revisions/99/restore`)).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/blog-posts/2147483647/revisions")).statusCode).toBe(404);
  });

  it("refuses to restore a version whose author was deleted since, with the reason", async () => {
    const author = await ctx.admin("POST", "/authors", {
      body: { full_name: "Gone Soon", slug: "gone-soon", bio: "Writes briefly." },
    });
    expect(author.statusCode, author.body).toBe(200);
    const post = await newDraft("versioned-author");
    await ctx.admin("PUT", `/blog-posts/${post.id}`, {
      body: form("versioned-author", { author_slug: "gone-soon" }),
    });
    await ctx.admin("PUT", `/blog-posts/${post.id}`, { body: form("versioned-author") });
    expect((await ctx.admin("DELETE", `/authors/${author.json().id}`)).statusCode).toBe(200);
    const res = await ctx.admin("POST", `/blog-posts/${post.id}/revisions/2/restore`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.author_slug).toBe(EDITORIAL_MESSAGES.restoreAuthorGone);
    expect((await versions(post.id))[0]!.number).toBe(3);
  });
});
