/**
 * The audit trail's reading side. There is deliberately no route that changes or deletes an entry, and
 * the database refuses it too (migration 0002's trigger): the trail is append-only.
 */
import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, gte, lt, sql } from "drizzle-orm";
import { API_ERRORS, auditQuerySchema, type Paged, type TeamAuditEntry } from "@site/contract";
import { auditEntries } from "../../../db/schema";
import { HttpError, parseInput } from "../../../lib/http-error";
import { doc, isoNotNull, paged } from "../shared";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A before/after value as it was recorded (JSON), or the text itself if it is not JSON. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/audit",
    doc("The audit trail, newest first; by person, action and dates (UTC days, inclusive)", "audit"),
    async (request): Promise<Paged<TeamAuditEntry>> => {
      const q = parseInput(auditQuerySchema, request.query);
      if (q.from && q.to && q.from > q.to) {
        throw new HttpError(400, API_ERRORS.validation, { to: "The end date is before the start date" });
      }
      const where = and(
        eq(auditEntries.tenantId, request.tenantId),
        q.actor === undefined ? undefined : eq(auditEntries.actorUserId, q.actor),
        q.action ? eq(auditEntries.action, q.action) : undefined,
        q.from ? gte(auditEntries.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
        // Inclusive: everything before the start of the next day.
        q.to ? lt(auditEntries.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditEntries)
          .where(where)
          .orderBy(desc(auditEntries.at), desc(auditEntries.id))
          .limit(q.size)
          .offset(q.page * q.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEntries)
          .where(where),
      ]);
      return paged(
        rows.map((r) => ({
          id: r.id,
          at: isoNotNull(r.at),
          actor_user_id: r.actorUserId,
          actor: r.actorLabel,
          action: r.action,
          target_type: r.targetType,
          target_id: r.targetId,
          summary: r.summary,
          before: parsed(r.before),
          after: parsed(r.after),
          ip: r.ip,
        })),
        Number(total?.n ?? 0),
        q.size,
      );
    },
  );

  app.get(
    "/audit/actions",
    doc("The actions the trail holds, for its filter", "audit"),
    async (request): Promise<string[]> => {
      const rows = await db
        .selectDistinct({ action: auditEntries.action })
        .from(auditEntries)
        .where(eq(auditEntries.tenantId, request.tenantId))
        .orderBy(asc(auditEntries.action));
      return rows.map((r) => r.action);
    },
  );
}
