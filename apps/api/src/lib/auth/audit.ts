/**
 * The audit trail: one append-only row per admin write, sensitive read, sign-in and failure. Rows are
 * only ever inserted (a trigger refuses UPDATE and DELETE, migration 0002).
 */
import type { Db } from "../../db/client";
import { auditEntries } from "../../db/schema";
import { principalLabel, type Principal } from "./principal";

export type AuditInput = {
  tenantId: string;
  /** The caller, or who was tried (a failed sign-in names the address typed). */
  actor: Principal | { label: string; userId?: number | null } | null;
  action: string;
  targetType?: string | null;
  targetId?: string | number | null;
  summary?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
  requestId?: string | null;
};

/** Fields never written to the trail, wherever they appear in a before/after value. */
const SECRET_FIELDS = new Set([
  "password",
  "passwordHash",
  "password_hash",
  "token",
  "tokenHash",
  "token_hash",
]);

function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== "object" || depth > 6) return value;
  if (Array.isArray(value)) return value.map((v) => redact(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_FIELDS.has(k))
      .map(([k, v]) => [k, redact(v, depth + 1)]),
  );
}

/**
 * Free text the team wrote about a lead or a candidate (notes, a reason, a scorecard's summary), as
 * the trail keeps it: whether there was any and how long it was, never its words. The trail is
 * append-only (issue 30) and outlives an erasure (issue 32), so it holds nothing of theirs that an
 * erasure would have to reach; the text itself lives on the lead or the application, and goes with it.
 * With `was`, the text before a change: the two values differ whenever the text did.
 */
export function textKept(text: string | null | undefined, was?: string | null): string {
  if (!text) return "";
  const kept = `${text.length} characters (not kept in the trail)`;
  return was && was !== text && was.length === text.length ? `${kept}, rewritten` : kept;
}

function asJson(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(redact(value));
}

export async function recordAudit(db: Db, entry: AuditInput): Promise<void> {
  const actor = entry.actor;
  let actorUserId: number | null = null;
  let actorLabel = "nobody";
  if (actor && "kind" in actor) {
    actorUserId = actor.kind === "user" ? actor.userId : null;
    actorLabel = principalLabel(actor);
  } else if (actor) {
    actorUserId = actor.userId ?? null;
    actorLabel = actor.label;
  }
  await db.insert(auditEntries).values({
    tenantId: entry.tenantId,
    actorUserId,
    actorLabel,
    action: entry.action,
    targetType: entry.targetType ?? null,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId),
    summary: entry.summary ?? null,
    before: asJson(entry.before),
    after: asJson(entry.after),
    ip: entry.ip ?? null,
    requestId: entry.requestId ?? null,
  });
}
