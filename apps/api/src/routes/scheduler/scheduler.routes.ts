/**
 * Calls booked in the scheduler become leads (issue 32): the scheduler's servers POST each booking here,
 * signed with a secret of the API's configuration. A missing, altered or stale signature is 401 and stores
 * nothing; a signed booking makes a lead, or updates the newest lead of its address (lib/leads/pipeline.ts).
 *
 * - Calendly: `Calendly-Webhook-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`,
 *   refused when t is further than CALENDLY_WEBHOOK_TOLERANCE_SECONDS from the API's clock (a replay);
 * - Cal.com: `X-Cal-Signature-256: <hex HMAC-SHA256 of the raw body>`.
 *
 * The signature covers the exact bytes sent, so these routes read the body as bytes (capped at
 * SCHEDULER_WEBHOOK_MAX_BYTES) and parse the JSON only once it is verified. A scheduler whose secret is
 * not configured has no endpoint (404).
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  API_ERRORS,
  calComWebhookSchema,
  calendlyWebhookSchema,
  SCHEDULER_MESSAGES,
  SCHEDULER_WEBHOOK_MAX_BYTES,
  type SchedulerWebhookResult,
} from "@site/contract";
import { docs } from "../../lib/docs";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { recordBooking } from "../../lib/leads/pipeline";
import { z } from "zod";

const hmac = (secret: string, data: Buffer | string) => createHmac("sha256", secret).update(data).digest();

/** Whether `hex` is the HMAC `expected`, compared in constant time. */
function sameDigest(hex: string, expected: Buffer): boolean {
  if (!/^[0-9a-f]{64}$/i.test(hex)) return false;
  return timingSafeEqual(Buffer.from(hex, "hex"), expected);
}

/** Checks Calendly's header against the body; answers whether it holds. */
export function calendlySignatureHolds(
  header: string | undefined,
  body: Buffer,
  secret: string,
  toleranceSeconds: number,
  now = Date.now(),
): boolean {
  if (!header || header.length > 1000) return false;
  const parts = new Map<string, string[]>();
  for (const piece of header.split(",")) {
    const [k, v] = piece.split("=", 2).map((s) => s.trim());
    if (k && v) parts.set(k, [...(parts.get(k) ?? []), v]);
  }
  const t = parts.get("t")?.[0];
  if (!t || !/^\d{1,12}$/.test(t)) return false;
  if (Math.abs(now / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = hmac(secret, Buffer.concat([Buffer.from(`${t}.`), body]));
  return (parts.get("v1") ?? []).some((v) => sameDigest(v, expected));
}

/** Checks Cal.com's header against the body. */
export function calComSignatureHolds(header: string | undefined, body: Buffer, secret: string): boolean {
  return typeof header === "string" && sameDigest(header.trim(), hmac(secret, body));
}

function jsonOf(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString("utf8"));
  } catch {
    throw new HttpError(400, SCHEDULER_MESSAGES.payload);
  }
}

const resultSchema = z.object({ lead_id: z.number().nullable(), created: z.boolean(), ignored: z.boolean() });

export async function schedulerWebhookRoutes(app: FastifyInstance) {
  const { config } = app;
  // The body as bytes, for the signature; only JSON is accepted (plugins/bodies.ts checks the type).
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser(
    "application/json",
    { parseAs: "buffer", bodyLimit: SCHEDULER_WEBHOOK_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  const raw = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));
  const unauthorized = () => new HttpError(401, SCHEDULER_MESSAGES.signature);
  const header = (request: FastifyRequest, name: string) => {
    const value = request.headers[name];
    return typeof value === "string" ? value : undefined;
  };

  app.post(
    "/webhooks/scheduler/calendly",
    {
      bodyLimit: SCHEDULER_WEBHOOK_MAX_BYTES,
      schema: docs({
        summary:
          "Calendly's webhook: a booked call (invitee.created) makes or updates the lead of the invitee's address. Signed with CALENDLY_WEBHOOK_SECRET (Calendly-Webhook-Signature); a bad or missing signature is 401",
        tags: ["leads"],
        body: z.unknown(),
        response: resultSchema,
        errors: [400, 401, 404, 413, 415],
      }),
    },
    async (request): Promise<SchedulerWebhookResult> => {
      const secret = config.CALENDLY_WEBHOOK_SECRET;
      if (!secret) throw notFound(API_ERRORS.notFound);
      const body = raw(request);
      const signed = calendlySignatureHolds(
        header(request, "calendly-webhook-signature"),
        body,
        secret,
        config.CALENDLY_WEBHOOK_TOLERANCE_SECONDS,
      );
      if (!signed) throw unauthorized();
      const json = jsonOf(body);
      if ((json as { event?: unknown } | null)?.event !== "invitee.created") {
        return { lead_id: null, created: false, ignored: true };
      }
      const hook = parseInput(calendlyWebhookSchema, json);
      const t = hook.payload.tracking;
      const { id, created } = await recordBooking(app.db, {
        tenantId: request.tenantId,
        scheduler: "calendly",
        bookingId: hook.payload.uri ?? null,
        name: hook.payload.name,
        email: hook.payload.email,
        startsAt: hook.payload.scheduled_event?.start_time
          ? new Date(hook.payload.scheduled_event.start_time)
          : null,
        attribution: {
          utm_source: t?.utm_source ?? undefined,
          utm_medium: t?.utm_medium ?? undefined,
          utm_campaign: t?.utm_campaign ?? undefined,
          utm_term: t?.utm_term ?? undefined,
          utm_content: t?.utm_content ?? undefined,
        },
        requestId: request.id,
      });
      return { lead_id: id, created, ignored: false };
    },
  );

  app.post(
    "/webhooks/scheduler/cal-com",
    {
      bodyLimit: SCHEDULER_WEBHOOK_MAX_BYTES,
      schema: docs({
        summary:
          "Cal.com's webhook: a booked call (BOOKING_CREATED) makes or updates the lead of the attendee's address. Signed with CALCOM_WEBHOOK_SECRET (X-Cal-Signature-256); a bad or missing signature is 401",
        tags: ["leads"],
        body: z.unknown(),
        response: resultSchema,
        errors: [400, 401, 404, 413, 415],
      }),
    },
    async (request): Promise<SchedulerWebhookResult> => {
      const secret = config.CALCOM_WEBHOOK_SECRET;
      if (!secret) throw notFound(API_ERRORS.notFound);
      const body = raw(request);
      if (!calComSignatureHolds(header(request, "x-cal-signature-256"), body, secret)) throw unauthorized();
      const json = jsonOf(body);
      if ((json as { triggerEvent?: unknown } | null)?.triggerEvent !== "BOOKING_CREATED") {
        return { lead_id: null, created: false, ignored: true };
      }
      const hook = parseInput(calComWebhookSchema, json);
      const attendee = hook.payload.attendees[0]!;
      const { id, created } = await recordBooking(app.db, {
        tenantId: request.tenantId,
        scheduler: "cal.com",
        bookingId: hook.payload.uid ?? null,
        name: attendee.name,
        email: attendee.email,
        startsAt: hook.payload.startTime ? new Date(hook.payload.startTime) : null,
        requestId: request.id,
      });
      return { lead_id: id, created, ignored: false };
    },
  );
}
