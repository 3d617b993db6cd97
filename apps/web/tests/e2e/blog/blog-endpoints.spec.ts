import { expect, test } from "@playwright/test";
import { apiPublished } from "./blog-data";

// HTTP-level checks of the blog's own endpoints; one viewport is enough.
test.describe("blog endpoints @desktop", () => {
  test("the grid proxy validates its query before calling the API", async ({ request }) => {
    const ok = await request.get("/blog/api/blogs?page=0&size=6&sort=publishedDate,desc&filter=");
    expect(ok.status()).toBe(200);
    const body = (await ok.json()) as Awaited<ReturnType<typeof apiPublished>>;
    const api = await apiPublished(request, { size: 6 });
    expect(body.totalElements).toBe(api.totalElements);
    expect(body.content.map((p) => p.slug)).toEqual(api.content.map((p) => p.slug));

    for (const bad of [
      "filter=DROP%20TABLE%20posts",
      "filter=title=ilike='a'%3BblogAuthor.slug=in=(x)",
      "size=500",
      "page=-1",
      "sort=title,asc",
    ]) {
      const res = await request.get(`/blog/api/blogs?${bad}`);
      expect(res.status(), bad).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    }
  });

  test("the write handlers reject bad input with 400", async ({ request }) => {
    expect((await request.post("/api/blog/like?slug_name=Bad Slug!")).status()).toBe(400);
    expect((await request.post("/api/blog/view")).status()).toBe(400);
    expect((await request.post("/api/blog/rating?slug_name=a-post&rating_value=9")).status()).toBe(400);
    const comment = await request.post("/api/blog/comments?blog_post_id=1", {
      data: { comment_sender_name: "", comment_sender_email: "x", sender_comment_content: "" },
    });
    expect(comment.status()).toBe(400);
    expect((await comment.json()).errors).toMatchObject({
      comment_sender_name: "Please enter your name",
      comment_sender_email: "Email is not valid",
      sender_comment_content: "Please enter your comment",
    });
    expect((await request.post("/api/blog/like?slug_name=no-such-post-here")).status()).toBe(404);
  });

  test("revalidation needs the shared secret", async ({ request }) => {
    const tags = { tags: ["posts", "post:any-slug"] };
    expect((await request.post("/api/revalidate", { data: tags })).status()).toBe(401);
    expect(
      (
        await request.post("/api/revalidate", { data: tags, headers: { authorization: "Bearer wrong" } })
      ).status(),
    ).toBe(401);
    const auth = { authorization: "Bearer dev-revalidate-secret-change-me" };
    const ok = await request.post("/api/revalidate", { data: tags, headers: auth });
    expect(ok.status()).toBe(200);
    expect((await ok.json()).revalidated).toEqual(tags.tags);
    expect((await request.post("/api/revalidate", { data: { tags: "posts" }, headers: auth })).status()).toBe(
      400,
    );
  });

  test("media is proxied with the API's cache headers", async ({ request }) => {
    // A seeded post: its hero is SVG artwork (a post the admin specs publish may carry a PNG).
    const post = (await apiPublished(request, { size: 40 })).content.find((p) =>
      p.hero_image.file_path.endsWith(".svg"),
    );
    const res = await request.get(post!.hero_image.file_path);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/svg+xml");
    expect(res.headers()["cache-control"]).toMatch(/public, max-age=\d+/);
    expect(res.headers()["content-security-policy"]).toContain("default-src 'none'");
    expect((await res.text()).startsWith("<svg")).toBe(true);
    const etag = res.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get(post!.hero_image.file_path, { headers: { "if-none-match": etag! } });
    expect(again.status()).toBe(304);
    expect((await request.get("/media/blog/no-such-image.svg")).status()).toBe(404);
    expect((await request.get("/media/%2e%2e/etc/passwd")).status()).toBe(404);
  });

  test("the RSS feed lists the latest posts", async ({ request }) => {
    const res = await request.get("/blog/feed.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/rss+xml");
    const xml = await res.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('<rss version="2.0"');
    const latest = (await apiPublished(request, { size: 20 })).content;
    const links = [...xml.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(links.slice(1)).toEqual(latest.map((p) => expect.stringMatching(new RegExp(`/blog/${p.slug}$`))));
    expect((xml.match(/<item>/g) ?? []).length).toBe(latest.length);
  });
});
