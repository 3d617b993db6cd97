/**
 * The newsletter's e-mailed links in a real browser (issue 20), with and without JavaScript: the
 * confirmation link of the double opt-in opens a page whose button confirms; the List-Unsubscribe
 * address opens a page whose button unsubscribes, and takes RFC 8058's one-click POST from a mail
 * provider (no cookie, no page, any origin). The mails are read from the run's test SMTP server.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { NEWSLETTER_MESSAGES } from "@site/contract";
import { E2E_ADMIN_TOKEN } from "../admin/admin-helpers";
import { E2E_API_URL } from "../helpers/e2e-env";
import { newsletterLinks as linksFor } from "../helpers/mailbox";

type Subscriber = { email: string; confirmed_date: string | null };

/** An address no other test uses: this test, this width, this run. */
const address = (label: string, project: string) => `news-${label}-${project}-${Date.now()}@example.com`;

/** Asks to subscribe through the site's gateway, as the newsletter box's script does. */
async function subscribe(request: APIRequestContext, email: string) {
  const res = await request.post("/api/leads/newsletter", { data: { email } });
  expect(res.status()).toBe(200);
}

async function subscriber(request: APIRequestContext, email: string): Promise<Subscriber | undefined> {
  const res = await request.get(`${E2E_API_URL}/admin/leads/newsletter?tenant_id=default&size=100`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { content: Subscriber[] }).content.find((s) => s.email === email);
}

/** Presses the page's one button and waits for the page the server sends the browser back to. */
async function press(page: Page, button: string, path: RegExp) {
  await Promise.all([
    page.waitForURL(path, { waitUntil: "load" }),
    page.getByRole("button", { name: button, exact: true }).click(),
  ]);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`newsletter links, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled });

    test("the confirmation link's page confirms; the unsubscribe page unsubscribes", async ({
      page,
      request,
    }, testInfo) => {
      const email = address(javaScriptEnabled ? "js" : "nojs", testInfo.project.name);
      await subscribe(request, email);
      expect((await subscriber(request, email))!.confirmed_date).toBeNull();
      const { confirm, unsubscribe } = await linksFor(request, email);

      // Opening the link changes nothing (mail scanners open links); the button confirms.
      await page.goto(confirm);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
      expect((await subscriber(request, email))!.confirmed_date).toBeNull();
      await press(page, "Confirm my subscription", /\/newsletter\/confirm\?result=confirmed$/);
      await expect(page.getByRole("status")).toContainText("You're subscribed.");
      expect((await subscriber(request, email))!.confirmed_date).not.toBeNull();

      await page.goto(confirm);
      await press(page, "Confirm my subscription", /result=already_confirmed$/);
      await expect(page.getByRole("status")).toHaveText(
        "This address is already confirmed: you're on the list.",
      );

      await page.goto(unsubscribe);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
      await press(page, "Unsubscribe", /\/newsletter\/unsubscribe\?result=unsubscribed$/);
      await expect(page.getByRole("status")).toContainText("You are unsubscribed.");
      expect(await subscriber(request, email)).toBeUndefined();

      // The used link: a clear message, no button, no error.
      const again = await page.goto(unsubscribe);
      expect(again!.status()).toBe(200);
      await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
      await page.waitForURL(/result=unknown$/);
      await expect(page.getByRole("status")).toHaveText(NEWSLETTER_MESSAGES.unsubscribeUnknown);
      await expect(page.getByRole("button", { name: "Unsubscribe", exact: true })).toHaveCount(0);
    });
  });
}

test.describe("newsletter links, without a browser", () => {
  test("RFC 8058: a one-click POST to the List-Unsubscribe address unsubscribes, from any origin", async ({
    playwright,
    request,
  }, testInfo) => {
    const email = address("oneclick", testInfo.project.name);
    await subscribe(request, email);
    const { confirm, unsubscribe } = await linksFor(request, email);

    // A mail provider's server: no cookie, no Origin, no Sec-Fetch headers; another site's page alike.
    const provider = await playwright.request.newContext();
    try {
      const crossSite = await provider.post(unsubscribe, {
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: "https://mail.example.net",
        },
        data: "List-Unsubscribe=One-Click",
        maxRedirects: 0,
      });
      expect(crossSite.status()).toBe(200);
      expect(await crossSite.json()).toEqual({ status: "unsubscribed" });
      expect(await subscriber(request, email)).toBeUndefined();

      // Again (a provider may retry): still a 200, nothing left to do.
      const retry = await provider.post(unsubscribe, {
        headers: { "content-type": "application/x-www-form-urlencoded" },
        data: "List-Unsubscribe=One-Click",
        maxRedirects: 0,
      });
      expect(retry.status()).toBe(200);
      expect(await retry.json()).toEqual({ status: "unknown" });

      // The confirmation link of an address that left: the page says so, never a 500.
      const page = await provider.get(confirm);
      expect(page.status()).toBe(200);
    } finally {
      await provider.dispose();
    }

    // A forged or garbled token: the pages answer with their message.
    for (const path of ["/newsletter/unsubscribe?token=12.forged", "/newsletter/confirm?token=nope"]) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      expect(await res.text()).toContain("not valid any more");
    }
  });
});
