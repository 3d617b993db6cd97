import { expect, type Page, type Response } from "@playwright/test";
import type { SiteRoute } from "../../../src/content/routes";
import { E2E_WEB_URL } from "./e2e-env";

export function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

export async function robotsOf(page: Page): Promise<string> {
  const metas = page.locator('meta[name="robots"]');
  return (await metas.count()) ? ((await metas.first().getAttribute("content")) ?? "") : "";
}

/**
 * What every route of spec §2 must show: 200, its title, one h1, a real description, the robots
 * value of the route list, and a canonical link to itself (hidden pages may leave it out).
 */
export async function expectRouteBasics(page: Page, route: SiteRoute, response: Response | null) {
  expect(response?.status(), `${route.path} status`).toBe(200);
  await expect(page).toHaveTitle(new RegExp(escapeRegExp(route.title)));
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator('meta[name="description"]'), route.path).toHaveAttribute("content", /.{50,}/);
  const robots = await robotsOf(page);
  if (route.noindex) expect(robots).toContain("noindex");
  else expect(robots).not.toContain("noindex");
  const canonical = page.locator('link[rel="canonical"]');
  if (!route.noindex) await expect(canonical, `${route.path} has a canonical link`).toHaveCount(1);
  if ((await canonical.count()) > 0) {
    const href = (await canonical.first().getAttribute("href")) ?? "";
    expect(href.replace(/\/$/, "")).toBe(`${E2E_WEB_URL}${route.path}`.replace(/\/$/, ""));
  }
}
