import { expect, test } from "@playwright/test";
import { CHROME_PAGE } from "../helpers/pages";

test("the copy button copies and shows 'Copied!' for 1.5 seconds", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(CHROME_PAGE);
  const footer = page.locator("footer");
  const email = (await footer.getByRole("link", { name: /@/ }).first().textContent())?.trim() ?? "";
  expect(email).toMatch(/^[^@\s]+@[^@\s]+$/);

  const button = footer.getByRole("button", { name: "Copy email address" });
  // Record each label change with its time in the page, so a busy test machine cannot blur the 1.5 s.
  await button.evaluate((el) => {
    const log: { at: number; text: string }[] = [];
    (window as unknown as { copyLog: typeof log }).copyLog = log;
    new MutationObserver(() => log.push({ at: performance.now(), text: el.textContent ?? "" })).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await button.click();
  await expect(footer.getByText("Copied!")).toBeAttached();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(email);

  await expect(footer.getByRole("button", { name: "Copy email address" })).toBeVisible({ timeout: 5000 });
  const log = await page.evaluate(
    () => (window as unknown as { copyLog: { at: number; text: string }[] }).copyLog,
  );
  const shown = log.find((e) => e.text.includes("Copied!"));
  const reset = log.find((e) => shown && e.at > shown.at && !e.text.includes("Copied!"));
  expect(shown && reset, JSON.stringify(log)).toBeTruthy();
  const ms = reset!.at - shown!.at;
  expect(ms).toBeGreaterThanOrEqual(1450);
  expect(ms).toBeLessThan(2500);
});
