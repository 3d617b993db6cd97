import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { type HomeServicesContent, MARKETING_MESSAGES } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { signIn } from "./admin-helpers";
import { AUTH, axeAtBothWidths, newEditor, restore, T, toast } from "./content-helpers";

/** The page a visitor who has never been here gets: a browser context of its own. */
async function visit(browser: Browser, path: string): Promise<{ page: Page; status: number | undefined }> {
  const page = await (await browser.newContext()).newPage();
  const res = await page.goto(path);
  return { page, status: res?.status() };
}

async function homeServices(request: APIRequestContext): Promise<string[]> {
  const res = await request.get(`${E2E_API_URL}/marketing-content/home-services?${T}`);
  expect(res.status()).toBe(200);
  const { entries } = (await res.json()) as { entries: { data: HomeServicesContent }[] };
  return entries[0]!.data.services;
}

test.describe("the team adds, orders and deletes marketing content (issue 21) @desktop", () => {
  test("an editor creates a service, publishes it, moves it up, unpublishes and republishes it, deletes it; visitors follow each step", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const title = `Edge Platforms ${stamp}`;
    const key = `edge-platforms-${stamp}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/service");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Services");
      // (What waits to be published depends on drafts other specs may be saving meanwhile.)
      await expect(page.getByTestId("publish-needs")).toHaveText(/^10 services: 10 published\. /);
      await axeAtBothWidths(page, "content-services-list");

      // New: the key follows the title; it opens in its editor as a draft visitors do not see.
      await page.getByLabel("Title").fill(title);
      await expect(page.getByLabel("Key (its address)")).toHaveValue(key);
      await page.getByRole("button", { name: "Create service" }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/content/service/${key}$`));
      await expect(page.getByText("Not published yet.")).toBeVisible();
      await page.goto("/admin/content/service");
      await expect(page.getByTestId("publish-needs")).toHaveText(
        /^11 services: 10 published\. Waiting to be published: 1 new or unpublished service/,
      );
      await page.getByRole("link", { name: title, exact: true }).click();
      expect((await visit(browser, `/services/${key}`)).status).toBe(404);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const fresh = await visit(browser, `/services/${key}`);
      expect(fresh.status).toBe(200);
      await expect(fresh.page.getByRole("heading", { level: 1 })).toHaveText(title);

      // Its place: last of eleven; moved up twice (a click, then Enter on the button that keeps the focus).
      await page.goto("/admin/content/service");
      await expect(page.getByTestId("publish-needs")).toHaveText(/^11 services: 11 published\. /);
      const rows = page.locator("ol > li");
      await expect(rows.last()).toContainText(title);
      const up = page.getByRole("button", { name: `Move up: ${title}` });
      await expect(page.getByRole("button", { name: `Move down: ${title}` })).toBeDisabled();
      await up.click();
      await expect(page.getByRole("status").filter({ hasText: "moved up" })).toHaveText(
        `"${title}" moved up to position 10 of 11.`,
      );
      await expect(up).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: "moved up" })).toHaveText(
        `"${title}" moved up to position 9 of 11.`,
      );
      await expect(rows.nth(8)).toContainText(title);
      await page.reload();
      await expect(rows.nth(8)).toContainText(title);
      const list = await visit(browser, "/services");
      await expect(list.page.getByRole("heading", { name: "Eleven ways we can help" })).toBeVisible();
      const cards = await list.page.getByTestId("service-card").getByRole("heading").allTextContents();
      expect(cards.indexOf(title)).toBe(8);
      expect(cards.indexOf("Quality Assurance")).toBe(9);
      const sitemap = await (await request.get("/sitemap.xml")).text();
      expect(sitemap).toContain(`/services/${key}</loc>`);

      // Unpublished, after its dialog: its page is a 404, it leaves /services and the sitemap; its draft
      // stays, and publishing it again brings it back.
      await page.getByRole("button", { name: `Unpublish: ${title}` }).click();
      const unpublish = page.getByRole("dialog", { name: `Unpublish "${title}"?` });
      await expect(unpublish).toContainText("Visitors will no longer see this service");
      await unpublish.getByRole("button", { name: "Unpublish service" }).click();
      await expect(toast(page)).toContainText(`"${title}" is off the site; its draft is kept.`);
      await expect(page.getByRole("button", { name: `Unpublish: ${title}` })).toHaveCount(0);
      expect((await visit(browser, `/services/${key}`)).status).toBe(404);
      const without = await visit(browser, "/services");
      await expect(without.page.getByRole("heading", { name: "Ten ways we can help" })).toBeVisible();
      await expect(without.page.getByTestId("service-card").filter({ hasText: title })).toHaveCount(0);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(key);
      await page.getByRole("link", { name: title, exact: true }).click();
      await expect(page.getByText("Not published yet.")).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      expect((await visit(browser, `/services/${key}`)).status).toBe(200);
      await page.goto("/admin/content/service");

      // Deleted, after its dialog: its page is a 404 and it leaves the list and the sitemap.
      await page.getByRole("button", { name: `Delete: ${title}` }).click();
      const dialog = page.getByRole("dialog", { name: `Delete "${title}"?` });
      await expect(dialog).toContainText("deleting it takes its page off the site at once");
      await axeAtBothWidths(page, "content-services-delete");
      await dialog.getByRole("button", { name: "Delete service" }).click();
      await expect(toast(page)).toContainText(`Deleted "${title}".`);
      await expect(page.getByRole("link", { name: title })).toHaveCount(0);
      expect((await visit(browser, `/services/${key}`)).status).toBe(404);
      const after = await visit(browser, "/services");
      await expect(after.page.getByRole("heading", { name: "Ten ways we can help" })).toBeVisible();
      await expect(after.page.getByTestId("service-card")).toHaveCount(10);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(key);
    } finally {
      // Gone already when the test passed (404); deleted here when it stopped half-way.
      const res = await request.delete(`${E2E_API_URL}/admin/content/service/${key}?${T}`, { headers: AUTH });
      expect([200, 404]).toContain(res.status());
    }
  });

  test("an editor changes the home page's services: the wrong count refused with its message, the right one seen by a visitor", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await homeServices(request);
    expect(before).toHaveLength(8);
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/home-services");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page services");
      const count = page.locator("#home-services-count");
      await expect(count).toHaveText("8 of 8 chosen. Ready to publish.");
      await axeAtBothWidths(page, "content-home-services");

      await page.getByRole("checkbox", { name: /^Product Design/ }).uncheck();
      await expect(count).toHaveText("7 of 8 chosen. Choose 1 more to publish.");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(page.getByRole("main").getByRole("alert")).toHaveText(
        MARKETING_MESSAGES.homeServicesCount(7),
      );
      expect(await homeServices(request)).toEqual(before);

      await page.getByRole("checkbox", { name: /^Fast Healthcare MVP/ }).check();
      await expect(count).toHaveText("8 of 8 chosen. Ready to publish.");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const home = await visit(browser, "/");
      const grid = home.page.locator('[data-home-section="services"]').getByTestId("service-card");
      await expect(grid).toHaveCount(8);
      await expect(grid.filter({ hasText: "Fast Healthcare MVP" })).toHaveCount(1);
      await expect(grid.filter({ hasText: "Product Design" })).toHaveCount(0);

      // The team's preview shows the saved choice in the home page's own cards.
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      const cards = page.getByTestId("service-card");
      await expect(cards).toHaveCount(8);
      await expect(cards.filter({ hasText: "Fast Healthcare MVP" })).toHaveCount(1);
      await axeAtBothWidths(page, "content-home-services-preview");

      // A service the published list names cannot be deleted: the list says why.
      await page.goto("/admin/content/service");
      await page.getByRole("button", { name: "Delete: Fast Healthcare MVP" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Delete service" }).click();
      await expect(toast(page)).toContainText('"Home page services" needs this entry on the site');
      await expect(page.getByRole("link", { name: "Fast Healthcare MVP" })).toHaveCount(1);
    } finally {
      await restore(request, "home-services", "home", { services: before });
    }
  });
});

// Here rather than in page-seo.spec.ts: it adds a service for a while, and this file's tests count them
// (a file's tests run one after another, never beside each other).
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
      await axeAtBothWidths(page, "page-seo-new-service");
      await page.setViewportSize({ width: 1440, height: 900 });

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
      // This file's other tests and shell/header count the services: this one goes again (its stored fields first, while it is a page).
      await request.put(`${E2E_API_URL}/admin/page-seo/page?${T}&path=${encodeURIComponent(path)}`, {
        headers: AUTH,
        data: { seo_title: "", seo_description: "", seo_image: "" },
      });
      await request.delete(`${E2E_API_URL}/admin/content/service/${key}?${T}`, { headers: AUTH });
    }
  });
});
