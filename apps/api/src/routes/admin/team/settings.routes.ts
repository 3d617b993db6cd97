/**
 * The team's settings (one team_settings row per tenant, created on the first save) and the retention
 * purge on demand.
 */
import type { FastifyInstance } from "fastify";
import { settingsSchema, type RetentionRunResult, type TeamSettings } from "@site/contract";
import { teamSettings } from "../../../db/schema";
import { parseInput } from "../../../lib/http-error";
import { purgeExpiredApplications, retentionDaysOf } from "../../../lib/privacy/retention";
import { doc } from "../shared";

export async function settingsRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get("/settings", doc("The team's settings", "settings"), async (request): Promise<TeamSettings> => {
    return { retention_days: await retentionDaysOf(db, request.tenantId) };
  });

  app.put(
    "/settings",
    doc("Change the team's settings", "settings", { audit: "settings.update" }),
    async (request): Promise<TeamSettings> => {
      const { retention_days } = parseInput(settingsSchema, request.body ?? {});
      const before = await retentionDaysOf(db, request.tenantId);
      await db
        .insert(teamSettings)
        .values({ tenantId: request.tenantId, retentionDays: retention_days })
        .onConflictDoUpdate({
          target: teamSettings.tenantId,
          set: { retentionDays: retention_days, updatedAt: new Date() },
        });
      request.auditChange = {
        targetType: "settings",
        summary: `Applications kept ${retention_days} days (was ${before})`,
        before: { retention_days: before },
        after: { retention_days },
      };
      return { retention_days };
    },
  );

  /**
   * Runs the purge for this tenant now, in this request, rather than enqueueing the "retention-purge"
   * job and waiting for it: the person gets the count at once (the runner records no result a request
   * could read back), it works while the queue is busy or its runner is stopped, and the audit entry
   * names who asked, in the purge's own transaction. The daily job runs the same function, so both
   * apply the same rule; running them at the same moment is harmless (a row is deleted once).
   */
  app.post(
    "/settings/retention/run",
    doc("Purge applications older than the retention setting now", "settings", { audit: false }),
    async (request): Promise<RetentionRunResult> => {
      const tenantId = request.tenantId;
      const purged = await purgeExpiredApplications(db, {
        tenantId,
        now: new Date(),
        actor: request.principal!,
        ip: request.ip,
        requestId: request.id,
      });
      return { purged: purged[tenantId] ?? 0, retention_days: await retentionDaysOf(db, tenantId) };
    },
  );
}
