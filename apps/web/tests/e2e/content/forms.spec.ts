import { expect, test, type Page } from "@playwright/test";
import { MESSAGES } from "@site/contract";
import { TOASTS } from "@/content/toasts";

const ok = { status: 200, contentType: "application/json", body: JSON.stringify({ message: "ok" }) };
const fail = {
  status: 500,
  contentType: "application/json",
  body: JSON.stringify({ message: "Server error" }),
};

async function respondWith(page: Page, path: string, response: typeof ok) {
  const bodies: unknown[] = [];
  await page.route(`**${path}`, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill(response);
  });
  return bodies;
}

test.describe("newsletter box", () => {
  const box = (page: Page) => page.locator('[data-home-section="newsletter"]');

  test("validates the email before sending", async ({ page }) => {
    const bodies = await respondWith(page, "/api/leads/newsletter", ok);
    await page.goto("/");
    const form = box(page);
    // The form's code loads as the box approaches the viewport, as it does for a reader scrolling down.
    await form.scrollIntoViewIfNeeded();
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await form.getByLabel(/work email/i).fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(/work email/i)).toHaveAttribute("aria-invalid", "true");
    expect(bodies).toHaveLength(0);
  });

  test("shows the success toast and clears the field", async ({ page }) => {
    const bodies = await respondWith(page, "/api/leads/newsletter", ok);
    await page.goto("/");
    const form = box(page);
    // The form's code loads as the box approaches the viewport, as it does for a reader scrolling down.
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/work email/i).fill("  reader@example.com ");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(TOASTS.newsletterSuccess)).toBeVisible();
    await expect(form.getByLabel(/work email/i)).toHaveValue("");
    expect(bodies).toEqual([{ email: "reader@example.com" }]);
  });

  test("shows the failure toast and keeps the email @desktop", async ({ page }) => {
    await respondWith(page, "/api/leads/newsletter", fail);
    await page.goto("/");
    const form = box(page);
    // The form's code loads as the box approaches the viewport, as it does for a reader scrolling down.
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel(/work email/i).fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(TOASTS.newsletterFailed)).toBeVisible();
    await expect(form.getByLabel(/work email/i)).toHaveValue("reader@example.com");
  });
});

test.describe("UX review landing page", () => {
  test("has the reduced header and footer", async ({ page }) => {
    await page.goto("/ux-review");
    await expect(page.getByRole("link", { name: /go to website/i })).toHaveAttribute("href", "/");
    await expect(page.getByRole("navigation", { name: /main/i })).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toContainText("Contact");
  });

  test("validates the review request", async ({ page }) => {
    const bodies = await respondWith(page, "/api/leads/design-campaign", ok);
    await page.goto("/ux-review");
    const form = page.getByRole("form", { name: "Request a UX review" });
    await form.getByRole("button", { name: /request my free review/i }).click();
    await expect(form.getByText(MESSAGES.nameRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(form.getByText(MESSAGES.websiteInvalid)).toBeVisible();
    await form.getByLabel(/website address/i).fill("not a site");
    await form.getByLabel(/work email/i).fill("bad@");
    await form.getByRole("button", { name: /request my free review/i }).click();
    await expect(form.getByText(MESSAGES.emailInvalid)).toBeVisible();
    await expect(form.getByText(MESSAGES.websiteInvalid)).toBeVisible();
    expect(bodies).toHaveLength(0);
  });

  test("sends the request and shows the success toast", async ({ page }) => {
    const bodies = await respondWith(page, "/api/leads/design-campaign", ok);
    await page.goto("/ux-review");
    const form = page.getByRole("form", { name: "Request a UX review" });
    await form.getByLabel(/full name/i).fill("Jordan Blake");
    await form.getByLabel(/work email/i).fill("jordan@example.com");
    await form.getByLabel(/website address/i).fill("www.example.com");
    await form.getByLabel(/company/i).fill("Blake & Co");
    await form.getByRole("button", { name: /request my free review/i }).click();
    await expect(page.getByText(TOASTS.reviewRequestSuccess)).toBeVisible();
    expect(bodies).toEqual([
      {
        full_name: "Jordan Blake",
        email: "jordan@example.com",
        website_url: "https://www.example.com",
        company: "Blake & Co",
        // Where the visit came from (issue 32): the page itself, opened directly.
        landing_page: "/ux-review",
      },
    ]);
    await expect(form.getByLabel(/full name/i)).toHaveValue("");
  });

  test("shows the failure toast when the request fails @desktop", async ({ page }) => {
    await respondWith(page, "/api/leads/design-campaign", fail);
    await page.goto("/ux-review");
    const form = page.getByRole("form", { name: "Request a UX review" });
    await form.getByLabel(/full name/i).fill("Jordan Blake");
    await form.getByLabel(/work email/i).fill("jordan@example.com");
    await form.getByLabel(/website address/i).fill("example.com");
    await form.getByRole("button", { name: /request my free review/i }).click();
    await expect(page.getByText(TOASTS.reviewRequestFailed)).toBeVisible();
    await expect(form.getByLabel(/full name/i)).toHaveValue("Jordan Blake");
  });
});

test.describe("lead route handlers", () => {
  test("answer 400 with field messages before anything reaches the API @desktop", async ({ request }) => {
    const news = await request.post("/api/leads/newsletter", { data: { email: "nope" } });
    expect(news.status()).toBe(400);
    expect((await news.json()).errors).toEqual({ email: MESSAGES.emailInvalid });

    const review = await request.post("/api/leads/design-campaign", { data: { email: "a@b.co" } });
    expect(review.status()).toBe(400);
    const body = await review.json();
    expect(body.errors.full_name).toBe(MESSAGES.nameRequired);
    expect(body.errors.website_url).toBe(MESSAGES.websiteInvalid);

    const broken = await request.post("/api/leads/newsletter", {
      headers: { "content-type": "application/json" },
      data: "{not json",
    });
    expect(broken.status()).toBe(400);
  });
});
