/**
 * The team's content of the site's own pages (issue 21): industries, case studies and works. Each test
 * signs in a new Editor, changes a field, checks that a fresh visitor sees it only once published, that a
 * count the spec fixes is refused with its message, and that the editor and its preview are axe clean at
 * 375 and 1440 px; the entry is put back in `finally` (other specs read the seeded copy).
 */
import { expect, test } from "@playwright/test";
import {
  type CaseStudyContent,
  type IndustryContent,
  MARKETING_MESSAGES,
  type WorksContent,
} from "@site/contract";
import { signIn } from "./admin-helpers";
import { axeAtBothWidths, newEditor, published, restore, saveDraft, toast, visit } from "./content-helpers";

test.describe("the team's content of the site's pages (issue 21) @desktop", () => {
  test("an editor changes an industry's headline and card; visitors see them once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<IndustryContent>(request, "industry", "financial");
    const stamp = Date.now().toString(36);
    const headline = `Financial software your auditors sign off on (${stamp})`;
    const description = `Portals and onboarding for advisers and lenders, audit trails included (${stamp}).`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Industries", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Industries" })).toBeVisible();
      await expect(
        page.getByText("The spec names 5 industries, each with its page; the home page shows the first 3"),
      ).toBeVisible();
      await expect(page.getByRole("table").getByRole("link")).toHaveText([
        "Healthcare",
        "Telecom",
        "Legal",
        "E-commerce",
        "Financial",
      ]);
      await axeAtBothWidths(page, "industries");

      await page.getByRole("link", { name: "Financial", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Financial" })).toBeVisible();
      await expect(page.getByLabel("Headline")).toHaveValue(before.headline);
      await axeAtBothWidths(page, "industry-editor");

      // An empty name is caught beside its field before anything is sent.
      await page.getByLabel("Name").fill("");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#industry-title-error")).toHaveText("Please enter the industry's name");
      await page.getByLabel("Name").fill(before.title);

      await page.getByLabel("Headline").fill(headline);
      await page.getByLabel("Card description").fill(description);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/industry/financial");
      await expect(draftOnly.getByRole("heading", { level: 1 })).toHaveText(before.headline);
      await draftOnly.goto("/industry");
      await expect(draftOnly.getByText(before.description)).toBeVisible();
      await expect(draftOnly.getByText(description)).toHaveCount(0);
      await draftOnly.context().close();

      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();
      await axeAtBothWidths(page, "industry-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const visitor = await visit(browser, "/industry/financial");
      await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(headline);
      await visitor.goto("/industry");
      await expect(visitor.getByTestId("industry-card").filter({ hasText: "Financial" })).toContainText(
        description,
      );
      await expect(visitor.getByTestId("industry-card")).toHaveCount(5);
      await visitor.context().close();
    } finally {
      await restore(request, "industry", "financial", before);
    }
  });

  test("an editor changes a case study's card; hiding one from the home page is refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<CaseStudyContent>(request, "case-study", "rxpost");
    const cardText = `A pharmacy marketplace redesigned in 45 days (${Date.now().toString(36)})`;
    const rxpostCard = (p: typeof page) => p.getByTestId("case-study-card").filter({ hasText: "RxPost" });
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Case studies", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Case studies" })).toBeVisible();
      await expect(page.getByRole("table").getByRole("link")).toHaveCount(6);
      await axeAtBothWidths(page, "case-studies");

      await page.getByRole("link", { name: "RxPost", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: before.title })).toBeVisible();
      await axeAtBothWidths(page, "case-study-editor");

      // Hidden from the home page, five would show: the spec's 6 are kept on publish, with its message.
      const show = page.getByLabel("Show on the home page");
      await show.uncheck();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.caseStudiesCount(5) }),
      ).toBeVisible();
      await expect(page.getByText("publishing this would show 5").first()).toBeVisible();
      await show.check();

      await page.getByLabel("Card text").fill(cardText);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/");
      await expect(rxpostCard(draftOnly)).toContainText(before.cardSubTitle);
      await expect(draftOnly.getByTestId("case-study-card")).toHaveCount(6);
      await draftOnly.context().close();

      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByRole("heading", { level: 1, name: before.headline })).toBeVisible();
      await expect(rxpostCard(page)).toContainText(cardText);
      await axeAtBothWidths(page, "case-study-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const visitor = await visit(browser, "/");
      await expect(rxpostCard(visitor)).toContainText(cardText);
      await expect(visitor.getByTestId("case-study-card")).toHaveCount(6);
      // The teaser on the e-commerce page (its case study is RxPost's) says it too.
      await visitor.goto("/industry/e-commerce");
      await expect(visitor.locator('[data-section="case-study"]')).toContainText(cardText);
      await visitor.context().close();
    } finally {
      await restore(request, "case-study", "rxpost", before);
    }
  });

  test("an editor changes a project on /about/works; a fourth work in the carousel is refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const before = await published<WorksContent>(request, "works", "portfolio");
    const summary = `Teams calling portal for a VoIP provider (${Date.now().toString(36)})`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Works", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Works" })).toBeVisible();
      await expect(page.getByText("3 works in the carousel, as the spec fixes.")).toBeVisible();
      await axeAtBothWidths(page, "works-editor");

      // A fourth work: said at once, refused on publish with the rule's message.
      const carousel = page.getByRole("group", { name: /our-work carousel/ });
      await carousel.getByRole("button", { name: "Add a work" }).click();
      await expect(
        page.getByText("this draft has 4, so it can be saved but not published").first(),
      ).toBeVisible();
      for (const field of ["title", "image", "logo", "description"] as const)
        await page.locator(`#works-ourWork-3-${field}`).fill(before.ourWork[0]![field]);
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.ourWorkCount(4) }),
      ).toBeVisible();
      await carousel.getByRole("button", { name: "Remove work 4" }).click();

      await page.locator("#works-projects-0-shortDescription").fill(summary);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/about/works");
      await expect(draftOnly.locator("#univoip")).toContainText(before.projects[0]!.shortDescription);
      await draftOnly.context().close();

      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.locator("#univoip")).toContainText(summary);
      await expect(page.getByTestId("work-item")).toHaveCount(3);
      await axeAtBothWidths(page, "works-preview");
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");

      const visitor = await visit(browser, "/about/works");
      await expect(visitor.locator("#univoip")).toContainText(summary);
      await expect(visitor.getByTestId("work-box")).toHaveCount(17);
      await visitor.goto("/");
      await expect(visitor.getByTestId("work-item")).toHaveCount(3);
      await visitor.context().close();
    } finally {
      await restore(request, "works", "portfolio", before);
    }
  });
});
