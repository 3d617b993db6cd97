import { expect, test } from "@playwright/test";
import { focusFrom } from "../helpers/dialog-focus";
import { CHROME_PAGE } from "../helpers/pages";

test.describe("desktop mega menu @desktop", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(CHROME_PAGE);
  });

  test("opens on hover with a backdrop and closes when the pointer leaves", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const panel = page.getByTestId("mega-industry");
    await expect(panel).toBeHidden();
    await nav.getByRole("link", { name: "Industry", exact: true }).hover();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link", { name: "Healthcare" })).toBeVisible();
    await expect(page.getByTestId("menu-backdrop")).toBeVisible();
    await expect(nav.getByRole("button", { name: "Industry menu" })).toHaveAttribute("aria-expanded", "true");

    // Moving down into the panel keeps it open; leaving it closes it.
    await panel.getByRole("link", { name: "Telecom" }).hover();
    await expect(panel).toBeVisible();
    await page.mouse.move(720, 860);
    await expect(panel).toBeHidden();
    await expect(page.getByTestId("menu-backdrop")).toHaveCount(0);
  });

  test("toggles on the chevron, one menu at a time", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services menu" });
    await services.click();
    await expect(page.getByTestId("mega-services")).toBeVisible();
    await expect(page.getByTestId("mega-services").getByRole("link")).toHaveCount(10);
    await nav.getByRole("button", { name: "About menu" }).click();
    await expect(page.getByTestId("mega-about")).toBeVisible();
    await expect(page.getByTestId("mega-services")).toBeHidden();
    await nav.getByRole("button", { name: "About menu" }).click();
    await expect(page.getByTestId("mega-about")).toBeHidden();
  });

  test("closes on an outside click on the backdrop", async ({ page }) => {
    await page.getByRole("button", { name: "Products menu" }).click();
    await expect(page.getByTestId("mega-products")).toBeVisible();
    await page.mouse.click(720, 820);
    await expect(page.getByTestId("mega-products")).toBeHidden();
    await expect(page.getByTestId("menu-backdrop")).toHaveCount(0);
  });

  test("closes on Escape and gives focus back to the chevron", async ({ page }) => {
    const chevron = page.getByRole("button", { name: "Industry menu" });
    await chevron.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("mega-industry")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("mega-industry")).toBeHidden();
    await expect(chevron).toBeFocused();
  });

  test("closes on route change", async ({ page }) => {
    await page.getByRole("button", { name: "Services menu" }).click();
    await page
      .getByTestId("mega-services")
      .getByRole("link", { name: /DevOps Solutions/ })
      .click();
    await expect(page).toHaveURL(/\/services\/devops-solutions$/);
    await expect(page.getByTestId("mega-services")).toBeHidden();
    await expect(page.getByTestId("menu-backdrop")).toHaveCount(0);
  });

  test("lists the main menu of the spec", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Industry", "Services", "Products", "About", "Contact", "Blog"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    // A panel is rendered while open (its links are also in the footer), so open each one to count.
    const panel = async (name: string, testId: string) => {
      await nav.getByRole("button", { name: `${name} menu` }).click();
      const open = page.getByTestId(testId);
      await expect(open).toBeVisible();
      return open;
    };
    await expect((await panel("Industry", "mega-industry")).locator("a")).toHaveCount(7);
    await expect((await panel("Services", "mega-services")).locator("a")).toHaveCount(10);
    await expect(
      (await panel("Products", "mega-products")).locator("a", { hasText: "Business Accelerator" }),
    ).toHaveCount(1);
    await expect(
      (await panel("About", "mega-about")).locator("a", { hasText: /^(Company|Partners|Our Works)/ }),
    ).toHaveCount(3);
  });
});

test.describe("mobile menu @mobile", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(CHROME_PAGE);
  });

  test("opens from the hamburger over a backdrop and expands one submenu at a time", async ({ page }) => {
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await hamburger.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // A modal <dialog>: its ::backdrop covers the page behind.
    expect(await drawer.evaluate((el) => el.matches(":modal"))).toBe(true);

    const industry = drawer.getByRole("button", { name: "Industry submenu" });
    const services = drawer.getByRole("button", { name: "Services submenu" });
    await industry.click();
    await expect(industry).toHaveAttribute("aria-expanded", "true");
    await expect(drawer.getByRole("link", { name: "Healthcare" })).toBeVisible();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await expect(industry).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Healthcare" })).toBeHidden();
    await expect(drawer.getByRole("link", { name: "Quality Assurance" })).toBeVisible();

    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(drawer.getByRole("link", { name: "Quality Assurance" })).toBeHidden();
  });

  test("closes on the backdrop", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    // The strip left of the drawer is the dialog's ::backdrop.
    await page.mouse.click(12, 400);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  });

  test("choosing a link closes the menu", async ({ page }) => {
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "About submenu" }).click();
    await drawer.getByRole("link", { name: "Partners" }).click();
    await expect(page).toHaveURL(/\/about\/partners$/);
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
  });

  test("a link to the current page closes it too, and Escape returns focus to the hamburger", async ({
    page,
  }) => {
    const hamburger = page.getByRole("button", { name: "Open menu" });
    await hamburger.click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: "Services", exact: true })
      .click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);

    await hamburger.click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toHaveCount(0);
    await expect(hamburger).toBeFocused();
  });
});

test("the mobile menu keeps Tab focus off the page behind while open @mobile", async ({ page }) => {
  await page.goto(CHROME_PAGE);
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  // Past the drawer's last stop Chromium gives focus to its own controls, then to the first stop.
  for (let i = 0; i < 16; i++) {
    await page.keyboard.press("Tab");
    expect(await focusFrom(drawer), `after Tab ${i + 1}`).not.toMatch(/^behind/);
  }
  await page.keyboard.press("Shift+Tab");
  expect(await focusFrom(drawer)).not.toMatch(/^behind/);
});
