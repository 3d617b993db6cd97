/**
 * A marketing page's search and sharing fields as an editor sets them (issue 32, item 6: "marketing
 * metadata leaves the code"): the "Search and sharing" list of pages, a service page's SEO description
 * saved there, and the public page's <meta name="description"> showing it at once (the API expires the
 * "page-seo" tag the page's metadata is read with). The list and the page's form are axe clean and never
 * scroll sideways at 375 and 1440 px. A service the editor adds and publishes gets its row: marketing-content-structure.spec.ts.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";
import { newEditor } from "./content-helpers";

const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const PATH = "/services/devops-solutions";

async function looksRight(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("marketing pages' search and sharing @desktop", () => {
  test.afterAll(async ({ request }) => {
    // Other specs read the service's own summary: its fields go back to empty.
    const put = await request.put(
      `${E2E_API_URL}/admin/page-seo/page?tenant_id=default&path=${encodeURIComponent(PATH)}`,
      { headers: ADMIN, data: { seo_title: "", seo_description: "", seo_image: "" } },
    );
    expect(put.status()).toBe(200);
  });

  test("an editor sets a service page's description and the public page's meta description shows it", async ({
    page,
    browser,
  }) => {
    const before = await (await browser.newContext()).newPage();
    await before.goto(PATH);
    const own = await before.locator('meta[name="description"]').getAttribute("content");
    expect(own).toBeTruthy();

    const editor = await newEditor(page.request);
    await signIn(page, editor);
    await page.goto("/admin");
    await page.getByRole("link", { name: "Search and sharing" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Search and sharing" })).toBeVisible();
    const list = page.getByRole("region", { name: "Marketing pages and their search and sharing fields" });
    // The home page's title, once in its code, is now the seed's default.
    await expect(list.getByRole("row", { name: /Home/ }).first()).toContainText(
      "Cobaltline | Custom Software Development in Laguna Hills, California",
    );
    await looksRight(page, "page-seo-list");

    await list.getByRole("link", { name: "Service: DevOps Solutions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Service: DevOps Solutions" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Search and sharing" });
    await panel.getByLabel("SEO description").fill("d".repeat(201));
    await panel.getByRole("button", { name: "Save search and sharing" }).click();
    await expect(panel.getByText("Keep the SEO description to 200 characters").first()).toBeVisible();
    const description = `Pipelines, infrastructure as code and on-call you can sleep through (${Date.now().toString(36)}).`;
    await panel.getByLabel("SEO description").fill(description);
    await panel.getByLabel("SEO title").fill("DevOps that ships on Fridays");
    await panel.getByRole("button", { name: "Save search and sharing" }).click();
    await expect(page.locator(".Toastify")).toContainText("Search and sharing fields saved.");
    // The page is read again after the save; the person is still where they were.
    await expect(panel.getByRole("button", { name: "Save search and sharing" })).toBeFocused();
    await looksRight(page, "page-seo-edit");

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(PATH);
    await expect(visitor.locator('meta[name="description"]')).toHaveAttribute("content", description);
    await expect(visitor.locator('meta[property="og:description"]')).toHaveAttribute("content", description);
    await expect(visitor).toHaveTitle(/^DevOps that ships on Fridays \| Cobaltline$/);

    // Emptied again, the page reads its own summary once more.
    await panel.getByLabel("SEO description").fill("");
    await panel.getByLabel("SEO title").fill("");
    await panel.getByRole("button", { name: "Save search and sharing" }).click();
    // The first save's toast may still show: the page is read again until the save has landed.
    await expect
      .poll(
        async () => {
          await visitor.reload();
          return visitor.locator('meta[name="description"]').getAttribute("content");
        },
        { timeout: 30_000, intervals: [1000] },
      )
      .toBe(own);
  });
});
