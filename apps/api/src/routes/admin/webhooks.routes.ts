/**
 * Outbound webhooks in the team's area (issue 32): the addresses told of new leads and applications, each
 * with the secret its deliveries are signed with (lib/leads/webhooks.ts), and the delivery log. Owners and
 * administrators only (the settings permission); adding and removing are audited, the secret never is.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { and, count, desc, eq } from "drizzle-orm";
import {
  API_ERRORS,
  idParamSchema,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_BYTES,
  webhookEndpointSchema,
  type AdminWebhookDelivery,
  type AdminWebhookEndpoint,
  type AdminWebhookEndpointMade,
  type AdminWebhooks,
  type WebhookEvent,
} from "@site/contract";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { recordAudit } from "../../lib/auth/audit";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { doc, iso, isoNotNull } from "./shared";

/** The log shows the newest deliveries, this many. */
const LOG_SIZE = 100;

const endpointOf = (r: typeof webhookEndpoints.$inferSelect): AdminWebhookEndpoint => ({
  id: r.id,
  url: r.url,
  events: r.events as WebhookEvent[],
  created_at: isoNotNull(r.createdAt),
});

export async function adminWebhookRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/webhooks",
    doc("The addresses told of new leads and applications, and the newest deliveries", "settings"),
    async (request): Promise<AdminWebhooks> => {
      const tenantId = request.tenantId;
      const [endpoints, deliveries] = await Promise.all([
        db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.tenantId, tenantId))
          .orderBy(webhookEndpoints.id),
        db
          .select({ d: webhookDeliveries, url: webhookEndpoints.url })
          .from(webhookDeliveries)
          .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
          .where(eq(webhookDeliveries.tenantId, tenantId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(LOG_SIZE),
      ]);
      return {
        endpoints: endpoints.map(endpointOf),
        deliveries: deliveries.map(({ d, url }): AdminWebhookDelivery => ({
          id: d.id,
          endpoint_url: url,
          event: d.event as WebhookEvent,
          status: d.status as AdminWebhookDelivery["status"],
          attempts: d.attempts,
          response_status: d.responseStatus,
          error: d.error,
          created_at: isoNotNull(d.createdAt),
          delivered_at: iso(d.deliveredAt),
        })),
      };
    },
  );

  app.post(
    "/webhooks",
    doc("Add an address to tell of new leads and applications, with its signing secret", "settings", {
      audit: false,
    }),
    async (request): Promise<AdminWebhookEndpointMade> => {
      const input = parseInput(webhookEndpointSchema, request.body ?? {});
      const tenantId = request.tenantId;
      // None typed: one made here, answered this once.
      const made = input.secret ? null : randomBytes(WEBHOOK_SECRET_BYTES).toString("base64url");
      return db.transaction(async (tx) => {
        const [held] = await tx
          .select({ n: count() })
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.tenantId, tenantId));
        if (Number(held?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) {
          throw new HttpError(400, API_ERRORS.validation, { url: WEBHOOK_MESSAGES.tooMany });
        }
        const [row] = await tx
          .insert(webhookEndpoints)
          .values({
            tenantId,
            url: input.url,
            secret: input.secret || made!,
            events: [...new Set(input.events)],
          })
          .returning();
        const endpoint = endpointOf(row!);
        await recordAudit(tx, {
          tenantId,
          actor: request.principal,
          action: "webhook.create",
          targetType: "webhook",
          targetId: endpoint.id,
          summary: endpoint.url,
          // The secret stays out of the trail.
          after: { url: endpoint.url, events: endpoint.events.join(", "), secret: made ? "made" : "typed" },
          ip: request.ip,
          requestId: request.id,
        });
        return { ...endpoint, secret: made };
      });
    },
  );

  app.delete(
    "/webhooks/:id",
    doc("Remove an address: nothing more is sent to it, and its deliveries leave the log", "settings", {
      audit: false,
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const tenantId = request.tenantId;
      return db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(webhookEndpoints)
          .where(and(eq(webhookEndpoints.tenantId, tenantId), eq(webhookEndpoints.id, id)))
          .returning();
        if (!gone) throw notFound();
        await recordAudit(tx, {
          tenantId,
          actor: request.principal,
          action: "webhook.delete",
          targetType: "webhook",
          targetId: id,
          summary: gone.url,
          before: { url: gone.url, events: gone.events.join(", ") },
          ip: request.ip,
          requestId: request.id,
        });
        return { id };
      });
    },
  );
}
