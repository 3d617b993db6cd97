import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { expectNoAxeViolations } from "../helpers/axe";

/** Opens /contact with the form's code loaded (it loads on first use: here, focus in the first field). */
async function openContact(page: Page) {
  await page.goto("/contact");
  const f = fields(page);
  await f.firstName.focus();
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

  test("the form's code loads on first use, and a send pressed before it arrives still goes out", async ({
    page,
  }) => {
    const bodies: unknown[] = [];
    await page.route("**/api/leads/contact", async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify({ id: 1 }) });
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    const f = fields(page);
    // Loaded and idle, the page has not fetched the form's code: the form is plain HTML until used.
    await expect(f.form).not.toHaveAttribute("data-hydrated", "true");
    await expect(f.submit).toBeEnabled();

    // Hold every script asked for from now on: the form's code is on its way but has not arrived.
    let release!: () => void;
    const arrived = new Promise<void>((r) => (release = r));
    let held = 0;
    await page.route("**/_next/static/chunks/**", async (route) => {
      held++;
      await arrived;
      await route.continue();
    });
    await f.firstName.fill("Nora");
    await f.lastName.fill("Quinn");
    await f.email.fill("nora.quinn@example.com");
    await f.message.fill("Line one\nLine two");
    await f.submit.click();
    await expect.poll(() => held).toBeGreaterThan(0);
    await expect(f.form).not.toHaveAttribute("data-hydrated", "true");
    expect(bodies).toHaveLength(0);
    expect(page.url()).toMatch(/\/contact$/);

    release();
    await expect(toast(page).getByText(TOASTS.contactSuccess)).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({
        first_name: "Nora",
        last_name: "Quinn",
        email: "nora.quinn@example.com",
        message: "Line one<br>Line two",
      }),
    ]);
    expect(page.url()).toMatch(/\/contact$/);
  });

  test("axe on /contact", async ({ page }) => {
    await page.goto("/contact");
    await expectNoAxeViolations(page);
  });
});
