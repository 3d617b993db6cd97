/**
 * Lists people can work with (issue 31, item 7): the careers list is searched by title, filtered by
 * status (tabs with their counts) and by where the work is, and sorted, all in the address; and at
 * 375 px the careers, people and keys lists read as cards (the position, person or key as each
 * card's heading, then "Label: value" lines), with nothing scrolling sideways, axe clean at 375 and
 * 1440 px. The posts list publishes ticked drafts in one action and takes them back to draft.
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import type { AdminCareerCounts } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, saveDraft, signIn } from "./admin-helpers";

const API = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PAY = { pay_min: 90000, pay_max: 120000, pay_currency: "USD", pay_period: "YEAR" };
const NO_PAY = { pay_min: null, pay_max: null, pay_currency: null, pay_period: null };

/** Whether a table row is laid out as a card: its cells stacked under its heading, not side by side. */
async function readsAsCard(row: Locator, width: number) {
  const heading = await row.getByRole("rowheader").boundingBox();
  const cells = row.getByRole("cell");
  const first = await cells.first().boundingBox();
  const last = await cells.last().boundingBox();
  const box = await row.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  // Each line starts at the card's left edge, one under the other.
  expect(Math.abs(first!.x - heading!.x)).toBeLessThan(2);
  expect(first!.y).toBeGreaterThanOrEqual(heading!.y + heading!.height - 1);
  expect(last!.y).toBeGreaterThan(first!.y);
}

/** The list's region scrolls nothing sideways, nor does the page. */
async function expectNoSidewaysScroll(page: Page, region: Locator, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const [scroll, client] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(scroll).toBeLessThanOrEqual(client);
}

test.describe("the team's lists @desktop", () => {
  test("careers searched, filtered, counted and sorted; careers, people and keys as cards at 375 px", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = `Ql${Date.now().toString(36)}`;
    const make = async (title: string, arrangement: string, status: "OPEN" | "CLOSED") => {
      const res = await request.post(`${E2E_API_URL}/admin/careers?tenant_id=default`, {
        headers: API,
        data: {
          title,
          position_arrangement: arrangement,
          job_description: "Ship **useful** things with a small team.",
          body_format: "markdown",
          status,
          ...(status === "OPEN" ? PAY : NO_PAY),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await make(`${stamp} Backend engineer, payments and ledgers`, "FULL_TIME_REMOTE", "OPEN");
    await make(`${stamp} Accessibility specialist`, "FULL_TIME_REMOTE", "CLOSED");
    await make(`${stamp} Cloud cost analyst`, "PART_TIME_HYBRID", "OPEN");
    const key = await request.post(`${E2E_API_URL}/admin/keys?tenant_id=default`, {
      headers: API,
      data: { name: `Lists ${stamp} reporting export for the finance dashboard`, roles: ["sales"] },
    });
    expect(key.status(), await key.text()).toBe(200);
    const counts = (await (
      await request.get(`${E2E_API_URL}/admin/careers/counts?tenant_id=default`, { headers: API })
    ).json()) as AdminCareerCounts;

    await signIn(page);
    await page.goto("/admin/careers");
    const tabs = page.getByRole("navigation", { name: "Position status" });
    await expect(tabs.getByRole("link", { name: `All ${counts.all}` })).toBeVisible();
    await expect(tabs.getByRole("link", { name: `Open ${counts.OPEN}` })).toBeVisible();
    await expect(tabs.getByRole("link", { name: `Closed ${counts.CLOSED}` })).toBeVisible();

    // A search by the title's words, as a person types it.
    const find = page.getByRole("search", { name: "Find positions" });
    await find.getByLabel("Position").fill(stamp);
    await find.getByLabel("Order").selectOption({ label: "Position (A to Z)" });
    await find.getByRole("button", { name: "Show positions" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
    await expect(page.getByRole("status").filter({ hasText: "positions match" })).toHaveText(
      "3 positions match.",
    );
    const table = page.getByRole("table", { name: "Careers" });
    const positions = table.getByRole("rowheader");
    await expect(positions).toHaveText([
      `${stamp} Accessibility specialist`,
      `${stamp} Backend engineer, payments and ledgers`,
      `${stamp} Cloud cost analyst`,
    ]);

    // Where the work is, then the Open tab: the search is kept.
    await find.getByLabel("Location and hours").selectOption("FULL_TIME_REMOTE");
    await find.getByRole("button", { name: "Show positions" }).click();
    await expect(positions).toHaveText([
      `${stamp} Accessibility specialist`,
      `${stamp} Backend engineer, payments and ledgers`,
    ]);
    await tabs.getByRole("link", { name: /^Open/ }).click();
    await expect(page).toHaveURL(/status=OPEN/);
    await expect(positions).toHaveText([`${stamp} Backend engineer, payments and ledgers`]);
    await expect(page.getByRole("status").filter({ hasText: "match" })).toHaveText("1 position matches.");
    await expect(find.getByLabel("Position")).toHaveValue(stamp);

    // Nothing found says so.
    await find.getByLabel("Position").fill(`${stamp} nobody`);
    await find.getByRole("button", { name: "Show positions" }).click();
    await expect(page.getByText("No positions match this search.")).toBeVisible();

    // The three lists, at both widths.
    const lists = [
      { path: `/admin/careers?q=${stamp}`, table: "Careers", row: `${stamp} Backend engineer` },
      { path: "/admin/people", table: "Team members, their roles and status", row: "(you)" },
      { path: "/admin/keys", table: "API keys", row: `Lists ${stamp}` },
    ];
    for (const list of lists) {
      await page.goto(list.path);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        const region = page.getByRole("region", { name: list.table });
        const table = page.getByRole("table", { name: list.table });
        const row = table.getByRole("row").filter({ hasText: list.row });
        await expect(row).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoSidewaysScroll(page, region, width);
        const columnHeaders = table.getByRole("columnheader");
        if (width === 375) {
          await readsAsCard(row, width);
          // The labels are on the card; the table's header row is for screen readers only.
          await expect(row.getByText("Status:")).toBeVisible();
          // Nothing stands above the first card's heading but the card's own padding.
          const top = (await region.boundingBox())!.y;
          const heading = (await table.getByRole("rowheader").first().boundingBox())!.y;
          expect(heading - top).toBeLessThan(24);
        } else {
          await expect(columnHeaders.first()).toBeVisible();
          await expect(row.getByText("Status:")).toBeHidden();
        }
        const name = list.path.split(/[/?]/)[2];
        await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });

  test("posts ticked in the list are published in one action, taken back to draft, deleted and undone", async ({
    page,
    request,
  }) => {
    const word = `pq${Date.now().toString(36)}`;
    const drafts = [];
    for (const n of [1, 2, 3]) {
      drafts.push(await saveDraft(request, { title: `Bulk ${word} note ${n}`, slug: `bulk-${word}-${n}` }));
    }
    await signIn(page);
    await page.goto(`/admin/posts?status=DRAFT&q=${word}`);
    const cards = page.getByRole("region", { name: "Posts" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    const bar = page.getByRole("form", { name: "Publish, unpublish, archive or delete the ticked posts" });
    await bar.getByLabel("Select all 3 on this page").check();
    await page.getByRole("checkbox", { name: `Tick Bulk ${word} note 3` }).uncheck();
    await expect(bar.getByRole("status")).toHaveText("2 posts ticked");
    await bar.getByRole("button", { name: "Publish ticked", exact: true }).click();
    await expect(page.locator(".Toastify")).toContainText("Published 2 posts.");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText(`Bulk ${word} note 3`);
    await expectNoAxeViolations(page);

    await page
      .getByRole("navigation", { name: "Post status" })
      .getByRole("link", { name: /^Published/ })
      .click();
    await expect(cards).toHaveCount(2);
    const published = await request.get(`/blog/${drafts[0]!.slug}`);
    expect(published.status()).toBe(200);

    await bar.getByLabel("Select all 2 on this page").check();
    await bar.getByRole("button", { name: "Unpublish ticked" }).click();
    await expect(page.locator(".Toastify")).toContainText("Back to draft: 2 posts.");
    await expect(cards).toHaveCount(0);

    // Deleted in one action (off the list), and brought back by the toast's Undo.
    await page
      .getByRole("navigation", { name: "Post status" })
      .getByRole("link", { name: /^Drafts/ })
      .click();
    await expect(cards).toHaveCount(3);
    await bar.getByLabel("Select all 3 on this page").check();
    await bar.getByRole("button", { name: "Delete ticked" }).click();
    const toast = page.locator(".Toastify");
    await expect(toast).toContainText("Deleted 3 posts.");
    await expect(cards).toHaveCount(0);
    await toast.getByRole("button", { name: "Undo" }).click();
    await expect(toast).toContainText("3 posts are back, as they were.");
    await expect(cards).toHaveCount(3);
  });
});
