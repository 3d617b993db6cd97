/**
 * Scheduled publishing (issue 21) as the team and visitors see it: an editor gives a saved draft a moment
 * in the editor (a past one is refused with the reason) and can cancel it; a draft scheduled a few
 * seconds ahead appears on /blog, in the RSS feed and in the sitemap once the API's queue publishes it,
 * without anyone touching it; and one scheduled a minute ahead appears there once the API's clock has
 * moved past its moment, on a stack of its own whose API runs on a clock the test moves.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import {
  OPS_API_PORT,
  OPS_WEB_PORT,
  movableClock,
  startApi,
  startSite,
  stopAll,
  waitFor,
} from "../ops/ops-stack";
import { E2E_ADMIN_TOKEN, saveDraft, signIn } from "./admin-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";
const SUMMARY = "Written ahead of time, published on time.";
const BODY = "<p>A post that publishes itself at its moment.</p>";

test.describe("scheduled publishing @desktop", () => {
  test("an editor schedules a draft and cancels it; a scheduled draft goes live on its own", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const draft = (slug: string, title: string) =>
      saveDraft(request, { slug, title, summary: SUMMARY, body: BODY });

    // In the editor: a past moment is refused with the reason, a future one is shown, and cancelled.
    const edited = await draft(`e2e-scheduled-in-editor-${stamp}`, `Scheduled in the editor ${stamp}`);
    await signIn(page);
    await page.goto(`/admin/posts/${edited.id}`);
    const when = page.getByLabel("Publish later");
    await when.fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByText("Choose a moment in the future")).toBeVisible();
    await when.fill(`${new Date().getFullYear() + 1}-03-04T09:30`);
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expect(page.getByTestId("publish-schedule")).toContainText(
      `Mar 4, ${new Date().getFullYear() + 1}`,
    );
    // Scheduled, everywhere: the editor's badge, and the posts list's "Scheduled" tab, searched by title.
    await expect(page.getByText(/^Scheduled · Mar 4, \d{4}/)).toBeVisible();
    await page.goto("/admin/posts");
    await page
      .getByRole("navigation", { name: "Post status" })
      .getByRole("link", { name: /^Scheduled/ })
      .click();
    await expect(page).toHaveURL(/status=SCHEDULED/);
    const find = page.getByRole("search", { name: "Find posts" });
    await find.getByLabel("Title or address").fill(`Scheduled in the editor ${stamp}`);
    await find.getByRole("button", { name: "Show posts" }).click();
    await expect(page).toHaveURL(/status=SCHEDULED/);
    const listed = page.getByRole("region", { name: "Posts" }).getByRole("listitem");
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText(`Scheduled · Mar 4, ${new Date().getFullYear() + 1}`);
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      // Each post a card: the list never scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`posts-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    await listed.getByRole("link", { name: `Scheduled in the editor ${stamp}` }).click();
    await page.getByRole("button", { name: "Cancel schedule" }).click();
    await expect(page.getByLabel("Publish later")).toHaveValue("");
    await expect(page.getByText("Draft", { exact: true })).toBeVisible();

    // Scheduled a few seconds ahead: nobody publishes it, and it appears where visitors look.
    const soon = await draft(`e2e-scheduled-soon-${stamp}`, `Scheduled soon ${stamp}`);
    const scheduled = await request.post(`${E2E_API_URL}/admin/blog-posts/${soon.id}/schedule?${T}`, {
      headers: ADMIN,
      data: { publish_at: new Date(Date.now() + 3000).toISOString() },
    });
    expect(scheduled.status()).toBe(200);
    expect((await request.get(`/blog/${soon.slug}`)).status()).toBe(404);
    await expect
      .poll(async () => (await request.get(`/blog/${soon.slug}`)).status(), {
        timeout: 30_000,
        intervals: [500],
      })
      .toBe(200);
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: soon.title }).first()).toBeVisible();
    expect(await (await request.get("/blog/feed.xml")).text()).toContain(soon.title);
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`/blog/${soon.slug}`);

    // Back to a draft: the blog's first page belongs to the other tests.
    await request.post(`${E2E_API_URL}/admin/blog-posts/${soon.id}/unpublish?${T}`, { headers: ADMIN });
  });
});

test.describe("scheduled publishing, the clock moved @desktop", () => {
  // Its own API (on a clock the test moves) and site, so no other spec lives through the jump.
  const API = `http://127.0.0.1:${OPS_API_PORT + 12}`;
  const SITE = `http://localhost:${OPS_WEB_PORT + 12}`;
  // Made when the stack starts, not when the file loads: a run that filters this test out creates no
  // folder for it and needs no libfaketime.
  let clock: ReturnType<typeof movableClock>;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    clock = movableClock();
    startApi(OPS_API_PORT + 12, {
      ...clock.env,
      LOG_LEVEL: "warn",
      REVALIDATE_URL: `${SITE}/api/revalidate`,
    });
    startSite(OPS_WEB_PORT + 12, { API_BASE_URL: API, SITE_URL: SITE });
    await waitFor(`${API}/health`);
    await waitFor(`${SITE}/healthz`);
  });
  test.afterAll(stopAll);

  test("a draft scheduled a minute ahead appears on /blog, in the feed and in the sitemap when the API's clock reaches it", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const post = await saveDraft(
      request,
      { slug: `e2e-a-minute-ahead-${stamp}`, title: `A minute ahead ${stamp}`, summary: SUMMARY, body: BODY },
      API,
    );
    const scheduled = await request.post(`${API}/admin/blog-posts/${post.id}/schedule?${T}`, {
      headers: ADMIN,
      data: { publish_at: new Date(Date.now() + 60_000).toISOString() },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    const started = performance.now();

    // Before its moment: nowhere a visitor looks.
    await page.goto(`${SITE}/blog`);
    await expect(page.getByRole("heading", { name: "All articles" })).toBeVisible();
    await expect(page.getByRole("link", { name: post.title })).toHaveCount(0);
    expect((await request.get(`${SITE}/blog/${post.slug}`)).status()).toBe(404);
    expect(await (await request.get(`${SITE}/blog/feed.xml`)).text()).not.toContain(post.title);
    expect(await (await request.get(`${SITE}/sitemap.xml`)).text()).not.toContain(`/blog/${post.slug}`);

    // The API's clock moves a minute and a second on; its queue publishes the post and refreshes the site.
    clock.forward(61_000);
    await expect
      .poll(async () => (await request.get(`${SITE}/blog/${post.slug}`)).status(), {
        timeout: 20_000,
        intervals: [250],
      })
      .toBe(200);
    await page.goto(`${SITE}/blog`);
    await expect(page.getByRole("link", { name: post.title }).first()).toBeVisible();
    expect(await (await request.get(`${SITE}/blog/feed.xml`)).text()).toContain(post.title);
    expect(await (await request.get(`${SITE}/sitemap.xml`)).text()).toContain(`/blog/${post.slug}`);
    // Dated its moment, a minute after it was scheduled, on the API's clock.
    const article = await (
      await request.get(`${API}/blog-posts/article/slug?${T}&slug_name=${post.slug}`)
    ).json();
    expect(Date.parse(article.published_date) - Date.now()).toBeGreaterThan(30_000);
    // The clock moved; nobody waited the minute out.
    expect(performance.now() - started).toBeLessThan(45_000);
  });
});
