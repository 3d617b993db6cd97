/**
 * The five public forms in a browser that runs no script (issue 19): each is a real form posted to its
 * gateway row, which checks it with the contract, sends it on, and sends the browser back to the page
 * (post/redirect/get) with the spec's messages beside the fields and what was typed, or with the
 * success message. Each form is sent once invalid and once valid, and the valid one is then read back
 * from the API's admin side.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { MESSAGES } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { E2E_ADMIN_TOKEN, apiPendingComments } from "../admin/admin-helpers";
import { apiPublished } from "../blog/blog-data";
import { careerWithStatus, pdfFile } from "../careers/careers-data";
import { E2E_API_URL } from "../helpers/e2e-env";

test.use({ javaScriptEnabled: false });

/** An address no other test uses: this test, this width, this run. */
const address = (form: string, project: string) => `nojs-${form}-${project}-${Date.now()}@example.com`;

async function adminRows<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const res = await request.get(
    `${E2E_API_URL}/admin/${path}${path.includes("?") ? "&" : "?"}tenant_id=default&size=100`,
    {
      headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    },
  );
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: T[] }).content;
}

/** Sends the form with its button and waits for the page the server sends the browser back to. */
async function send(page: Page, button: string, path: string | RegExp) {
  await Promise.all([
    page.waitForURL(path, { waitUntil: "load" }),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
}

test.describe("public forms without JavaScript", () => {
  test("contact: the spec's messages with the typed values kept, then the message is sent", async ({
    page,
    request,
  }, testInfo) => {
    const email = address("contact", testInfo.project.name);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("First name").fill("Maria");
    await form.getByLabel("Email").fill("not-an-address");
    await form.getByLabel("Message").fill("Two lines\nof text");
    await send(page, "Send message", /\/contact#contact-form$/);

    await expect(form.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByLabel("First name")).toHaveValue("Maria");
    await expect(form.getByLabel("Email")).toHaveValue("not-an-address");
    await expect(form.getByLabel("Message")).toHaveValue("Two lines\nof text");
    await expect(form.getByLabel("Last name")).toHaveAttribute("aria-invalid", "true");
    expect(page.url()).not.toContain("Maria");

    await form.getByLabel("Last name").fill("Garcia");
    await form.getByLabel("Email").fill(email);
    await send(page, "Send message", /\/contact#contact-form$/);
    await expect(form.getByRole("status")).toHaveText(TOASTS.contactSuccess);
    await expect(form.getByText(MESSAGES.emailInvalid)).toHaveCount(0);
    await expect(form.getByLabel("First name")).toHaveValue("");

    const leads = await adminRows<{ email: string; first_name: string; message: string }>(
      request,
      "leads/contact",
    );
    const lead = leads.find((l) => l.email === email);
    expect(lead).toMatchObject({ first_name: "Maria", message: "Two lines<br>of text" });
  });

  test("a later success with JavaScript drops what the submission without it left @desktop", async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Contact us" });
    await form.getByLabel("First name").fill("Lee");
    await send(page, "Send message", /\/contact#contact-form$/);
    await expect(form.getByText(MESSAGES.lastNameRequired)).toBeVisible();

    // The same visitor, scripts now running (same cookies): the page still shows the last outcome.
    const scripted = await browser.newContext({
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
      baseURL: testInfo.project.use.baseURL,
    });
    const again = await scripted.newPage();
    await again.goto("/contact");
    const live = again.getByRole("form", { name: "Contact us" });
    await expect(live.getByText(MESSAGES.lastNameRequired)).toBeVisible();
    await expect(live).toHaveAttribute("data-hydrated", "true");
    await live.getByLabel("Last name").fill("Park");
    await live.getByLabel("Email").fill(address("contact-js", testInfo.project.name));
    await live.getByLabel("Message").fill("Sent with scripts this time.");
    await live.getByRole("button", { name: "Send message" }).click();
    await expect(again.locator(".Toastify").getByText(TOASTS.contactSuccess)).toBeVisible();
    await again.reload();
    await expect(live.getByLabel("First name")).toHaveValue("");
    await expect(live.getByText(MESSAGES.lastNameRequired)).toHaveCount(0);
    await scripted.close();
  });

  test("UX review: a bad website address, then the request is sent", async ({ page, request }, testInfo) => {
    const email = address("ux", testInfo.project.name);
    await page.goto("/ux-review");
    const form = page.getByRole("form", { name: "Request a UX review" });
    await form.getByLabel("Full name").fill("Sam Lee");
    await form.getByLabel("Work email").fill(email);
    await form.getByLabel("Website address").fill("not a site");
    await send(page, "Request my free review", /\/ux-review#ux-review-form$/);

    await expect(form.getByText(MESSAGES.websiteInvalid)).toBeVisible();
    await expect(form.getByLabel("Full name")).toHaveValue("Sam Lee");
    await expect(form.getByLabel("Website address")).toHaveValue("not a site");

    await form.getByLabel("Website address").fill("www.example.com");
    await send(page, "Request my free review", /\/ux-review#ux-review-form$/);
    await expect(form.getByRole("status")).toHaveText(TOASTS.reviewRequestSuccess);

    const leads = await adminRows<{ email: string; website_url: string }>(request, "leads/design-campaign");
    expect(leads.find((l) => l.email === email)).toMatchObject({ website_url: "https://www.example.com" });
  });

  test("newsletter: an invalid address, then the subscription", async ({ page, request }, testInfo) => {
    const email = address("news", testInfo.project.name);
    await page.goto("/");
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await form.getByLabel("Work email").fill("someone@");
    await send(page, "Subscribe", /\/#newsletter-form$/);

    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByLabel("Work email")).toHaveValue("someone@");

    await form.getByLabel("Work email").fill(email);
    await send(page, "Subscribe", /\/#newsletter-form$/);
    await expect(form.getByRole("status")).toHaveText(TOASTS.newsletterSuccess);

    const subscribers = await adminRows<{ email: string }>(request, "leads/newsletter");
    expect(subscribers.map((s) => s.email)).toContain(email);
  });

  test("comment: the spec's messages, then the comment waits for moderation", async ({
    page,
    request,
  }, testInfo) => {
    const email = address("comment", testInfo.project.name);
    const [post] = (await apiPublished(request, { size: 1 })).content;
    await page.goto(`/blog/${post!.slug}`);
    const form = page.locator("#comment-form");
    await form.getByLabel("Name").fill("Robin");
    await send(page, "Post comment", new RegExp(`/blog/${post!.slug}#comment-form$`));

    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.commentRequired)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("Robin");

    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Comment").fill("Read without scripts, and it still works.");
    await send(page, "Post comment", new RegExp(`/blog/${post!.slug}#comment-form$`));
    await expect(form.getByRole("status")).toHaveText(TOASTS.commentSent);

    const pending = await apiPendingComments(request);
    expect(pending.find((c) => c.comment_sender_email === email)).toMatchObject({
      comment_sender_name: "Robin",
      sender_comment_content: "Read without scripts, and it still works.",
    });
  });

  test("application: the location lists step by step, a missing resume, then the application with its file", async ({
    page,
    request,
  }, testInfo) => {
    const email = address("apply", testInfo.project.name);
    const career = await careerWithStatus(request, "OPEN");
    const path = `/about/career/${career.id}`;
    await page.goto(path);
    const form = page.getByRole("form", { name: "Job application" });
    await form.getByLabel("First name").fill("Jane");
    await form.getByLabel("Last name").fill("Doe");
    await form.getByLabel("Email").fill(email);

    // Country, then the states of it, then the cities of the state: each list comes with the page.
    await form.getByLabel("Country", { exact: true }).selectOption("Canada");
    await send(page, "Show states and cities", new RegExp(`${path}#apply$`));
    await expect(form.getByLabel("Country", { exact: true })).toHaveValue("Canada");
    await expect(form.getByLabel("First name")).toHaveValue("Jane");
    await form.getByLabel("State", { exact: true }).selectOption("Ontario");
    await send(page, "Show states and cities", new RegExp(`${path}#apply$`));
    await expect(form.getByLabel("State", { exact: true })).toHaveValue("Ontario");
    await form.getByLabel("City", { exact: true }).selectOption("Toronto");

    // No resume: the spec's message, everything typed still there.
    await send(page, "Submit application", new RegExp(`${path}#apply$`));
    await expect(form.getByText(MESSAGES.resumeRequired)).toBeVisible();
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("City", { exact: true })).toHaveValue("Toronto");

    await form.locator('input[type="file"]').setInputFiles(pdfFile("jane-nojs.pdf"));
    await send(page, "Submit application", new RegExp(`${path}#apply$`));
    await expect(form.getByRole("status")).toHaveText(TOASTS.applicationSuccess);

    const applicants = await adminRows<{ email: string; city: string; job_title: string }>(
      request,
      `applicants?career_id=${career.id}`,
    );
    expect(applicants.find((a) => a.email === email)).toMatchObject({
      city: "Toronto",
      job_title: career.title,
    });
  });
});
