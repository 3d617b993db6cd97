import { expect, type APIRequestContext, type Page, type Request } from "@playwright/test";
import type {
  AdminComment,
  AdminPostInput,
  Author,
  BlogPost,
  BlogPostSummary,
  CategoryOption,
  Paged,
} from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";

/** The e2e API's admin token: the value the e2e run gives the API as ADMIN_TOKEN (see tests/e2e/admin). */
const ADMIN_TOKEN = process.env.ADMIN_TOKEN || "e2e-admin-token-cobaltline-0123456789abcdef";
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}` };
const T = "tenant_id=default";

async function json<T>(res: Awaited<ReturnType<APIRequestContext["get"]>>): Promise<T> {
  expect(res.status(), `${res.url()} → ${res.status()} ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

export async function apiPublished(
  request: APIRequestContext,
  query: { page?: number; size?: number; sort?: string; filter?: string; search?: string } = {},
): Promise<Paged<BlogPostSummary>> {
  const params = new URLSearchParams({ tenant_id: "default" });
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.set(k, String(v));
  return json(await request.get(`${E2E_API_URL}/blog-posts/published?${params}`));
}

export async function apiPopular(request: APIRequestContext): Promise<BlogPostSummary[]> {
  return json(await request.get(`${E2E_API_URL}/blog-posts/popular?${T}`));
}

export async function apiPost(request: APIRequestContext, slug: string): Promise<BlogPost> {
  return json(await request.get(`${E2E_API_URL}/blog-posts/article/slug?slug_name=${slug}&${T}`));
}

export async function apiCategories(request: APIRequestContext): Promise<CategoryOption[]> {
  return json(await request.get(`${E2E_API_URL}/blog-categories?${T}`));
}

export async function apiAuthors(request: APIRequestContext): Promise<Author[]> {
  return json(await request.get(`${E2E_API_URL}/blog-authors?${T}`));
}

export async function pendingComments(request: APIRequestContext): Promise<AdminComment[]> {
  const page = await json<Paged<AdminComment>>(
    await request.get(`${E2E_API_URL}/admin/comments?status=PENDING&size=100&${T}`, { headers: ADMIN }),
  );
  return page.content;
}

/** Approves the pending comment with this text (and optionally replies as the company). */
export async function approveComment(
  request: APIRequestContext,
  text: string,
  reply?: string,
): Promise<AdminComment> {
  const comment = (await pendingComments(request)).find((c) => c.sender_comment_content === text);
  expect(comment, `a pending comment reads ${JSON.stringify(text)}`).toBeTruthy();
  if (reply) {
    await json(
      await request.post(`${E2E_API_URL}/admin/comments/${comment!.comment_id}/reply?${T}`, {
        headers: ADMIN,
        data: { author_comment_content: reply },
      }),
    );
  }
  return json(
    await request.post(`${E2E_API_URL}/admin/comments/${comment!.comment_id}/approve?${T}`, {
      headers: ADMIN,
    }),
  );
}

/** Every GET the grid sends to the site's proxy, parsed. */
export type GridRequest = {
  page: string | null;
  size: string | null;
  sort: string | null;
  filter: string | null;
  /** The search's words (issue 21: looked for in title, summary and body). */
  search: string | null;
};

export function recordGridRequests(page: Page): GridRequest[] {
  const seen: GridRequest[] = [];
  page.on("request", (req: Request) => {
    const url = new URL(req.url());
    if (url.pathname !== "/blog/api/blogs") return;
    const p = url.searchParams;
    seen.push({
      page: p.get("page"),
      size: p.get("size"),
      sort: p.get("sort"),
      filter: p.get("filter"),
      search: p.get("search"),
    });
  });
  return seen;
}

/** Waits for the grid's next proxy response and returns the request's parameters. */
export async function nextGridRequest(page: Page, action: () => Promise<unknown>): Promise<GridRequest> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/blog/api/blogs"),
    action(),
  ]);
  expect(response.status()).toBe(200);
  const p = new URL(response.url()).searchParams;
  return {
    page: p.get("page"),
    size: p.get("size"),
    sort: p.get("sort"),
    filter: p.get("filter"),
    search: p.get("search"),
  };
}

/** The titles of the cards the grid shows (visible ones only). */
export async function gridTitles(page: Page): Promise<string[]> {
  const cards = page.getByTestId("blog-grid").locator("li:visible h3");
  return (await cards.allInnerTexts()).map((t) => t.trim());
}

/**
 * The tests that change a post (likes, views, ratings, comments, edits) each take a different seeded
 * post, and the two projects take different ones again, so no two tests ever touch the same counters.
 */
const POST_KEYS = [
  "content",
  "view",
  "like",
  "like-fail",
  "share",
  "rating",
  "rating-fail",
  "comment",
  "comment-fail",
  "xss-comment",
  "xss-body",
  "latest",
  "counts",
] as const;
export type PostKey = (typeof POST_KEYS)[number];

export async function seededPost(
  request: APIRequestContext,
  projectName: string,
  key: PostKey,
  accept: (post: BlogPostSummary) => boolean = () => true,
): Promise<BlogPostSummary> {
  const all = (await apiPublished(request, { size: 100, sort: "publishedDate,asc" })).content.filter(
    (p) => !p.slug.startsWith("e2e-"),
  );
  const offset = POST_KEYS.indexOf(key) + (projectName === "mobile" ? POST_KEYS.length : 0);
  for (let i = 0; i < all.length; i++) {
    const post = all[(offset + i) % all.length]!;
    if (accept(post)) return post;
  }
  throw new Error(`no seeded post fits the ${key} test`);
}

export type AdminPostRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  body: string;
  author: { slug: string };
  categories: { category_id: number }[];
  banner_tag: string | null;
  hero_image_path: string;
  hero_image_alt_text: string;
  hero_image_title: string;
};

/**
 * Edits a published post through the admin API for the length of `use`, then puts it back as it was.
 * The API refreshes the site's cached pages on each edit.
 */
export async function withEditedPost(
  request: APIRequestContext,
  id: number,
  change: Partial<AdminPostInput>,
  use: () => Promise<void>,
): Promise<void> {
  const before = await json<AdminPostRow>(
    await request.get(`${E2E_API_URL}/admin/blog-posts/${id}?${T}`, { headers: ADMIN }),
  );
  const original: AdminPostInput = {
    title: before.title,
    slug: before.slug,
    summary: before.summary,
    body: before.body,
    body_format: "html",
    author_slug: before.author.slug,
    category_ids: before.categories.map((c) => c.category_id),
    banner_tag: before.banner_tag,
    hero_image_path: before.hero_image_path,
    hero_image_alt_text: before.hero_image_alt_text,
    hero_image_title: before.hero_image_title,
  };
  const put = async (data: AdminPostInput) =>
    json(await request.put(`${E2E_API_URL}/admin/blog-posts/${id}?${T}`, { headers: ADMIN, data }));
  await put({ ...original, ...change });
  try {
    await use();
  } finally {
    await put(original);
  }
}

/** A post's Like button, whether liked yet or not. */
export const likeButton = (page: Page) => page.getByRole("button", { name: /like(d)? this article/i });

/** Opens a post as a visitor does: its address, then its heading. */
export async function openPost(page: Page, slug: string) {
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
}
