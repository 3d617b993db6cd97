/**
 * The site as several instances, as production runs it: two `node apps/web/server.mjs` processes
 * from ONE build sharing a real redis-server (REDIS_URL), and one seeded API that calls instance 1's
 * /api/revalidate when content changes. What an operator relies on:
 *
 * - a read cached by one instance is served to the other from Valkey, and a post edited through the
 *   API shows on both instances within 1 s;
 * - with Valkey killed (kill -9) pages keep rendering from the API, the outage is logged and the
 *   readiness probe names it; when it is back the cache is shared again.
 */
import { expect, test } from "@playwright/test";
import Redis from "ioredis";
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
  waitFor,
  within,
  type Proc,
} from "./ops-stack";

const API = `http://127.0.0.1:${OPS_API_PORT}`;
const WEB1 = `http://127.0.0.1:${OPS_WEB_PORT}`;
const WEB2 = `http://127.0.0.1:${OPS_WEB_PORT + 1}`;
const REDIS_URL = `redis://127.0.0.1:${OPS_REDIS_PORT}`;
const KEY_PREFIX = "site:next:";

let redis: Proc;
let api: Proc;
let web2: Proc;
let posts: BlogPostSummary[];

/** The API's log lines for requests whose address contains `part`. */
const apiRequests = (part: string) =>
  api
    .json()
    .filter((l) => l.msg === "incoming request" && String((l.req as { url?: string })?.url).includes(part));

async function redisKeys(): Promise<string[]> {
  const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  await client.connect();
  try {
    return await client.keys(`${KEY_PREFIX}*`);
  } finally {
    client.disconnect();
  }
}

async function editTitle(id: number, title: string) {
  const post = (await (
    await fetch(`${API}/admin/blog-posts/${id}?tenant_id=default`, { headers: ADMIN_AUTH })
  ).json()) as AdminPost;
  const res = await fetch(`${API}/admin/blog-posts/${id}?tenant_id=default`, {
    method: "PUT",
    headers: { ...ADMIN_AUTH, "content-type": "application/json" },
    body: JSON.stringify({
      title,
      slug: post.slug,
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

const pageText = async (base: string, p: string) => {
  const res = await fetch(`${base}${p}`);
  expect(res.status).toBe(200);
  return res.text();
};

test.describe("several site instances on one build @desktop", () => {
  test.describe.configure({ mode: "serial", timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    redis = startRedis();
    api = startApi(OPS_API_PORT, { REVALIDATE_URL: `${WEB1}/api/revalidate` });
    const shared = { API_BASE_URL: API, REDIS_URL, TRUSTED_PROXIES: "127.0.0.1" };
    startSite(OPS_WEB_PORT, shared);
    web2 = startSite(OPS_WEB_PORT + 1, shared);
    await waitFor(`${API}/healthz`);
    for (const web of [WEB1, WEB2]) await waitFor(`${web}/healthz`);
    posts = (
      (await (
        await fetch(`${API}/blog-posts/published?size=20&tenant_id=default`)
      ).json()) as Paged<BlogPostSummary>
    ).content;
    expect(posts.length).toBeGreaterThan(5);
  });

  test.afterAll(async () => {
    await stopAll();
  });

  test("a read cached by one instance is served to the other from Valkey, and an edit reaches both within 1 s", async () => {
    const post = posts[0]!;
    const article = `slug_name=${post.slug}`;
    expect(await pageText(WEB1, `/blog/${post.slug}`)).toContain(post.title);
    const readsAfterFirst = apiRequests(article).length;
    expect(readsAfterFirst).toBe(1);
    expect((await redisKeys()).length).toBeGreaterThan(0);
    // Instance 2 never read this post: its page comes from the entry instance 1 stored.
    expect(await pageText(WEB2, `/blog/${post.slug}`)).toContain(post.title);
    expect(apiRequests(article).length).toBe(readsAfterFirst);

    // The edit: the API answers after the site (instance 1) acknowledged the revalidation.
    const title = `Shared cache check ${Date.now()}`;
    await editTitle(post.id, title);
    const edited = performance.now();
    const seen: Record<string, number> = {};
    await Promise.all(
      [WEB2, WEB1].map(async (base) => {
        await within(5_000, async () => (await pageText(base, `/blog/${post.slug}`)).includes(title));
        seen[base] = Math.round(performance.now() - edited);
      }),
    );
    console.log(
      `[ops] edited title shown: instance 2 after ${seen[WEB2]} ms, instance 1 after ${seen[WEB1]} ms`,
    );
    expect(seen[WEB2]).toBeLessThan(1000);
    expect(seen[WEB1]).toBeLessThan(1000);
  });

  test("with Valkey killed pages render from the API, the outage is logged and named; back, the cache is shared again", async () => {
    const post = posts[1]!;
    redis.child.kill("SIGKILL");
    await redis.exited;

    const started = performance.now();
    expect(await pageText(WEB2, `/blog/${post.slug}`)).toContain(post.title);
    expect(await pageText(WEB2, "/blog")).toContain(posts[2]!.title);
    const ms = performance.now() - started;
    console.log(`[ops] Valkey down: a post and the blog list rendered in ${Math.round(ms)} ms`);
    expect(ms).toBeLessThan(5000);
    // Nothing can be cached: each render reads the API.
    const reads = apiRequests(`slug_name=${post.slug}`).length;
    await pageText(WEB2, `/blog/${post.slug}`);
    expect(apiRequests(`slug_name=${post.slug}`).length).toBe(reads + 1);

    await within(5_000, async () =>
      web2
        .json()
        .some((l) => l.msg === "shared cache unreachable: pages read the API uncached until it is back"),
    );
    const ready = await fetch(`${WEB2}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(((await ready.json()) as { message: string }).message).toBe(
      `Not ready: Valkey/Redis (${REDIS_URL}) unreachable`,
    );
    // The API's revalidation cannot reach the other instances: it is told so (and retries, logs).
    const revalidate = await fetch(`${WEB1}/api/revalidate`, {
      method: "POST",
      headers: {
        authorization: "Bearer dev-revalidate-secret-change-me",
        "content-type": "application/json",
      },
      body: JSON.stringify({ tags: ["posts"] }),
    });
    expect(revalidate.status).toBe(503);

    redis = startRedis();
    await within(15_000, async () => (await fetch(`${WEB2}/readyz`)).status === 200, 200);
    expect(web2.json().filter((l) => l.msg === "shared cache reachable").length).toBe(2);
    await pageText(WEB2, `/blog/${post.slug}`);
    const readsBack = apiRequests(`slug_name=${post.slug}`).length;
    expect(await pageText(WEB1, `/blog/${post.slug}`)).toContain(post.title);
    expect(apiRequests(`slug_name=${post.slug}`).length).toBe(readsBack);
  });
});
