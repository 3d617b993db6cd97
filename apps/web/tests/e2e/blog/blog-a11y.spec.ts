import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { apiAuthors, apiPublished } from "./blog-data";

test.describe("blog accessibility", () => {
  // The plain /blog page is checked with every other route in shell/axe.spec.ts.
  test("/blog with filters and chips", async ({ page, request }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    await page.goto(`/blog?query=the&categories=${post!.categories[0]!.category_id}`);
    await expect(page.getByRole("button", { name: "Clear all" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/blog with no results", async ({ page }) => {
    await page.goto("/blog?query=zebra+quantum+marmalade");
    await expect(page.getByRole("button", { name: "Clear Filters" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the mobile filter modal @mobile", async ({ page }) => {
    await page.goto("/blog");
    await page.getByRole("button", { name: /^Filter/ }).click();
    await expect(page.getByRole("dialog", { name: "Filter" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("a post, also with the comment form's messages showing", async ({ page, request }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    await page.goto(`/blog/${post!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Post comment" }).click();
    await expect(page.getByText("Please enter your name")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the author pages", async ({ page, request }) => {
    const [author] = await apiAuthors(request);
    await page.goto(`/author/${author!.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/author");
    await expectNoAxeViolations(page);
  });
});
