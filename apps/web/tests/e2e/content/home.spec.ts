import { expect, test } from "@playwright/test";
import { UI_TEXT } from "@/content/ui-text";
import { CASE_STUDY_PATHS, HOME_SECTIONS } from "./content-env";

// Section order, counts and links are the same markup at every width, so those run on desktop only;
// the hero and the FAQ run at both widths.
test.describe("home page", () => {
  test("shows every section of the spec, in order @desktop", async ({ page }) => {
    await page.goto("/");
    const names = await page
      .locator("[data-home-section]")
      .evaluateAll((els) => els.map((el) => el.getAttribute("data-home-section")));
    expect(names).toEqual([...HOME_SECTIONS]);
    for (const name of HOME_SECTIONS) {
      await expect(page.locator(`[data-home-section="${name}"]`)).toBeAttached();
    }
  });

  test("hero has one headline, a subtitle, the booking button and a 12-logo marquee", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator('[data-home-section="hero"]');
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(hero.locator("h1")).toContainText("Software your customers love");
    await expect(hero.getByRole("button", { name: /book a free strategy call/i })).toBeVisible();
    await expect(hero.getByTestId("marquee-row").locator("li")).toHaveCount(12);
    // The second copy that makes the loop seamless is hidden from assistive technology.
    await expect(hero.locator(".marquee-copy")).toHaveAttribute("aria-hidden", "true");
  });

  test("sections carry the spec's counts @desktop", async ({ page }) => {
    await page.goto("/");
    const counts: [string, number][] = [
      ["client-logo", 11],
      ["work-item", 3],
      ["service-card", 8],
      ["testimonial", 6],
      ["team-member", 6],
      ["faq-item", 8],
      ["campaign-item", 7],
      ["design-step", 5],
      ["work-strip-link", 17],
      ["case-study-card", 6],
      ["industry-card", 3],
      ["why-item", 5],
      ["customer-quote", 3],
    ];
    for (const [testId, count] of counts) {
      await expect(page.getByTestId(testId), testId).toHaveCount(count);
    }
    await expect(page.locator('[data-home-section="key-results"] dd')).toHaveCount(4);
  });

  test("the website-design case names its five artefacts @desktop", async ({ page }) => {
    await page.goto("/");
    const steps = page.getByTestId("design-step").locator("h3");
    await expect(steps).toHaveText([
      "User personas",
      "Journey map",
      "User flows",
      "Information architecture",
      "Wireframes",
    ]);
  });

  test("links: case-study cards, View All Works, first 3 industries and the campaign banner", async ({
    page,
  }) => {
    await page.goto("/");
    const cardLinks = await page
      .getByTestId("case-study-card")
      .locator("h3 a")
      .evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(cardLinks.sort()).toEqual([...CASE_STUDY_PATHS].sort());
    await expect(page.getByRole("link", { name: UI_TEXT.viewAllWorks })).toHaveAttribute(
      "href",
      "/about/works",
    );
    const industries = await page.getByTestId("industry-card").locator("h3 a").allTextContents();
    expect(industries).toEqual(["Healthcare", "Telecom", "Legal"]);
    const banner = page.locator('[data-home-section="campaign-banner"] a');
    await expect(banner).toHaveAttribute("href", "/ux-review");
    await banner.click();
    await expect(page).toHaveURL(/\/ux-review$/);
    await expect(page.locator("h1")).toContainText("visitors leave");
  });

  test("publishes FAQPage structured data with the eight questions @desktop", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
    expect(faq, "FAQPage JSON-LD").toBeTruthy();
    expect(faq.mainEntity).toHaveLength(8);
    const visible = await page.getByTestId("faq-item").locator("h3").allTextContents();
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(visible);
  });

  // axe on the home page runs with every other route in shell/axe.spec.ts.
});

test.describe("FAQ accordion", () => {
  test("keeps one item open at a time and closes the open one when clicked", async ({ page }) => {
    await page.goto("/");
    const items = page.getByTestId("faq-item");
    const buttons = items.locator("h3 button");
    const openCount = () => items.locator('button[aria-expanded="true"]').count();

    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "true");
    expect(await openCount()).toBe(1);

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "true");
    await expect(buttons.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(items.nth(2).getByRole("region")).toBeVisible();
    await expect(items.nth(0).getByRole("region")).toBeHidden();
    expect(await openCount()).toBe(1);

    await buttons.nth(2).click();
    await expect(buttons.nth(2)).toHaveAttribute("aria-expanded", "false");
    expect(await openCount()).toBe(0);

    // Keyboard: Enter on a focused question opens it.
    await buttons.nth(5).focus();
    await page.keyboard.press("Enter");
    await expect(buttons.nth(5)).toHaveAttribute("aria-expanded", "true");
    expect(await openCount()).toBe(1);
  });
});
