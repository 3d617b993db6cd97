import { expect, test } from "@playwright/test";
import { apiAuthors, apiPublished, gridTitles } from "./blog-data";

test.describe("authors", () => {
  test("/author lists every author and is hidden from search engines @desktop", async ({ page, request }) => {
    const authors = await apiAuthors(request);
    await page.goto("/author");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our authors");
    for (const author of authors) {
      await expect(page.getByRole("link", { name: author.full_name, exact: true })).toHaveAttribute(
        "href",
        `/author/${author.slug}`,
      );
    }
  });

  test("an author page shows the profile, up to 4 articles and 'Show more blogs'", async ({
    page,
    request,
  }) => {
    const authors = await apiAuthors(request);
    const author = [...authors].sort((a, b) => b.number_of_articles - a.number_of_articles)[0]!;
    const filter = `blogAuthor.slug=in=(${author.slug})`;
    const latest = await apiPublished(request, { size: 4, sort: "publishedDate,desc", filter });

    await page.goto(`/author/${author.slug}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /index, follow/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(author.full_name);
    await expect(page.getByRole("img", { name: `Portrait of ${author.full_name}` })).toHaveAttribute(
      "src",
      author.avatar.file_path,
    );
    await expect(page.getByTestId("article-count")).toHaveText(`${author.number_of_articles} articles`);
    await expect(page.getByText(author.bio.slice(0, 60))).toBeVisible();
    const social = page.getByRole("list", { name: `${author.full_name} elsewhere` }).getByRole("link");
    await expect(social).toHaveCount(author.social_media_link.length);
    for (const link of author.social_media_link) {
      await expect(social.and(page.locator(`[href="${new URL(link.social_link).toString()}"]`))).toHaveCount(
        1,
      );
    }
    const articles = page.getByRole("region", { name: `Latest articles by ${author.full_name}` });
    expect(latest.content.length).toBe(Math.min(4, author.number_of_articles));
    await expect(articles.getByRole("heading", { level: 3 })).toHaveText(latest.content.map((p) => p.title));

    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/blog/api/blogs")) requests.push(r.url());
    });
    await page.getByRole("link", { name: "Show more blogs" }).click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?author=${author.slug}&sort=publishedDate%2Cdesc$`));
    const size = page.viewportSize()!.width >= 1440 ? 9 : 6;
    const all = await apiPublished(request, { size, sort: "publishedDate,desc", filter });
    await expect.poll(() => gridTitles(page)).toEqual(all.content.map((p) => p.title));
    await expect(
      page.getByRole("button", { name: `Remove filter Author: ${author.full_name}` }),
    ).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("an unknown author is a 404 page @desktop", async ({ page }) => {
    const res = await page.goto("/author/nobody-by-this-name");
    expect(res?.status()).toBe(404);
  });
});
