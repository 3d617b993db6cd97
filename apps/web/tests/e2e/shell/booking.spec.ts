import { expect, test } from "@playwright/test";
import { CHROME_PAGE } from "../helpers/pages";
import { routeScheduler } from "../helpers/scheduler";
import { SCHEDULER_URL, SCHEDULER_URL_SYSTEM } from "../helpers/e2e-env";

const openPopup = async (page: import("@playwright/test").Page) => {
  await page.locator("footer").getByRole("button", { name: "Book a Strategy Call" }).click();
  return page.getByRole("dialog", { name: "Book a free strategy call" });
};

test.describe("booking popup", () => {
  test("closed, then open and loading, then loaded", async ({ page }) => {
    await routeScheduler(page, "loaded", 3000);
    await page.goto(CHROME_PAGE);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    const dialog = await openPopup(page);
    await expect(dialog.getByText("Loading the calendar…")).toBeVisible();
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loading");

    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loaded", {
      timeout: 10_000,
    });
    await expect(dialog.getByText("Loading the calendar…")).toHaveCount(0);
    const frame = dialog.frameLocator("iframe");
    await expect(frame.getByText("Thursday 10:00")).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute("src", SCHEDULER_URL);
  });

  test("open and loading, then failed with the Error panel", async ({ page }) => {
    await routeScheduler(page, "failed", 3000);
    await page.goto(CHROME_PAGE);
    const dialog = await openPopup(page);
    await expect(dialog.getByText("Loading the calendar…")).toBeVisible();
    const alert = dialog.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "Error" })).toBeVisible();
    await expect(alert).toContainText("Failed to load Calendly. Please try again later.");
    await expect(dialog.locator("iframe")).toHaveCount(0);
  });

  test("the loading flag resets on every opening", async ({ page }) => {
    await routeScheduler(page, "loaded", 3000);
    await page.goto(CHROME_PAGE);
    let dialog = await openPopup(page);
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loaded");
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toHaveCount(0);

    dialog = await openPopup(page);
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loading");
    await expect(dialog.getByText("Loading the calendar…")).toBeVisible();
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loaded");
  });

  test("a failed load can be retried", async ({ page }) => {
    let fail = true;
    await page.route("https://scheduler.e2e.test/**", (route) =>
      fail
        ? route.abort("connectionrefused")
        : route.fulfill({ status: 200, contentType: "text/html", body: "<p>Thursday 10:00</p>" }),
    );
    await page.goto(CHROME_PAGE);
    const dialog = await openPopup(page);
    await expect(dialog.getByRole("alert")).toContainText("Failed to load Calendly");
    fail = false;
    await dialog.getByRole("button", { name: "Try again" }).click();
    await expect(dialog.frameLocator("iframe").getByText("Thursday 10:00")).toBeVisible();
  });

  test("the system page books on its own scheduler", async ({ page }) => {
    await routeScheduler(page, "loaded");
    await page.goto("/system");
    const dialog = await openPopup(page);
    await expect(dialog.locator("iframe")).toHaveAttribute("src", SCHEDULER_URL_SYSTEM);
  });
});
