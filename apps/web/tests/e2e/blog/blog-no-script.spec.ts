/**
 * The blog list in a browser that runs no script (issue 19): the search box is a GET form to /blog that
 * also carries the sort and the category checkboxes (their `form` attribute); "Apply" sends it; the chips
 * and "Clear all" are small GET forms; the pages are links. The server renders each list the URL asks for,
 * in pages of 9 at every width. At both widths: below lg the category list replaces the Filter dialog.
 */
import { expect, test, type Page } from "@playwright/test";
import { apiCategories, apiPublished, gridTitles } from "./blog-data";

test.use({ javaScriptEnabled: false });

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const filters = (page: Page) => page.getByRole("complementary", { name: "Filters" });

test("a post's related articles show without JavaScript", async ({ page, request }) => {
  const [post] = (await apiPublished(request, { size: 1 })).content;
  await page.goto(`/blog/${post!.slug}`);
  const related = page.getByRole("region", { name: "More articles" });
  await expect(related.getByRole("link").first()).toBeVisible();
});

test.describe("blog list without JavaScript", () => {
  test("the search box's × removes the search and keeps the sort", async ({ page, request }) => {
    await page.goto("/blog?query=the&sort=publishedDate%2Casc");
    await expect(searchBox(page)).toHaveValue("the");
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page).toHaveURL(/\/blog\?sort=publishedDate%2Casc$/);
    await expect(searchBox(page)).toHaveValue("");
    const oldest = await apiPublished(request, { size: 9, sort: "publishedDate,asc" });
    expect(await gridTitles(page)).toEqual(oldest.content.map((p) => p.title));
  });

  test("searches, filters by category, sorts, removes a filter, clears them and pages", async ({
    page,
    request,
  }) => {
    const categories = await apiCategories(request);
    const busiest = [...categories].sort((a, b) => b.post_count - a.post_count)[0]!;
    const byCategory = `blogCategories.id=in=(${busiest.category_id})`;

    await page.goto("/blog");
    await expect(page.getByRole("button", { name: "Filter" })).toBeHidden();

    // Search: Enter in the box.
    await searchBox(page).fill("the");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/blog\?query=the/);
    const searched = await apiPublished(request, { size: 9, filter: "title=ilike='the'" });
    expect(await gridTitles(page)).toEqual(searched.content.map((p) => p.title));
    await expect(page.getByRole("button", { name: "Remove filter Search: “the”" })).toBeVisible();

    // A category and the sort, sent together with the search by "Apply".
    await filters(page).getByLabel(busiest.category_name).check();
    await page.getByLabel("Sort").selectOption({ label: "Oldest First" });
    await filters(page).getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/sort=publishedDate%2Casc/);
    const narrowed = await apiPublished(request, {
      size: 9,
      sort: "publishedDate,asc",
      filter: `${byCategory};title=ilike='the'`,
    });
    expect(await gridTitles(page)).toEqual(narrowed.content.map((p) => p.title));
    await expect(searchBox(page)).toHaveValue("the");
    await expect(filters(page).getByLabel(busiest.category_name)).toBeChecked();
    await expect(page.getByLabel("Sort")).toHaveValue("publishedDate,asc");

    // Removing the search keeps the category and the sort.
    await page.getByRole("button", { name: "Remove filter Search: “the”" }).click();
    await expect(page).not.toHaveURL(/query=/);
    const inCategory = await apiPublished(request, {
      size: 9,
      sort: "publishedDate,asc",
      filter: byCategory,
    });
    expect(await gridTitles(page)).toEqual(inCategory.content.map((p) => p.title));
    await expect(searchBox(page)).toHaveValue("");

    // "Clear all" needs two chips: search again, then clear; the sort stays.
    await searchBox(page).fill("a");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/query=a/);
    await page.getByRole("button", { name: "Clear all" }).click();
    await expect(page).not.toHaveURL(/categor/);
    const oldestFirst = await apiPublished(request, { size: 9, sort: "publishedDate,asc" });
    expect(await gridTitles(page)).toEqual(oldestFirst.content.map((p) => p.title));
    await expect(page.getByLabel("Sort")).toHaveValue("publishedDate,asc");
    await expect(filters(page).getByLabel(busiest.category_name)).not.toBeChecked();

    // The next page: a link, pages of 9 at every width.
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/page=2/);
    const second = await apiPublished(request, { page: 1, size: 9, sort: "publishedDate,asc" });
    expect(await gridTitles(page)).toEqual(second.content.map((p) => p.title));
  });
});
