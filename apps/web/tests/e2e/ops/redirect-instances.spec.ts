/**
 * A renamed post's old address answers 301 on every instance at once (issue 32): two site instances
 * from one build sharing a real redis-server (REDIS_URL), and one API that tells instance 1 when content
 * changes, as production runs behind nginx. Both have read the redirects before the rename (so each
 * holds them cached); after the rename through the admin API, the old address answers 301 to the new
 * one on both, instance 2 included, which the API never called.
 */
import { expect, test } from "@playwright/test";
import type { AdminPost, BlogPostSummary, Paged } from "@site/contract";
import {
  ADMIN_AUTH,
  OPS_API_PORT,
  OPS_REDIS_PORT,
  OPS_WEB_PORT,
  startApi,
  startRedis,
  startSite,
  stopAll,
  tempDir,
  waitFor,
  within,
} from "./ops-stack";

const API = `http://127.0.0.1:${OPS_API_PORT}`;
const WEB1 = `http://127.0.0.1:${OPS_WEB_PORT}`;
const WEB2 = `http://127.0.0.1:${OPS_WEB_PORT + 1}`;

async function rename(id: number, slug: string) {
  const post = (await (
    await fetch(`${API}/admin/blog-posts/${id}?tenant_id=default`, { headers: ADMIN_AUTH })
  ).json()) as AdminPost;
  const res = await fetch(`${API}/admin/blog-posts/${id}?tenant_id=default`, {
    method: "PUT",
    headers: { ...ADMIN_AUTH, "content-type": "application/json" },
    body: JSON.stringify({
      title: post.title,
      slug,
      summary: post.summary,
      body: post.body,
      body_format: "html",
      author_slug: post.author.slug,
      category_ids: post.categories.map((c) => c.category_id),
      banner_tag: post.banner_tag,
      hero_image_path: post.hero_image_path,
      hero_image_alt_text: post.hero_image_alt_text,
      hero_image_title: post.hero_image_title,
    }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const head = (url: string) => fetch(url, { redirect: "manual" });

test.describe("redirects on several site instances @desktop", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    startRedis(tempDir("redirect-e2e-redis-"), OPS_REDIS_PORT);
    startApi(OPS_API_PORT, { REVALIDATE_URL: `${WEB1}/api/revalidate` });
    const shared = {
      API_BASE_URL: API,
      REDIS_URL: `redis://127.0.0.1:${OPS_REDIS_PORT}`,
      TRUSTED_PROXIES: "127.0.0.1",
    };
    startSite(OPS_WEB_PORT, shared);
    startSite(OPS_WEB_PORT + 1, shared);
    await waitFor(`${API}/healthz`);
    for (const web of [WEB1, WEB2]) await waitFor(`${web}/healthz`);
  });

  test.afterAll(async () => {
    await stopAll();
  });

  test("a renamed post's old address answers 301 to the new one on both instances at once", async () => {
    const [post] = (
      (await (
        await fetch(`${API}/blog-posts/published?size=1&tenant_id=default`)
      ).json()) as Paged<BlogPostSummary>
    ).content;
    const oldPath = `/blog/${post!.slug}`;
    const newSlug = `${post!.slug}-moved`;
    // Both instances answer the page and hold the (empty) redirects in the shared cache.
    for (const web of [WEB1, WEB2]) expect((await head(`${web}${oldPath}`)).status).toBe(200);

    await rename(post!.id, newSlug);
    for (const web of [WEB1, WEB2]) {
      await within(1_000, async () => (await head(`${web}${oldPath}`)).status === 301);
      const moved = await head(`${web}${oldPath}`);
      expect(moved.status, web).toBe(301);
      expect(moved.headers.get("location"), web).toBe(`/blog/${newSlug}`);
      const page = await fetch(`${web}${oldPath}`);
      expect(page.status).toBe(200);
      expect(page.url).toBe(`${web}/blog/${newSlug}`);
    }
  });
});
