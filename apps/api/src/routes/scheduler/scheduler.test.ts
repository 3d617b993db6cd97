/**
 * Calls booked in the scheduler become leads (issue 32, item 2): Calendly's and Cal.com's signature
 * schemes against the exact bytes sent; a good signature makes or updates the lead of the address; a
 * missing, forged or stale one is 401 and stores nothing.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { SCHEDULER_MESSAGES, type AdminLeadDetail } from "@site/contract";
import { leads } from "../../db/schema";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin/admin-test-context";

const CALENDLY = "calendly-signing-key-for-tests-0123";
const CALCOM = "cal-com-secret-for-tests-456789";
let ctx: AdminTestContext;
let bare: AdminTestContext;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  ctx = await createAdminTestContext({ CALENDLY_WEBHOOK_SECRET: CALENDLY, CALCOM_WEBHOOK_SECRET: CALCOM });
  bare = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await bare.close();
  await closeDb();
});

const hex = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

function calendlyBody(email: string, name = "Rosa Booker") {
  return JSON.stringify({
    event: "invitee.created",
    created_at: "2026-11-29T10:00:00.000000Z",
    payload: {
      email,
      name,
      uri: `https://api.calendly.example/scheduled_events/E1/invitees/${stamp}`,
      scheduled_event: { start_time: "2026-12-03T17:00:00.000000Z" },
      tracking: { utm_source: "linkedin", utm_campaign: "winter" },
    },
  });
}

function calendly(t: AdminTestContext, body: string, signature?: string) {
  return t.app.inject({
    method: "POST",
    url: "/webhooks/scheduler/calendly",
    query: { tenant_id: t.tenantId },
    headers: {
      "content-type": "application/json",
      ...(signature ? { "calendly-webhook-signature": signature } : {}),
    },
    payload: body,
  });
}

const signCalendly = (body: string, t = Math.floor(Date.now() / 1000), secret = CALENDLY) =>
  `t=${t},v1=${hex(secret, `${t}.${body}`)}`;

function calCom(body: string, signature?: string) {
  return ctx.app.inject({
    method: "POST",
    url: "/webhooks/scheduler/cal-com",
    query: { tenant_id: ctx.tenantId },
    headers: {
      "content-type": "application/json",
      ...(signature ? { "x-cal-signature-256": signature } : {}),
    },
    payload: body,
  });
}

const leadsOf = (email: string) =>
  ctx.handle.db
    .select()
    .from(leads)
    .where(and(eq(leads.tenantId, ctx.tenantId), eq(leads.email, email)));

describe("Calendly", () => {
  it("a signed booking makes a lead with the call's moment and its UTM source; a second one updates it", async () => {
    const email = `rosa.${stamp}@example.com`;
    const body = calendlyBody(email);
    const res = await calendly(ctx, body, signCalendly(body));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: true, ignored: false });
    const id = res.json().lead_id as number;
    const detail = (await ctx.admin("GET", `/pipeline/${id}`)).json() as AdminLeadDetail;
    expect(detail.lead).toMatchObject({
      origin: "booking",
      name: "Rosa Booker",
      email,
      status: "new",
      scheduler: "calendly",
      booked_for: "2026-12-03T17:00:00.000Z",
      utm_source: "linkedin",
      source: "linkedin",
    });

    // The same address books again (upper case): the same lead, no second one.
    const again = calendlyBody(email.toUpperCase());
    const second = await calendly(ctx, again, signCalendly(again));
    expect(second.json()).toEqual({ lead_id: id, created: false, ignored: false });
    expect(await leadsOf(email)).toHaveLength(1);
    const history = ((await ctx.admin("GET", `/pipeline/${id}`)).json() as AdminLeadDetail).history;
    expect(history.map((h) => `${h.action_words} by ${h.actor_name}`)).toEqual([
      "Booked a call by a visitor (scheduler)",
      "Sent by a visitor (scheduler)",
    ]);
  });

  it("a booking by the address of a contact form's lead goes on that lead", async () => {
    const email = `form.${stamp}@example.com`;
    const sent = await ctx.post(
      "/leads/contact-us",
      {},
      { first_name: "Form", last_name: "First", email, message: "Let us talk." },
    );
    expect(sent.statusCode).toBe(200);
    const body = calendlyBody(email, "Form First");
    const res = await calendly(ctx, body, signCalendly(body));
    expect(res.json()).toMatchObject({ created: false });
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ origin: "contact", scheduler: "calendly" });
  });

  it("refuses a missing, forged, other-key or stale signature with 401 and stores nothing", async () => {
    const email = `forged.${stamp}@example.com`;
    const body = calendlyBody(email);
    const now = Math.floor(Date.now() / 1000);
    for (const signature of [
      undefined,
      "",
      "garbage",
      `t=${now},v1=${"0".repeat(64)}`,
      signCalendly(body, now, "another-key-entirely-0000"),
      signCalendly(body, now - 3600),
      signCalendly(body, now + 3600),
      // Signed for other bytes: the body changed on the way.
      signCalendly(calendlyBody(`other.${stamp}@example.com`)),
    ]) {
      const res = await calendly(ctx, body, signature);
      expect(res.statusCode, String(signature)).toBe(401);
      expect(res.json()).toEqual({ message: SCHEDULER_MESSAGES.signature });
    }
    expect(await leadsOf(email)).toHaveLength(0);
  });

  it("ignores events that are not a booking, refuses a signed body that is not one, and caps the body", async () => {
    const canceled = JSON.stringify({ event: "invitee.canceled", payload: {} });
    expect((await calendly(ctx, canceled, signCalendly(canceled))).json()).toEqual({
      lead_id: null,
      created: false,
      ignored: true,
    });
    const broken = JSON.stringify({
      event: "invitee.created",
      payload: { email: "not an address", name: "" },
    });
    const bad = await calendly(ctx, broken, signCalendly(broken));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({ "payload.email": "The invitee's e-mail is not valid" });
    const notJson = "{";
    expect((await calendly(ctx, notJson, signCalendly(notJson))).statusCode).toBe(400);
    const huge = JSON.stringify({ event: "invitee.created", pad: "x".repeat(70 * 1024) });
    expect((await calendly(ctx, huge, signCalendly(huge))).statusCode).toBe(413);
    const form = await ctx.app.inject({
      method: "POST",
      url: "/webhooks/scheduler/calendly",
      query: { tenant_id: ctx.tenantId },
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(form.statusCode).toBe(415);
  });

  it("has no endpoint where no secret is configured", async () => {
    const body = calendlyBody(`none.${stamp}@example.com`);
    const res = await calendly(bare, body, signCalendly(body));
    expect(res.statusCode).toBe(404);
  });
});

describe("Cal.com", () => {
  const body = (email: string) =>
    JSON.stringify({
      triggerEvent: "BOOKING_CREATED",
      createdAt: "2026-11-29T10:00:00.000Z",
      payload: {
        uid: `cal-${stamp}`,
        startTime: "2026-12-04T15:30:00.000Z",
        attendees: [{ name: "Cal Attendee", email, timeZone: "America/Los_Angeles" }],
      },
    });

  it("a signed booking makes a lead; a forged or missing signature is 401 and stores nothing", async () => {
    const email = `cal.${stamp}@example.com`;
    const good = body(email);
    const res = await calCom(good, hex(CALCOM, good));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: true });
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({
      origin: "booking",
      name: "Cal Attendee",
      scheduler: "cal.com",
      bookingId: `cal-${stamp}`,
    });

    const forged = body(`cal.forged.${stamp}@example.com`);
    for (const signature of [undefined, hex("wrong-secret-0000000000", forged), hex(CALCOM, good), "zz"]) {
      const refused = await calCom(forged, signature);
      expect(refused.statusCode).toBe(401);
    }
    expect(await leadsOf(`cal.forged.${stamp}@example.com`)).toHaveLength(0);
  });
});
