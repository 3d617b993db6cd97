import { expect, test, type Page } from "@playwright/test";
import {
  apiAuthors,
  apiCategories,
  apiPopular,
  apiPublished,
  gridTitles,
  nextGridRequest,
  recordGridRequests,
} from "./blog-data";

/** The page size spec §9 gives this test's viewport. */
function sizeFor(page: Page): number {
  const width = page.viewportSize()!.width;
  return width >= 1440 ? 9 : width >= 768 ? 8 : 6;
}

const grid = (page: Page) => page.getByTestId("blog-grid");
const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });

test.describe("blog list: server rendering", () => {
  test("the first page is in the HTML with the canonical and feed links", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    const first = await apiPublished(request, { size: 9 });
    for (const post of first.content)
      expect(html.includes(`href="/blog/${post.slug}"`), post.slug).toBe(true);
    expect(html.match(/<link rel="canonical"[^>]*>/)?.[0]).toMatch(/href="http:\/\/localhost:\d+\/blog"/);
    const feedLink = html.match(/<link rel="alternate" type="application\/rss\+xml"[^>]*>/)?.[0] ?? "";
    expect(feedLink, "the RSS link in the head").toMatch(/href="[^"]*\/blog\/feed\.xml"/);
  });

  test("page 0 and page 1 are the first page; later pages are canonical as ?page=N", async ({ request }) => {
    for (const q of ["?page=0", "?page=1"]) {
      const html = await (await request.get(`/blog${q}`)).text();
      expect(html.match(/<link rel="canonical"[^>]*>/)?.[0]).toMatch(/href="http:\/\/localhost:\d+\/blog"/);
    }
    const html = await (await request.get("/blog?page=2")).text();
    expect(html.match(/<link rel="canonical"[^>]*>/)?.[0]).toMatch(
      /href="http:\/\/localhost:\d+\/blog\?page=2"/,
    );
    const second = await apiPublished(request, { page: 1, size: 9 });
    for (const post of second.content)
      expect(html.includes(`href="/blog/${post.slug}"`), post.slug).toBe(true);
  });
});

test.describe("blog list: page size", () => {
  for (const [width, size] of [
    [1440, 9],
    [1024, 8],
    [375, 6],
  ] as const) {
    test(`${width} px shows ${size} posts on first load without a request or a layout shift @desktop`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const w = window as unknown as { __cls: number };
        w.__cls = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) w.__cls += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      const requests = recordGridRequests(page);
      await page.goto("/blog");
      await page.waitForLoadState("networkidle");
      const expected = (await apiPublished(request, { size })).content.map((p) => p.title);
      await expect(grid(page).locator("li:visible")).toHaveCount(size);
      expect(await gridTitles(page)).toEqual(expected);
      expect(requests).toEqual([]);
      const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      expect(cls).toBeLessThan(0.02);
    });
  }
});

test.describe("blog list: search", () => {
  test("Enter searches, matches are highlighted, and emptying the box clears the search", async ({
    page,
    request,
  }) => {
    // Two words that follow each other in a seeded title, typed in lower case (not words a search
    // ignores, like "what" or "with").
    const ignored = new Set(["about", "after", "before", "being", "between", "could", "every", "other"]);
    ["their", "there", "these", "those", "through", "under", "where", "which", "while", "would"].forEach(
      (w) => ignored.add(w),
    );
    const titles = (await apiPublished(request, { size: 100 })).content.map((p) => p.title);
    const words = titles
      .flatMap((t) => [...t.matchAll(/\b([A-Za-z]{5,}) ([A-Za-z]{5,})\b/g)].map((m) => [m[1]!, m[2]!]))
      .find((pair) => pair.every((w) => !ignored.has(w.toLowerCase())))!;
    const phrase = words.join(" ").toLowerCase();

    await page.goto("/blog");
    const size = sizeFor(page);
    const req = await nextGridRequest(page, async () => {
      await searchBox(page).fill(phrase);
      await searchBox(page).press("Enter");
    });
    // Issue 21: the words are looked for in title, summary and body, best match first (no order sent).
    expect(req).toEqual({ page: "0", size: String(size), sort: null, filter: "", search: phrase });
    await expect(page).toHaveURL(`/blog?query=${phrase.replace(" ", "+")}`);
    const expected = await apiPublished(request, { size, search: phrase });
    expect(expected.totalElements).toBeGreaterThan(0);
    await expect.poll(() => gridTitles(page)).toEqual(expected.content.map((p) => p.title));
    // Each word is marked where it appears, whatever its case (word forms too: "release" marks
    // "Releases", "moving" marks "move"), in the titles and the snippets: every mark shares its
    // first three letters with one of the words.
    const marks = await grid(page).locator("li:visible h3 mark").allInnerTexts();
    expect(marks.length).toBeGreaterThanOrEqual(2);
    const stem = (w: string) => w.toLowerCase().slice(0, 3);
    for (const mark of marks) expect(words.map(stem), mark).toContain(stem(mark));

    await searchBox(page).fill("");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(grid(page).locator("mark")).toHaveCount(0);
  });

  test("a search from a later page starts again at the first page", async ({ page }) => {
    await page.goto("/blog?page=2");
    // Below 1440 px the second page differs from the server's 9-post page: let that fetch settle.
    await page.waitForLoadState("networkidle");
    await expect(grid(page)).toBeVisible();
    const req = await nextGridRequest(page, async () => {
      await searchBox(page).fill("cloud");
      await searchBox(page).press("Enter");
    });
    expect(req.page).toBe("0");
    await expect(page).toHaveURL(/\/blog\?query=cloud$/);
  });

  test("no results shows the empty state, and Clear Filters brings every post back", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    await searchBox(page).fill("zebra quantum marmalade");
    await searchBox(page).press("Enter");
    await expect(page.getByText("Oops! No results this time")).toBeVisible();
    await expect(page.getByText("Try changing keyword or change your filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    const first = await apiPublished(request, { size: sizeFor(page) });
    await expect.poll(() => gridTitles(page)).toEqual(first.content.map((p) => p.title));
    await expect(searchBox(page)).toHaveValue("");
  });
});

test.describe("blog list: filters", () => {
  test("each combination of filters sends the spec's filter string @desktop", async ({ page, request }) => {
    const categories = await apiCategories(request);
    const [a, b] = [...categories].sort((x, y) => y.category_id - x.category_id);
    await page.goto("/blog");
    const filters = page.getByRole("complementary", { name: "Filters" });

    // One category.
    let req = await nextGridRequest(page, () => filters.getByLabel(a!.category_name).check());
    expect(req.filter).toBe(`blogCategories.id=in=(${a!.category_id})`);
    await expect(page).toHaveURL(new RegExp(`\\?categories=${a!.category_id}$`));

    // Two categories: ascending ids, whatever the order of the clicks.
    req = await nextGridRequest(page, () => filters.getByLabel(b!.category_name).check());
    const ids = [a!.category_id, b!.category_id].sort((x, y) => x - y);
    expect(req.filter).toBe(`blogCategories.id=in=(${ids.join(",")})`);

    // Categories and a search: the filter keeps the categories, the words go as `search`.
    req = await nextGridRequest(page, async () => {
      await searchBox(page).fill("it's ci/cd");
      await searchBox(page).press("Enter");
    });
    expect(req.filter).toBe(`blogCategories.id=in=(${ids.join(",")})`);
    expect(req.search).toBe("it's ci/cd");
    expect(req.page).toBe("0");

    // The search alone after both categories are removed through their chips.
    await nextGridRequest(page, () =>
      page.getByRole("button", { name: `Remove filter ${a!.category_name}` }).click(),
    );
    req = await nextGridRequest(page, () =>
      page.getByRole("button", { name: `Remove filter ${b!.category_name}` }).click(),
    );
    expect([req.filter, req.search]).toEqual(["", "it's ci/cd"]);

    // Nothing at all: the first page is the one the server rendered, so it needs no request; a
    // sort change then asks with an empty filter.
    await page.getByRole("button", { name: /Remove filter Search/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    req = await nextGridRequest(page, () => page.getByLabel("Sort").selectOption({ label: "Oldest First" }));
    expect(req).toMatchObject({ filter: "", sort: "publishedDate,asc" });
  });

  test("an author in the URL overrides the other filters @desktop", async ({ page, request }) => {
    const [author] = await apiAuthors(request);
    const categories = await apiCategories(request);
    await page.goto(`/blog?author=${author!.slug}&categories=${categories[0]!.category_id}&query=zzz`);
    const expected = await apiPublished(request, { size: 9, filter: `blogAuthor.slug=in=(${author!.slug})` });
    await expect.poll(() => gridTitles(page)).toEqual(expected.content.map((p) => p.title));
    await expect(
      page.getByRole("button", { name: `Remove filter Author: ${author!.full_name}` }),
    ).toBeVisible();
    const req = await nextGridRequest(page, () =>
      page.getByLabel("Sort").selectOption({ label: "Oldest First" }),
    );
    expect(req.filter).toBe(`blogAuthor.slug=in=(${author!.slug})`);
    expect(req.sort).toBe("publishedDate,asc");
  });

  test("the category list has its own case-insensitive name search @desktop", async ({ page, request }) => {
    const categories = await apiCategories(request);
    const target = categories.find((c) => c.category_name.length > 5)!;
    await page.goto("/blog");
    const filters = page.getByRole("complementary", { name: "Filters" });
    const find = filters.getByRole("searchbox", { name: "Search categories" });
    const needle = target.category_name.slice(1, 5).toUpperCase();
    await find.fill(needle);
    const expected = categories.filter((c) => c.category_name.toLowerCase().includes(needle.toLowerCase()));
    await expect(filters.getByRole("checkbox")).toHaveCount(expected.length);
    await expect(filters.getByLabel(target.category_name)).toBeVisible();
    await find.fill("no such category at all");
    await expect(filters.getByText("No categories found")).toBeVisible();
    await expect(filters.getByRole("checkbox")).toHaveCount(0);
  });

  test("a shared address renders its filters on the server, with chips and controls to match @desktop", async ({
    page,
    request,
  }) => {
    const categories = await apiCategories(request);
    // The largest category: the post-page tests never change its membership.
    const c = [...categories].sort((x, y) => y.post_count - x.post_count)[0]!;
    const requests = recordGridRequests(page);
    await page.goto(`/blog?query=the&categories=${c.category_id}&sort=publishedDate,asc`);
    const expected = await apiPublished(request, {
      size: 9,
      sort: "publishedDate,asc",
      filter: `blogCategories.id=in=(${c.category_id});title=ilike='the'`,
    });
    expect(await gridTitles(page)).toEqual(expected.content.map((p) => p.title));
    await expect(searchBox(page)).toHaveValue("the");
    await expect(
      page.getByRole("complementary", { name: "Filters" }).getByLabel(c.category_name),
    ).toBeChecked();
    await expect(page.getByLabel("Sort")).toHaveValue("publishedDate,asc");
    await expect(page.getByRole("button", { name: `Remove filter ${c.category_name}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Remove filter Search: “the”" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requests).toEqual([]);
  });

  test("Clear all removes every filter but keeps the sort @desktop", async ({ page, request }) => {
    const categories = await apiCategories(request);
    await page.goto(`/blog?query=data&categories=${categories[0]!.category_id}&sort=publishedDate,asc`);
    const req = await nextGridRequest(page, () => page.getByRole("button", { name: "Clear all" }).click());
    expect(req).toMatchObject({ filter: "", sort: "publishedDate,asc", page: "0" });
    await expect(page).toHaveURL(/\/blog\?sort=publishedDate%2Casc$/);
  });
});

test.describe("blog list: mobile filter", () => {
  test("the filter opens in a modal titled Filter; Apply waits for a change @mobile", async ({
    page,
    request,
  }) => {
    const categories = await apiCategories(request);
    const c = categories[1]!;
    await page.goto("/blog");
    await expect(page.getByRole("complementary", { name: "Filters" })).toBeHidden();
    await page.getByRole("button", { name: /^Filter/ }).click();
    const dialog = page.getByRole("dialog", { name: "Filter" });
    await expect(dialog).toBeVisible();
    const apply = dialog.getByRole("button", { name: "Apply" });
    await expect(apply).toBeDisabled();
    await dialog.getByLabel(c.category_name).check();
    await expect(apply).toBeEnabled();
    await dialog.getByLabel(c.category_name).uncheck();
    await expect(apply).toBeDisabled();
    await dialog.getByLabel(c.category_name).check();
    const req = await nextGridRequest(page, () => apply.click());
    expect(req).toEqual({
      page: "0",
      size: "6",
      sort: "publishedDate,desc",
      filter: `blogCategories.id=in=(${c.category_id})`,
      search: null,
    });
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`\\?categories=${c.category_id}$`));
    // Reopened, the selection equals the URL's again: Apply is disabled.
    await page.getByRole("button", { name: /^Filter/ }).click();
    await expect(dialog.getByLabel(c.category_name)).toBeChecked();
    await expect(apply).toBeDisabled();
    await dialog.getByRole("searchbox", { name: "Search categories" }).fill("qqqq");
    await expect(dialog.getByText("No categories found")).toBeVisible();
  });
});

test.describe("blog list: sort, paging and history", () => {
  test("Oldest First sorts ascending", async ({ page, request }) => {
    await page.goto("/blog");
    await expect(page.getByLabel("Sort").locator("option")).toHaveText(["Newest First", "Oldest First"]);
    await expect(page.getByLabel("Sort")).toHaveValue("publishedDate,desc");
    const req = await nextGridRequest(page, () =>
      page.getByLabel("Sort").selectOption({ label: "Oldest First" }),
    );
    expect(req.sort).toBe("publishedDate,asc");
    await expect(page).toHaveURL(/\?sort=publishedDate%2Casc$/);
    const oldest = await apiPublished(request, { size: sizeFor(page), sort: "publishedDate,asc" });
    await expect.poll(() => gridTitles(page)).toEqual(oldest.content.map((p) => p.title));
  });

  test("pages load through the proxy with skeletons, and Back / Forward restore them", async ({
    page,
    request,
  }) => {
    await page.goto("/blog");
    const size = sizeFor(page);
    const [p0, p1, p2] = await Promise.all(
      [0, 1, 2].map(async (n) =>
        (await apiPublished(request, { page: n, size })).content.map((p) => p.title),
      ),
    );

    // Hold the response to see the skeletons that stand in for the grid.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/blog/api/blogs**", async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
    await expect(page.getByTestId("skeleton-item")).toHaveCount(size);
    await expect(grid(page)).toHaveCount(0);
    const response = page.waitForResponse((r) => r.url().includes("/blog/api/blogs"));
    release();
    const res = await response;
    expect(new URL(res.url()).searchParams.get("page")).toBe("1");
    expect(new URL(res.url()).searchParams.get("size")).toBe(String(size));
    await page.unroute("**/blog/api/blogs**");
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect.poll(() => gridTitles(page)).toEqual(p1);
    await expect(page.getByRole("link", { name: "2", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect.poll(() => gridTitles(page)).toEqual(p2);

    await page.goBack();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect.poll(() => gridTitles(page)).toEqual(p1);
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(() => gridTitles(page)).toEqual(p0);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect.poll(() => gridTitles(page)).toEqual(p1);
  });

  test("a page that fails to load says so, and Try again loads it", async ({ page, request }) => {
    await page.goto("/blog");
    const size = sizeFor(page);
    const second = (await apiPublished(request, { page: 1, size })).content.map((p) => p.title);
    // The connection drops for the next page's request.
    await page.route("**/blog/api/blogs**", (route) => route.abort("internetdisconnected"));
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Page 2" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "We couldn’t load the articles." });
    await expect(alert).toContainText("Please check your connection and try again.");
    await expect(grid(page)).toHaveCount(0);
    await page.unroute("**/blog/api/blogs**");
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(alert).toBeHidden();
    await expect.poll(() => gridTitles(page)).toEqual(second);
  });

  test("Back restores filters and the controls that show them @desktop", async ({ page, request }) => {
    const [c] = await apiCategories(request);
    await page.goto("/blog");
    const filters = page.getByRole("complementary", { name: "Filters" });
    await nextGridRequest(page, () => filters.getByLabel(c!.category_name).check());
    await nextGridRequest(page, async () => {
      await searchBox(page).fill("team");
      await searchBox(page).press("Enter");
    });
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?categories=${c!.category_id}$`));
    await expect(searchBox(page)).toHaveValue("");
    await expect(filters.getByLabel(c!.category_name)).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(filters.getByLabel(c!.category_name)).not.toBeChecked();
    const first = await apiPublished(request, { size: 9 });
    await expect.poll(() => gridTitles(page)).toEqual(first.content.map((p) => p.title));
  });
});

test.describe("blog list: hero carousel", () => {
  test("shows the popular posts and moves on by itself; the pause button holds it", async ({
    page,
    request,
  }) => {
    const popular = await apiPopular(request);
    await page.goto("/blog");
    const hero = page.getByRole("region", { name: "Popular articles" });
    await expect(hero).toBeVisible();
    const count = popular.length;
    expect(count).toBeGreaterThan(1);
    await expect(hero.getByRole("group")).toHaveCount(count);
    await expect(hero.getByRole("heading", { level: 2 })).toHaveText(popular.map((p) => p.title));
    await expect(hero.getByRole("button", { name: `Go to slide 1 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    // Autoplay every 5.5 s (the pointer rests outside the carousel so it is not held).
    await page.mouse.move(1, 1);
    await expect(hero.getByRole("button", { name: `Go to slide 2 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
      { timeout: 9000 },
    );
    await hero.getByRole("button", { name: "Pause popular articles" }).click();
    await page.mouse.move(1, 1);
    await page.waitForTimeout(6500);
    await expect(hero.getByRole("button", { name: `Go to slide 2 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(hero.getByRole("button", { name: "Play popular articles" })).toBeVisible();
  });

  test("loops: Previous on the first slide shows the last, Next there the first again", async ({
    page,
    request,
  }) => {
    const popular = await apiPopular(request);
    await page.goto("/blog");
    const hero = page.getByRole("region", { name: "Popular articles" });
    await hero.getByRole("button", { name: "Pause popular articles" }).click();
    const count = popular.length;
    const last = hero.getByRole("group", { name: `${count} of ${count}` });
    await hero.getByRole("button", { name: "Previous slide" }).click();
    await expect(hero.getByRole("button", { name: `Go to slide ${count} of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(last.getByRole("heading", { level: 2 })).toBeInViewport();
    await hero.getByRole("button", { name: "Next slide" }).click();
    await expect(hero.getByRole("button", { name: `Go to slide 1 of ${count}` })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(last.getByRole("heading", { level: 2 })).not.toBeInViewport();
  });
});
