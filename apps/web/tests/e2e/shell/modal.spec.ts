import { expect, test, type Page } from "@playwright/test";
import { CHROME_PAGE } from "../helpers/pages";
import { routeScheduler } from "../helpers/scheduler";

// The booking popup is the site-wide Modal: these tests cover the Modal's behaviour through it.
async function openModal(page: Page) {
  await routeScheduler(page, "loaded");
  await page.goto(CHROME_PAGE);
  const opener = page.locator("footer").getByRole("button", { name: "Book a Strategy Call" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Book a free strategy call" });
  await expect(dialog).toBeVisible();
  return { opener, dialog };
}

test.describe("modal", () => {
  test("closes on the close button and gives focus back to the opener", async ({ page }) => {
    const { opener, dialog } = await openModal(page);
    await dialog.getByRole("button", { name: "Close dialog" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("closes on Escape", async ({ page }) => {
    const { opener, dialog } = await openModal(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("closes on a click outside the panel (the backdrop), not inside it", async ({ page }) => {
    const { dialog } = await openModal(page);
    await dialog.getByRole("heading", { name: "Book a free strategy call" }).click();
    await expect(dialog).toBeVisible();
    await page.getByTestId("modal-backdrop").click({ position: { x: 8, y: 8 } });
    await expect(dialog).toHaveCount(0);
  });

  test("keeps keyboard focus inside while open", async ({ page }) => {
    const { dialog } = await openModal(page);
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `focus left the dialog after key ${i + 1}`).toBe(true);
    }
  });

  test("locks the page scroll while open", async ({ page }) => {
    await openModal(page);
    await expect(page.locator("body")).toHaveCSS("overflow", "hidden");
    await page.keyboard.press("Escape");
    await expect(page.locator("body")).not.toHaveCSS("overflow", "hidden");
  });
});
