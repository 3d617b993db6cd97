import { expect, test, type Page } from "@playwright/test";
import {
  type ClientLogosContent,
  type FaqContent,
  MARKETING_MESSAGES,
  type PartnersContent,
  type ServiceContent,
  type TeamContent,
  type TestimonialsContent,
} from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { signIn } from "./admin-helpers";
import {
  AUTH,
  axeAtBothWidths,
  newEditor,
  published,
  restore,
  saveDraft,
  T,
  toast,
  visit,
} from "./content-helpers";

const SERVICE = "product-design";

async function faqJsonLdAnswers(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "FAQPage");
  return faq.mainEntity.map((q: { acceptedAnswer: { text: string } }) => q.acceptedAnswer.text);
}

test.describe("marketing content the team edits (issue 21) @desktop", () => {
  test("an editor changes an FAQ answer twice, compares the versions and restores the first; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const faqBefore = await published<FaqContent>(request, "faq", "home");
    const stamp = Date.now().toString(36);
    const first = `First rewrite ${stamp}: every package includes a launch checklist.`;
    const second = `Second rewrite ${stamp}: every package includes a launch plan and training.`;
    const question = faqBefore.items[4]!.question;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/faq");
      for (const answer of [first, second]) {
        await page.locator("#faq-items-4-answer").fill(answer);
        await saveDraft(page);
        await expect(page.locator("#faq-items-4-answer")).toHaveValue(answer);
      }

      // The versions: the last two compared, field by field, the answer word by word.
      await page.getByRole("link", { name: "History", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("History: FAQ (home)");
      const rows = page.getByRole("table").getByRole("row");
      await expect(rows.nth(1)).toContainText(editor.name);
      await expect(rows.nth(1)).toContainText("Draft saved");
      const compare = page.getByTestId("version-compare");
      const answer = compare.getByRole("region", { name: "Items 5 › Answer" });
      await expect(answer.locator("del")).toContainText(["checklist"]);
      await expect(answer.locator("ins")).toContainText(["plan"]);
      await expect(answer.locator("ins").first()).toContainText("added:");
      await expect(compare).toContainText("other fields are the same in both versions");
      await axeAtBothWidths(page);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: test.info().outputPath(`content-history-${width}.png`),
          fullPage: true,
        });
      }

      // The first rewrite restored: it becomes the draft, a new version; the editor opens on it.
      const older = await compare.getByRole("heading", { level: 2 }).first().textContent();
      await compare.getByRole("button", { name: "Restore this version" }).first().click();
      await page
        .getByRole("dialog")
        .getByRole("button", { name: `Restore ${older!.toLowerCase()}` })
        .click();
      await expect(page).toHaveURL(/\/admin\/content\/faq$/);
      await expect(page.locator("#faq-items-4-answer")).toHaveValue(first);
      const before = await visit(browser, "/");
      await before.getByRole("button", { name: question }).click();
      await expect(before.getByText(faqBefore.items[4]!.answer)).toBeVisible();
      await before.context().close();

      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const home = await visit(browser, "/");
      await home.getByRole("button", { name: question }).click();
      await expect(home.getByText(first)).toBeVisible();
      expect((await faqJsonLdAnswers(home))[4]).toBe(first);
      await home.context().close();

      await page.getByRole("link", { name: "History", exact: true }).click();
      await expect(rows.nth(1)).toContainText("Published");
      await expect(page.getByRole("table")).toContainText(`Restored ${older!.toLowerCase()} as the draft`);
    } finally {
      await restore(request, "faq", "home", faqBefore);
    }
  });

  test("what an editor types while the page refreshes after a save is kept, on a slow connection", async ({
    page,
    request,
  }) => {
    const faqBefore = await published<FaqContent>(request, "faq", "home");
    const stamp = Date.now().toString(36);
    const saved = `Saved answer ${stamp}: every package includes a launch checklist.`;
    const typedOn = `Typed on ${stamp}: every package includes a launch plan and training.`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/faq");
      await expect(page.getByText("Visitors see what is saved here.")).toBeVisible();
      // The page's refresh after a save (its flight data) takes two seconds to come.
      await page.route(/\/admin\/content\/faq(?:\?|$)/, async (route) => {
        if (route.request().headers()["rsc"]) await new Promise((r) => setTimeout(r, 2_000));
        await route.continue();
      });
      const refreshed = page.waitForResponse(
        (res) =>
          /\/admin\/content\/faq(?:\?|$)/.test(res.url()) && res.request().headers()["rsc"] !== undefined,
      );
      await page.locator("#faq-items-4-answer").fill(saved);
      await saveDraft(page);
      // The editor goes on writing before the refresh lands...
      await page.locator("#faq-items-4-answer").fill(typedOn);
      await refreshed;
      // ...which brings the page's new status, and leaves what was typed where it was.
      await expect(page.getByText("The saved draft has changes visitors do not see yet.")).toBeVisible();
      await expect(page.locator("#faq-items-4-answer")).toHaveValue(typedOn);
      await saveDraft(page);
      await page.reload();
      await expect(page.locator("#faq-items-4-answer")).toHaveValue(typedOn);
    } finally {
      await restore(request, "faq", "home", faqBefore);
    }
  });

  test("an editor schedules the saved FAQ draft and cancels it; a draft scheduled seconds ahead goes live on its own", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const faqBefore = await published<FaqContent>(request, "faq", "home");
    const stamp = Date.now().toString(36);
    const later = `Scheduled answer ${stamp}: it publishes itself.`;
    const edited = `${later} Edited after scheduling.`;
    const question = faqBefore.items[5]!.question;
    const year = new Date().getFullYear() + 1;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content/faq");
      // Nothing to publish later until a draft differs from what visitors see.
      await expect(page.getByLabel("Publish later")).toHaveCount(0);
      await page.locator("#faq-items-5-answer").fill(later);
      await saveDraft(page);
      const when = page.getByLabel("Publish later");
      await when.fill("2020-01-01T09:00");
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByText("Choose a moment in the future")).toBeVisible();
      await when.fill(`${year}-03-04T09:30`);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByTestId("publish-schedule")).toContainText(`Mar 4, ${year}`);
      await axeAtBothWidths(page);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({
          path: test.info().outputPath(`content-schedule-${width}.png`),
          fullPage: true,
        });
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole("button", { name: "Cancel schedule" }).click();
      await expect(toast(page)).toContainText("Schedule cancelled. The entry stays a draft.");
      await expect(page.getByLabel("Publish later")).toHaveValue("");

      // Scheduled again, then the draft changed and saved: the schedule ends, and the editor says why.
      await when.fill(`${year}-03-04T09:30`);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByTestId("publish-schedule")).toContainText(`Mar 4, ${year}`);
      await page.locator("#faq-items-5-answer").fill(edited);
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(toast(page)).toContainText(MARKETING_MESSAGES.savedUnscheduled);
      await expect(page.getByTestId("publish-schedule")).toHaveCount(0);
      await expect(page.getByLabel("Publish later")).toHaveValue("");

      // Scheduled a few seconds ahead: nobody publishes it, and a fresh visitor sees it.
      const scheduled = await request.post(`${E2E_API_URL}/admin/content/faq/home/schedule?${T}`, {
        headers: AUTH,
        data: { publish_at: new Date(Date.now() + 3000).toISOString() },
      });
      expect(scheduled.status(), await scheduled.text()).toBe(200);
      await expect
        .poll(async () => (await published<FaqContent>(request, "faq", "home")).items[5]!.answer, {
          timeout: 30_000,
        })
        .toBe(edited);
      const home = await visit(browser, "/");
      await home.getByRole("button", { name: question }).click();
      await expect(home.getByText(edited)).toBeVisible();
      await home.context().close();
    } finally {
      await restore(request, "faq", "home", faqBefore);
    }
  });

  test("an editor changes an FAQ answer and a service's headline; visitors see both once published, not before", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const faqBefore = await published<FaqContent>(request, "faq", "home");
    const serviceBefore = await published<ServiceContent>(request, "service", SERVICE);
    const answer = `Yes: every package now includes a written launch plan (${Date.now()}).`;
    const headline = `Product design that ships every other Friday ${Date.now()}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page
        .getByRole("navigation", { name: "Admin sections" })
        .getByRole("link", { name: "Content" })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Content" })).toBeVisible();
      await expect(page.getByText("The spec fixes 8 questions: publishing needs exactly 8.")).toBeVisible();
      await axeAtBothWidths(page);

      // The FAQ: the spec's count is said in the editor and enforced by the API on publish.
      await page.getByRole("link", { name: "FAQ", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "FAQ" })).toBeVisible();
      await expect(page.locator('input[id$="-question"]')).toHaveCount(8);
      await axeAtBothWidths(page);
      const eighth = faqBefore.items[7]!;
      await page.getByRole("button", { name: "Remove question 8" }).click();
      await expect(
        page.getByText("this draft has 7, so it can be saved but not published").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.faqCount(7) }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Add a question" }).click();
      await page.locator("#faq-items-7-question").fill(eighth.question);
      await page.locator("#faq-items-7-answer").fill(eighth.answer);

      // An empty answer is caught in the browser, beside its field, before anything is sent.
      const sent: string[] = [];
      page.on("request", (req) => {
        if (req.url().includes("/api/admin/content")) sent.push(`${req.method()} ${req.url()}`);
      });
      const third = page.locator("#faq-items-2-answer");
      await third.fill("");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#faq-items-2-answer-error")).toHaveText("Please enter the answer");
      await expect(third).toHaveAttribute("aria-invalid", "true");
      expect(sent).toEqual([]);

      // A saved draft: the team previews it; a visitor still reads the published answer.
      await third.fill(answer);
      await saveDraft(page);
      const before = await visit(browser, "/");
      expect(await faqJsonLdAnswers(before)).toEqual(faqBefore.items.map((q) => q.answer));
      await expect(before.getByText(answer)).toHaveCount(0);
      await before.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: /Preview of the saved draft: FAQ/ }),
      ).toBeVisible();
      await page.getByRole("button", { name: faqBefore.items[2]!.question }).click();
      await expect(page.getByText(answer)).toBeVisible();
      await axeAtBothWidths(page);

      // Published: a fresh visitor sees it on the home page at once, its FAQPage data too.
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const home = await visit(browser, "/");
      await home.getByRole("button", { name: faqBefore.items[2]!.question }).click();
      await expect(home.getByText(answer)).toBeVisible();
      expect((await faqJsonLdAnswers(home))[2]).toBe(answer);
      await expect(home.getByTestId("faq-item")).toHaveCount(8);
      await home.context().close();

      // A service's headline, the same way.
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Services", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Services" })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("link", { name: serviceBefore.title, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: serviceBefore.title })).toBeVisible();
      await expect(page.getByLabel("Headline")).toHaveValue(serviceBefore.headline);
      await axeAtBothWidths(page);
      await page.getByLabel("Headline").fill(headline);
      await saveDraft(page);
      const draftOnly = await visit(browser, `/services/${SERVICE}`);
      await expect(draftOnly.getByRole("heading", { level: 1 })).toHaveText(serviceBefore.headline);
      await draftOnly.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByRole("heading", { level: 1, name: headline })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const servicePage = await visit(browser, `/services/${SERVICE}`);
      await expect(servicePage.getByRole("heading", { level: 1 })).toHaveText(headline);
      await servicePage.context().close();
    } finally {
      await restore(request, "faq", "home", faqBefore);
      await restore(request, "service", SERVICE, serviceBefore);
    }
  });

  test("an editor changes a testimonial; a wrong count is refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const before = await published<TestimonialsContent>(request, "testimonials", "home");
    const quote = `They answered every question before we thought to ask it (${Date.now()}).`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await expect(
        page.getByText("The spec fixes 6 testimonials: publishing the home page's needs exactly 6."),
      ).toBeVisible();
      await page.getByRole("link", { name: "Testimonials", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Testimonials" })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("table").getByRole("link", { name: "Testimonials", exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/content\/testimonials\/home$/);
      await expect(page.locator('textarea[id$="-quote"]')).toHaveCount(6);
      await axeAtBothWidths(page);

      // Five quotes: said in the editor, refused by the API with the rule's message.
      const sixth = before.items[5]!;
      await page.getByRole("button", { name: "Remove quote 6" }).click();
      await expect(
        page.getByText("this draft has 5, so it can be saved but not published").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.testimonialsCount(5) }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Add a quote" }).click();
      for (const field of ["name", "position", "logoAlt", "image", "logo", "quote"] as const)
        await page.locator(`#testimonials-items-5-${field}`).fill(sixth[field]);

      // A portrait from elsewhere is caught beside its field before anything is sent.
      await page.locator("#testimonials-items-1-image").fill("https://elsewhere.example/face.png");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#testimonials-items-1-image-error")).toHaveText(MARKETING_MESSAGES.image);
      await page.locator("#testimonials-items-1-image").fill(before.items[1]!.image);

      await page.locator("#testimonials-items-1-quote").fill(quote);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/");
      await expect(draftOnly.getByTestId("testimonial").nth(1)).toContainText(before.items[1]!.quote);
      await expect(draftOnly.getByText(quote)).toHaveCount(0);
      await draftOnly.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: /Preview of the saved draft: Testimonials/ }),
      ).toBeVisible();
      await expect(page.getByText(quote)).toBeVisible();
      await axeAtBothWidths(page);

      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const home = await visit(browser, "/");
      await expect(home.getByTestId("testimonial")).toHaveCount(6);
      await expect(home.getByTestId("testimonial").nth(1)).toContainText(quote);
      await expect(home.getByTestId("testimonial").nth(5)).toContainText(sixth.quote);
      await home.context().close();
      // The UX review page's quote is RxPost's testimonial: the same published entry.
      const uxReview = await visit(browser, "/ux-review");
      await expect(uxReview.getByText(quote)).toBeVisible();
      await uxReview.context().close();
    } finally {
      await restore(request, "testimonials", "home", before);
    }
  });

  test("an editor changes the client carousel; a row of another count is refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const carousel = await published<ClientLogosContent>(request, "client-logos", "clients-carousel");
    const strip = await published<ClientLogosContent>(request, "client-logos", "work-strip");
    const industry = `Dental care ${Date.now() % 100000}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Client logos", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Client logos" })).toBeVisible();
      await axeAtBothWidths(page);

      // The strip: 16 logos are said in the editor and refused by the API with the row's message.
      await page.getByRole("table").getByRole("link", { name: "Work-navigation strip" }).click();
      await expect(page).toHaveURL(/\/admin\/content\/client-logos\/work-strip$/);
      await expect(page.locator('input[id$="-slug"]')).toHaveCount(17);
      await axeAtBothWidths(page);
      await page.getByRole("button", { name: "Remove logo 17" }).click();
      await expect(
        page.getByText("this draft has 16, so it can be saved but not published").first(),
      ).toBeVisible();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.logosCount("work-navigation strip", 17, 16) }),
      ).toBeVisible();

      // The carousel: an industry saved, previewed, then published; a fresh visitor sees it on the home page.
      await page.goto("/admin/content/client-logos/clients-carousel");
      await expect(page.getByRole("heading", { level: 1, name: "Our-clients carousel" })).toBeVisible();
      await page.locator("#client-logos-items-0-industry").fill(industry);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/");
      await expect(draftOnly.getByTestId("client-logo").first()).toContainText(carousel.items[0]!.industry);
      await draftOnly.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: /Preview of the saved draft: Our-clients carousel/ }),
      ).toBeVisible();
      await expect(page.getByTestId("client-logo").first()).toContainText(industry);
      await axeAtBothWidths(page);
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const home = await visit(browser, "/");
      await expect(home.getByTestId("client-logo")).toHaveCount(11);
      await expect(home.getByTestId("client-logo").first()).toContainText(industry);
      await home.context().close();
    } finally {
      await restore(request, "client-logos", "clients-carousel", carousel);
      await restore(request, "client-logos", "work-strip", strip);
    }
  });

  test("an editor changes a team member's bio; visitors see it on the home and about pages once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await published<TeamContent>(request, "team", "leadership");
    const bio = `Runs every kickoff call and answers within a day (${Date.now()}).`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Team", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Team" })).toBeVisible();
      await expect(page.locator('textarea[id$="-bio"]')).toHaveCount(before.items.length);
      await axeAtBothWidths(page);
      await page.locator("#team-items-5-role").fill("");
      await page.getByRole("button", { name: "Save draft" }).click();
      await expect(page.locator("#team-items-5-role-error")).toHaveText("Please enter the person's role");
      await page.locator("#team-items-5-role").fill(before.items[5]!.role);
      await page.locator("#team-items-5-bio").fill(bio);
      await saveDraft(page);
      const draftOnly = await visit(browser, "/about");
      await expect(draftOnly.getByText(bio)).toHaveCount(0);
      await draftOnly.context().close();
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: /Preview of the saved draft: Team/ }),
      ).toBeVisible();
      await expect(page.getByText(bio)).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      for (const path of ["/", "/about"]) {
        const visitor = await visit(browser, path);
        await expect(visitor.getByTestId("team-member")).toHaveCount(before.items.length);
        await expect(visitor.getByTestId("team-member").nth(5)).toContainText(bio);
        await visitor.context().close();
      }
    } finally {
      await restore(request, "team", "leadership", before);
    }
  });

  test("an editor changes the partner call to action; a third partner is refused; visitors see it once published", async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const before = await published<PartnersContent>(request, "partners", "showcase");
    const button = `Talk partnerships ${Date.now() % 100000}`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.goto("/admin/content");
      await page.getByRole("link", { name: "Partners", exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Partners" })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("button", { name: "Add a partner" }).click();
      await expect(
        page.getByText("this draft has 3, so it can be saved but not published").first(),
      ).toBeVisible();
      for (const field of ["name", "category", "logo", "description"] as const)
        await page.locator(`#partners-partners-2-${field}`).fill(before.partners[0]![field]);
      await page.locator("#partners-partners-2-highlights").fill("Carrier-grade routing");
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(
        page
          .locator("#main")
          .getByRole("alert")
          .filter({ hasText: MARKETING_MESSAGES.partnersCount(3) }),
      ).toBeVisible();
      await page.getByRole("button", { name: "Remove partner 3" }).click();
      await page.getByLabel("Button").fill(button);
      await saveDraft(page);
      await page.getByRole("link", { name: "Preview the saved draft" }).click();
      await expect(page.getByRole("link", { name: button })).toBeVisible();
      await axeAtBothWidths(page);
      await page.getByRole("link", { name: "Back to the editor" }).click();
      await page.getByRole("button", { name: "Publish", exact: true }).click();
      await expect(toast(page)).toContainText("Published");
      const visitor = await visit(browser, "/about/partners");
      await expect(visitor.getByTestId("partner")).toHaveCount(2);
      await expect(visitor.getByRole("link", { name: button })).toBeVisible();
      await visitor.context().close();
    } finally {
      await restore(request, "partners", "showcase", before);
    }
  });
});
