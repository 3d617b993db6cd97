/**
 * Posts and careers the team deleted (issue 31: delete with undo) are kept UNDO_DELETE_DAYS days, so an
 * Undo can bring them back; after that the daily "retention-purge" job (retention.ts) removes them for
 * good. Each one removed is recorded in the audit trail under the job queue's actor (SYSTEM_ACTOR), as
 * scheduled publishes are, with its title, so the trail still says what it was.
 *
 * A post's comments, categories, revisions, preview links, ratings and page views go with it (the
 * foreign keys cascade). A career keeps its applications (they are the recruiters', and the tenant's
 * retention setting decides when they go), so a deleted career that still has applications waits until
 * the retention purge has removed them, then goes on a later day.
 */
import { and, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { SYSTEM_ACTOR, UNDO_DELETE_DAYS } from "@site/contract";
import type { Db } from "../../db/client";
import { applications, careers, posts, tenants } from "../../db/schema";
import { recordAudit } from "../auth/audit";

const DAY_MS = 24 * 60 * 60 * 1000;

export type DeletedPurged = { posts: number; careers: number };

/**
 * Removes each tenant's posts and careers deleted before `now` minus UNDO_DELETE_DAYS, one transaction
 * per tenant (the rows and their audit entries commit together). Answers how many went, per tenant.
 *
 *   await purgeDeletedItems(db, { now: new Date() }); // { default: { posts: 2, careers: 0 } }
 */
export async function purgeDeletedItems(
  db: Db,
  options: { now: Date; tenantId?: string },
): Promise<Record<string, DeletedPurged>> {
  const cutoff = new Date(options.now.getTime() - UNDO_DELETE_DAYS * DAY_MS);
  const ids = options.tenantId
    ? [options.tenantId]
    : (await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map((t) => t.id);
  const purged: Record<string, DeletedPurged> = {};
  for (const tenantId of ids) {
    purged[tenantId] = await db.transaction(async (tx) => {
      const goneFrom = (deletedAt: Date | null) =>
        `deleted on ${deletedAt?.toISOString().slice(0, 10)}, kept ${UNDO_DELETE_DAYS} days`;
      const gonePosts = await tx
        .delete(posts)
        .where(and(eq(posts.tenantId, tenantId), isNotNull(posts.deletedAt), lt(posts.deletedAt, cutoff)))
        .returning({ id: posts.id, title: posts.title, slug: posts.slug, deletedAt: posts.deletedAt });
      for (const p of gonePosts) {
        await recordAudit(tx, {
          tenantId,
          actor: { label: SYSTEM_ACTOR },
          action: "post.purge",
          targetType: "post",
          targetId: p.id,
          summary: `${p.title} (${goneFrom(p.deletedAt)})`,
          before: { status: "DELETED", title: p.title, slug: p.slug, deleted_at: p.deletedAt?.toISOString() },
          after: null,
        });
      }
      const goneCareers = await tx
        .delete(careers)
        .where(
          and(
            eq(careers.tenantId, tenantId),
            isNotNull(careers.deletedAt),
            lt(careers.deletedAt, cutoff),
            // Applications hold their opening (ON DELETE RESTRICT): it waits for theirs to be purged.
            notExists(
              tx
                .select({ one: sql`1` })
                .from(applications)
                .where(eq(applications.careerId, careers.id)),
            ),
          ),
        )
        .returning({ id: careers.id, title: careers.title, deletedAt: careers.deletedAt });
      for (const c of goneCareers) {
        await recordAudit(tx, {
          tenantId,
          actor: { label: SYSTEM_ACTOR },
          action: "career.purge",
          targetType: "career",
          targetId: c.id,
          summary: `${c.title} (${goneFrom(c.deletedAt)})`,
          before: { deleted: true, title: c.title, deleted_at: c.deletedAt?.toISOString() },
          after: null,
        });
      }
      return { posts: gonePosts.length, careers: goneCareers.length };
    });
  }
  return purged;
}
