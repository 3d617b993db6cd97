import type { FastifyInstance } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { adminPostBulkSchema, type AdminPostBulkResult } from "@site/contract";
import { authors, posts } from "../../db/schema";
import { recordAudit } from "../../lib/auth/audit";
import { parseInput } from "../../lib/http-error";
import { postTags } from "../../lib/scheduled-publish";
import { doc, refreshSite } from "./shared";

/**
 * The posts list's bulk actions (issue 31, item 7): publish the ticked posts, or take them back to
 * draft, in one request. Each post changes as its own Publish / Unpublish button changes it (the first
 * publication dates it, a schedule it had is void), in one transaction with one audit entry per post
 * that changed; posts already in that state are left as they are; ids of another tenant or gone are
 * answered as missing.
 */
export async function adminPostBulkRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/blog-posts/bulk",
    doc(
      "Publish or unpublish many posts at once; each change is recorded in the audit trail",
      "posts.publish",
      {
        audit: false,
      },
    ),
    async (request): Promise<AdminPostBulkResult> => {
      const { ids, status } = parseInput(adminPostBulkSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const { found, changed } = await db.transaction(async (tx) => {
        const rows = await tx
          .select({
            id: posts.id,
            title: posts.title,
            slug: posts.slug,
            status: posts.status,
            authorSlug: authors.slug,
          })
          .from(posts)
          .innerJoin(authors, eq(authors.id, posts.authorId))
          .where(and(eq(posts.tenantId, tenantId), inArray(posts.id, wanted)));
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
        for (const r of moving) {
          await recordAudit(tx, {
            tenantId,
            actor: request.principal,
            action: status === "PUBLISHED" ? "post.publish" : "post.unpublish",
            targetType: "post",
            targetId: r.id,
            summary: r.title,
            before: { status: r.status },
            after: { status },
            ip: request.ip,
            requestId: request.id,
          });
        }
        return { found: rows, changed: moving };
      });
      if (changed.length) await refreshSite(app, postTags(...changed));
      const seen = new Set(found.map((r) => r.id));
      return { updated: found.length, missing: wanted.filter((id) => !seen.has(id)) };
    },
  );
}
