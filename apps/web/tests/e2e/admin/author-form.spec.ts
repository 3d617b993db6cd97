import { expect, test } from "@playwright/test";
import { signIn } from "./admin-helpers";

test.describe("the author form @desktop", () => {
  test("names a bad social address, an error nested in the list of links", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/taxonomy");
    await page.getByRole("button", { name: "Add author" }).click();
    const dialog = page.getByRole("dialog", { name: "Add author" });
    await dialog.getByLabel("Full name").fill(`Ada Field ${Date.now()}`);
    await dialog.getByLabel("Bio").fill("Writes about forms.");
    await dialog.getByLabel("LinkedIn").fill("ftp://example.com/ada");
    await dialog.getByRole("button", { name: "Add author" }).click();
    await expect(dialog.getByText("Enter a full https:// address")).toBeVisible();
    await expect(dialog).toBeVisible();
  });
});
