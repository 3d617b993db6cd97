import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { expectNoAxeViolations } from "../helpers/axe";

/** Opens /contact with the form's code loaded (it comes by itself once the page is idle, untouched). */
async function openContact(page: Page) {
  await page.goto("/contact");
  const f = fields(page);
  await expect(f.form).toHaveAttribute("data-hydrated", "true");
  return f;
}

function fields(page: Page) {
  const form = page.getByRole("form", { name: "Contact us" });
  return {
    form,
    firstName: form.getByLabel("First name"),
    lastName: form.getByLabel("Last name"),
    email: form.getByLabel("Email"),
    phone: form.getByLabel("Phone number"),
    message: form.getByLabel("Message"),
    submit: form.getByRole("button", { name: /Send message|Sending/ }),
  };
}

const toast = (page: Page) => page.locator(".Toastify");

test.describe("contact page", () => {
  test("phone, email and address tiles link to tel:, mailto: and maps", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:\+\d+$/);
    await expect(page.getByRole("link", { name: /Email us/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    const maps = page.getByRole("link", { name: /Visit us/ });
    await expect(maps).toHaveAttribute(
      "href",
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Laguna%20Hills/,
    );
    await expect(maps).toHaveAttribute("target", "_blank");
  });

  test("validation messages of spec §5, and a 5-row message", async ({ page }) => {
    const f = await openContact(page);
    await expect(f.message).toHaveAttribute("rows", "5");
    await f.submit.click();
    await expect(f.form.getByText(MESSAGES.firstNameRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.messageRequired)).toBeVisible();
    await f.email.fill("nope@");
    await f.message.fill("   \n  ");
    await f.submit.click();
    await expect(f.form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(f.form.getByText(MESSAGES.messageRequired)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("success: newlines sent as <br>, a toast, and the form reset", async ({ page }) => {
    const f = await openContact(page);
    await f.firstName.fill("Maria");
    await f.lastName.fill("Garcia");
    await f.email.fill("maria.garcia@example.com");
    await f.phone.fill("+1 949 555 0100");
    await f.message.fill("We need a patient portal.\nLaunch in Q3.\n\nThanks!");

    const sent = page.waitForRequest("**/api/leads/contact");
    const answered = page.waitForResponse("**/api/leads/contact");
    await f.submit.click();
    expect((await sent).postDataJSON()).toEqual({
      first_name: "Maria",
      last_name: "Garcia",
      email: "maria.garcia@example.com",
      phone_number: "+1 949 555 0100",
      message: "We need a patient portal.<br>Launch in Q3.<br><br>Thanks!",
      // Where the visit came from (issue 32): the page itself, opened directly, no referrer or UTM.
      landing_page: "/contact",
    });
    const res = await answered;
    expect(res.status()).toBe(200);
    expect((await res.json()).id).toEqual(expect.any(Number));

    await expect(toast(page).getByText(TOASTS.contactSuccess)).toBeVisible();
    for (const input of [f.firstName, f.lastName, f.email, f.phone, f.message])
      await expect(input).toHaveValue("");
  });

  test("failure: a toast and nothing cleared @desktop", async ({ page }) => {
    await page.route("**/api/leads/contact", (route) =>
      route.fulfill({
        status: 503,
        json: { message: "The service is unavailable. Please try again shortly." },
      }),
    );
    const f = await openContact(page);
    await f.firstName.fill("Tom");
    await f.lastName.fill("Baker");
    await f.email.fill("tom.baker@example.com");
    await f.message.fill("Hello there");
    await f.submit.click();
    await expect(toast(page).getByText(TOASTS.contactFailed)).toBeVisible();
    await expect(f.firstName).toHaveValue("Tom");
    await expect(f.lastName).toHaveValue("Baker");
    await expect(f.email).toHaveValue("tom.baker@example.com");
    await expect(f.message).toHaveValue("Hello there");
    await expect(f.submit).toBeEnabled();
  });

  test("the submit button shows it is sending", async ({ page }) => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route("**/api/leads/contact", async (route) => {
      await gate;
      await route.continue();
    });
    const f = await openContact(page);
    await f.firstName.fill("Ana");
    await f.lastName.fill("Silva");
    await f.email.fill("ana.silva@example.com");
    await f.message.fill("Quick question about pricing");
    await f.submit.click();
    await expect(f.submit).toHaveText("Sending...");
    await expect(f.submit).toBeDisabled();
    release();
    await expect(toast(page).getByText(TOASTS.contactSuccess)).toBeVisible();
  });

  test("the form's code comes by itself once the page is idle, untouched", async ({ page }) => {
    // Nothing points at, focuses or scrolls to the form: within a few seconds of the load event
    // (page.goto waits for it) the form is live.
    await page.goto("/contact");
    await expect(fields(page).form).toHaveAttribute("data-hydrated", "true", { timeout: 5000 });
  });

  test("axe on /contact", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});
