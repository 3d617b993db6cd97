/**
 * Marketing content the team edits (issue 21), the kinds moved with the landing pages: the pricing tiers,
 * the landing pages' copy and the home page's sections. Each test is an editor's round: a field changed, the saved draft
 * previewed but not shown to a fresh visitor, then published and shown; a wrong count refused with its
 * message; axe at 375 and 1440 px. Every test puts the entry it changed back in `finally`, because the
 * public pages' specs read the seeded copy.
 */
import { expect, test, type Page } from "@playwright/test";
import {
  type HomeSectionOf,
  type LandingContentOf,
  MARKETING_MESSAGES,
  PRICING_MESSAGES,
  type PricingContent,
} from "@site/contract";
import { signIn } from "./admin-helpers";
import { axeAtBothWidths, newEditor, published, restore, saveDraft, toast, visit } from "./content-helpers";

/** A form's field by the start of its label ("Line 4" is not "Timeline 4"; a required field's label goes on). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));

test.describe("landing pages' content the team edits (issue 21) @desktop", () => {
  test("an editor prices the campaign page's tiers; a fourth tier and a negative price are refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<PricingContent>(request, "pricing", "campaign");
    const line = `One flagship offer, one landing page ${Date.now() % 100000}.`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Pricing tiers", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Pricing tiers" })).toBeVisible();
      await expect(page.getByRole("table")).toContainText("Startup, Premium, Business+");
      await axeAtBothWidths(page, "pricing-list");
      await page.getByRole("link", { name: "Campaign page" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pricing tiers: campaign page");
      await expect(field(page, "Name 2")).toHaveValue("Premium");
      await axeAtBothWidths(page, "pricing-editor");

      // A fourth tier: the editor warns, the API refuses to publish it with the spec's count.
      await page.getByRole("button", { name: "Add a tier" }).click();
      await expect(
        page.getByText("this draft has 4, so it can be saved but not published").first(),
      ).toBeVisible();
      await field(page, "Name 4").fill("Enterprise");
      await field(page, "Line 4").fill("For groups of companies.");
      await field(page, "Timeline 4").fill("Live in 10 weeks");
      await field(page, "Features 4").fill("Everything in Business+");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.pricingCount("campaign page", 4) }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Remove tier 4" }).click();

      // A negative price is caught beside its field; a whole one is saved.
      await field(page, "Price 1").fill("-500");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.getByText(PRICING_MESSAGES.price)).toBeVisible();
      await field(page, "Price 1").fill("4900");
      await field(page, "Line 2").fill(line);
      await saveDraft(page);

      // Saved, not published: the preview shows it, a fresh visitor does not.
      const early = await visit(browser, "/campaign");
      await expect(early.getByTestId("pricing-tier")).toHaveCount(3);
      await expect(early.getByText(line)).toHaveCount(0);
      await expect(early.getByTestId("pricing-tier-price")).toHaveCount(0);
      await early.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByText(line)).toBeVisible();
      await expect(page.getByTestId("pricing-tier-price")).toHaveText("From $4,900");
      await axeAtBothWidths(page, "pricing-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const campaign = await visit(browser, "/campaign");
      const tiers = campaign.getByTestId("pricing-tier");
      await expect(tiers).toHaveCount(3);
      await expect(tiers.nth(1)).toContainText(line);
      await expect(tiers.nth(0).getByTestId("pricing-tier-price")).toHaveText("From $4,900");
      await campaign.context().close();
      // The Business Accelerator page has tiers of its own, unchanged.
      const accelerator = await visit(browser, "/products/business-accelerator");
      await expect(accelerator.getByTestId("pricing-tier")).toHaveCount(3);
      await expect(accelerator.getByText(line)).toHaveCount(0);
      await expect(accelerator.getByTestId("pricing-tier-price")).toHaveCount(0);
      await accelerator.context().close();
    } finally {
      await restore(request, "pricing", "campaign", before);
    }
  });

  test("an editor rewrites the Business Accelerator's headline; three benefits are refused, icons are chosen among the page's own; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<LandingContentOf<"business-accelerator">>(
      request,
      "landing",
      "business-accelerator",
    );
    const headline = `A website that brings you customers ${Date.now() % 100000}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Landing pages", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Landing pages" })).toBeVisible();
      await expect(page.getByRole("table")).toContainText("Turn your website into your best salesperson");
      await axeAtBothWidths(page, "landing-list");
      await page.getByRole("link", { name: "Business Accelerator", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Landing page: Business Accelerator");
      await axeAtBothWidths(page, "landing-editor");

      // Three benefits: the editor warns, the API refuses to publish them with the spec's count.
      const benefits = page.getByRole("group", { name: /^Benefits, in their order/ });
      await benefits.getByRole("button", { name: "Remove benefit 4" }).click();
      await expect(
        page.getByText("this draft has 3, so it can be saved but not published").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.benefitsCount(3) }),
      ).toBeVisible();

      // The fourth back, its icon chosen among the page's own.
      const fourth = before.benefits[3]!;
      await benefits.getByRole("button", { name: "Add a benefit" }).click();
      await field(page, "Benefit 4").fill(fourth.title);
      await field(page, "Icon 4").selectOption(fourth.icon);
      await field(page, "Text 4").fill(fourth.text);
      await field(page, "Headline").fill(headline);
      await saveDraft(page);

      // Saved, not published: a fresh visitor still reads the published headline; the preview shows it.
      const early = await visit(browser, "/products/business-accelerator");
      await expect(early.getByRole("heading", { level: 1 })).toHaveText(before.title);
      await early.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headline);
      await expect(page.getByTestId("accelerator-benefit")).toHaveCount(4);
      await axeAtBothWidths(page, "landing-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const visitor = await visit(browser, "/products/business-accelerator");
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
      await expect(visitor.getByTestId("accelerator-benefit")).toHaveCount(4);
      await expect(visitor.getByTestId("accelerator-benefit").nth(3)).toContainText(fourth.title);
      await expect(visitor.getByTestId("pricing-tier")).toHaveCount(3);
      await visitor.context().close();
    } finally {
      await restore(request, "landing", "business-accelerator", before);
    }
  });

  test("an editor rewrites a campaign banner item; six items are refused; visitors see it on the home page once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<HomeSectionOf<"campaign-banner">>(request, "home", "campaign-banner");
    const first = `Free UX review, this month ${Date.now() % 100000}`;
    const banner = (p: Page) =>
      p.locator('[data-home-section="campaign-banner"]').getByTestId("campaign-item");
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Home page sections", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Home page sections" })).toBeVisible();
      await expect(page.getByRole("table")).toContainText("7 items");
      await axeAtBothWidths(page, "home-list");
      await page.getByRole("link", { name: "Campaign banner", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Home page: campaign banner");
      await axeAtBothWidths(page, "home-editor");

      // Six items: the editor warns, the API refuses to publish them with the spec's count.
      await field(page, "Items").fill(before.items.slice(1).join("\n"));
      await expect(
        page.getByText("this draft has 6, so it can be saved but not published").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.homeSectionCount("campaign banner", "items", 7, 6) }),
      ).toBeVisible();

      await field(page, "Items").fill([first, ...before.items.slice(1)].join("\n"));
      await saveDraft(page);
      const early = await visit(browser, "/");
      await expect(banner(early)).toHaveCount(7);
      await expect(banner(early).first()).toContainText(before.items[0]!);
      await early.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(banner(page).first()).toContainText(first);
      await axeAtBothWidths(page, "home-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const visitor = await visit(browser, "/");
      await expect(banner(visitor)).toHaveCount(7);
      await expect(banner(visitor).first()).toContainText(first);
      await visitor.context().close();
    } finally {
      await restore(request, "home", "campaign-banner", before);
    }
  });
});
