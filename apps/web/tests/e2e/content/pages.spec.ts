import { expect, test } from "@playwright/test";
// Every marketing route's status, title, description, robots meta and axe run: shell/axe.spec.ts.
// These check the pages' text and links, the same markup at every width: desktop only (both widths'
// layouts are audited route by route in shell/axe.spec.ts).

test.describe("marketing pages @desktop", () => {
  test("case studies carry the facts of the spec", async ({ page }) => {
    const facts: Record<string, RegExp[]> = {
      "/voip": [/Teams direct routing/i, /provision/i, /de-provision/i],
      "/rxpost": [/inventory-sharing/i, /45-day|45 days/i, /research/i],
      "/valleyhill": [
        /bilingual/i,
        /Japanese/i,
        /four months|4 months/i,
        /end of 2023/i,
        /roles/i,
        /leads/i,
        /blog/i,
      ],
      "/centralive": [/clinical-trial/i, /two-week/i, /sprints/i],
      "/servativ": [/multi-level, role-based admin access/i],
      "/aiopa": [/role-based admin access/i],
    };
    for (const [path, patterns] of Object.entries(facts)) {
      await page.goto(path);
      // textContent: the words as the page holds them, whatever is shown at this width.
      const text = (await page.locator("main").textContent()) ?? "";
      for (const pattern of patterns) expect(text, `${path} ${pattern}`).toMatch(pattern);
    }
  });

  test("the accelerator shows four benefits and the three tiers with their landing pages", async ({
    page,
  }) => {
    await page.goto("/products/business-accelerator");
    await expect(page.getByTestId("accelerator-benefit").locator("h3")).toHaveText([
      "Generate new leads",
      "Increase conversion rate",
      "Built-in CRM and email list",
      "Email marketing automation",
    ]);
    const tiers = page.getByTestId("pricing-tier");
    await expect(tiers.locator("h3")).toHaveText(["Startup", "Premium", "Business+"]);
    await expect(tiers.nth(1)).toContainText("One landing page with video");
    await expect(tiers.nth(2)).toContainText("Up to three landing pages");
  });

  test("partners: two telecom partners and the partner call to action", async ({ page }) => {
    await page.goto("/about/partners");
    await expect(page.getByTestId("partner")).toHaveCount(2);
    await expect(page.getByRole("heading", { name: /become a cobaltline partner/i })).toBeVisible();
  });

  test("the fast MVP page has the reduced header with the booking button", async ({ page }) => {
    await page.goto("/fast-mvp");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: /go to website/i })).toBeVisible();
    await expect(header.getByRole("button", { name: /book a call/i })).toBeVisible();
  });

  test("legal pages are complete documents", async ({ page }) => {
    await page.goto("/privacy");
    await expect(page.locator("main h2")).toHaveCount(12);
    await expect(page.locator("main")).toContainText("California Consumer Privacy Act");
    await page.goto("/terms");
    await expect(page.locator("main h2")).toHaveCount(14);
    await expect(page.locator("main")).toContainText("Open Database License");
    await expect(page.locator("main")).toContainText("laws of the State of California");
  });
});
