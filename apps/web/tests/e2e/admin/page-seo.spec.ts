/**
 * A marketing page's search and sharing fields as an editor sets them (issue 32, item 6: "marketing
 * metadata leaves the code"): the "Search and sharing" list of pages, a service page's SEO description
 * saved there, and the public page's <meta name="description"> showing it at once (the API expires the
 * "page-seo" tag the page's metadata is read with). The list and the page's form are axe clean and never
 * scroll sideways at 375 and 1440 px. The list reads the published entries: a service the editor adds and
 * publishes gets its row, and its title, description and social image there reach its page's <head>.
 */
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_API_URL } from "../helpers/e2e-env";
import { E2E_ADMIN_TOKEN, signIn } from "./admin-helpers";
import { AUTH, newEditor, T, toast } from "./content-helpers";

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

test.describe("a new service's search and sharing @desktop", () => {
  test("an editor creates and publishes a service, finds its row in Search and sharing, and its title reaches the page", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const title = `Data Platforms ${stamp}`;
    const key = `data-platforms-${stamp}`;
    const path = `/services/${key}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/service");
      await page.getByLabel("Title").fill(title);
      await page.getByRole("button", { name: "Create service" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/content/service/${key}$`));

      // A draft is no page of the site yet: Search and sharing has no row for it.
      await page.goto("/admin/seo");
      const list = page.getByRole("region", { name: "Marketing pages and their search and sharing fields" });
      await expect(list.getByRole("link", { name: "Service: DevOps Solutions" })).toBeVisible();
      await expect(list.getByRole("link", { name: `Service: ${title}` })).toHaveCount(0);

      await page.goto(`/admin/content/service/${key}`);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      await page.goto("/admin/seo");
      const row = list.getByRole("row", { name: new RegExp(`Service: ${title}`) });
      await expect(row).toContainText(path);
      await expect(row).toContainText("The page's own (from its content)");
      await row.getByRole("link", { name: `Service: ${title}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: `Service: ${title}` })).toBeVisible();
      const panel = page.getByRole("region", { name: "Search and sharing" });
      await panel.getByLabel("SEO title").fill(`${title}: warehouses that answer`);
      await panel.getByLabel("SEO description").fill("Data platforms your analysts trust, built in weeks.");
      await panel.getByLabel("Social image").fill("/media/blog/data-platforms.png");
      await panel.getByRole("button", { name: "Save search and sharing" }).click();
      await expect(toast(page)).toContainText("Search and sharing fields saved.");
      await looksRight(page, "page-seo-new-service");

      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(path);
      await expect(visitor).toHaveTitle(`${title}: warehouses that answer | Cobaltline`);
      await expect(visitor.locator('meta[name="description"]')).toHaveAttribute(
        "content",
        "Data platforms your analysts trust, built in weeks.",
      );
      await expect(visitor.locator('meta[property="og:image"]').first()).toHaveAttribute(
        "content",
        /\/media\/blog\/data-platforms\.png$/,
      );
    } finally {
      // Other specs count the services: this one goes again (its stored fields first, while it is a page).
      await request.put(`${E2E_API_URL}/admin/page-seo/page?${T}&path=${encodeURIComponent(path)}`, {
        headers: AUTH,
        data: { seo_title: "", seo_description: "", seo_image: "" },
      });
      await request.delete(`${E2E_API_URL}/admin/content/service/${key}?${T}`, { headers: AUTH });
    }
  });
});
