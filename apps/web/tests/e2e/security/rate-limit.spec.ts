/**
 * A 429 from the API reaches the visitor as the contract's own message (wait, then try again), not as a
 * generic failure. The e2e API runs without limits, so the site's route handlers are answered here with
 * the API's 429 body, as forwardToApi passes it through (the limits themselves:
 * apps/api/src/test/rate-limit.test.ts).
 */
import { expect, test, type Page } from "@playwright/test";
import { API_ERRORS } from "@site/contract";
import { apiPublished } from "../blog/blog-data";

async function rateLimited(page: Page, pattern: string) {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 429,
      contentType: "application/json",
      headers: { "retry-after": "60" },
      body: JSON.stringify({ message: API_ERRORS.rateLimited }),
    }),
  );
}

test.describe("rate limit message @desktop", () => {
  test("a rate-limited newsletter signup says to wait a minute @desktop", async ({ page }) => {
    await rateLimited(page, "**/api/leads/newsletter");
    await page.goto("/");
    // The box renders its form as it approaches the viewport.
    await page.locator('[data-home-section="newsletter"]').scrollIntoViewIfNeeded();
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel(/work email/i).fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByRole("alert").filter({ hasText: API_ERRORS.rateLimited })).toBeVisible();
    await expect(form.getByLabel(/work email/i)).toHaveValue("reader@example.com");
  });

  test("a rate-limited like says to wait a minute @desktop", async ({ page, request }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    await rateLimited(page, "**/api/blog/like**");
    await page.goto(`/blog/${post!.slug}`);
    await page.getByRole("button", { name: /like(d)? this article/i }).click();
    await expect(page.getByRole("alert").filter({ hasText: API_ERRORS.rateLimited })).toBeVisible();
  });
});
