import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import {
  adminPostBulkSchema,
  adminPostBulkUndeleteSchema,
  UNDO_DELETE_DAYS,
  type AdminPostBulkResult,
} from "@site/contract";
import type { Db } from "../../db/client";
import { authors, posts, type PostStatus } from "../../db/schema";
import { recordAudit } from "../../lib/auth/audit";
import { parseInput } from "../../lib/http-error";
import { postTags } from "../../lib/publishing/posts";
import { doc, refreshSite } from "./shared";

type Row = {
  id: number;
  title: string;
  slug: string;
  status: PostStatus;
  authorSlug: string;
  archivedAt: Date | null;
};
type Change = {
  action: string;
  before: PostStatus | "DELETED" | "ARCHIVED";
  after: PostStatus | "DELETED" | "ARCHIVED";
};

/** The tenant's posts among `ids`, deleted ones or the others (a deleted post is only undeleted). */
function rowsOf(tx: Db, tenantId: string, ids: number[], deleted: boolean) {
  return tx
    .select({
      id: posts.id,
      title: posts.title,
      slug: posts.slug,
      status: posts.status,
      deletedStatus: posts.deletedStatus,
      archivedAt: posts.archivedAt,
      authorSlug: authors.slug,
    })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .where(
      and(
        eq(posts.tenantId, tenantId),
        inArray(posts.id, ids),
        deleted ? isNotNull(posts.deletedAt) : isNull(posts.deletedAt),
      ),
    );
}

/** One audit entry per post changed, as its own button would record it. */
async function audit(tx: Db, request: FastifyRequest, changes: { row: Row; change: Change }[]) {
  for (const { row, change } of changes) {
    await recordAudit(tx, {
      tenantId: request.tenantId,
      actor: request.principal,
      action: change.action,
      targetType: "post",
      targetId: row.id,
      summary: row.title,
      before: { status: change.before },
      after: { status: change.after },
      ip: request.ip,
      requestId: request.id,
    });
  }
}

/** What the answer says: the posts now in the chosen state, and the ids not found (or not eligible). */
function answer(wanted: number[], found: { id: number }[]): AdminPostBulkResult {
  const seen = new Set(found.map((r) => r.id));
  return { updated: found.length, missing: wanted.filter((id) => !seen.has(id)) };
}

/**
 * The posts list's bulk actions (issue 31, item 7): publish the ticked posts, take them back to draft,
 * archive them (drafts out of the default list, as the Archive button does; an archived post is not
 * published, so it is answered as missing for a publish), or delete them (kept for the undo window, as the Delete button does), in one request; and undo a
 * deletion. Each post changes as its own button changes it (the first publication dates it, a schedule
 * it had is void), in one transaction with one audit entry per post that changed; posts already in
 * that state are left as they are; ids of another tenant, gone, or deleted (for anything but the undo)
 * are answered as missing.
 */
export async function adminPostBulkRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/blog-posts/bulk",
    doc(
      `Publish, unpublish, archive or delete (kept ${UNDO_DELETE_DAYS} days for the undo) many posts at once; each change is recorded in the audit trail`,
      "posts.publish",
      { audit: false },
    ),
    async (request): Promise<AdminPostBulkResult> => {
      const { ids, status } = parseInput(adminPostBulkSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const { found, changed } = await db.transaction(async (tx) => {
        const all = await rowsOf(tx, tenantId, wanted, false);
        // An archived post is unarchived before it is published again.
        const rows = status === "PUBLISHED" ? all.filter((r) => r.archivedAt === null) : all;
        if (status === "ARCHIVED") {
          const archiving = rows.filter((r) => r.archivedAt === null);
          if (archiving.length) {
            await tx
              .update(posts)
              .set({ archivedAt: new Date(), status: "DRAFT", publishAt: null, updatedAt: new Date() })
              .where(
                and(
                  eq(posts.tenantId, tenantId),
                  inArray(
                    posts.id,
                    archiving.map((r) => r.id),
                  ),
                  isNull(posts.archivedAt),
                ),
              );
          }
          await audit(
            tx,
            request,
            archiving.map((row) => ({
              row,
              change: { action: "post.archive", before: row.status, after: "ARCHIVED" } as Change,
            })),
          );
          return { found: rows, changed: archiving.filter((r) => r.status === "PUBLISHED") };
        }
        if (status === "DELETED") {
          // Back to a draft, so every public query leaves it out; its status is kept for the undo.
          if (rows.length) {
            await tx
              .update(posts)
              .set({ deletedAt: new Date(), deletedStatus: sql`${posts.status}`, status: "DRAFT" })
              .where(
                and(
                  eq(posts.tenantId, tenantId),
                  inArray(
                    posts.id,
                    rows.map((r) => r.id),
                  ),
                  isNull(posts.deletedAt),
                ),
              );
          }
          const changes = rows.map((row) => ({
            row,
            change: { action: "post.delete", before: row.status, after: "DELETED" } as Change,
          }));
          await audit(tx, request, changes);
          return { found: rows, changed: rows.filter((r) => r.status === "PUBLISHED") };
        }
        const moving = rows.filter((r) => r.status !== status);
        if (moving.length) {
          await tx
            .update(posts)
            .set({
              status,
              publishedDate:
                status === "PUBLISHED" ? sql`coalesce(${posts.publishedDate}, now())` : undefined,
              publishAt: status === "PUBLISHED" ? null : undefined,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(posts.tenantId, tenantId),
                inArray(
                  posts.id,
                  moving.map((r) => r.id),
                ),
              ),
            );
        }
        await audit(
          tx,
          request,
          moving.map((row) => ({
            row,
            change: {
              action: status === "PUBLISHED" ? "post.publish" : "post.unpublish",
              before: row.status,
              after: status,
            },
          })),
        );
        return { found: rows, changed: moving };
      });
      if (changed.length) await refreshSite(app, postTags(...changed));
      return answer(wanted, found);
    },
  );

  app.post(
    "/blog-posts/bulk/undelete",
    doc(
      "Undo the deletion of many posts at once: each comes back as it was (published, scheduled or a draft)",
      "posts.publish",
      { audit: false },
    ),
    async (request): Promise<AdminPostBulkResult> => {
      const { ids } = parseInput(adminPostBulkUndeleteSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const { found, published } = await db.transaction(async (tx) => {
        const rows = (await rowsOf(tx, tenantId, wanted, true)).map((r) => ({
          ...r,
          status: r.deletedStatus ?? ("DRAFT" as PostStatus),
        }));
        if (rows.length) {
          await tx
            .update(posts)
            .set({
              status: sql`coalesce(${posts.deletedStatus}, 'DRAFT')`,
              deletedAt: null,
              deletedStatus: null,
              // A schedule whose moment passed while the post was deleted is void: it comes back a draft.
              publishAt: sql`case when ${posts.publishAt} > now() then ${posts.publishAt} else null end`,
            })
            .where(
              and(
                eq(posts.tenantId, tenantId),
                inArray(
                  posts.id,
                  rows.map((r) => r.id),
                ),
                isNotNull(posts.deletedAt),
              ),
            );
        }
        await audit(
          tx,
          request,
          rows.map((row) => ({
            row,
            change: { action: "post.undelete", before: "DELETED", after: row.status },
          })),
        );
        return { found: rows, published: rows.filter((r) => r.status === "PUBLISHED") };
      });
      if (published.length) await refreshSite(app, postTags(...published));
      return answer(wanted, found);
    },
  );
}
