/**
 * The sales pipeline (issue 32) as the people involved see it, on a stack of its own whose API runs on a
 * clock the test moves: a visitor arrives from a newsletter with JavaScript off and sends the contact
 * form; the lead shows that source; a sales person moves it to "qualified", takes it and sets tomorrow's
 * follow-up, and when the API's clock reaches tomorrow the follow-up e-mail reaches the run's real SMTP
 * server. A call booked in the scheduler with a good signature becomes a lead; a forged one is 401.
 */
import { createHmac } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "../helpers/axe";
import { E2E_MAILBOX_URL } from "../helpers/e2e-env";
import { mailsTo } from "../helpers/mailbox";
import {
  OPS_API_PORT,
  OPS_WEB_PORT,
  movableClock,
  startApi,
  startSite,
  stopAll,
  waitFor,
} from "../ops/ops-stack";
import { E2E_ADMIN_TOKEN, type TeamMember } from "./admin-helpers";

const API = `http://127.0.0.1:${OPS_API_PORT + 16}`;
const SITE = `http://localhost:${OPS_WEB_PORT + 16}`;
const ADMIN = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
const CALENDLY_SECRET = "calendly-e2e-signing-key-0123456789";
const DAY_MS = 24 * 60 * 60 * 1000;

let clock: ReturnType<typeof movableClock>;

test.describe("the sales pipeline @desktop", () => {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    clock = movableClock();
    // The API mails into the run's own test SMTP server, which the mailbox reads.
    const { url: smtp } = (await (await request.get(`${E2E_MAILBOX_URL}/smtp`)).json()) as { url: string };
    startApi(OPS_API_PORT + 16, {
      ...clock.env,
      LOG_LEVEL: "warn",
      SMTP_URL: smtp,
      SITE_URL: SITE,
      CALENDLY_WEBHOOK_SECRET: CALENDLY_SECRET,
      REVALIDATE_URL: `${SITE}/api/revalidate`,
    });
    startSite(OPS_WEB_PORT + 16, { API_BASE_URL: API, SITE_URL: SITE });
    await waitFor(`${API}/health`);
    await waitFor(`${SITE}/healthz`);
  });
  test.afterAll(stopAll);

  /** Checks the page as a person on a phone and on a desktop would meet it, and keeps a screenshot of each. */
  async function lookAt(page: Page, name: string) {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
    }
  }

  test("a newsletter visitor's message becomes a lead the sales person works, and its follow-up is mailed the next day", async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const last = `Newsletter${stamp}`;

    // The visitor, JavaScript off: in from the newsletter on a service page, then to the contact form.
    const visitor = await (await browser.newContext({ javaScriptEnabled: false, baseURL: SITE })).newPage();
    await visitor.goto("/services/mvp-development?utm_source=newsletter");
    await visitor.getByRole("banner").getByRole("link", { name: "Contact", exact: true }).click();
    await expect(visitor).toHaveURL(/\/contact$/);
    const form = visitor.getByRole("form", { name: "Contact us" });
    await form.getByLabel("First name").fill("Nora");
    await form.getByLabel("Last name").fill(last);
    await form.getByLabel("Email").fill(`nora.${stamp}@example.com`);
    await form.getByLabel("Message").fill("We read your newsletter and need an MVP in eight weeks.");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByText("Your message has been sent successfully")).toBeVisible();

    // A sales person joins (the owner's invitation, arranged through the API) and signs in.
    const sales: TeamMember = {
      email: `sales-${stamp}@cobaltline.example`,
      name: `Sasha Sales ${stamp}`,
      password: "sales passphrase, long enough",
    };
    const invited = await request.post(`${API}/admin/people/invitations?tenant_id=default`, {
      headers: ADMIN,
      data: { email: sales.email, name: sales.name, roles: ["sales"] },
    });
    expect(invited.status(), await invited.text()).toBe(200);
    const page = await (await browser.newContext({ baseURL: SITE })).newPage();
    await page.goto(((await invited.json()) as { link: string }).link.replace(/^https?:\/\/[^/]+/, ""));
    await page.getByLabel("Password").first().fill(sales.password);
    await page.getByLabel("The same password again").fill(sales.password);
    await page.getByRole("button", { name: "Create my account" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // The leads list: the visitor's lead, counted under the newsletter.
    await page.goto("/admin/leads");
    const row = page.getByRole("row").filter({ hasText: `Nora ${last}` });
    await expect(row).toContainText("newsletter");
    await expect(row).toContainText("New");
    await expect(
      page.getByRole("region", { name: /^Leads per source/ }).getByRole("link", { name: /^newsletter \d+$/ }),
    ).toBeVisible();
    await lookAt(page, "leads");

    // Its page: where the visit came from, then the sales person's work, saved with the keyboard's focus kept.
    await page.setViewportSize({ width: 1440, height: 900 });
    await row.getByRole("link", { name: `Nora ${last}` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Nora ${last}` })).toBeVisible();
    const source = page.getByRole("region", { name: "Where they came from" });
    await expect(source).toContainText("/services/mvp-development");
    await expect(source).toContainText("newsletter");
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    const work = page.getByRole("form", { name: "Work on this lead" });
    await work.getByLabel("Status").selectOption("qualified");
    await work.getByLabel("Owner").selectOption({ label: sales.name });
    await work.getByLabel("Follow up on").fill(tomorrow);
    await work.getByLabel("Notes").fill("Wants a clickable prototype first.");
    await work.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Lead saved.")).toBeVisible();
    await expect(work.getByRole("button", { name: "Save" })).toBeFocused();
    const history = page.getByRole("region", { name: "History" });
    await expect(history.getByText(`Updated by ${sales.name}`)).toBeVisible();
    await expect(history.getByText("Sent by a visitor (contact form)")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Qualified");
    await lookAt(page, "lead");

    // A call booked in the scheduler, signed: a lead; forged: 401, nothing stored.
    const booked = JSON.stringify({
      event: "invitee.created",
      payload: {
        email: `booker.${stamp}@example.com`,
        name: `Bea Booker ${stamp}`,
        scheduled_event: { start_time: new Date(Date.now() + 3 * DAY_MS).toISOString() },
      },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac("sha256", CALENDLY_SECRET).update(`${t}.${booked}`).digest("hex")}`;
    const hook = (sig: string, data = booked) =>
      request.post(`${API}/webhooks/scheduler/calendly?tenant_id=default`, {
        headers: { "content-type": "application/json", "calendly-webhook-signature": sig },
        data,
      });
    expect((await hook(signature)).status()).toBe(200);
    const forged = booked.replace("Bea Booker", "Mallory Forger");
    expect((await hook(signature, forged)).status()).toBe(401);
    await page.goto("/admin/leads?q=" + stamp);
    await expect(page.getByRole("row").filter({ hasText: `Bea Booker ${stamp}` })).toContainText(
      "Booked call",
    );
    await expect(page.getByRole("row").filter({ hasText: "Mallory Forger" })).toHaveCount(0);

    // The next day on the API's clock: the follow-up e-mail reaches the SMTP server.
    expect((await mailsTo(request, sales.email)).filter((m) => m.includes(last))).toHaveLength(0);
    clock.forward(DAY_MS + 60_000);
    await expect
      .poll(
        async () => (await mailsTo(request, sales.email)).filter((m) => m.includes(`Nora ${last}`)).length,
        {
          message: "the follow-up e-mail",
          timeout: 120_000,
          intervals: [1000],
        },
      )
      .toBe(1);
    const mail = (await mailsTo(request, sales.email)).find((m) => m.includes(`Nora ${last}`))!;
    expect(mail).toMatch(/^Subject: 1 lead to follow up today/m);
    expect(mail).toContain(`Nora ${last} (Qualified), follow up today`);
    expect(mail).toContain(`${SITE}/admin/leads/`);
  });
});
