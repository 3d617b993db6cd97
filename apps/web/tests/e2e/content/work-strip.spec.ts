import { expect, test, type Page } from "@playwright/test";

async function inViewport(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.top < window.innerHeight;
  });
}

test.describe("work-navigation strip", () => {
  test("choosing a logo on the home page opens its section on the works page by hash", async ({ page }) => {
    await page.goto("/");
    const strip = page.locator('[data-carousel="work-strip"]');
    await expect(strip.getByTestId("work-strip-link")).toHaveCount(17);
    // Keyboard: focusing a logo brings its slide into view; Enter follows it.
    const link = strip.getByRole("link", { name: "Meridian Freightworks" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/about\/works#meridian$/);
    await expect(page.locator("#meridian")).toBeVisible();
    await expect.poll(() => inViewport(page, "#meridian")).toBe(true);
  });

  test("on the works page the strip scrolls to the chosen section and updates the hash", async ({ page }) => {
    await page.goto("/about/works");
    await expect(page.getByTestId("work-box")).toHaveCount(17);
    expect(await inViewport(page, "#orchardvine")).toBe(false);
    const strip = page.locator('[data-carousel="work-strip"]');
    await strip.getByTestId("carousel-toggle").click();
    await expect(strip).toHaveAttribute("data-playing", "false");
    const link = strip.getByRole("link", { name: "Orchard & Vine" });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#orchardvine$/);
    await expect.poll(() => inViewport(page, "#orchardvine")).toBe(true);
  });
});
