import { expect, test, type Page } from "@playwright/test";
import { CHROME_PAGE } from "../helpers/pages";
import { focusFrom } from "../helpers/dialog-focus";
import { routeScheduler } from "../helpers/scheduler";

// The booking popup is the site-wide Modal: these tests cover the Modal's behaviour through it.
// dialogs.spec.ts covers the three dialogs (this one, the mobile menu, an admin modal) as modals.
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
    // The backdrop is the <dialog>'s ::backdrop: a click at the viewport's corner lands on it.
    await page.mouse.click(8, 8);
    await expect(dialog).toHaveCount(0);
  });

  test("keeps keyboard focus off the page behind while open", async ({ page }) => {
    const { dialog } = await openModal(page);
    await expect(dialog).toBeFocused();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await focusFrom(dialog), `after key ${i + 1}`).not.toMatch(/^behind/);
    }
  });

  test("locks the page scroll while open, and nothing behind it moves", async ({ page }) => {
    await routeScheduler(page, "loaded");
    await page.goto(CHROME_PAGE);
    // Where the page's text sits across the viewport, and how far the page is scrolled.
    const place = () =>
      page.getByRole("heading", { level: 1 }).evaluate((el) => {
        const box = el.getBoundingClientRect();
        return { left: box.left, width: box.width, scrollY: Math.round(window.scrollY) };
      });
    const opener = page.locator("footer").getByRole("button", { name: "Book a Strategy Call" });
    await opener.scrollIntoViewIfNeeded();
    const before = await place();
    await opener.click();
    await expect(page.getByRole("dialog", { name: "Book a free strategy call" })).toBeVisible();
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    // The scrollbar's room stays when it goes (headless Chromium hides scrollbars, so the places
    // below cannot show it; a desktop browser with classic scrollbars would).
    await expect(page.locator("html")).toHaveCSS("scrollbar-gutter", "stable");
    expect(await place()).toEqual(before);
    await page.mouse.wheel(0, -600);
    expect(await place()).toEqual(before);
    await page.keyboard.press("Escape");
    await expect(page.locator("html")).not.toHaveCSS("overflow", "hidden");
    expect(await place()).toEqual(before);
  });
});
