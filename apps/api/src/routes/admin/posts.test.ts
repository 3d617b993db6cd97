import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  TEAM_MESSAGES,
  type AdminMedia,
  type AdminPost,
  type BlogPost,
  type BlogPostSummary,
  type Paged,
} from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";
import { detectImageType } from "./image-type";

let ctx: AdminTestContext;
let heroPath: string;
beforeAll(async () => {
  ctx = await createAdminTestContext();
  const res = await upload(PNG, "hero.png", "image/png");
  expect(res.statusCode, res.body).toBe(200);
  heroPath = (res.json() as AdminMedia).file_path;
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const JPEG = Buffer.concat([
  Buffer.from("ffd8ffe000104a46494600010100000100010000", "hex"),
  Buffer.alloc(64),
  Buffer.from("ffd9", "hex"),
]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([36, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(28),
]);

function upload(file: Buffer, filename: string, type: string, folder = "blog", session?: string) {
  const boundary = "----hero-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.admin("POST", `/media/${folder}`, {
    body: payload,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    ...(session ? { session } : {}),
  });
}

function draft(overrides: Record<string, unknown> = {}) {
  return {
    title: "Shipping a Design System in Six Weeks",
    slug: "shipping-a-design-system",
    summary: "How a small team rolled out tokens, components and docs without freezing feature work.",
    body: "# Week one\n\nWe **audited** every button.\n\n<script>alert('x')</script>\n\n[docs](javascript:alert(1))",
    body_format: "markdown",
    author_slug: "ben-ortiz",
    category_ids: [ctx.seed.categoryIds.get(2)!],
    banner_tag: "UI/UX Design",
    hero_image_path: heroPath,
    hero_image_alt_text: "Component sheets pinned to a wall",
    hero_image_title: "Design system rollout",
    ...overrides,
  };
}

describe("image type by content", () => {
  it("knows PNG, JPEG and WebP by their bytes and nothing else", () => {
    expect(detectImageType(PNG)?.mime).toBe("image/png");
    expect(detectImageType(JPEG)?.mime).toBe("image/jpeg");
    expect(detectImageType(WEBP)?.mime).toBe("image/webp");
    expect(detectImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(detectImageType(Buffer.from("GIF89a....."))).toBeUndefined();
    expect(detectImageType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe("hero image upload", () => {
  it("stores PNG, JPEG and WebP under /media/blog with a generated name, served publicly", async () => {
    expect(heroPath).toMatch(/^\/media\/blog\/[0-9a-f-]{36}\.png$/);
    const served = await ctx.get(heroPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const jpeg = await upload(JPEG, "photo.png", "image/png");
    expect(jpeg.json()).toMatchObject({ content_type: "image/jpeg", size_bytes: JPEG.length });
    expect(jpeg.json().file_path).toMatch(/\.jpg$/);
    const webp = await upload(WEBP, "x", "application/octet-stream");
    expect(webp.json().file_path).toMatch(/\.webp$/);
    const avatar = await upload(PNG, "me.png", "image/png", "authors");
    expect(avatar.json().file_path).toMatch(/^\/media\/authors\//);
  });

  it("takes posts' images from whoever edits posts, authors' portraits only from whoever edits authors", async () => {
    const contributor = await ctx.sessionFor(["contributor"]);
    const editor = await ctx.sessionFor(["editor"]);
    expect((await upload(PNG, "hero.png", "image/png", "blog", contributor.token)).statusCode).toBe(200);
    const refused = await upload(PNG, "me.png", "image/png", "authors", contributor.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TEAM_MESSAGES.forbidden);
    expect((await upload(PNG, "me.png", "image/png", "authors", editor.token)).statusCode).toBe(200);
  });

  it("refuses a file that only claims to be an image (415), one over 2 MB (413) and none (400)", async () => {
    const fake = await upload(Buffer.from("<?php echo 'hi'; ?>"), "evil.png", "image/png");
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe("Upload a PNG, JPEG or WebP image");
    const svg = await upload(
      Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script/></svg>"),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.statusCode).toBe(415);
    const big = await upload(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), "big.png", "image/png");
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The image must be 2 MB or smaller");
    const empty = await upload(Buffer.alloc(0), "empty.png", "image/png");
    expect(empty.statusCode).toBe(400);
    const notMultipart = await ctx.admin("POST", "/media/blog", { body: { file: "x" } });
    expect(notMultipart.statusCode).toBe(415);
    const badFolder = await upload(PNG, "a.png", "image/png", "etc");
    expect(badFolder.statusCode).toBe(400);
  });
});

describe("posts", () => {
  it("creates a draft with a sanitized body, invisible to visitors until published", async () => {
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", "/blog-posts", { body: draft() });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json() as AdminPost;
    expect(post).toMatchObject({
      slug: "shipping-a-design-system",
      status: "DRAFT",
      published_date: null,
      author: { slug: "ben-ortiz", full_name: "Ben Ortiz" },
      categories: [{ category_name: "Design" }],
      banner_tag: "UI/UX Design",
      hero_image_path: heroPath,
      read_time: 1,
    });
    expect(post.body).toContain("<h2>Week one</h2>");
    expect(post.body).toContain("<strong>audited</strong>");
    expect(post.body).not.toMatch(/script|javascript:|alert/);
    // A draft changes nothing public.
    expect(ctx.refreshed).toEqual([]);
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: post.slug })).statusCode).toBe(404);
  });

  it("publishes: the post appears in the list and on its page, and the site refreshes", async () => {
    const { id } = (
      await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "publish-me", title: "Publish Me" }) })
    ).json();
    ctx.refreshed.length = 0;
    const res = await ctx.admin("POST", `/blog-posts/${id}/publish`);
    expect(res.statusCode).toBe(200);
    const published = res.json() as AdminPost;
    expect(published.status).toBe("PUBLISHED");
    expect(Date.now() - new Date(published.published_date!).getTime()).toBeLessThan(60_000);
    expect(ctx.refreshed).toEqual([
      ["posts", "authors", "categories", "post:publish-me", "author:ben-ortiz"],
    ]);
    const page = await ctx.get("/blog-posts/article/slug", { slug_name: "publish-me" });
    expect(page.statusCode).toBe(200);
    expect((page.json() as BlogPost).title).toBe("Publish Me");
    const list = (await ctx.get("/blog-posts/published", { size: 3 })).json() as Paged<BlogPostSummary>;
    expect(list.content[0]!.slug).toBe("publish-me");

    // Publishing twice keeps the first date; unpublishing hides it again.
    const again = (await ctx.admin("POST", `/blog-posts/${id}/publish`)).json() as AdminPost;
    expect(again.published_date).toBe(published.published_date);
    const down = await ctx.admin("POST", `/blog-posts/${id}/unpublish`);
    expect(down.json().status).toBe("DRAFT");
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "publish-me" })).statusCode).toBe(404);
  });

  it("edits a published post and refreshes both its old and new addresses", async () => {
    const { id } = (await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "old-address" }) })).json();
    await ctx.admin("POST", `/blog-posts/${id}/publish`);
    ctx.refreshed.length = 0;
    const res = await ctx.admin("PUT", `/blog-posts/${id}`, {
      body: draft({
        slug: "new-address",
        title: "Renamed",
        body: "<h1>Html body</h1><p>Plain.</p>",
        body_format: "html",
        author_slug: "ada-quill",
        category_ids: [ctx.seed.categoryIds.get(1)!, ctx.seed.categoryIds.get(3)!],
        banner_tag: null,
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json() as AdminPost;
    expect(post).toMatchObject({
      slug: "new-address",
      title: "Renamed",
      banner_tag: null,
      status: "PUBLISHED",
    });
    expect(post.body).toBe("<h2>Html body</h2><p>Plain.</p>");
    expect(post.categories.map((c) => c.category_name)).toEqual(["Engineering", "Quality"]);
    expect(ctx.refreshed[0]).toEqual(
      expect.arrayContaining([
        "posts",
        "post:old-address",
        "post:new-address",
        "author:ben-ortiz",
        "author:ada-quill",
      ]),
    );
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "new-address" })).statusCode).toBe(200);
    expect((await ctx.get("/blog-posts/article/slug", { slug_name: "old-address" })).statusCode).toBe(404);
  });

  it("refuses a slug another post of the tenant uses with 409", async () => {
    const dup = await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "post-one" }) });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({
      message: "Another post already uses this slug",
      errors: { slug: "Another post already uses this slug" },
    });
    const { id } = (await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "unique-one" }) })).json();
    const clash = await ctx.admin("PUT", `/blog-posts/${id}`, { body: draft({ slug: "post-two" }) });
    expect(clash.statusCode).toBe(409);
    // Keeping its own slug is no clash.
    expect(
      (await ctx.admin("PUT", `/blog-posts/${id}`, { body: draft({ slug: "unique-one" }) })).statusCode,
    ).toBe(200);
  });

  it("allows the same slug in another tenant", async () => {
    const other = await createAdminTestContext();
    try {
      const media = (
        await other.admin("POST", "/media/blog", {
          body: Buffer.concat([
            Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n'),
            PNG,
            Buffer.from("\r\n--b--\r\n"),
          ]),
          headers: { "content-type": "multipart/form-data; boundary=b" },
        })
      ).json() as AdminMedia;
      const res = await other.admin("POST", "/blog-posts", {
        body: {
          ...draft({ slug: "shipping-a-design-system", hero_image_path: media.file_path }),
          category_ids: [],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      // …but not another tenant's hero image.
      const foreign = await other.admin("POST", "/blog-posts", {
        body: { ...draft({ slug: "foreign-image" }), category_ids: [] },
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors.hero_image_path).toBeDefined();
    } finally {
      await other.close();
    }
  });

  it("answers 400 naming each bad field", async () => {
    const empty = await ctx.admin("POST", "/blog-posts", { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining([
        "title",
        "slug",
        "summary",
        "body",
        "author_slug",
        "hero_image_path",
        "hero_image_alt_text",
      ]),
    );
    const badSlug = await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "Not A Slug!" }) });
    expect(badSlug.json().errors.slug).toBe("slug is not valid");
    const badTag = await ctx.admin("POST", "/blog-posts", {
      body: draft({ slug: "tag-x", banner_tag: "crypto" }),
    });
    expect(badTag.json().errors.banner_tag).toBe("Choose one of the banner tags");
    const author = await ctx.admin("POST", "/blog-posts", {
      body: draft({ slug: "author-x", author_slug: "nobody" }),
    });
    expect(author.statusCode).toBe(400);
    expect(author.json().errors.author_slug).toBe("Choose an existing author");
    const category = await ctx.admin("POST", "/blog-posts", {
      body: draft({ slug: "cat-x", category_ids: [999999] }),
    });
    expect(category.json().errors.category_ids).toBe("Choose existing categories");
    const path = await ctx.admin("POST", "/blog-posts", {
      body: draft({ slug: "path-x", hero_image_path: "/etc/passwd" }),
    });
    expect(path.statusCode).toBe(400);
    const nul = await ctx.admin("POST", "/blog-posts", { body: draft({ slug: "nul-x", title: "a\u0000b" }) });
    expect(nul.statusCode).toBe(400);
    expect((await ctx.admin("POST", "/blog-posts/999999/publish")).statusCode).toBe(404);
    expect((await ctx.admin("PUT", "/blog-posts/999999", { body: draft({ slug: "z" }) })).statusCode).toBe(
      404,
    );
    expect((await ctx.admin("GET", "/blog-posts/999999")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/blog-posts", { query: { status: "HIDDEN" } })).statusCode).toBe(400);
  });

  it("lists drafts and published posts with comment counts", async () => {
    const drafts = (
      await ctx.admin("GET", "/blog-posts", { query: { status: "DRAFT" } })
    ).json() as Paged<AdminPost>;
    expect(drafts.content.every((p) => p.status === "DRAFT")).toBe(true);
    const all = (await ctx.admin("GET", "/blog-posts", { query: { size: 100 } })).json() as Paged<AdminPost>;
    const one = all.content.find((p) => p.slug === "post-one")!;
    expect(one.comment_counts).toEqual({ pending: 1, approved: 2 });
  });

  it("lists by state (scheduled apart from drafts), words of the title or address, author and category, in the order asked, with counts per state", async () => {
    const list = async (query: Record<string, string | number>) => {
      const res = await ctx.admin("GET", "/blog-posts", { query: { size: 100, ...query } });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Paged<AdminPost>).content;
    };
    const counts = async () => (await ctx.admin("GET", "/blog-posts/counts")).json();
    const before = await counts();
    const created = await ctx.admin("POST", "/blog-posts", {
      body: draft({ title: "Quarterly Zephyr Notes", slug: "quarterly-zephyr-notes" }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as AdminPost).id;
    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await ctx.admin("POST", `/blog-posts/${id}/schedule`, { body: { publish_at: at } })).statusCode,
    ).toBe(200);

    expect(await counts()).toEqual({ ...before, all: before.all + 1, SCHEDULED: before.SCHEDULED + 1 });
    const scheduled = await list({ status: "SCHEDULED" });
    expect(scheduled.map((p) => p.id)).toContain(id);
    expect(scheduled.every((p) => p.status === "DRAFT" && p.publish_at)).toBe(true);
    expect((await list({ status: "DRAFT" })).map((p) => p.id)).not.toContain(id);
    expect((await list({ status: "DRAFT" })).every((p) => p.publish_at === null)).toBe(true);

    // Words of the title, any case, or of the address; % and _ are only characters.
    expect((await list({ q: "zephyr" })).map((p) => p.id)).toEqual([id]);
    expect((await list({ q: "quarterly-zephyr" })).map((p) => p.id)).toEqual([id]);
    expect(await list({ q: "zeph%r" })).toEqual([]);
    expect(await list({ q: "zeph_r" })).toEqual([]);
    expect((await list({ q: "zephyr", author: "ben-ortiz" })).map((p) => p.id)).toEqual([id]);
    expect(await list({ q: "zephyr", author: "someone-else" })).toEqual([]);
    const category = ctx.seed.categoryIds.get(2)!;
    const inCategory = await list({ category });
    expect(inCategory.map((p) => p.id)).toContain(id);
    expect(inCategory.every((p) => p.categories.some((c) => c.category_id === category))).toBe(true);

    const byTitle = (await list({ sort: "title" })).map((p) => p.title.toLowerCase());
    expect(byTitle).toEqual([...byTitle].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byDate = (await list({ sort: "published" })).map((p) => p.published_date);
    const dated = byDate.filter((d): d is string => d !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    expect(byDate.slice(dated.length).every((d) => d === null)).toBe(true);

    for (const [query, field] of [
      [{ status: "HIDDEN" }, "status"],
      [{ sort: "random" }, "sort"],
      [{ category: "x" }, "category"],
      [{ q: "x".repeat(101) }, "q"],
    ] as const) {
      const res = await ctx.admin("GET", "/blog-posts", { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
  });

  it("previews a body exactly as it will be stored", async () => {
    const res = await ctx.admin("POST", "/blog-posts/preview", {
      body: { body: "Hello **there**<script>x()</script>", body_format: "markdown" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ html: "<p>Hello <strong>there</strong></p>", read_time: 1 });
    expect((await ctx.admin("POST", "/blog-posts/preview", { body: { body: 5 } })).statusCode).toBe(400);
  });
});
