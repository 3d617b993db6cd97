import { createHmac } from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { calComWebhookSchema, calendlyWebhookSchema } from "@site/contract";
import { createAdminTestContext, type AdminTestContext } from "../../routes/admin/admin-test-context";
import { closeDb } from "../context";
import { anyJson, anyString, fromSchema } from "./arbitraries";
import { expectCoverage, hammer, request, tenantPart, transportBody, type Body, type Req } from "./harness";

/**
 * Hostile input against the scheduler's webhooks (issue 32): bodies from the contract's schemas and
 * anything else, signed right now and then, forged, stale, missing or malformed otherwise, with the
 * transport's usual abuse. No 5xx; every 4xx `{ message, errors? }`; the signed bookings are stored.
 */
const CALENDLY = "calendly-hostile-signing-key-000";
const CALCOM = "cal-com-hostile-signing-key-0000";
let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext({ CALENDLY_WEBHOOK_SECRET: CALENDLY, CALCOM_WEBHOOK_SECRET: CALCOM });
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const hex = (secret: string, data: string) => createHmac("sha256", secret).update(data).digest("hex");

/** A JSON body: the scheme's own shape (its event named) mostly, any JSON now and then. */
function bodies(schema: Parameters<typeof fromSchema>[0], event: Record<string, string>) {
  return fc.oneof(
    {
      arbitrary: fromSchema(schema, 2, 3).map((v) => JSON.stringify({ ...(v as object), ...event })),
      weight: 5,
    },
    { arbitrary: fromSchema(schema, 2, 3).map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: anyJson.map((v) => JSON.stringify(v) ?? "null"), weight: 1 },
  );
}

/** Calendly: a good signature, an old one, another key's, garbage, or none. */
function calendlyCase(): fc.Arbitrary<Req> {
  const now = () => Math.floor(Date.now() / 1000);
  const signed = fc
    .tuple(bodies(calendlyWebhookSchema, { event: "invitee.created" }), fc.nat(5))
    .map(([payload, kind]) => {
      const t = kind === 1 ? now() - 7200 : now();
      const key = kind === 2 ? "some-other-signing-key-000" : CALENDLY;
      const header =
        kind === 3
          ? `t=${t},v1=${"ab".repeat(32)}`
          : kind === 4
            ? `v1=${hex(key, payload)}`
            : `t=${t},v1=${hex(key, `${t}.${payload}`)}`;
      return {
        headers: { "content-type": "application/json", "calendly-webhook-signature": header },
        payload,
        label: `calendly ${kind}`,
      } as Body;
    });
  const wild = fc.tuple(transportBody, fc.option(anyString)).map(([b, sig]): Body => ({
    ...b,
    headers: { ...b.headers, ...(sig === null ? {} : { "calendly-webhook-signature": sig }) },
  }));
  return fc
    .tuple(
      tenantPart(ctx.tenantId),
      fc.oneof({ arbitrary: signed, weight: 4 }, { arbitrary: wild, weight: 1 }),
    )
    .map(([t, b]) => request("POST", "/webhooks/scheduler/calendly", t, b));
}

/** Cal.com: a good signature, another key's, garbage, or none. */
function calComCase(): fc.Arbitrary<Req> {
  const signed = fc
    .tuple(bodies(calComWebhookSchema, { triggerEvent: "BOOKING_CREATED" }), fc.nat(3))
    .map(([payload, kind]) => {
      const header =
        kind === 1 ? hex("another-key-00000000", payload) : kind === 2 ? "zz" : hex(CALCOM, payload);
      return {
        headers: { "content-type": "application/json", "x-cal-signature-256": header },
        payload,
        label: `cal.com ${kind}`,
      } as Body;
    });
  const wild = fc.tuple(transportBody, fc.option(anyString)).map(([b, sig]): Body => ({
    ...b,
    headers: { ...b.headers, ...(sig === null ? {} : { "x-cal-signature-256": sig }) },
  }));
  return fc
    .tuple(
      tenantPart(ctx.tenantId),
      fc.oneof({ arbitrary: signed, weight: 4 }, { arbitrary: wild, weight: 1 }),
    )
    .map(([t, b]) => request("POST", "/webhooks/scheduler/cal-com", t, b));
}

describe("hostile input: the scheduler's webhooks", () => {
  it("POST /webhooks/scheduler/calendly answers every generated request without a 5xx, each 4xx in the error shape", async () => {
    expectCoverage(await hammer((opts) => ctx.app.inject(opts), calendlyCase()));
  });
  it("POST /webhooks/scheduler/cal-com answers every generated request without a 5xx, each 4xx in the error shape", async () => {
    expectCoverage(await hammer((opts) => ctx.app.inject(opts), calComCase()));
  });
});
