import { expect, test, type Locator, type Page } from "@playwright/test";
import { signIn } from "../admin/admin-helpers";
import { expectNoAxeViolations } from "../helpers/axe";
import { focusFrom } from "../helpers/dialog-focus";
import { CHROME_PAGE } from "../helpers/pages";
import { routeScheduler } from "../helpers/scheduler";

/**
 * The site's three modals are the browser's <dialog> opened with showModal(): the booking popup
 * and the admin's modals (both the Modal, components/ui/modal.tsx) and the mobile menu's drawer.
 * Each is used here as a person would, with the mouse and the keyboard only: opened with a click,
 * Tab and Shift+Tab go round it and never reach the page behind (past the last stop Chromium gives
 * focus to its own controls, then to the first stop: the browser's behaviour for every modal
 * <dialog>), a click on the page behind reaches nothing there, Escape closes it and focus is back on
 * what opened it; axe finds nothing with it open (both widths: the spec runs in both projects).
 */

type Opened = { opener: Locator; dialog: Locator; behind: Locator };

/**
 * Presses Tab (or Shift+Tab) `times` times and checks where focus goes each time (helpers/dialog-focus.ts):
 * never to the page behind, and round the dialog, so some stop comes twice.
 */
async function tabAround(page: Page, dialog: Locator, key: "Tab" | "Shift+Tab", times: number) {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    seen.push(await focusFrom(dialog));
  }
  expect(
    seen.filter((where) => where.startsWith("behind")),
    `${key}: ${seen.join(", ")}`,
  ).toEqual([]);
  const inside = seen.filter((where) => where.startsWith("inside"));
  expect(new Set(inside).size, `${key} went round: ${seen.join(", ")}`).toBeLessThan(inside.length);
}

async function checkModal(page: Page, { opener, dialog, behind }: Opened) {
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches("dialog:modal"))).toBe(true);

  // Tab goes round: more presses than the dialog has stops, none reaching the page behind.
  const stops = await dialog.evaluate(
    (el) =>
      el.querySelectorAll(
        'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, iframe',
      ).length,
  );
  await tabAround(page, dialog, "Tab", stops + 3);
  await tabAround(page, dialog, "Shift+Tab", stops + 3);

  // The page behind is inert: Tab never reached it (above), and a click at its place does not hit it.
  const hit = await behind.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top === el || el.contains(top);
  });
  expect(hit, "a click on the page behind would reach it").toBe(false);

  await expectNoAxeViolations(page);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

test.describe("the site's modals are native modal dialogs", () => {
  test("the booking popup", async ({ page }) => {
    await routeScheduler(page, "loaded");
    await page.goto(CHROME_PAGE);
    const opener = page.locator("footer").getByRole("button", { name: "Book a Strategy Call" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Book a free strategy call" });
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loaded");
    await checkModal(page, { opener, dialog, behind: page.getByRole("heading", { level: 1 }) });
  });

  test("the mobile menu @mobile", async ({ page }) => {
    await page.goto(CHROME_PAGE);
    const opener = page.getByRole("button", { name: "Open menu" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await dialog.getByRole("button", { name: "Industry submenu" }).click();
    await checkModal(page, { opener, dialog, behind: page.getByRole("banner").getByRole("link").first() });
  });

  test("an admin modal: Add author", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/taxonomy");
    const opener = page.getByRole("button", { name: "Add author" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Add author" });
    await checkModal(page, { opener, dialog, behind: page.getByRole("heading", { level: 1 }) });
  });
});

test("a click on the backdrop over a link closes the dialog and does not follow the link @mobile", async ({
  page,
}) => {
  await page.goto(CHROME_PAGE);
  await page.getByRole("button", { name: "Open menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  // The left edge of the header's logo link is under the strip of backdrop left of the drawer.
  const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!;
  const drawer = (await dialog.boundingBox())!;
  expect(logo.x + 4).toBeLessThan(drawer.x);
  await page.mouse.click(logo.x + 4, logo.y + logo.height / 2);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${CHROME_PAGE}$`));
});

test("the mobile menu's booking button closes the menu and opens the popup; focus then goes back to the hamburger @mobile", async ({
  page,
}) => {
  await routeScheduler(page, "loaded");
  await page.goto(CHROME_PAGE);
  const hamburger = page.getByRole("button", { name: "Open menu" });
  await hamburger.click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("button", { name: "Book a Strategy Call" }).click();
  const popup = page.getByRole("dialog", { name: "Book a free strategy call" });
  await expect(popup).toBeVisible();
  await expect(drawer).toHaveCount(0);
  expect(await popup.evaluate((el) => el.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(popup).toHaveCount(0);
  await expect(hamburger).toBeFocused();
});

test("a confirmation its owner closes (Cancel) gives focus back to the button that opened it @desktop", async ({
  page,
}) => {
  await signIn(page);
  await page.goto("/admin/keys");
  // The run's retired ADMIN_TOKEN was imported as a key (helpers/start-api.mjs), so there is one to revoke.
  const opener = page.getByRole("button", { name: /^Revoke the key/ }).first();
  await opener.click();
  const dialog = page.getByRole("dialog", { name: /^Revoke "/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();
});
