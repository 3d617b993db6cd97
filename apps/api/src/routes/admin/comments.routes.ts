import type { FastifyInstance } from "fastify";
import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import {
  adminCommentBulkSchema,
  adminCommentReplySchema,
  adminCommentsQuerySchema,
  idParamSchema,
  MARKED_SPAM_REASON,
  type AdminComment,
  type CommentFlagFilter,
  type AdminCommentBulkResult,
  type CommentStatus,
  CACHE_TAGS,
} from "@site/contract";
import type { Db } from "../../db/client";
import { comments, posts } from "../../db/schema";
import { recordAudit } from "../../lib/auth/audit";
import { notFound, parseInput } from "../../lib/http-error";
import { escapeLike } from "../blog-posts/blog-posts.queries";
import { doc, iso, isoNotNull, paged, refreshSite } from "./shared";

const columns = {
  id: comments.id,
  status: comments.status,
  senderName: comments.senderName,
  senderEmail: comments.senderEmail,
  content: comments.content,
  reply: comments.authorCommentContent,
  flagReason: comments.flagReason,
  createdAt: comments.createdAt,
  moderatedAt: comments.moderatedAt,
  postId: posts.id,
  postSlug: posts.slug,
  postTitle: posts.title,
  postStatus: posts.status,
};

type Row = {
  id: number;
  status: CommentStatus;
  senderName: string;
  senderEmail: string;
  content: string;
  reply: string | null;
  flagReason: string | null;
  createdAt: Date;
  moderatedAt: Date | null;
  postId: number;
  postSlug: string;
  postTitle: string;
};

function toAdminComment(row: Row): AdminComment {
  return {
    comment_id: row.id,
    status: row.status,
    comment_sender_name: row.senderName,
    comment_sender_email: row.senderEmail,
    sender_comment_content: row.content,
    author_comment_content: row.reply,
    flag_reason: row.flagReason,
    created_date: isoNotNull(row.createdAt),
    moderated_date: iso(row.moderatedAt),
    post: { id: row.postId, slug: row.postSlug, title: row.postTitle },
  };
}

async function findComment(db: Db, tenantId: string, id: number) {
  const [row] = await db
    .select(columns)
    .from(comments)
    .innerJoin(posts, eq(posts.id, comments.postId))
    .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)))
    .limit(1);
  if (!row) throw notFound("Comment not found");
  return row;
}

/** The comments whose spam reason is of this kind (lib/comment-flags.ts's words, or the team's mark). */
function flagWhere(flag: CommentFlagFilter | undefined) {
  switch (flag) {
    case undefined:
      return undefined;
    case "any":
      return isNotNull(comments.flagReason);
    case "none":
      return isNull(comments.flagReason);
    case "links":
      return ilike(comments.flagReason, "%links (more than%");
    case "no_form":
      return ilike(comments.flagReason, "%without the post's comment form%");
    case "too_fast":
      return ilike(comments.flagReason, "%faster than%");
    case "marked":
      return ilike(comments.flagReason, `%${MARKED_SPAM_REASON}%`);
  }
}

export async function adminCommentRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/comments",
    doc("Comments by status (PENDING first-in first-out; others newest first)", "comments"),
    async (request) => {
      const { status, page, size, q, flag } = parseInput(adminCommentsQuerySchema, request.query);
      const words = q ? `%${escapeLike(q)}%` : undefined;
      const where = and(
        eq(comments.tenantId, request.tenantId),
        eq(comments.status, status),
        flagWhere(flag),
        words
          ? or(
              ilike(comments.content, words),
              ilike(comments.senderName, words),
              ilike(comments.senderEmail, words),
            )
          : undefined,
      );
      // The queue is worked oldest first; decisions already taken read best newest first.
      const order =
        status === "PENDING"
          ? [asc(comments.createdAt), asc(comments.id)]
          : [desc(comments.createdAt), desc(comments.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset(page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(comments)
          .where(where),
      ]);
      return paged(rows.map(toAdminComment), Number(total?.n ?? 0), size);
    },
  );

  /** Refreshes the post page (its approved comments) and the lists. */
  async function refreshPost(slug: string) {
    await refreshSite(app, [CACHE_TAGS.post(slug), CACHE_TAGS.posts]);
  }

  async function moderate(tenantId: string, id: number, status: CommentStatus) {
    const row = await findComment(db, tenantId, id);
    await db
      .update(comments)
      .set({ status, moderatedAt: new Date() })
      .where(and(eq(comments.tenantId, tenantId), eq(comments.id, id)));
    await refreshPost(row.postSlug);
    return toAdminComment(await findComment(db, tenantId, id));
  }

  app.post(
    "/comments/bulk",
    doc(
      "Approve, reject or mark as spam many comments at once (spam: rejected, with a spam reason); each is recorded in the audit trail",
      "comments",
      {
        audit: false,
      },
    ),
    async (request): Promise<AdminCommentBulkResult> => {
      const { ids, status: decision } = parseInput(adminCommentBulkSchema, request.body ?? {});
      const spam = decision === "SPAM";
      const status: CommentStatus = spam ? "REJECTED" : decision;
      const tenantId = request.tenantId;
      const wanted = [...new Set(ids)];
      const changed = await db.transaction(async (tx) => {
        const rows = await tx
          .select(columns)
          .from(comments)
          .innerJoin(posts, eq(posts.id, comments.postId))
          .where(and(eq(comments.tenantId, tenantId), inArray(comments.id, wanted)));
        if (rows.length === 0) return rows;
        await tx
          .update(comments)
          .set({
            status,
            moderatedAt: new Date(),
            // A reason it already had stays (it says why it looked like spam); otherwise the team's mark.
            ...(spam ? { flagReason: sql`coalesce(${comments.flagReason}, ${MARKED_SPAM_REASON})` } : {}),
          })
          .where(
            and(
              eq(comments.tenantId, tenantId),
              inArray(
                comments.id,
                rows.map((r) => r.id),
              ),
            ),
          );
        // One entry per comment, as when each is moderated alone, in the same transaction.
        for (const r of rows) {
          await recordAudit(tx, {
            tenantId,
            actor: request.principal,
            action: spam ? "comment.spam" : status === "APPROVED" ? "comment.approve" : "comment.reject",
            targetType: "comment",
            targetId: r.id,
            // Not the commenter's name: the trail outlives an erasure (textKept in lib/auth/audit.ts).
            summary: `A comment on "${r.postTitle}" (one of ${rows.length} at once)`,
            before: { status: r.status },
            after: spam ? { status, spam: true } : { status },
            ip: request.ip,
            requestId: request.id,
          });
        }
        return rows;
      });
      const slugs = [...new Set(changed.map((r) => r.postSlug))];
      if (slugs.length) await refreshSite(app, [CACHE_TAGS.posts, ...slugs.map((s) => CACHE_TAGS.post(s))]);
      const found = new Set(changed.map((r) => r.id));
      return { updated: changed.length, missing: wanted.filter((id) => !found.has(id)) };
    },
  );

  app.post(
    "/comments/:id/approve",
    doc("Approve a comment: it shows on the post", "comments", { audit: "comment.approve" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      return moderate(request.tenantId, id, "APPROVED");
    },
  );

  app.post(
    "/comments/:id/reject",
    doc("Reject a comment: it stays hidden", "comments", { audit: "comment.reject" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      return moderate(request.tenantId, id, "REJECTED");
    },
  );

  app.post(
    "/comments/:id/reply",
    doc("Reply to a comment (author_comment_content)", "comments", { audit: "comment.reply" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { author_comment_content } = parseInput(adminCommentReplySchema, request.body ?? {});
      const row = await findComment(db, request.tenantId, id);
      await db
        .update(comments)
        .set({ authorCommentContent: author_comment_content })
        .where(and(eq(comments.tenantId, request.tenantId), eq(comments.id, id)));
      await refreshPost(row.postSlug);
      return toAdminComment(await findComment(db, request.tenantId, id));
    },
  );

  app.delete(
    "/comments/:id/reply",
    doc("Remove the company's reply from a comment", "comments", { audit: "comment.reply_delete" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const row = await findComment(db, request.tenantId, id);
      await db
        .update(comments)
        .set({ authorCommentContent: null })
        .where(and(eq(comments.tenantId, request.tenantId), eq(comments.id, id)));
      await refreshPost(row.postSlug);
      return toAdminComment(await findComment(db, request.tenantId, id));
    },
  );
}
