/**
 * The sales pipeline in the team's area (issue 32): the leads list with its search, filters and counts
 * per source, a lead's page with its history, one lead's changes and bulk changes. Every change is in the
 * audit trail with the fields before and after, in the transaction that makes it.
 *
 * Paths: /admin/pipeline… (the older /admin/leads/:type lists each form's own rows and their CSV).
 */
import type { FastifyInstance } from "fastify";
import { and, arrayOverlaps, asc, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import {
  adminLeadBulkSchema,
  adminLeadUpdateSchema,
  adminPipelineQuerySchema,
  API_ERRORS,
  LEAD_MESSAGES,
  leadIdParamSchema,
  type AdminLead,
  type AdminLeadBulkResult,
  type AdminLeadDetail,
  type AdminLeadList,
  type AdminLeadOwner,
  type LeadOrigin,
  type LeadStatus,
} from "@site/contract";
import type { Db } from "../../db/client";
import { auditEntries, leads, teamUsers } from "../../db/schema";
import { recordAudit, textKept } from "../../lib/auth/audit";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { escapeLike } from "../blog-posts/blog-posts.queries";
import { doc, iso, isoNotNull, paged } from "./shared";
import { entriesOf, rowOf, selectRows } from "./team/audit.routes";

/** What the list counts a lead under: its UTM source, else its referrer's host, else "direct". */
const SOURCE = sql<string>`coalesce(nullif(${leads.utmSource}, ''), nullif(${leads.referrerHost}, ''), 'direct')`;

/** The roles whose people may own a lead. */
const OWNER_ROLES = ["sales", "owner"];

type LeadRow = typeof leads.$inferSelect & { ownerName: string | null; source: string };

const columns = { lead: leads, ownerName: teamUsers.name, source: SOURCE };

function leadOf({
  lead: r,
  ownerName,
  source,
}: {
  lead: typeof leads.$inferSelect;
  ownerName: string | null;
  source: string;
}): AdminLead {
  return {
    id: r.id,
    origin: r.origin as LeadOrigin,
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: r.company,
    message: r.message,
    status: r.status as LeadStatus,
    lost_reason: r.lostReason,
    owner: r.ownerId !== null && ownerName !== null ? { id: r.ownerId, name: ownerName } : null,
    notes: r.notes,
    follow_up_on: r.followUpOn,
    landing_page: r.landingPage,
    referrer_host: r.referrerHost,
    utm_source: r.utmSource,
    utm_medium: r.utmMedium,
    utm_campaign: r.utmCampaign,
    utm_term: r.utmTerm,
    utm_content: r.utmContent,
    source,
    scheduler: r.scheduler,
    booked_for: iso(r.bookedFor),
    created_date: isoNotNull(r.createdAt),
    updated_date: isoNotNull(r.updatedAt),
  };
}

/** The people who may own a lead: Sales or Owner, not removed, by name. */
export async function leadOwners(db: Db, tenantId: string): Promise<AdminLeadOwner[]> {
  return db
    .select({ id: teamUsers.id, name: teamUsers.name })
    .from(teamUsers)
    .where(
      and(
        eq(teamUsers.tenantId, tenantId),
        isNull(teamUsers.removedAt),
        arrayOverlaps(teamUsers.roles, OWNER_ROLES),
      ),
    )
    .orderBy(asc(teamUsers.name), asc(teamUsers.id));
}

type Recorded = { status: string; lostReason: string | null; notes: string; followUpOn: string | null };

/**
 * The values an edit records before and after: the owner by name, so the trail reads in words; of
 * the lost reason and the notes only their length (`textKept`: the trail outlives an erasure). `was`:
 * the lead before the change, for the values after it.
 */
function recorded(r: Recorded, owner: string | null, was?: Recorded) {
  return {
    status: r.status,
    lost_reason: textKept(r.lostReason, was?.lostReason),
    owner: owner ?? "",
    notes: textKept(r.notes, was?.notes),
    follow_up_on: r.followUpOn ?? "",
  };
}

const FIELD_WORDS = {
  status: "status",
  lost_reason: "lost reason",
  owner: "owner",
  notes: "notes",
  follow_up_on: "follow-up date",
} as const;

/** An edit's summary in the trail, without the lead's name (the trail names it by its id when read). */
function changeSummary(before: ReturnType<typeof recorded>, after: ReturnType<typeof recorded>) {
  const changed = (Object.keys(FIELD_WORDS) as (keyof typeof FIELD_WORDS)[]).filter(
    (k) => before[k] !== after[k],
  );
  return changed.length
    ? `Changed ${changed.map((k) => FIELD_WORDS[k]).join(", ")}`
    : "Saved, nothing changed";
}

async function oneLead(db: Db, tenantId: string, id: number): Promise<LeadRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(leads)
    .leftJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
    .where(and(eq(leads.tenantId, tenantId), eq(leads.id, id)))
    .limit(1);
  return row ? { ...row.lead, ownerName: row.ownerName, source: row.source } : undefined;
}

export async function adminPipelineRoutes(app: FastifyInstance) {
  const { db } = app;

  /** The owner named by a change, checked: a person of this tenant with Sales or Owner. */
  async function checkedOwner(tenantId: string, ownerId: number | null | undefined) {
    if (ownerId === undefined || ownerId === null) return ownerId;
    const owners = await leadOwners(db, tenantId);
    const owner = owners.find((o) => o.id === ownerId);
    if (!owner) throw new HttpError(400, API_ERRORS.validation, { owner_id: LEAD_MESSAGES.owner });
    return owner;
  }

  app.get(
    "/pipeline",
    doc(
      "The leads of the sales pipeline: search, filters by status, owner and source, counts per source",
      "leads",
    ),
    async (request): Promise<AdminLeadList> => {
      const { page, size, q, status, owner, source } = parseInput(adminPipelineQuerySchema, request.query);
      const tenantId = request.tenantId;
      const words = q ? `%${escapeLike(q)}%` : undefined;
      const base: (SQL | undefined)[] = [
        eq(leads.tenantId, tenantId),
        words
          ? or(
              ilike(leads.name, words),
              ilike(leads.email, words),
              ilike(leads.company, words),
              ilike(leads.message, words),
              ilike(leads.notes, words),
            )
          : undefined,
        status ? eq(leads.status, status) : undefined,
        owner === "none" ? isNull(leads.ownerId) : owner ? eq(leads.ownerId, Number(owner)) : undefined,
      ];
      const where = and(...base, source ? sql`${SOURCE} = ${source}` : undefined);
      const [rows, [total], sources, owners] = await Promise.all([
        db
          .select(columns)
          .from(leads)
          .leftJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(leads)
          .where(where),
        db
          .select({ source: SOURCE, count: sql<number>`count(*)::int` })
          .from(leads)
          .where(and(...base))
          .groupBy(SOURCE)
          .orderBy(desc(sql`count(*)`), asc(SOURCE))
          .limit(50),
        leadOwners(db, tenantId),
      ]);
      return {
        ...paged(rows.map(leadOf), Number(total?.n ?? 0), size),
        sources: sources.map((s) => ({ source: s.source, count: Number(s.count) })),
        owners,
      };
    },
  );

  app.get(
    "/pipeline/:id",
    doc("One lead with its whole history", "leads"),
    async (request): Promise<AdminLeadDetail> => {
      const { id } = parseInput(leadIdParamSchema, request.params);
      const tenantId = request.tenantId;
      const row = await oneLead(db, tenantId, id);
      if (!row) throw notFound();
      const [history, owners] = await Promise.all([
        selectRows(
          db,
          and(
            eq(auditEntries.tenantId, tenantId),
            eq(auditEntries.targetType, "lead"),
            eq(auditEntries.targetId, String(id)),
          ),
        )
          .limit(500)
          .then((rows) => entriesOf(db, tenantId, rows.map(rowOf))),
        leadOwners(db, tenantId),
      ]);
      return { lead: leadOf({ lead: row, ownerName: row.ownerName, source: row.source }), history, owners };
    },
  );

  app.put(
    "/pipeline/:id",
    // Recorded here, in the change's own transaction, with the values before and after.
    doc("Change a lead: status (lost with a reason), owner, notes, follow-up date", "leads", {
      audit: false,
    }),
    async (request): Promise<AdminLead> => {
      const { id } = parseInput(leadIdParamSchema, request.params);
      const input = parseInput(adminLeadUpdateSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const owner = await checkedOwner(tenantId, input.owner_id);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ lead: leads, ownerName: teamUsers.name })
          .from(leads)
          .leftJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
          .where(and(eq(leads.tenantId, tenantId), eq(leads.id, id)))
          .for("update", { of: leads });
        if (!before) throw notFound();
        const status = input.status ?? before.lead.status;
        const next = {
          status,
          lostReason: status === "lost" ? (input.lost_reason ?? before.lead.lostReason) : null,
          ownerId: owner === undefined ? before.lead.ownerId : owner === null ? null : owner.id,
          notes: input.notes ?? before.lead.notes,
          followUpOn: input.follow_up_on === undefined ? before.lead.followUpOn : input.follow_up_on,
        };
        if (next.status === "lost" && !next.lostReason) {
          throw new HttpError(400, API_ERRORS.validation, { lost_reason: LEAD_MESSAGES.lostReason });
        }
        await tx
          .update(leads)
          .set({ ...next, updatedAt: new Date() })
          .where(eq(leads.id, id));
        const ownerName = owner === undefined ? before.ownerName : owner === null ? null : owner.name;
        const was = recorded(before.lead, before.lead.ownerId === null ? null : before.ownerName);
        const now = recorded(next, ownerName, before.lead);
        await recordAudit(tx, {
          tenantId,
          actor: request.principal,
          action: "lead.update",
          targetType: "lead",
          targetId: id,
          summary: changeSummary(was, now),
          before: was,
          after: now,
          ip: request.ip,
          requestId: request.id,
        });
      });
      const row = (await oneLead(db, tenantId, id))!;
      return leadOf({ lead: row, ownerName: row.ownerName, source: row.source });
    },
  );

  app.post(
    "/pipeline/bulk",
    doc("Assign or move many leads at once; each is recorded in the audit trail", "leads", { audit: false }),
    async (request): Promise<AdminLeadBulkResult> => {
      const input = parseInput(adminLeadBulkSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(input.ids)];
      const owner = await checkedOwner(tenantId, input.owner_id);
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .select({ lead: leads, ownerName: teamUsers.name })
          .from(leads)
          .leftJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
          .where(and(eq(leads.tenantId, tenantId), inArray(leads.id, wanted)))
          .orderBy(asc(leads.id))
          .for("update", { of: leads });
        for (const { lead, ownerName: wasOwner } of rows) {
          const status = input.status ?? lead.status;
          const next = {
            status,
            lostReason:
              status === "lost" ? (input.status === "lost" ? input.lost_reason! : lead.lostReason) : null,
            ownerId: owner === undefined ? lead.ownerId : owner === null ? null : owner.id,
            notes: lead.notes,
            followUpOn: lead.followUpOn,
          };
          await tx
            .update(leads)
            .set({ ...next, updatedAt: new Date() })
            .where(eq(leads.id, lead.id));
          const was = recorded(lead, lead.ownerId === null ? null : wasOwner);
          const nowOwner =
            owner === undefined
              ? lead.ownerId === null
                ? null
                : wasOwner
              : owner === null
                ? null
                : owner.name;
          const now = recorded(next, nowOwner, lead);
          await recordAudit(tx, {
            tenantId,
            actor: request.principal,
            action: "lead.update",
            targetType: "lead",
            targetId: lead.id,
            summary: `${changeSummary(was, now)} (one of ${rows.length} at once)`,
            before: was,
            after: now,
            ip: request.ip,
            requestId: request.id,
          });
        }
        return rows.map((r) => r.lead.id);
      });
      const found = new Set(changed);
      return { updated: changed.length, missing: wanted.filter((id) => !found.has(id)) };
    },
  );
}
