/**
 * Search that reads the articles (issue 21), as a visitor uses it: a word only a post's body holds finds
 * that post and shows where it stands; a typo in it still does; without JavaScript the same search is
 * the list's GET form.
 */
import { expect, test, type Page } from "@playwright/test";
import { htmlToText } from "@site/contract";
import { apiPost, apiPublished } from "./blog-data";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });
const card = (page: Page, title: string) =>
  page.getByTestId("blog-grid").locator("li:visible article").filter({ hasText: title });

/** A word of one post's body that no title or summary of the blog holds, and the post. */
async function bodyOnlyWord(request: Parameters<typeof apiPost>[0]) {
  const posts = (await apiPublished(request, { size: 100 })).content;
  const heads = posts.map((p) => `${p.title} ${p.summary}`.toLowerCase()).join(" ");
  const owners = new Map<string, Set<string>>();
  for (const summary of posts) {
    const words = htmlToText((await apiPost(request, summary.slug)).body)
      .toLowerCase()
      .match(/\b[a-z]{9,}\b/g);
    for (const word of new Set(words ?? []))
      owners.set(word, (owners.get(word) ?? new Set()).add(summary.slug));
  }
  const [word, slugs] = [...owners].find(([w, s]) => s.size === 1 && !heads.includes(w.slice(0, 6)))!;
  const post = posts.find((p) => p.slug === [...slugs][0])!;
  return { word, post };
}

test.describe("blog search reads the articles", () => {
  test("a word of a post's body finds it with a snippet; a typo still finds it @desktop", async ({
    page,
    request,
  }) => {
    const { word, post } = await bodyOnlyWord(request);
    await page.goto("/blog");
    await searchBox(page).fill(word);
    await searchBox(page).press("Enter");
    const found = card(page, post.title);
    await expect(found).toBeVisible();
    // Where the word stands in the text, marked, in place of the summary.
    const snippet = found.getByTestId("search-snippet");
    await expect(snippet.locator("mark").first()).toHaveText(new RegExp(`^${word}$`, "i"));
    await expect(page.getByLabel("Sort")).toHaveValue("relevance");

    // One letter wrong, as a hurried visitor types it.
    const typo = word.slice(0, 4) + (word[4] === "e" ? "a" : "e") + word.slice(5);
    await searchBox(page).fill(typo);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(`/blog?query=${typo}`);
    await expect(card(page, post.title)).toBeVisible();
    await expect(card(page, post.title).getByTestId("search-snippet").locator("mark").first()).toHaveText(
      new RegExp(`^${word}$`, "i"),
    );
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the search box finds a post by a word of its body @desktop", async ({ page, request }) => {
      const { word, post } = await bodyOnlyWord(request);
      await page.goto("/blog");
      await searchBox(page).fill(word);
      await searchBox(page).press("Enter");
      // The form sends the sort's value too (newest first): the results come in that order.
      await expect(page).toHaveURL(new RegExp(`/blog\\?query=${word}&`));
      await expect(card(page, post.title).getByTestId("search-snippet").locator("mark").first()).toHaveText(
        new RegExp(`^${word}$`, "i"),
      );
    });
  });
});
