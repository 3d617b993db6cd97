/**
 * The audit trail's reading side. There is deliberately no route that changes or deletes an entry, and
 * the database refuses it too (migration 0002's trigger): the trail is append-only.
 *
 * An entry is given back in the team's words: who by their name today (the trail recorded their
 * e-mail), the action in words, the target's title, and an edit's values before and after as a list of
 * the fields it changed (the contract's audit.ts, shared with the CSV export and the team's page).
 */
import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import {
  API_ERRORS,
  auditActionWords,
  auditChanges,
  auditExportQuerySchema,
  auditQuerySchema,
  auditTargetWords,
  entryInfo,
  isMarketingKind,
  MARKETING_KINDS,
  SYSTEM_ACTOR,
  type Paged,
  type TeamAuditEntry,
} from "@site/contract";
import type { Db } from "../../../db/client";
import {
  auditEntries,
  authors,
  careers,
  categories,
  leads,
  posts,
  teamApiKeys,
  teamUsers,
} from "../../../db/schema";
import { HttpError, parseInput } from "../../../lib/http-error";
import { csvFileName, toCsv } from "../csv";
import { doc, isoNotNull, paged } from "../shared";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An export holds at most this many entries (newest first). */
const EXPORT_MAX_ROWS = 50_000;

/** A before/after value as it was recorded (JSON), or the text itself if it is not JSON. */
function parsed(value: string | null): unknown {
  if (value === null) return null;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

type Filter = { actor?: number; action?: string; from?: string; to?: string };

function filterOf(tenantId: string, q: Filter): SQL | undefined {
  if (q.from && q.to && q.from > q.to) {
    throw new HttpError(400, API_ERRORS.validation, { to: "The end date is before the start date" });
  }
  return and(
    eq(auditEntries.tenantId, tenantId),
    q.actor === undefined ? undefined : eq(auditEntries.actorUserId, q.actor),
    q.action ? eq(auditEntries.action, q.action) : undefined,
    q.from ? gte(auditEntries.at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    // Inclusive: everything before the start of the next day.
    q.to ? lt(auditEntries.at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

type Row = typeof auditEntries.$inferSelect & { actorName: string | null };

const ids = (list: string[]) => [...new Set(list.filter((id) => /^[1-9]\d{0,9}$/.test(id)).map(Number))];

/** The titles or names of the rows' targets today, by "type:id" (one query per type). */
async function targetTitles(db: Db, tenantId: string, rows: Row[]): Promise<Map<string, string>> {
  const byType = new Map<string, string[]>();
  for (const r of rows) {
    if (!r.targetType || !r.targetId) continue;
    byType.set(r.targetType, [...(byType.get(r.targetType) ?? []), r.targetId]);
  }
  const titles = new Map<string, string>();
  const lookups: Record<string, (list: number[]) => Promise<{ id: number; title: string }[]>> = {
    post: (list) =>
      db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, list))),
    career: (list) =>
      db
        .select({ id: careers.id, title: careers.title })
        .from(careers)
        .where(and(eq(careers.tenantId, tenantId), inArray(careers.id, list))),
    person: (list) =>
      db
        .select({ id: teamUsers.id, title: teamUsers.name })
        .from(teamUsers)
        .where(and(eq(teamUsers.tenantId, tenantId), inArray(teamUsers.id, list))),
    key: (list) =>
      db
        .select({ id: teamApiKeys.id, title: teamApiKeys.name })
        .from(teamApiKeys)
        .where(and(eq(teamApiKeys.tenantId, tenantId), inArray(teamApiKeys.id, list))),
    author: (list) =>
      db
        .select({ id: authors.id, title: authors.fullName })
        .from(authors)
        .where(and(eq(authors.tenantId, tenantId), inArray(authors.id, list))),
    lead: (list) =>
      db
        .select({ id: leads.id, title: leads.name })
        .from(leads)
        .where(and(eq(leads.tenantId, tenantId), inArray(leads.id, list))),
    category: (list) =>
      db
        .select({ id: categories.id, title: categories.name })
        .from(categories)
        .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, list))),
  };
  await Promise.all(
    [...byType].map(async ([type, list]) => {
      if (type === "content") {
        // "kind/key", or a kind alone (a reorder): named from the kinds' declarations.
        for (const id of list) {
          const [kind, key] = id.split("/");
          if (!kind || !isMarketingKind(kind)) continue;
          const label = MARKETING_KINDS[kind].label;
          titles.set(`content:${id}`, key ? (entryInfo(kind, key)?.label ?? `${label}: ${key}`) : label);
        }
        return;
      }
      const lookup = Object.hasOwn(lookups, type) ? lookups[type] : undefined;
      const wanted = ids(list);
      if (!lookup || wanted.length === 0) return;
      for (const { id, title } of await lookup(wanted)) titles.set(`${type}:${id}`, title);
    }),
  );
  return titles;
}

/** The rows as the trail gives them back. */
export async function entriesOf(db: Db, tenantId: string, rows: Row[]): Promise<TeamAuditEntry[]> {
  const titles = await targetTitles(db, tenantId, rows);
  return rows.map((r) => {
    const before = parsed(r.before);
    const after = parsed(r.after);
    const { changes, more } = auditChanges(before, after);
    const system = r.actorUserId === null && r.actorLabel === SYSTEM_ACTOR;
    return {
      id: r.id,
      at: isoNotNull(r.at),
      actor_user_id: r.actorUserId,
      actor: r.actorLabel,
      actor_name: system ? "System" : (r.actorName ?? r.actorLabel),
      system,
      action: r.action,
      action_words: auditActionWords(r.action),
      target_type: r.targetType,
      target_id: r.targetId,
      target_title: r.targetType && r.targetId ? (titles.get(`${r.targetType}:${r.targetId}`) ?? null) : null,
      summary: r.summary,
      before,
      after,
      changes,
      more_changes: more,
      ip: r.ip,
    };
  });
}

/** The entries matching `where`, newest first, with their actor's name today. */
export function selectRows(db: Db, where: SQL | undefined) {
  return db
    .select({ entry: auditEntries, actorName: teamUsers.name })
    .from(auditEntries)
    .leftJoin(teamUsers, eq(teamUsers.id, auditEntries.actorUserId))
    .where(where)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id));
}

export const rowOf = ({
  entry,
  actorName,
}: {
  entry: typeof auditEntries.$inferSelect;
  actorName: string | null;
}) => ({
  ...entry,
  actorName,
});

const CSV_HEADER = [
  "Time (UTC)",
  "Who",
  "Action",
  "Action code",
  "Target",
  "Target id",
  "Title",
  "Summary",
  "Changes",
  "IP address",
];

export async function auditRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/audit",
    doc("The audit trail, newest first; by person, action and dates (UTC days, inclusive)", "audit"),
    async (request): Promise<Paged<TeamAuditEntry>> => {
      const q = parseInput(auditQuerySchema, request.query);
      const where = filterOf(request.tenantId, q);
      const [rows, [total]] = await Promise.all([
        selectRows(db, where)
          .limit(q.size)
          .offset(q.page * q.size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(auditEntries)
          .where(where),
      ]);
      return paged(await entriesOf(db, request.tenantId, rows.map(rowOf)), Number(total?.n ?? 0), q.size);
    },
  );

  app.get(
    "/audit/export",
    doc("The audit trail as CSV, newest first, with the page's filter", "audit", { audit: "audit.export" }),
    async (request, reply) => {
      const q = parseInput(auditExportQuerySchema, request.query);
      const rows = await selectRows(db, filterOf(request.tenantId, q)).limit(EXPORT_MAX_ROWS);
      const entries = await entriesOf(db, request.tenantId, rows.map(rowOf));
      const csv = toCsv(
        CSV_HEADER,
        entries.map((e) => [
          e.at,
          e.actor_name,
          e.action_words,
          e.action,
          e.target_type ? auditTargetWords(e.target_type) : "",
          e.target_id,
          e.target_title,
          e.summary,
          [
            ...e.changes.map((c) => `${c.field}: ${c.before || "(none)"} → ${c.after || "(none)"}`),
            ...(e.more_changes ? [`and ${e.more_changes} more`] : []),
          ].join("\n"),
          e.ip,
        ]),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("audit-trail")}"`)
        .send(csv);
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
