/**
 * Outbound webhooks (issue 32): the addresses the Owner configured in the team's area are told of new
 * leads and applications. Each event becomes one delivery row per subscribed address, in the transaction
 * that makes the lead or application (so a delivery exists exactly when its record does), and a
 * "webhook-delivery" job that POSTs it, signed, and is retried by the queue (registry.ts) until the
 * receiver answers 2xx; the rows are the delivery log of the team's area.
 *
 * The signature: `X-Cobaltline-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with
 * the address's secret (the scheme Calendly uses, so a receiver can check the time too). The body is
 * stored once and sent the same at every attempt.
 */
import { createHmac } from "node:crypto";
import { and, arrayContains, eq } from "drizzle-orm";
import { WEBHOOK_SIGNATURE_HEADER, type WebhookEvent } from "@site/contract";
import type { Db } from "../../db/client";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { enqueueJob, type JobHandler } from "../jobs";

/** How long a receiver has to answer an attempt. */
const ATTEMPT_TIMEOUT_MS = 10_000;

/** The signature header's value for a body at a moment. */
export function webhookSignature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

/**
 * Records the event for every address of the tenant that asked for it, and enqueues their deliveries, in
 * the caller's transaction. Answers how many; the caller wakes the queue after the commit.
 */
export async function enqueueWebhooks(
  tx: Db,
  tenantId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, tenantId), arrayContains(webhookEndpoints.events, [event])));
  for (const endpoint of endpoints) {
    const body = JSON.stringify({ event, created_at: new Date().toISOString(), data });
    const [row] = await tx
      .insert(webhookDeliveries)
      .values({ tenantId, endpointId: endpoint.id, event, body })
      .returning({ id: webhookDeliveries.id });
    await enqueueJob(tx, "webhook-delivery", { tenantId, deliveryId: row!.id });
  }
  return endpoints.length;
}

/** The job: one attempt at one delivery. A non-2xx answer or no answer throws, so the queue retries. */
export function webhookDeliveryHandler(db: Db): JobHandler<"webhook-delivery"> {
  return async (job) => {
    const { tenantId, deliveryId } = job.data;
    const [row] = await db
      .select({ delivery: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(and(eq(webhookDeliveries.tenantId, tenantId), eq(webhookDeliveries.id, deliveryId)))
      .limit(1);
    // The address was removed meanwhile (its deliveries with it): nothing to send.
    if (!row || row.delivery.status === "delivered") return;
    const last = job.retryCount >= job.retryLimit;
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(row.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Cobaltline-Webhooks/1",
          [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(row.secret, row.delivery.body),
        },
        body: row.delivery.body,
        redirect: "manual",
        signal: AbortSignal.any([job.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      status = res.status;
      await res.body?.cancel();
      if (status < 200 || status > 299) error = `The receiver answered ${status}`;
    } catch (e) {
      error = `No answer: ${(e as Error)?.message ?? String(e)}`.slice(0, 500);
    }
    await db
      .update(webhookDeliveries)
      .set({
        attempts: row.delivery.attempts + 1,
        responseStatus: status,
        error,
        status: error === null ? "delivered" : last ? "failed" : "pending",
        deliveredAt: error === null ? new Date() : null,
      })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (error !== null) throw new Error(error);
  };
}
