/**
 * Redirects and SEO as an editor works them (issue 32, item 6), and comments filtered by spam reason
 * (item 5):
 * - a published post renamed in the editor: its old address answers 301 to the new one;
 * - an address nobody has is logged in the 404 log, and one click there makes it a redirect;
 * - the post's SEO description, saved in the "Search and sharing" panel, is the public page's
 *   <meta name="description">;
 * - the comments list filtered by the spam reason the API recorded.
 * The new pages are axe clean and never scroll sideways at 375 and 1440 px.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { AdminPost } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, postForm, signIn } from "./admin-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** A published post of this test's own (nobody else's spec reads it), made through the admin API. */
async function publishedPost(request: APIRequestContext, slug: string): Promise<AdminPost> {
  const created = await request.post(`${E2E_API_URL}/admin/blog-posts?tenant_id=default`, {
    headers: ADMIN,
    data: await postForm(request, {
      title: `Moving house, ${slug}`,
      slug,
      summary: "The summary that search engines read until an editor writes a description.",
    }),
  });
  expect(created.status(), await created.text()).toBe(200);
  const post = (await created.json()) as AdminPost;
  const published = await request.post(
    `${E2E_API_URL}/admin/blog-posts/${post.id}/publish?tenant_id=default`,
    {
      headers: ADMIN,
    },
  );
  expect(published.status()).toBe(200);
  return post;
}

async function looksRight(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("redirects and SEO @desktop", () => {
  test("a published post renamed in the editor: its old address answers 301 to the new one", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const post = await publishedPost(request, `e2e-move-${stamp}`);
    await signIn(page);
    await page.goto(`/admin/posts/${post.id}`);
    await page.getByLabel("Slug").fill(`e2e-moved-${stamp}`);
    await page.getByRole("button", { name: "Save changes", exact: true }).click();
    await expect(page.locator(".Toastify")).toContainText("Saved.");

    const old = await request.get(`/blog/e2e-move-${stamp}?utm_source=newsletter`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/blog/e2e-moved-${stamp}?utm_source=newsletter`);
    await page.goto(`/blog/e2e-move-${stamp}`);
    await expect(page).toHaveURL(new RegExp(`/blog/e2e-moved-${stamp}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Moving house, e2e-move-${stamp}`);

    await page.goto("/admin/redirects");
    const card = page.getByTestId("redirect").filter({ hasText: `/blog/e2e-move-${stamp}` });
    await expect(card).toContainText("Made when a published slug changed");
    await looksRight(page, "redirects");
  });

  test("a 404 is logged, and one click there makes it a redirect", async ({ page, request }) => {
    const missing = `/e2e-gone-${Date.now().toString(36)}/old-pricing`;
    const first = await page.goto(`${missing}?token=secret-${Date.now()}`);
    expect(first?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();

    await signIn(page);
    await page.goto("/admin/redirects/not-found");
    const row = page.getByTestId("not-found").filter({ hasText: missing });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText("secret-");
    await looksRight(page, "not-found-log");
    // Its section's list is offered; one click sends it there.
    await expect(row.getByLabel(`Redirect ${missing} to`)).toHaveValue(`/${missing.split("/")[1]}`);
    await row.getByLabel(`Redirect ${missing} to`).fill("/services");
    await row.getByRole("button", { name: "Create redirect" }).click();
    await expect(page.locator(".Toastify")).toContainText(`${missing} now answers 301 to /services.`);
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^Addresses that answered 404/ })).toBeFocused();

    const moved = await request.get(missing, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe("/services");
  });

  test("a post's SEO description is its page's meta description", async ({ page, request }) => {
    const slug = `e2e-seo-${Date.now().toString(36)}`;
    const post = await publishedPost(request, slug);
    const before = await request.get(`/blog/${slug}`);
    expect(await before.text()).toContain(
      '<meta name="description" content="The summary that search engines read until an editor writes a description."',
    );

    await signIn(page);
    await page.goto(`/admin/posts/${post.id}`);
    const panel = page.getByRole("region", { name: "Search and sharing" });
    await panel.getByLabel("SEO description").fill("x".repeat(201));
    await panel.getByRole("button", { name: "Save search and sharing" }).click();
    await expect(panel.getByText("Keep the SEO description to 200 characters").first()).toBeVisible();
    await panel.getByLabel("SEO description").fill("Moving an application route by route, without a freeze.");
    await panel.getByLabel("SEO title").fill("Route by route");
    await panel.getByRole("button", { name: "Save search and sharing" }).click();
    await expect(page.locator(".Toastify")).toContainText("Search and sharing fields saved.");
    await expect(panel.getByRole("button", { name: "Save search and sharing" })).toBeFocused();

    await page.goto(`/blog/${slug}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Moving an application route by route, without a freeze.",
    );
    await expect(page).toHaveTitle(/^Route by route/);
  });

  test("editors filter comments by the spam reason recorded", async ({ page, request }) => {
    const post = await publishedPost(request, `e2e-spam-${Date.now().toString(36)}`);
    const word = `kelp${Date.now().toString(36)}`;
    for (const content of [
      `${word} https://a.example https://b.example https://c.example`,
      `${word} a calm and considered note`,
    ]) {
      const sent = await request.post(`/api/blog/comments?blog_post_id=${post.id}`, {
        data: {
          comment_sender_name: "Reader",
          comment_sender_email: "reader@example.com",
          sender_comment_content: content,
        },
      });
      expect(sent.status()).toBe(200);
    }
    await signIn(page);
    await page.goto(`/admin/comments?q=${word}`);
    const find = page.getByRole("search", { name: "Find comments" });
    await find.getByLabel("Spam reason").selectOption({ label: "Too many links" });
    await find.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/flag=links/);
    const cards = page.getByTestId("admin-comment");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Contains 3 links");
    await looksRight(page, "comments-flag");

    const bar = page.getByRole("form", { name: "Moderate the ticked comments" });
    await bar.getByLabel("Select all 1 on this page").check();
    await bar.getByRole("button", { name: "Mark ticked as spam" }).click();
    await expect(page.locator(".Toastify")).toContainText("Marked 1 comment as spam.");
    await expect(cards).toHaveCount(0);
  });
});
