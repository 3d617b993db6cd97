/**
 * Scheduled publishing (issue 21) as the team and visitors see it: an editor gives a saved draft a moment
 * in the editor (a past one is refused with the reason) and can cancel it; a draft scheduled a few
 * seconds ahead appears on /blog, in the RSS feed and in the sitemap once the API's queue publishes it,
 * without anyone touching it.
 */
import { expect, test } from "@playwright/test";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

test.describe("scheduled publishing @desktop", () => {
  test("an editor schedules a draft and cancels it; a scheduled draft goes live on its own", async ({
    page,
    request,
  }) => {
    const stamp = Date.now().toString(36);
    const list = await request.get(`${E2E_API_URL}/admin/blog-posts?${T}&status=PUBLISHED&size=1`, {
      headers: ADMIN,
    });
    const model = (await list.json()).content[0];
    const draft = async (slug: string, title: string) => {
      const res = await request.post(`${E2E_API_URL}/admin/blog-posts?${T}`, {
        headers: ADMIN,
        data: {
          title,
          slug,
          summary: "Written ahead of time, published on time.",
          body: "<p>A post that publishes itself at its moment.</p>",
          body_format: "html",
          author_slug: model.author.slug,
          category_ids: model.categories.map((c: { category_id: number }) => c.category_id),
          banner_tag: null,
          hero_image_path: model.hero_image_path,
          hero_image_alt_text: model.hero_image_alt_text,
          hero_image_title: model.hero_image_title,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      return (await res.json()) as { id: number; slug: string; title: string };
    };

    // In the editor: a past moment is refused with the reason, a future one is shown, and cancelled.
    const edited = await draft(`e2e-scheduled-in-editor-${stamp}`, `Scheduled in the editor ${stamp}`);
    await signIn(page);
    await page.goto(`/admin/posts/${edited.id}`);
    const when = page.getByLabel("Publish later");
    await when.fill("2020-01-01T09:00");
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByText("Choose a moment in the future")).toBeVisible();
    await when.fill(`${new Date().getFullYear() + 1}-03-04T09:30`);
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByTestId("post-schedule")).toContainText(`Mar 4, ${new Date().getFullYear() + 1}`);
    await page.getByRole("button", { name: "Cancel schedule" }).click();
    await expect(page.getByLabel("Publish later")).toHaveValue("");

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
