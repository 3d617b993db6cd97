import { expect, test } from "@playwright/test";
import { CHROME_PAGE } from "../helpers/pages";

test("the copy button copies and shows 'Copied!' for 1.5 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(CHROME_PAGE);
  const footer = page.locator("footer");
  const email = (await footer.getByRole("link", { name: /@/ }).first().textContent())?.trim() ?? "";
  expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);

  const button = footer.getByRole("button", { name: "Copy email address" });
  await button.click();
  const copied = footer.getByRole("button", { name: "Copied!" });
  await expect(copied).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  // Still showing just before 1.5 s, back to normal shortly after.
  await page.waitForTimeout(1000);
  await expect(copied).toBeVisible();
  await expect(footer.getByRole("button", { name: "Copy email address" })).toBeVisible({ timeout: 1500 });
});
