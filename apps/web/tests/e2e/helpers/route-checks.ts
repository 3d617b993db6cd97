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

/**
 * Nothing on the page sticks out past the right edge of the window: text, a button or a block wider
 * than the screen that no scrolling container of its own holds (a carousel's track scrolls; a card
 * whose button is wider than the card does not). The page itself clips what sticks out, so a visitor
 * would read words cut off at the edge (the partner program's card at 375 px did).
 */
export async function expectNothingPastTheEdge(page: Page) {
  const past = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const heldBelowBody = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== "visible") return true;
      }
      return false;
    };
    return [...document.querySelectorAll("body *")]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && getComputedStyle(el).position !== "fixed";
      })
      .filter((el) => !heldBelowBody(el))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().slice(0, 60)}"`);
  });
  expect(past, "elements past the right edge of the window").toEqual([]);
}
