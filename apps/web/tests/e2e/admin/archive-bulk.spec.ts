/**
 * Archive and bulk actions (issue 31, items 3 and 7) as the team works with them: an editor archives a
 * published post from the posts list (gone from the blog, its feed and sitemap, listed under Archived
 * with its count) and unarchives it (a draft again); the posts' bulk bar archives ticked posts; a
 * recruiter ticks two positions and archives them in one action, then deletes one and brings it back
 * with the toast's Undo. Axe-clean at 1440 and 375 px with no sideways scroll, a screenshot of each.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, saveDraft, signIn } from "./admin-helpers";

const API = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const T = "tenant_id=default";

/** axe and no sideways scroll at both widths, and a screenshot of each to look at. */
async function auditBothWidths(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The count a status tab shows ("Archived 3" → 3). */
async function tabCount(page: Page, nav: string, label: string): Promise<number> {
  const text = await page
    .getByRole("navigation", { name: nav })
    .getByRole("link", { name: new RegExp(`^${label}`) })
    .innerText();
  return Number(text.replace(/\D+/g, ""));
}

test.describe("archive and bulk actions @desktop", () => {
  test("an archived post leaves the blog and the list, is listed under Archived, and comes back a draft", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = `ar${Date.now().toString(36)}`;
    const draft = await saveDraft(request, { title: `Archive ${word} note`, slug: `archive-${word}` });
    const other = await saveDraft(request, { title: `Archive ${word} second`, slug: `archive-${word}-2` });
    const published = await request.post(`${E2E_API_URL}/admin/blog-posts/${draft.id}/publish?${T}`, {
      headers: API,
    });
    expect(published.status(), await published.text()).toBe(200);
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(200);

    await signIn(page);
    await page.goto(`/admin/posts?q=${word}`);
    const cards = page.getByRole("region", { name: "Posts" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    const archivedBefore = await tabCount(page, "Post status", "Archived");

    await page.getByRole("button", { name: `Archive Archive ${word} note`, exact: true }).click();
    const toast = page.locator(".Toastify");
    await expect(toast).toContainText(
      `Archived Archive ${word} note. It is off the blog and listed under Archived.`,
    );
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`Archive ${word} second`);
    expect(await tabCount(page, "Post status", "Archived")).toBe(archivedBefore + 1);

    // Off the public site: its page, the feed and the sitemap.
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);
    expect(await (await request.get("/blog/feed.xml")).text()).not.toContain(draft.slug);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/blog/${draft.slug}`);

    // Listed under Archived, with its badge.
    await page
      .getByRole("navigation", { name: "Post status" })
      .getByRole("link", { name: /^Archived/ })
      .click();
    await expect(page).toHaveURL(/status=ARCHIVED/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Archived");
    await expect(
      page.getByRole("navigation", { name: "Post status" }).getByRole("link", { name: /^Archived/ }),
    ).toHaveAttribute("aria-current", "page");
    await auditBothWidths(page, "posts-archived");

    // Unarchived: back among the drafts, still off the blog.
    await page.getByRole("button", { name: `Unarchive Archive ${word} note`, exact: true }).click();
    await expect(toast).toContainText(`Unarchived Archive ${word} note. It is a draft until you publish it.`);
    await expect(cards).toHaveCount(0);
    await page.goto(`/admin/posts?status=DRAFT&q=${word}`);
    await expect(cards).toHaveCount(2);
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);

    // The bulk bar archives the ticked posts in one action.
    const bar = page.getByRole("form", { name: "Publish, unpublish, archive or delete the ticked posts" });
    await bar.getByLabel("Select all 2 on this page").check();
    await expect(bar.getByRole("status")).toHaveText("2 posts ticked");
    await auditBothWidths(page, "posts-bulk-bar");
    await bar.getByRole("button", { name: "Archive ticked" }).click();
    await expect(toast).toContainText("Archived 2 posts.");
    await expect(cards).toHaveCount(0);
    await page.goto(`/admin/posts?status=ARCHIVED&q=${word}`);
    await expect(cards).toHaveCount(2);
    expect(other.id).toBeGreaterThan(0);
    // Under Archived the bar offers only Delete (an archived post is unarchived one at a time).
    const archivedBar = page.getByRole("form", { name: "Delete the ticked posts" });
    await expect(archivedBar.getByRole("button")).toHaveText(["Delete ticked"]);

    // The editor of an archived post says so, offers no Publish, and unarchives it.
    await page.goto(`/admin/posts/${other.id}`);
    const editorBar = page.getByRole("group", { name: "Save and publish" });
    await expect(editorBar).toContainText("Archived");
    await expect(editorBar.getByRole("button", { name: "Save and publish" })).toHaveCount(0);
    await editorBar.getByRole("button", { name: `Unarchive Archive ${word} second`, exact: true }).click();
    await expect(toast).toContainText(
      `Unarchived Archive ${word} second. It is a draft until you publish it.`,
    );
    await expect(editorBar.getByRole("button", { name: "Save and publish" })).toBeVisible();
    await expect(
      editorBar.getByRole("button", { name: `Archive Archive ${word} second`, exact: true }),
    ).toBeVisible();
  });

  test("two positions ticked are archived in one action; one deleted and brought back with Undo", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const word = `Cb${Date.now().toString(36)}`;
    const titles = [`${word} Platform Engineer`, `${word} Data Engineer`, `${word} Designer`];
    const ids: number[] = [];
    for (const title of titles) {
      const res = await request.post(`${E2E_API_URL}/admin/careers?${T}`, {
        headers: API,
        data: {
          title,
          position_arrangement: "Full time, remote",
          job_description: "Ship **useful** things with a small team.",
          body_format: "markdown",
          pay_min: 90000,
          pay_max: 120000,
          pay_currency: "USD",
          pay_period: "YEAR",
        },
      });
      expect(res.status(), await res.text()).toBe(200);
      ids.push(((await res.json()) as { id: number }).id);
    }

    await signIn(page);
    await page.goto(`/admin/careers?q=${word}`);
    const table = page.getByRole("table", { name: "Careers" });
    const rows = table.getByRole("row").filter({ hasText: word });
    await expect(rows).toHaveCount(3);
    const bar = page.getByRole("form", { name: "Archive or delete the ticked positions" });
    await page.getByRole("checkbox", { name: `Tick ${titles[0]}` }).check();
    await page.getByRole("checkbox", { name: `Tick ${titles[1]}` }).check();
    await expect(bar.getByRole("status")).toHaveText("2 positions ticked");
    await auditBothWidths(page, "careers-bulk-bar");

    await bar.getByRole("button", { name: "Archive ticked" }).click();
    const toast = page.locator(".Toastify");
    await expect(toast).toContainText("Archived 2 positions.");
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText(titles[2]!);
    const careersPage = await (await request.get("/about/career")).text();
    expect(careersPage).not.toContain(titles[0]);
    expect(careersPage).toContain(titles[2]);

    await page.goto(`/admin/careers?status=ARCHIVED&q=${word}`);
    await expect(rows).toHaveCount(2);
    await auditBothWidths(page, "careers-archived");

    // Deleted in one action, and back with the toast's Undo.
    await page.goto(`/admin/careers?q=${word}`);
    await expect(rows).toHaveCount(1);
    await page.getByRole("checkbox", { name: `Tick ${titles[2]}` }).check();
    await bar.getByRole("button", { name: "Delete ticked" }).click();
    await expect(toast).toContainText("Deleted 1 position.");
    await expect(rows).toHaveCount(0);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(toast).toContainText("1 position is back, as they were.");
    await expect(rows).toHaveCount(1);
    expect(await (await request.get("/about/career")).text()).toContain(titles[2]);

    // Each change is in the audit trail, one entry per position.
    const trail = await request.get(`${E2E_API_URL}/admin/audit?${T}&action=career.archive&size=100`, {
      headers: API,
    });
    const entries = ((await trail.json()) as { content: { target_id: string }[] }).content;
    expect(entries.filter((e) => ids.slice(0, 2).map(String).includes(e.target_id))).toHaveLength(2);
  });
});
