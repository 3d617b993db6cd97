import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  API_ERRORS,
  blogPostSchema,
  blogPostSummarySchema,
  buildBlogFilter,
  pagedSchema,
  readTimeMinutes,
  VIEW_TOKEN_HEADER,
  type BlogPost,
  type BlogPostSummary,
  type Paged,
} from "@site/contract";
import { eq } from "drizzle-orm";
import { postPageViews } from "../../db/schema";
import { dayViewOf, newViewId, VIEW_TOKEN_TTL_MS } from "../../lib/engagement";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { likeOnce, startPageView } from "./blog-posts.queries";
import { fixture } from "../../test/fixture";

let t: TestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createTestContext();
  // A second tenant with the same slugs and its own counters: nothing of it may show up for the first.
  other = await createTestContext({
    data: {
      ...fixture,
      posts: fixture.posts.map((p) => ({ ...p, title: `Other ${p.title}`, view_count: 99_000 })),
    },
  });
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

const published = async (query: Record<string, string | number> = {}) => {
  const res = await t.get("/blog-posts/published", query);
  expect(res.statusCode, res.body).toBe(200);
  return pagedSchema(blogPostSummarySchema).parse(res.json()) as Paged<BlogPostSummary>;
};

describe("GET /blog-posts/published", () => {
  it("pages published posts newest first with the entity's exact shape", async () => {
    const page = await published({ page: 0, size: 4 });
    expect(page.totalElements).toBe(6);
    expect(page.totalPages).toBe(2);
    expect(page.content.map((p) => p.slug)).toEqual(["post-six", "post-five", "post-four", "post-three"]);
    const three = page.content[3]!;
    expect(three).toEqual({
      id: t.seed.postIds.get("post-three"),
      slug: "post-three",
      title: "Testing 100% of the Checkout",
      summary: "Testing 100% of the Checkout: what we learned.",
      hero_image: { file_path: "/media/blog/post-three.svg" },
      hero_image_alt_text: "Illustration for Testing 100% of the Checkout",
      hero_image_title: "Testing 100% of the Checkout",
      published_date: "2025-01-03T10:00:00.000Z",
      like_count: 3,
      view_count: 30,
      rating_value: 0,
      rating_count: 0,
      read_time: readTimeMinutes(fixture.posts[2]!.body),
      categories: [
        { category_id: t.seed.categoryIds.get(1), category_name: "Engineering" },
        { category_id: t.seed.categoryIds.get(3), category_name: "Quality" },
      ],
      author_name: { full_name: "Ada Quill", slug: "ada-quill" },
      banner_tag: "quality assurance",
    });
    // Every field of the entity; `search_match` only comes with a search (blog-search.test.ts).
    const fields = Object.keys(blogPostSummarySchema.shape).filter((k) => k !== "search_match");
    expect(Object.keys(three).sort()).toEqual(fields.sort());
  });

  it("answers the second page, oldest first, and an empty page past the end", async () => {
    const second = await published({ page: 1, size: 4 });
    expect(second.content.map((p) => p.slug)).toEqual(["post-two", "post-one"]);
    const asc = await published({ page: 0, size: 2, sort: "publishedDate,asc" });
    expect(asc.content.map((p) => p.slug)).toEqual(["post-one", "post-two"]);
    const beyond = await published({ page: 9, size: 4 });
    expect(beyond).toEqual({ content: [], totalPages: 2, totalElements: 6 });
  });

  it("filters by categories, by title (case-insensitive, wildcards literal) and by author", async () => {
    const design = await published({
      filter: buildBlogFilter({ categoryIds: [t.seed.categoryIds.get(2)!] }),
    });
    expect(design.content.map((p) => p.slug)).toEqual(["post-four", "post-two"]);

    const both = await published({
      filter: buildBlogFilter({ categoryIds: [t.seed.categoryIds.get(2)!, t.seed.categoryIds.get(3)!] }),
    });
    expect(both.content.map((p) => p.slug)).toEqual(["post-six", "post-four", "post-three", "post-two"]);

    const quality = await published({ filter: buildBlogFilter({ title: "QUALITY" }) });
    expect(quality.content.map((p) => p.slug)).toEqual(["post-six"]);

    // "%" and "_" are matched as themselves, not as LIKE wildcards.
    expect(
      (await published({ filter: buildBlogFilter({ title: "100%" }) })).content.map((p) => p.slug),
    ).toEqual(["post-three"]);
    expect(
      (await published({ filter: buildBlogFilter({ title: "e_c" }) })).content.map((p) => p.slug),
    ).toEqual(["post-five"]);
    expect((await published({ filter: buildBlogFilter({ title: "%" }) })).content.map((p) => p.slug)).toEqual(
      ["post-three"],
    );
    expect((await published({ filter: buildBlogFilter({ title: "_" }) })).totalElements).toBe(1);

    const combined = await published({
      filter: buildBlogFilter({ categoryIds: [t.seed.categoryIds.get(1)!], title: "release" }),
    });
    expect(combined.content.map((p) => p.slug)).toEqual(["post-one"]);

    const ben = await published({ filter: buildBlogFilter({ authorSlug: "ben-ortiz" }) });
    expect(ben.content.map((p) => p.slug)).toEqual(["post-four", "post-two"]);
    expect((await published({ filter: buildBlogFilter({ authorSlug: "nobody-here" }) })).totalElements).toBe(
      0,
    );
    expect((await published({ filter: "" })).totalElements).toBe(6);
  });

  it("answers 400 to every hostile or malformed filter", async () => {
    const hostile = [
      "title=ilike='x' OR 1=1",
      "title=ilike='x'' OR ''1''=''1'",
      "title=ilike='x';DROP TABLE posts",
      "title=ilike='%'; select pg_sleep(5); --",
      "blogCategories.id=in=(1);blogCategories.id=in=(2)",
      "blogCategories.id=in=(1) or 1=1",
      "blogCategories.id=in=(1,2)); delete from posts; --",
      "blogCategories.id=in=(0)",
      "blogCategories.id=in=(-1)",
      "blogAuthor.slug=in=(ada-quill);title=ilike='x'",
      "blogAuthor.slug=in=('ada-quill')",
      "body=ilike='secret'",
      "status=in=(DRAFT)",
      "tenant_id=in=(other)",
      "title==x",
      "title=ilike=x",
      "title=ilike='%E0%A4%A'",
      "title=ilike='%00'",
      "title=ilike='a\"b'",
      ";",
      "title=ilike='x';",
      "\u0000",
      "x".repeat(100 * 1024),
      `title=ilike='${"a".repeat(100 * 1024)}'`,
    ];
    for (const filter of hostile) {
      const res = await t.get("/blog-posts/published", { filter });
      expect(res.statusCode, filter.slice(0, 80)).toBe(400);
      expect(res.json().message).toBe(API_ERRORS.badFilter);
    }
    // The filter given twice is not a string: also 400, never a 500.
    const twice = await t.app.inject({
      method: "GET",
      url: `/blog-posts/published?tenant_id=${t.tenantId}&filter=a&filter=b`,
    });
    expect(twice.statusCode).toBe(400);
  });

  it("answers 400 to bad paging and sort values", async () => {
    const queries: Record<string, string | number>[] = [
      { page: -1 },
      { page: "x" },
      { size: 0 },
      { size: 101 },
      { sort: "title,desc" },
      { size: 1.5 },
    ];
    for (const query of queries) {
      const res = await t.get("/blog-posts/published", query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toBe(API_ERRORS.validation);
      expect(Object.keys(res.json().errors)).toHaveLength(1);
    }
  });

  it("keeps tenants apart and refuses a missing or unknown tenant", async () => {
    const own = await published({ size: 100 });
    expect(own.content.every((p) => !p.title.startsWith("Other"))).toBe(true);
    const theirs = await other.get("/blog-posts/published", { size: 100 });
    expect(theirs.json().content.every((p: BlogPostSummary) => p.title.startsWith("Other"))).toBe(true);

    const missing = await t.app.inject({ method: "GET", url: "/blog-posts/published" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: API_ERRORS.validation,
      errors: { tenant_id: "tenant_id is required" },
    });
    const invalid = await t.app.inject({ method: "GET", url: "/blog-posts/published?tenant_id=a%27b" });
    expect(invalid.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "GET",
      url: "/blog-posts/published?tenant_id=no-such-tenant",
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: API_ERRORS.unknownTenant });
  });
});

describe("GET /blog-posts/popular", () => {
  it("lists the most viewed published posts, at most size", async () => {
    const res = await t.get("/blog-posts/popular", { size: 3 });
    expect(res.statusCode).toBe(200);
    const list = res.json() as BlogPostSummary[];
    expect(list.map((p) => [p.slug, p.view_count])).toEqual([
      ["post-six", 60],
      ["post-five", 50],
      ["post-four", 40],
    ]);
    list.forEach((p) => blogPostSummarySchema.parse(p));
    expect((await t.get("/blog-posts/popular")).json()).toHaveLength(5);
  });

  it("answers 400 to a bad size", async () => {
    expect((await t.get("/blog-posts/popular", { size: 0 })).statusCode).toBe(400);
    expect((await t.get("/blog-posts/popular", { size: "many" })).statusCode).toBe(400);
  });

  it("answers 404 to an unknown tenant", async () => {
    const res = await t.app.inject({ method: "GET", url: "/blog-posts/popular?tenant_id=nobody" });
    expect(res.statusCode).toBe(404);
  });
});

describe("GET /blog-posts/article/slug", () => {
  it("answers the full post with approved comments only, oldest first, replies included", async () => {
    const res = await t.get("/blog-posts/article/slug", { slug_name: "post-one" });
    expect(res.statusCode).toBe(200);
    const post = blogPostSchema.parse(res.json()) as BlogPost;
    expect(post.body).toBe(fixture.posts[0]!.body);
    expect(post.rating_value).toBe(4.5);
    expect(post.rating_count).toBe(2);
    expect(
      post.blog_comments.map((c) => [
        c.comment_sender_name,
        c.sender_comment_content,
        c.author_comment_content,
      ]),
    ).toEqual([
      ["Dan", "First approved comment.", "Thanks, Dan!"],
      ["Cleo", "Second approved comment.", null],
    ]);
    expect(post.blog_comments[0]!.created_date).toBe("2025-01-02T08:00:00.000Z");
    expect(JSON.stringify(post)).not.toContain("@example.com");
  });

  it("answers 404 to an unknown slug and 400 to an invalid one", async () => {
    expect((await t.get("/blog-posts/article/slug", { slug_name: "no-such-post" })).statusCode).toBe(404);
    const bad = await t.get("/blog-posts/article/slug", { slug_name: "Not A Slug'" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.slug_name).toBe("slug is not valid");
    expect((await t.get("/blog-posts/article/slug")).statusCode).toBe(400);
  });
});

describe("POST like, view and rating", () => {
  /** A visitor at `ip` (the test's inject socket is a trusted proxy, as the site's gateway is). */
  const from = (ip: string) => ({ "x-forwarded-for": ip });
  const likeCount = async (slug: string) =>
    (await t.get("/blog-posts/article/slug", { slug_name: slug })).json().like_count as number;
  const view = async (slug: string, ip: string) => {
    const res = await t.post("/blog-posts/view-article", { slug_name: slug }, undefined, from(ip));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { view_count: number; view_token: string };
  };
  const like = (slug: string, ip: string, token?: string, extra: Record<string, string> = {}) =>
    t.post("/blog-posts/like-article", { slug_name: slug }, undefined, {
      ...from(ip),
      ...(token ? { [VIEW_TOKEN_HEADER]: token } : {}),
      ...extra,
    });

  it("counts a view per call and answers a token; a like counts once per page view, with an empty body, JSON or not", async () => {
    const first = await view("post-two", "192.0.2.10");
    expect(first.view_count).toBe(21);
    expect(first.view_token).toMatch(/^\d+\.[\w-]{16}\.\d+\.[\w-]{43}$/);
    const again = await view("post-two", "192.0.2.10");
    expect(again.view_count).toBe(22);
    expect(again.view_token).not.toBe(first.view_token);

    const liked = await like("post-two", "192.0.2.10", first.view_token);
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ like_count: 3 });
    // Four more likes of the same page view, one of them JSON: 200, count unchanged.
    const jsonOrNot: Record<string, string>[] = [{}, { "content-type": "application/json" }, {}, {}];
    for (const extra of jsonOrNot) {
      const repeat = await like("post-two", "192.0.2.10", first.view_token, extra);
      expect(repeat.statusCode).toBe(200);
      expect(repeat.json()).toEqual({ like_count: 3 });
    }
    // The second page view's like counts once more.
    expect((await like("post-two", "192.0.2.10", again.view_token)).json()).toEqual({ like_count: 4 });
    expect((await like("post-two", "192.0.2.10", again.view_token)).json()).toEqual({ like_count: 4 });
    // The other tenant's post of the same slug is untouched.
    const theirs = await other.get("/blog-posts/article/slug", { slug_name: "post-two" });
    expect(theirs.json().like_count).toBe(2);
    expect(theirs.json().view_count).toBe(99_000);
  });

  it("gives a like without a valid token to the address's latest page view, or to one per address and day", async () => {
    const slug = "post-five";
    const start = await likeCount(slug);
    // No page view from this address: the first like counts (a view for the address and day), no more.
    for (let i = 0; i < 5; i++) await like(slug, "192.0.2.20");
    expect(await likeCount(slug)).toBe(start + 1);
    // A page view from the address opens a new one: the next token-less like counts on it, once.
    await view(slug, "192.0.2.20");
    for (let i = 0; i < 3; i++) await like(slug, "192.0.2.20");
    expect(await likeCount(slug)).toBe(start + 2);
    // A forged token, another post's token and a tampered one are no token: the same page view.
    const otherPost = await view("post-six", "192.0.2.20");
    const mine = await view(slug, "192.0.2.20");
    const tampered = mine.view_token.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    for (const token of ["1.AAAAAAAAAAAAAAAA.9999999999.x", otherPost.view_token, tampered]) {
      expect((await like(slug, "192.0.2.20", token)).statusCode).toBe(200);
    }
    expect(await likeCount(slug)).toBe(start + 3);
    // ...which its own token then finds liked already.
    expect((await like(slug, "192.0.2.20", mine.view_token)).json()).toEqual({ like_count: start + 3 });
    // Another address is another visitor.
    await like(slug, "198.51.100.20");
    expect(await likeCount(slug)).toBe(start + 4);
  });

  it("lets a page view's like count until its token expires, then forgets the view (clock moved)", async () => {
    const db = t.app.db;
    const postId = t.seed.postIds.get("post-six")!;
    const visitor = "visitor-of-the-clock-test";
    const start = new Date("2030-01-01T10:00:00.000Z");
    const at = (ms: number) => new Date(start.getTime() + ms);
    const view = await startPageView(db, t.tenantId, "post-six", {
      id: newViewId(),
      visitor,
      now: start,
      expiresAt: at(VIEW_TOKEN_TTL_MS),
    });
    expect(view?.postId).toBe(postId);
    const rows = () => db.select().from(postPageViews).where(eq(postPageViews.visitor, visitor));
    const [row] = await rows();
    const likeAt = (ms: number, viewId: string | null) =>
      likeOnce(db, postId, { viewId, visitor, now: at(ms), dayView: dayViewOf(visitor, at(ms)) });
    const before = await likeCount("post-six");
    // Just before it expires, the view's like counts; a second one does not.
    expect(await likeAt(VIEW_TOKEN_TTL_MS - 1000, row!.id)).toBe(before + 1);
    expect(await likeAt(VIEW_TOKEN_TTL_MS - 500, row!.id)).toBe(before + 1);
    // Past it, the view is no longer open: the like goes to the visitor's day view (one more), once.
    expect(await likeAt(VIEW_TOKEN_TTL_MS + 1000, row!.id)).toBe(before + 2);
    expect(await likeAt(VIEW_TOKEN_TTL_MS + 2000, null)).toBe(before + 2);
    // The next view of the post deletes the expired one.
    await startPageView(db, t.tenantId, "post-six", {
      id: newViewId(),
      visitor: "someone-else",
      now: at(VIEW_TOKEN_TTL_MS + 3000),
      expiresAt: at(2 * VIEW_TOKEN_TTL_MS),
    });
    expect((await rows()).map((r) => r.id)).not.toContain(row!.id);
  });

  it("counts 1,000 parallel likes of 1,000 page views exactly, and 200 parallel likes of one page view once", async () => {
    const slug = "post-four";
    const before = await likeCount(slug);
    const tokens: string[] = [];
    for (let i = 0; i < 1000; i++) tokens.push((await view(slug, `10.0.${i >> 8}.${i & 255}`)).view_token);
    const results = await Promise.all(
      tokens.map((token, i) => like(slug, `10.0.${i >> 8}.${i & 255}`, token)),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const counts = results.map((r) => r.json().like_count as number).sort((a, b) => a - b);
    // Every call saw its own value: each increment happened exactly once.
    expect(new Set(counts).size).toBe(1000);
    expect(counts[0]).toBe(before + 1);
    expect(counts[999]).toBe(before + 1000);
    expect(await likeCount(slug)).toBe(before + 1000);

    const one = await view(slug, "192.0.2.30");
    const same = await Promise.all(
      Array.from({ length: 200 }, () => like(slug, "192.0.2.30", one.view_token)),
    );
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likeCount(slug)).toBe(before + 1001);
  }, 180_000);

  it("rates from the query or the body, once per visitor: a later rating replaces it, the same one changes nothing", async () => {
    const rate = (ip: string, query: Record<string, string | number>, body?: Record<string, unknown>) =>
      t.post("/blog-posts/rating-article", query, body, from(ip));
    const first = await rate(
      "192.0.2.40",
      { slug_name: "post-three", rating_value: 5 },
      { slug_name: "post-three", rating_value: 5 },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ rating_value: 5, rating_count: 1 });
    const second = await rate("192.0.2.41", {}, { slug_name: "post-three", rating_value: 4 });
    expect(second.json()).toEqual({ rating_value: 4.5, rating_count: 2 });
    const third = await rate("192.0.2.42", { slug_name: "post-three", rating_value: 4 });
    expect(third.json()).toEqual({ rating_value: 4.3, rating_count: 3 });
    // The first visitor changes their mind: still three ratings, 3 + 4 + 4.
    const changed = await rate("192.0.2.40", { slug_name: "post-three", rating_value: 3 });
    expect(changed.json()).toEqual({ rating_value: 3.7, rating_count: 3 });
    // The same rating again, even ten at once: 200, nothing changes.
    const repeats = await Promise.all(
      Array.from({ length: 10 }, () => rate("192.0.2.40", { slug_name: "post-three", rating_value: 3 })),
    );
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(repeats.map((r) => r.json())).toEqual(Array(10).fill({ rating_value: 3.7, rating_count: 3 }));
    const post = (await t.get("/blog-posts/article/slug", { slug_name: "post-three" })).json();
    expect([post.rating_value, post.rating_count]).toEqual([3.7, 3]);
  });

  it("answers 400 to bad values, 404 to unknown posts", async () => {
    for (const value of [0, 6, 2.5, "five"]) {
      const res = await t.post("/blog-posts/rating-article", {
        slug_name: "post-three",
        rating_value: value,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.rating_value).toBe("Rating must be a whole number from 1 to 5");
    }
    expect(
      (await t.post("/blog-posts/rating-article", { slug_name: "nope", rating_value: 3 })).statusCode,
    ).toBe(404);
    expect((await t.post("/blog-posts/like-article", { slug_name: "nope" })).statusCode).toBe(404);
    expect((await t.post("/blog-posts/view-article", { slug_name: "nope" })).statusCode).toBe(404);
    expect((await t.post("/blog-posts/like-article")).statusCode).toBe(400);
    expect((await t.post("/blog-posts/view-article", { slug_name: "NOPE!" })).statusCode).toBe(400);
    const badJson = await t.post("/blog-posts/rating-article", {}, "{not json", {
      "content-type": "application/json",
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe(API_ERRORS.badJson);
  });

  it("limits anonymous writes per client address and answers 429", async () => {
    const limited = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 3 } });
    try {
      const like = (ip: string) =>
        limited.post("/blog-posts/like-article", { slug_name: "post-one" }, undefined, {
          "x-forwarded-for": ip,
        });
      for (let i = 0; i < 3; i++) expect((await like("203.0.113.7")).statusCode).toBe(200);
      const refused = await like("203.0.113.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: API_ERRORS.rateLimited });
      // Another visitor behind the same web server still gets through; reads are never limited.
      expect((await like("198.51.100.4")).statusCode).toBe(200);
      expect((await limited.get("/blog-posts/article/slug", { slug_name: "post-one" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
