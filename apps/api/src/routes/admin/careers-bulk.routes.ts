import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  adminCareerBulkSchema,
  adminCareerBulkUndeleteSchema,
  UNDO_DELETE_DAYS,
  type AdminCommentBulkResult,
} from "@site/contract";
import type { Db } from "../../db/client";
import { careers } from "../../db/schema";
import { recordAudit } from "../../lib/auth/audit";
import { parseInput } from "../../lib/http-error";
import { careerTags } from "../../lib/publishing/careers";
import { doc, refreshSite } from "./shared";

type Row = { id: number; title: string; published: boolean; archivedAt: Date | null };

/** The tenant's openings among `ids`, deleted ones or the others (a deleted one is only undeleted). */
function rowsOf(tx: Db, tenantId: string, ids: number[], deleted: boolean) {
  return tx
    .select({
      id: careers.id,
      title: careers.title,
      published: careers.published,
      archivedAt: careers.archivedAt,
      deletedPublished: careers.deletedPublished,
    })
    .from(careers)
    .where(
      and(
        eq(careers.tenantId, tenantId),
        inArray(careers.id, ids),
        deleted ? isNotNull(careers.deletedAt) : isNull(careers.deletedAt),
      ),
    );
}

/** One audit entry per opening changed, as its own button records it. */
async function audit(
  tx: Db,
  request: FastifyRequest,
  action: string,
  changes: { row: Row; before: object; after: object }[],
) {
  for (const { row, before, after } of changes) {
    await recordAudit(tx, {
      tenantId: request.tenantId,
      actor: request.principal,
      action,
      targetType: "career",
      targetId: row.id,
      summary: row.title,
      before,
      after,
      ip: request.ip,
      requestId: request.id,
    });
  }
}

/** What the answer says: the openings now in the chosen state, and the ids not found. */
function answer(wanted: number[], found: { id: number }[]): AdminCommentBulkResult {
  const seen = new Set(found.map((r) => r.id));
  return { updated: found.length, missing: wanted.filter((id) => !seen.has(id)) };
}

/**
 * The careers list's bulk actions (issue 31, item 7), as the posts list has them: archive the ticked
 * openings (off the careers page, any schedule cancelled, under the Archived filter) or delete them
 * (kept for the undo window), in one request; and undo a deletion. Each opening changes as its own
 * button changes it, in one transaction with one audit entry per opening that changed; openings already
 * archived are left as they are; ids of another tenant, gone, or deleted (for anything but the undo)
 * are answered as missing.
 */
export async function adminCareerBulkRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/careers/bulk",
    doc(
      `Archive or delete (kept ${UNDO_DELETE_DAYS} days for the undo) many openings at once; each change is recorded in the audit trail`,
      "careers",
      { audit: false },
    ),
    async (request): Promise<AdminCommentBulkResult> => {
      const { ids, status } = parseInput(adminCareerBulkSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const { found, changed } = await db.transaction(async (tx) => {
        const rows = await rowsOf(tx, tenantId, wanted, false);
        const changing = status === "ARCHIVED" ? rows.filter((r) => r.archivedAt === null) : rows;
        const where = and(
          eq(careers.tenantId, tenantId),
          inArray(
            careers.id,
            changing.map((r) => r.id),
          ),
          status === "ARCHIVED" ? isNull(careers.archivedAt) : isNull(careers.deletedAt),
        );
        if (changing.length && status === "ARCHIVED") {
          await tx
            .update(careers)
            .set({ archivedAt: new Date(), published: false, publishAt: null, updatedAt: new Date() })
            .where(where);
        } else if (changing.length) {
          // Unlisted, so every public query leaves it out; whether it was listed is kept for the undo.
          await tx
            .update(careers)
            .set({ deletedAt: new Date(), deletedPublished: sql`${careers.published}`, published: false })
            .where(where);
        }
        await audit(
          tx,
          request,
          status === "ARCHIVED" ? "career.archive" : "career.delete",
          changing.map((row) => ({
            row,
            before: { published: row.published },
            after: status === "ARCHIVED" ? { archived: true, published: false } : { deleted: true },
          })),
        );
        return { found: rows, changed: changing };
      });
      // The careers page, and each opening's own page (a deleted one's answers 404 at once).
      if (changed.length) await refreshSite(app, [...new Set(changed.flatMap((r) => careerTags(r.id)))]);
      return answer(wanted, found);
    },
  );

  app.post(
    "/careers/bulk/undelete",
    doc("Undo the deletion of many openings at once: each comes back as it was, listed or not", "careers", {
      audit: false,
    }),
    async (request): Promise<AdminCommentBulkResult> => {
      const { ids } = parseInput(adminCareerBulkUndeleteSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const found = await db.transaction(async (tx) => {
        const rows = await rowsOf(tx, tenantId, wanted, true);
        if (rows.length) {
          await tx
            .update(careers)
            .set({
              deletedAt: null,
              published: sql`coalesce(${careers.deletedPublished}, false)`,
              deletedPublished: null,
              // A schedule whose moment passed while the opening was deleted is void: it comes back unlisted.
              publishAt: sql`case when ${careers.publishAt} > now() then ${careers.publishAt} else null end`,
            })
            .where(
              and(
                eq(careers.tenantId, tenantId),
                inArray(
                  careers.id,
                  rows.map((r) => r.id),
                ),
                isNotNull(careers.deletedAt),
              ),
            );
        }
        await audit(
          tx,
          request,
          "career.undelete",
          rows.map((row) => ({
            row,
            before: { deleted: true },
            after: { published: Boolean(row.deletedPublished) },
          })),
        );
        return rows;
      });
      if (found.length) await refreshSite(app, [...new Set(found.flatMap((r) => careerTags(r.id)))]);
      return answer(wanted, found);
    },
  );
}
