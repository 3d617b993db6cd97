/**
 * Counts the server can trust (issue 20), as a visitor and as someone replaying the page's calls would
 * try them: a like counts once per page view however often it is sent, a second page view may like
 * again, and a visitor's second rating replaces the first.
 */
import { expect, test } from "@playwright/test";
import { TOASTS } from "@/content/toasts";
import { apiPost, likeButton, openPost, seededPost } from "./blog-data";

test.describe("counts the server can trust @desktop", () => {
  test("five likes from one page view count once; a second page view counts once more", async ({
    page,
    request,
  }, testInfo) => {
    const { slug } = await seededPost(request, testInfo.project.name, "counts");
    const before = (await apiPost(request, slug)).like_count;
    await openPost(page, slug);

    const sent = page.waitForRequest((r) => r.url().includes("/api/blog/like"));
    const answered = page.waitForResponse((r) => r.url().includes("/api/blog/like"));
    await likeButton(page).click();
    const like = await sent;
    expect((await answered).status()).toBe(200);
    expect((await apiPost(request, slug)).like_count).toBe(before + 1);

    // The same call sent again, four times, as someone replaying it would: with the page's own
    // headers, and from the page's console without them.
    const headers = await like.allHeaders();
    for (let i = 0; i < 2; i++) {
      const replay = await page.request.post(like.url(), { headers });
      expect(replay.status()).toBe(200);
      expect((await replay.json()).like_count).toBe(before + 1);
    }
    const fromConsole = await page.evaluate(async (url) => {
      const statuses: number[] = [];
      for (let i = 0; i < 2; i++) statuses.push((await fetch(url, { method: "POST" })).status);
      return statuses;
    }, like.url());
    expect(fromConsole).toEqual([200, 200]);
    expect((await apiPost(request, slug)).like_count).toBe(before + 1);

    // A second page view: its like counts.
    await page.reload();
    await expect(likeButton(page)).toBeEnabled();
    const again = page.waitForResponse((r) => r.url().includes("/api/blog/like"));
    await likeButton(page).click();
    expect((await again).status()).toBe(200);
    expect((await apiPost(request, slug)).like_count).toBe(before + 2);
  });

  test("a visitor's second rating replaces the first", async ({ page, request }, testInfo) => {
    const { slug } = await seededPost(request, testInfo.project.name, "counts");
    const before = await apiPost(request, slug);
    // Under 20 ratings, replacing a 4 by a 2 moves the average by at least 0.1.
    expect(before.rating_count).toBeLessThan(19);

    const rate = async (value: number) => {
      await openPost(page, slug);
      const answered = page.waitForResponse((r) => r.url().includes("/api/blog/rating"));
      await page.getByRole("button", { name: `Rate ${value} out of 5` }).click();
      expect((await answered).status()).toBe(200);
      await expect(page.locator(".Toastify").getByText(TOASTS.ratingSuccess)).toBeVisible();
      return apiPost(request, slug);
    };
    const first = await rate(4);
    expect(first.rating_count).toBe(before.rating_count + 1);
    // A new page view, another rating: still one rating from this visitor, now a 2.
    const second = await rate(2);
    expect(second.rating_count).toBe(before.rating_count + 1);
    const sumBefore = first.rating_value * first.rating_count - 4;
    expect(second.rating_value).toBeCloseTo((sumBefore + 2) / second.rating_count, 0);
    expect(second.rating_value).toBeLessThan(first.rating_value);
  });
});
