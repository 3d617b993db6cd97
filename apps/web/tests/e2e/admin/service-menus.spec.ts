import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import {
  ADMIN_AUTH,
  OPS_API_PORT,
  OPS_WEB_PORT,
  startApi,
  startSite,
  stopAll,
  waitFor,
} from "../ops/ops-stack";

/**
 * The header's and footer's menus are the site's code (the spec's navigation), while the services are the
 * team's content (issue 21): a service the team takes off the site leaves the menus at once instead of
 * leading visitors to a 404, and comes back with it. Its own API and site, so no other spec reads the
 * menus while a service is off.
 */
const API = `http://127.0.0.1:${OPS_API_PORT + 14}`;
const SITE = `http://localhost:${OPS_WEB_PORT + 14}`;
const T = "tenant_id=default";

/** In the header's Services menu only (9 services); "Fast Healthcare MVP" is in the footer's column. */
const MENU_ONLY = { key: "outreach-automation-solution", title: "Outreach Automation Solution" };
const FOOTER = { key: "fast-healthcare-mvp", title: "Fast Healthcare MVP" };

async function setPublished(request: APIRequestContext, key: string, published: boolean) {
  const res = await request.post(
    `${API}/admin/content/service/${key}/${published ? "publish" : "unpublish"}?${T}`,
    { headers: ADMIN_AUTH },
  );
  expect(res.status(), await res.text()).toBe(200);
}

/** The Services menu's panel, opened as a visitor opens it. */
async function servicesMenu(page: Page) {
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Services menu" }).click();
  const panel = page.getByTestId("mega-services");
  await expect(panel).toBeVisible();
  return panel;
}

test.describe("the menus follow the services the team publishes (issue 21) @desktop", () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    startApi(OPS_API_PORT + 14, { LOG_LEVEL: "warn", REVALIDATE_URL: `${SITE}/api/revalidate` });
    startSite(OPS_WEB_PORT + 14, { API_BASE_URL: API, SITE_URL: SITE });
    await waitFor(`${API}/health`);
    await waitFor(`${SITE}/healthz`);
  });
  test.afterAll(stopAll);

  test("an unpublished service leaves the header's and footer's menus, and comes back when published", async ({
    page,
    request,
  }) => {
    await page.goto(`${SITE}/about`);
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("link", { name: FOOTER.title })).toBeVisible();
    await expect(
      (await servicesMenu(page)).getByRole("link", { name: new RegExp(MENU_ONLY.title) }),
    ).toHaveCount(1);

    await setPublished(request, MENU_ONLY.key, false);
    await setPublished(request, FOOTER.key, false);
    await page.goto(`${SITE}/about`);
    await expect(footer.getByRole("link", { name: FOOTER.title })).toHaveCount(0);
    await expect(footer.getByRole("link", { name: "MVP Development", exact: true })).toBeVisible();
    const menu = await servicesMenu(page);
    await expect(menu.getByRole("link", { name: new RegExp(MENU_ONLY.title) })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: /DevOps Solutions/ })).toHaveCount(1);
    expect((await request.get(`${SITE}/services/${MENU_ONLY.key}`)).status()).toBe(404);

    await setPublished(request, MENU_ONLY.key, true);
    await page.goto(`${SITE}/about`);
    await expect(
      (await servicesMenu(page)).getByRole("link", { name: new RegExp(MENU_ONLY.title) }),
    ).toHaveCount(1);
    await expect(footer.getByRole("link", { name: FOOTER.title })).toHaveCount(0);
  });
});
