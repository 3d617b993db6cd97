import { expect, test } from "@playwright/test";
import { ROUTES } from "../../../src/content/routes";
import { E2E_API_URL, E2E_NO_API, E2E_WEB_URL } from "../helpers/e2e-env";
import { escapeRegExp, robotsOf } from "../helpers/route-checks";

// Every static route's status, title, robots and canonical are checked with its axe run, on one
// page load per viewport: shell/axe.spec.ts.

// Needs the API: with E2E_NO_API=1 (static pages only) this group is not defined at all.
if (!E2E_NO_API)
  test.describe("dynamic routes @desktop", () => {
    test("a blog post, an author and a career answer 200 with their titles", async ({ page, request }) => {
      const posts = await (
        await request.get(`${E2E_API_URL}/blog-posts/published?tenant_id=default&page=0&size=1`)
      ).json();
      const post = posts.content[0];
      let response = await page.goto(`/blog/${post.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(post.title)));

      const authors = await (await request.get(`${E2E_API_URL}/blog-authors?tenant_id=default`)).json();
      const author = authors[0];
      response = await page.goto(`/author/${author.slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(author.full_name)));

      const careers = await (
        await request.get(`${E2E_API_URL}/job-applications/published/tenants?tenant_id=default`)
      ).json();
      const career = careers[0];
      response = await page.goto(`/about/career/${career.id}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(new RegExp(escapeRegExp(career.title)));
    });
  });

test.describe("SEO plumbing @desktop", () => {
  test("unknown addresses get the designed 404 with the compact header and footer", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that page" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
    await expect(page.locator("footer")).toBeVisible();
    expect(await robotsOf(page)).toContain("noindex");
  });

  test("sitemap.xml lists the indexable routes only; robots.txt points at it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const route of ROUTES) {
      const loc = `<loc>${new URL(route.path, E2E_WEB_URL).toString()}</loc>`;
      if ("noindex" in route && route.noindex) expect(sitemap).not.toContain(loc);
      else expect(sitemap).toContain(loc);
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${E2E_WEB_URL}/sitemap.xml`);
    expect(robots).toMatch(/Allow: \//);
  });

  test("Organization JSON-LD, Open Graph defaults and icons are published", async ({ page, request }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const org = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Organization");
    expect(org).toMatchObject({
      name: "Cobaltline",
      address: { addressLocality: "Laguna Hills", addressRegion: "CA" },
    });
    expect(org.sameAs).toHaveLength(5);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute(
      "content",
      /opengraph-image/,
    );
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute("content", "Cobaltline");
    await expect(page.locator('link[rel="icon"]').first()).toBeAttached();
    for (const path of [
      "/icon.svg",
      "/apple-icon",
      "/favicon.ico",
      "/manifest.webmanifest",
      "/opengraph-image",
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
