import { expect, test } from "@playwright/test";
import { UI_TEXT } from "@/content/ui-text";
import { careerWithStatus, pdfFile } from "../careers/careers-data";

/**
 * Late code (components/ui/when-needed.ts) comes by itself once the page is idle: a visitor who only
 * looks, never pointing, scrolling or typing, still has every part of the page working within a few
 * seconds of the load event (page.goto waits for it). Nothing here touches the page before checking.
 */
const WITHIN_5_S = { timeout: 5000 };

test.describe("late code without a touch", () => {
  test("a career page's Country list fills by itself", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.goto(`/about/career/${career.id}`);
    const country = page
      .getByRole("form", { name: "Job application" })
      .getByLabel("Country", { exact: true });
    await expect(country).toBeEnabled(WITHIN_5_S);
    await expect(country.locator('option[value="Canada"]')).toHaveCount(1, WITHIN_5_S);
  });

  test("a resume chosen right after load is taken", async ({ page, request }) => {
    const career = await careerWithStatus(request, "OPEN");
    await page.goto(`/about/career/${career.id}`);
    const form = page.getByRole("form", { name: "Job application" });
    // At once, whether or not the form's code has arrived yet.
    await form.locator('input[type="file"]').setInputFiles(pdfFile("right-away-cv.pdf"));
    await expect(form.getByText(UI_TEXT.fileUploaded)).toBeVisible(WITHIN_5_S);
    await expect(form.getByTestId("resume-file-name")).toHaveText("right-away-cv.pdf");
  });

  test("the home page's newsletter box is a form with a Subscribe button", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled(WITHIN_5_S);
  });
});
