import { expect, test } from "@playwright/test";
import { ROUTES } from "../../../src/content/routes";
import { apiAuthors, apiPublished } from "../blog/blog-data";
import { careerWithStatus } from "../careers/careers-data";
import { expectNoAxeViolations } from "../helpers/axe";
import { trackPageErrors } from "../helpers/page-errors";
import { CHROME_PAGE } from "../helpers/pages";
import { routeScheduler } from "../helpers/scheduler";
import { expectNothingPastTheEdge, expectRouteBasics } from "../helpers/route-checks";

// Every audit runs on the page as loaded: no scrolling, no waiting for anything a visitor would not
// see, nothing restyled first (helpers/axe.ts).
test.describe("every route: status, title, robots, canonical, axe and nothing past the edge", () => {
  for (const route of ROUTES) {
    test(`${route.path}`, async ({ page }) => {
      const errors = trackPageErrors(page);
      const response = await page.goto(route.path);
      // A page that crashed in the browser is reported as the crash, not as the error page's axe findings.
      try {
        await expectRouteBasics(page, route, response);
        await expectNoAxeViolations(page);
        await expectNothingPastTheEdge(page);
      } finally {
        errors.expectNone();
      }
    });
  }

  test("the 404 page", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await expectNoAxeViolations(page);
  });

  // The templates with an address per record: a post, an author and an open position.
  test("a post, an author and a career, as loaded", async ({ page, request }) => {
    const [post] = (await apiPublished(request, { size: 1 })).content;
    const [author] = await apiAuthors(request);
    const career = await careerWithStatus(request, "OPEN");
    const errors = trackPageErrors(page);
    try {
      for (const path of [`/blog/${post!.slug}`, `/author/${author!.slug}`, `/about/career/${career.id}`]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expectNoAxeViolations(page);
        await expectNothingPastTheEdge(page);
      }
    } finally {
      errors.expectNone();
    }
  });
});

test.describe("axe on open overlays", () => {
  test("mega menu open @desktop", async ({ page }) => {
    await page.goto(CHROME_PAGE);
    await page.getByRole("button", { name: "Services menu" }).click();
    await expect(page.getByTestId("mega-services")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("mobile menu open @mobile", async ({ page }) => {
    await page.goto(CHROME_PAGE);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Industry submenu" }).click();
    await expectNoAxeViolations(page);
  });

  test("booking popup loaded", async ({ page }) => {
    await routeScheduler(page, "loaded");
    await page.goto(CHROME_PAGE);
    await page.locator("footer").getByRole("button", { name: "Book a Strategy Call" }).click();
    await expect(page.getByRole("dialog").locator("[data-booking-status]")).toHaveAttribute(
      "data-booking-status",
      "loaded",
    );
    await expectNoAxeViolations(page);
  });

  test("booking popup failed", async ({ page }) => {
    await routeScheduler(page, "failed");
    await page.goto(CHROME_PAGE);
    await page.locator("footer").getByRole("button", { name: "Book a Strategy Call" }).click();
    await expect(page.getByRole("dialog").getByRole("alert")).toContainText("Failed to load Calendly");
    await expectNoAxeViolations(page);
  });
});
