/**
 * Outbound webhooks (issue 32): the Owner adds an address with its secret; a new lead is POSTed to a real
 * local HTTP receiver, signed with HMAC-SHA256, retried by the job queue after a failure, and the
 * delivery log says so.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  WEBHOOK_MESSAGES,
  type AdminWebhookEndpoint,
  type AdminWebhookEndpointMade,
  type AdminWebhooks,
} from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

type Received = { headers: Record<string, string | string[] | undefined>; body: string };

let ctx: AdminTestContext;
let receiver: Server;
let url: string;
const received: Received[] = [];
/** The answers the receiver gives, in order; then 200. */
const answers: number[] = [];
const SECRET = "webhook-secret-for-tests-0123456789";

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(answers.shift() ?? 200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/cobaltline`;
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => receiver.close(resolve));
  await closeDb();
});

describe("outbound webhooks", () => {
  it("refuses an address, a secret or events it cannot use, in the person's words", async () => {
    const res = await ctx.admin("POST", "/webhooks", {
      body: { url: "ftp://x", secret: "short", events: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      url: WEBHOOK_MESSAGES.url,
      secret: WEBHOOK_MESSAGES.secret,
      events: WEBHOOK_MESSAGES.events,
    });
    const sales = await ctx.sessionFor(["sales"]);
    expect((await ctx.admin("GET", "/webhooks", { session: sales.token })).statusCode).toBe(403);
  });

  it("signs each new lead for the receiver, retries after a failure, and logs the delivery", async () => {
    const made = await ctx.admin("POST", "/webhooks", {
      body: { url, secret: SECRET, events: ["lead.created"] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const endpoint = made.json() as AdminWebhookEndpoint;
    expect(endpoint).toMatchObject({ url, events: ["lead.created"] });
    expect(made.body).not.toContain(SECRET);

    answers.push(503);
    const sent = await ctx.post(
      "/leads/contact-us",
      {},
      {
        first_name: "Hook",
        last_name: "Lead",
        email: "hook@example.com",
        message: "Ping me.",
        utm_source: "ads",
      },
    );
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 40_000, interval: 250 }).toBe(2);
    // The same bytes both times, each signed for its moment with the secret.
    expect(received[1]!.body).toBe(received[0]!.body);
    for (const r of received) {
      const header = String(r.headers["x-cobaltline-signature"]);
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(header)!;
      expect(v1).toBe(createHmac("sha256", SECRET).update(`${t}.${r.body}`).digest("hex"));
      expect(r.headers["content-type"]).toBe("application/json");
    }
    const body = JSON.parse(received[0]!.body);
    expect(body).toMatchObject({
      event: "lead.created",
      data: { origin: "contact", name: "Hook Lead", email: "hook@example.com", utm_source: "ads" },
    });

    await expect
      .poll(
        async () => ((await ctx.admin("GET", "/webhooks")).json() as AdminWebhooks).deliveries[0]?.status,
        {
          timeout: 10_000,
        },
      )
      .toBe("delivered");
    const log = (await ctx.admin("GET", "/webhooks")).json() as AdminWebhooks;
    expect(log.deliveries[0]).toMatchObject({
      endpoint_url: url,
      event: "lead.created",
      attempts: 2,
      response_status: 200,
    });
  });

  it("removes an address, audited, and then sends it nothing", async () => {
    const { endpoints } = (await ctx.admin("GET", "/webhooks")).json() as AdminWebhooks;
    const gone = await ctx.admin("DELETE", `/webhooks/${endpoints[0]!.id}`);
    expect(gone.statusCode).toBe(200);
    expect((await ctx.admin("DELETE", `/webhooks/${endpoints[0]!.id}`)).statusCode).toBe(404);
    const before = received.length;
    await ctx.post(
      "/leads/contact-us",
      {},
      { first_name: "No", last_name: "Hook", email: "no@example.com", message: "Quiet." },
    );
    await new Promise((r) => setTimeout(r, 1000));
    expect(received.length).toBe(before);
    const audit = await ctx.admin("GET", "/audit", { query: { action: "webhook.delete" } });
    expect(audit.json().content[0]).toMatchObject({
      action_words: "Removed",
      target_type: "webhook",
      summary: url,
    });
    expect(JSON.stringify(audit.json())).not.toContain(SECRET);
  });

  it("makes a secret when none is typed, answers it once, and signs with it", async () => {
    const made = await ctx.admin("POST", "/webhooks", {
      body: { url, secret: "", events: ["lead.created"] },
    });
    expect(made.statusCode, made.body).toBe(200);
    const { secret } = made.json() as AdminWebhookEndpointMade;
    // 32 random bytes, base64url.
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Never answered again, nor written to the trail.
    const listed = await ctx.admin("GET", "/webhooks");
    expect(listed.body).not.toContain(secret!);
    const audit = await ctx.admin("GET", "/audit", { query: { action: "webhook.create" } });
    expect(audit.body).not.toContain(secret!);
    expect(audit.json().content[0].after).toMatchObject({ secret: "made" });
    // A secret typed is not answered back: the person has it.
    const typed = await ctx.admin("POST", "/webhooks", {
      body: { url: `${url}/typed`, secret: SECRET, events: ["application.created"] },
    });
    expect((typed.json() as AdminWebhookEndpointMade).secret).toBeNull();

    const before = received.length;
    const sent = await ctx.post(
      "/leads/contact-us",
      {},
      { first_name: "Made", last_name: "Secret", email: "made@example.com", message: "Sign me." },
    );
    expect(sent.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 40_000, interval: 250 }).toBe(before + 1);
    const r = received[before]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(r.headers["x-cobaltline-signature"]))!;
    expect(v1).toBe(createHmac("sha256", secret!).update(`${t}.${r.body}`).digest("hex"));
  });
});
