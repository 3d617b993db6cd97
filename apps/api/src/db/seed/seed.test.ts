import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, isNotNull } from "drizzle-orm";
import { BANNER_TAGS, type BlogPostSummary, type CareerSummary } from "@site/contract";
import { buildApp } from "../../app";
import { testConfig } from "../../env";
import { closeDb, newTenantId, testDb } from "../../test/context";
import type { DbHandle } from "../client";
import { authors, comments, media, posts, tenants } from "../schema";
import { defaultSeedData } from "./data";
import { seedTenant } from ".";

let handle: DbHandle;
const tenantId = newTenantId("seed");

beforeAll(async () => {
  handle = await testDb();
  const result = await seedTenant(handle.db, tenantId, undefined, { name: "Cobaltline" });
  expect(result.seeded).toBe(true);
});
afterAll(closeDb);

describe("seedTenant with the default content", () => {
  it("creates the tenant with every author, post, category and career", async () => {
    const app = await buildApp({ db: handle.db, config: testConfig() });
    try {
      const get = (url: string) =>
        app.inject({ url: `${url}${url.includes("?") ? "&" : "?"}tenant_id=${tenantId}` });
      const page = (await get("/blog-posts/published?size=100")).json();
      expect(page.totalElements).toBe(defaultSeedData.posts.length);
      expect(page.totalElements).toBeGreaterThanOrEqual(30);
      const tags = new Set(page.content.map((p: BlogPostSummary) => p.banner_tag?.toLowerCase()));
      for (const tag of BANNER_TAGS) expect(tags, tag).toContain(tag);

      const cats = (await get("/blog-categories")).json();
      expect(cats.length).toBeGreaterThanOrEqual(6);
      expect(cats.every((c: { post_count: number }) => c.post_count > 0)).toBe(true);

      const authorList = (await get("/blog-authors")).json();
      expect(authorList).toHaveLength(3);
      const total = authorList.reduce(
        (n: number, a: { number_of_articles: number }) => n + a.number_of_articles,
        0,
      );
      expect(total).toBe(defaultSeedData.posts.length);

      const careerList = (await get("/job-applications/published/tenants")).json() as CareerSummary[];
      expect(careerList.length).toBeGreaterThanOrEqual(6);
      expect(careerList.some((c) => c.status === "CLOSED")).toBe(true);

      // Every image a page links to is there.
      for (const p of page.content as BlogPostSummary[]) {
        const res = await get(p.hero_image.file_path);
        expect(res.statusCode, p.hero_image.file_path).toBe(200);
      }
      for (const a of authorList)
        expect((await get(a.avatar.file_path)).headers["content-type"]).toBe("image/svg+xml");
    } finally {
      await app.close();
    }
  });

  it("stores comments in every state, shows only approved ones, with the company's replies", async () => {
    const rows = await handle.db
      .select({ status: comments.status, n: count() })
      .from(comments)
      .where(eq(comments.tenantId, tenantId))
      .groupBy(comments.status);
    const byStatus = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    expect(byStatus.APPROVED).toBeGreaterThan(0);
    expect(byStatus.PENDING).toBeGreaterThan(0);
    const [replied] = await handle.db
      .select({ n: count() })
      .from(comments)
      .where(
        and(
          eq(comments.tenantId, tenantId),
          eq(comments.status, "APPROVED"),
          isNotNull(comments.authorCommentContent),
        ),
      );
    expect(Number(replied!.n)).toBeGreaterThan(0);

    const app = await buildApp({ db: handle.db, config: testConfig() });
    try {
      const withPending = defaultSeedData.posts.find((p) => p.comments.some((c) => c.status === "PENDING"))!;
      const res = await app.inject({
        url: `/blog-posts/article/slug?slug_name=${withPending.slug}&tenant_id=${tenantId}`,
      });
      const shown = res
        .json()
        .blog_comments.map((c: { sender_comment_content: string }) => c.sender_comment_content);
      expect(shown).toEqual(
        withPending.comments
          .filter((c) => c.status === "APPROVED")
          .sort((x, y) => x.created_date.localeCompare(y.created_date))
          .map((c) => c.content),
      );
    } finally {
      await app.close();
    }
  });

  it("leaves a seeded tenant alone when called again", async () => {
    const again = await seedTenant(handle.db, tenantId);
    expect(again.seeded).toBe(false);
    const [n] = await handle.db.select({ n: count() }).from(posts).where(eq(posts.tenantId, tenantId));
    expect(Number(n!.n)).toBe(defaultSeedData.posts.length);
    const [a] = await handle.db.select({ n: count() }).from(authors).where(eq(authors.tenantId, tenantId));
    expect(Number(a!.n)).toBe(3);
    const [t] = await handle.db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    expect(t!.name).toBe("Cobaltline");
  });

  it("is deterministic: a second tenant gets the same content and artwork", async () => {
    const second = newTenantId("seed2");
    await seedTenant(handle.db, second);
    const snapshot = async (id: string) => ({
      posts: await handle.db
        .select({
          slug: posts.slug,
          title: posts.title,
          body: posts.body,
          readTime: posts.readTime,
          publishedDate: posts.publishedDate,
          likeCount: posts.likeCount,
          viewCount: posts.viewCount,
        })
        .from(posts)
        .where(eq(posts.tenantId, id))
        .orderBy(posts.slug),
      media: await handle.db
        .select({ path: media.path, content: media.content })
        .from(media)
        .where(eq(media.tenantId, id))
        .orderBy(media.path),
    });
    const [a, b] = [await snapshot(tenantId), await snapshot(second)];
    expect(b).toEqual(a);
    expect(a.media).toHaveLength(defaultSeedData.posts.length + defaultSeedData.authors.length);
  });
});
