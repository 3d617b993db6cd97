import { expect, test, type Page } from "@playwright/test";

// Toasts are raised by forms; the contact form is the simplest one. Its handler is answered here
// (page.route) so the test controls success and failure without depending on the API.
async function sendContactForm(page: Page) {
  const form = page.getByRole("form", { name: "Contact us" });
  await form.getByLabel("First name").fill("Ada");
  await form.getByLabel("Last name").fill("Lovelace");
  await form.getByLabel("Email").fill("ada@example.com");
  await form.getByLabel("Message").fill("We would like a quote for a patient portal.");
  await form.getByRole("button", { name: "Send message" }).click();
}

async function answerContact(page: Page, status: number) {
  await page.route("**/api/leads/contact**", (route) =>
    route.fulfill({
      status,
      contentType: "application/json",
      body: JSON.stringify(status === 200 ? { id: 1 } : { message: "The service is unavailable" }),
    }),
  );
}

test.describe("toasts", () => {
  test("a success toast shows top-right with its icon and closes itself after 4.5 s", async ({ page }) => {
    await answerContact(page, 200);
    await page.goto("/contact");
    await sendContactForm(page);
    const toast = page
      .locator(".Toastify__toast")
      .filter({ hasText: "Your message has been sent successfully" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveClass(/Toastify__toast--success/);
    await expect(toast.locator(".Toastify__toast-icon svg")).toBeVisible();

    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);

    await page.waitForTimeout(3000);
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4000 });
  });

  // Touch screens have no hover: desktop only.
  test("hovering pauses the countdown @desktop", async ({ page }) => {
    await answerContact(page, 200);
    await page.goto("/contact");
    await sendContactForm(page);
    const toast = page
      .locator(".Toastify__toast")
      .filter({ hasText: "Your message has been sent successfully" });
    await toast.hover();
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 500);
    await expect(toast).toBeHidden({ timeout: 7000 });
  });

  test("a failure shows an error toast, and only one toast is on screen at a time", async ({ page }) => {
    await answerContact(page, 503);
    await page.goto("/contact");
    await sendContactForm(page);
    const error = page.locator(".Toastify__toast").filter({ hasText: "Failed to send your message" });
    await expect(error).toBeVisible();
    await expect(error).toHaveClass(/Toastify__toast--error/);
    await expect(error.locator(".Toastify__toast-icon svg")).toBeVisible();

    // A second failure replaces the first rather than stacking under it.
    await page
      .getByRole("form", { name: "Contact us" })
      .getByRole("button", { name: "Send message" })
      .click();
    for (let i = 0; i < 10; i++) {
      expect(await page.locator(".Toastify__toast").count()).toBeLessThanOrEqual(1);
      await page.waitForTimeout(150);
    }
    await expect(page.locator(".Toastify__toast")).toHaveCount(1);
  });
});
