/**
 * Issue 31, item 4 in the marketing-content editor: nothing typed is lost. An editor changes the home
 * page's key results, follows a link out of the editor and is asked first (cancelling keeps the page and
 * the text); the draft saves itself ("Saved N s ago") with the focus left where the person types, comes
 * back after a reload, and never reaches the public page; Save and Publish stay in view on the long form;
 * a save by keyboard leaves the focus on its button; a scheduled draft shows "Scheduled" with its time in
 * the editor and the kind's list; axe-clean at 375 and 1440 px.
 */
import { type Dialog, expect, test } from "@playwright/test";
import type { AdminMarketingEntry, HomeSectionOf } from "@site/contract";
import { E2E_API_URL } from "../helpers/e2e-env";
import { signIn } from "./admin-helpers";
import {
  AUTH,
  T,
  axeAtBothWidths,
  closeToast,
  newEditor,
  published,
  restore,
  toast,
  visit,
} from "./content-helpers";

const UNSAVED = "You have unsaved changes. Leave this page and lose them?";
type KeyResults = HomeSectionOf<"key-results">;

test.describe("the content editor keeps what is typed (issue 31) @desktop", () => {
  test.describe.configure({ timeout: 180_000 });

  test("an editor is asked before leaving, finds the autosaved draft after a reload, and visitors still see the published text", async ({
    page,
    browser,
    request,
  }) => {
    const before = await published<KeyResults>(request, "home", "key-results");
    const stamp = Date.now().toString(36);
    const typed = `${before.title} (draft ${stamp})`;
    try {
      const editor = await newEditor(request);
      await signIn(page, editor);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto("/admin/content/home/key-results");
      const title = page.locator("#home-title");
      await expect(title).toHaveValue(before.title);

      await title.click();
      await page.keyboard.press("End");
      await page.keyboard.type(` (draft ${stamp})`);

      // A link out of the editor asks first; cancelling stays on the page with the text.
      const asked: string[] = [];
      const answerNo = async (dialog: Dialog) => {
        asked.push(`${dialog.type()}: ${dialog.message()}`);
        await dialog.dismiss();
      };
      page.once("dialog", answerNo);
      await page.getByRole("link", { name: "History", exact: true }).click();
      await expect.poll(() => asked).toEqual([`confirm: ${UNSAVED}`]);
      await expect(page).toHaveURL(/\/admin\/content\/home\/key-results$/);
      await expect(title).toHaveValue(typed);

      // Typing on: a moment after it stops the draft saves itself, says when, and the focus stays put.
      const eyebrow = page.locator("#home-eyebrow");
      await eyebrow.click();
      await page.keyboard.press("End");
      await page.keyboard.type(" (soon)");
      const status = page.getByTestId("autosave-status");
      await expect(status).toHaveText(/^Saved \d+ s ago/, { timeout: 15_000 });
      await expect(eyebrow).toBeFocused();
      // Saved as a draft only: visitors keep the published version.
      const stored = await request.get(`${E2E_API_URL}/admin/content/home/key-results?${T}`, {
        headers: AUTH,
      });
      const entry = (await stored.json()) as AdminMarketingEntry<"home">;
      expect(entry.draft).toMatchObject({ title: typed, eyebrow: `${before.eyebrow} (soon)` });
      expect(entry.published).toMatchObject({ title: before.title, eyebrow: before.eyebrow });
      expect(await published<KeyResults>(request, "home", "key-results")).toEqual(before);
      // The page's status follows: a draft with changes visitors do not see yet.
      await expect(page.getByText("The saved draft has changes visitors do not see yet.")).toBeVisible();

      // Nothing unsaved now: leaving asks nothing, and the draft is there after a reload.
      await page.reload();
      await expect(title).toHaveValue(typed);
      await expect(eyebrow).toHaveValue(`${before.eyebrow} (soon)`);

      const visitor = await visit(browser, "/");
      await expect(visitor.locator("#key-results-title")).toHaveText(before.title);
      await expect(visitor.getByText(typed)).toHaveCount(0);
      await visitor.context().close();

      // The save bar stays in view at the foot of the long form, at both widths.
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(page.getByRole("button", { name: "Save draft" })).toBeInViewport();
        await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeInViewport();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }

      // A save by keyboard: its toast, and the focus back on Save draft.
      await page.setViewportSize({ width: 1440, height: 900 });
      await title.fill(before.title);
      await closeToast(page);
      await page.getByRole("button", { name: "Save draft" }).focus();
      await page.keyboard.press("Enter");
      await expect(toast(page)).toContainText("Draft saved");
      await expect(page.getByRole("button", { name: "Save draft" })).toBeFocused();
      await expect(status).toHaveText(/^Saved \d+ s ago/);

      await axeAtBothWidths(page, "content-editor-autosave");

      // Scheduled: "Scheduled" with its time in the editor and in the kind's list; autosave waits
      // (saving would end the schedule).
      await page.setViewportSize({ width: 1440, height: 900 });
      const year = new Date().getFullYear() + 1;
      await page.getByLabel("Publish later").fill(`${year}-03-04T09:30`);
      await page.getByRole("button", { name: "Schedule", exact: true }).click();
      await expect(page.getByTestId("publish-schedule")).toContainText(`Mar 4, ${year}`);
      await expect(page.getByText(new RegExp(`^Scheduled · Mar 4, ${year}`))).toBeVisible();
      await expect(status).toHaveText(/Autosave is off while the draft is scheduled/);
      await page.goto("/admin/content/home");
      await expect(page.getByRole("row").filter({ hasText: "Key results" })).toContainText(
        `Scheduled · Mar 4, ${year}`,
      );
    } finally {
      await restore(request, "home", "key-results", before);
    }
  });
});
