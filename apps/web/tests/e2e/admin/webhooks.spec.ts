/**
 * The outbound webhooks page as the owner uses it (issue 32, item 2): an address on this machine (a tiny
 * HTTP receiver on 127.0.0.1, started by the spec) is added with its signing secret, which is typed once
 * and never shown again; a visitor sends the contact form; the receiver gets the new lead, signed with
 * that secret (X-Cobaltline-Signature: t=…,v1=HMAC-SHA256("<t>.<body>")), and the delivery log says it
 * was delivered. Axe clean at 375 and 1440 px, nothing scrolls sideways at 375 px; the address is
 * removed at the end. With the secret left empty the API makes one, shown once, and signs with it.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "@playwright/test";
import { WEBHOOK_SIGNATURE_HEADER } from "@site/contract";
import { expectNoAxeViolations } from "../helpers/axe";
import { signIn } from "./admin-helpers";

type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: string };

let receiver: Server;
let hookUrl: string;
const received: Received[] = [];

test.beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        path: req.url ?? "",
        headers: req.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      res.writeHead(200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/e2e-${Date.now().toString(36)}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

async function looksRight(page: Page, name: string) {
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.describe("outbound webhooks @desktop", () => {
  test("the owner adds an address, a lead arrives, the delivery is signed and logged", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const secret = `e2e-signing-secret-${Date.now().toString(36)}-0123456789`;
    await signIn(page);
    await page.goto("/admin/settings/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await looksRight(page, "webhooks-empty");

    const form = page.getByRole("form", { name: "Add an address" });
    // A mistake first: the person's words, the focus on the summary.
    await form.getByLabel("Address (URL)").fill("not an address");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(form.getByText("The address could not be added")).toBeVisible();
    await form.getByLabel("Address (URL)").fill(hookUrl);
    const secretField = form.getByLabel("Signing secret");
    await expect(secretField).toHaveAttribute("type", "password");
    await secretField.fill(secret);
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.locator(".Toastify")).toContainText(`Added ${hookUrl}.`);
    const addresses = page.getByRole("list", { name: "Addresses" });
    await expect(addresses.getByRole("listitem").filter({ hasText: hookUrl })).toContainText(
      "A new lead, A new application",
    );
    // The secret was seen once, as typed: never again, in the form or the page.
    await expect(secretField).toHaveValue("");
    await page.reload();
    expect(await page.content()).not.toContain(secret);

    // A visitor sends the contact form.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/contact");
    const contact = visitor.getByRole("form", { name: "Contact us" });
    const email = `webhook-${Date.now().toString(36)}@example.com`;
    await contact.getByLabel("First name").fill("Wendy");
    await contact.getByLabel("Last name").fill("Hook");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Message").fill("Please tell your other systems about me.");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByText("Your message has been sent successfully")).toBeVisible();

    // The receiver gets it, signed with the secret.
    await expect
      .poll(() => received.find((r) => r.path === new URL(hookUrl).pathname && r.body.includes(email)), {
        timeout: 120_000,
        intervals: [1000],
      })
      .toBeTruthy();
    const delivery = received.find((r) => r.path === new URL(hookUrl).pathname && r.body.includes(email))!;
    const body = JSON.parse(delivery.body) as { event: string; data: { email: string; name: string } };
    expect(body.event).toBe("lead.created");
    expect(body.data).toMatchObject({ email, name: "Wendy Hook" });
    const signature = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest("hex"));

    // The delivery log says so.
    const log = page.getByRole("region", { name: "Deliveries, newest first" });
    await expect
      .poll(
        async () => {
          await page.reload();
          return (await log.getByRole("row").filter({ hasText: hookUrl }).first().textContent()) ?? "";
        },
        { timeout: 60_000, intervals: [2000] },
      )
      .toContain("Delivered (200)");
    await expect(log.getByRole("row").filter({ hasText: hookUrl }).first()).toContainText("A new lead");
    await looksRight(page, "webhooks-delivered");

    // Removed: nothing more is sent to it.
    await page.getByRole("button", { name: `Remove ${hookUrl}` }).click();
    await expect(page.locator(".Toastify")).toContainText(`Removed ${hookUrl}. Nothing more is sent to it.`);
    await expect(addresses.getByRole("listitem").filter({ hasText: hookUrl })).toHaveCount(0);
  });

  test("left empty, the secret is made, shown once, and the deliveries are signed with it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const address = `${hookUrl}-made`;
    await signIn(page);
    await page.goto("/admin/settings/webhooks");
    const form = page.getByRole("form", { name: "Add an address" });
    await form.getByLabel("Address (URL)").fill(address);
    await expect(form.getByLabel("Signing secret")).toHaveValue("");
    await form.getByRole("button", { name: "Add address" }).click();
    await expect(page.locator(".Toastify")).toContainText(`Added ${address}.`);
    const shown = page.getByRole("status").filter({ hasText: `The signing secret of ${address}` });
    await expect(shown).toContainText("Copy it now and keep it somewhere safe: it is not shown again.");
    await expect(shown.getByRole("button", { name: "Copy secret" })).toBeVisible();
    const secret = (await shown.getByTestId("new-webhook-secret").textContent())!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await looksRight(page, "webhooks-secret-made");
    await shown.getByRole("button", { name: "I have copied it" }).click();
    await expect(shown).toHaveCount(0);
    await page.reload();
    expect(await page.content()).not.toContain(secret);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto("/contact");
    const contact = visitor.getByRole("form", { name: "Contact us" });
    const email = `webhook-made-${Date.now().toString(36)}@example.com`;
    await contact.getByLabel("First name").fill("Sig");
    await contact.getByLabel("Last name").fill("Made");
    await contact.getByLabel("Email").fill(email);
    await contact.getByLabel("Message").fill("Sign this with a secret nobody typed.");
    await contact.getByRole("button", { name: "Send message" }).click();
    await expect(visitor.getByText("Your message has been sent successfully")).toBeVisible();

    const mine = () => received.find((r) => r.path.endsWith("-made") && r.body.includes(email));
    await expect.poll(mine, { timeout: 120_000, intervals: [1000] }).toBeTruthy();
    const delivery = mine()!;
    const signature = String(delivery.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()]);
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac("sha256", secret).update(`${t}.${delivery.body}`).digest("hex"));

    await page.getByRole("button", { name: `Remove ${address}` }).click();
    await expect(page.locator(".Toastify")).toContainText(`Removed ${address}.`);
  });
});
