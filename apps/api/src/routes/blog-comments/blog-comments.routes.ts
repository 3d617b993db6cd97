import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  commentQuerySchema,
  commentRequestSchema,
  createdResultSchema,
  FORM_TIME_FIELD,
} from "@site/contract";
import { readFormTime } from "@site/contract/form-time";
import type { Db } from "../../db/client";
import { comments, posts } from "../../db/schema";
import { commentFlagReason } from "../../lib/comment-flags";
import { docs } from "../../lib/docs";
import { caughtByHoneypot, decoyResult } from "../../lib/honeypot";
import { notFound, parseInput } from "../../lib/http-error";

export async function blogCommentRoutes(app: FastifyInstance) {
  const { db } = app;
  const secret = app.config.REVALIDATE_SECRET;

  app.post(
    "/blog-comments",
    {
      config: { rateLimit: app.writeLimit },
      schema: docs({
        summary: "Submits a comment; it stays pending until the team approves it",
        tags: ["blog"],
        query: commentQuerySchema,
        body: commentRequestSchema,
        response: createdResultSchema,
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { blog_post_id } = parseInput(commentQuerySchema, request.query);
      const { [FORM_TIME_FIELD]: shown, ...input } = parseInput(commentRequestSchema, request.body ?? {});
      const now = new Date();
      const [post] = await db
        .select({ id: posts.id, title: posts.title, slug: posts.slug })
        .from(posts)
        .where(
          and(
            eq(posts.tenantId, request.tenantId),
            eq(posts.id, blog_post_id),
            eq(posts.status, "PUBLISHED"),
          ),
        )
        .limit(1);
      if (!post) throw notFound("No published post has this id");
      // The comment and the team's e-mail about it commit together (the e-mail is a job in the
      // database); a bot's comment does the same work, undone (lib/honeypot.ts).
      const store = async (tx: Db) => {
        const [row] = await tx
          .insert(comments)
          .values({
            tenantId: request.tenantId,
            postId: post.id,
            senderName: input.comment_sender_name,
            senderEmail: input.comment_sender_email,
            content: input.sender_comment_content,
            status: "PENDING",
            flagReason: commentFlagReason(input.sender_comment_content, {
              shownAt: readFormTime(secret, `comment:${post.id}`, shown, now),
              now,
            }),
          })
          .returning({ id: comments.id });
        const id = row!.id;
        await app.notifier.enqueue(
          {
            kind: "comment",
            tenantId: request.tenantId,
            comment: { id, ...input },
            post: { title: post.title, slug: post.slug },
          },
          { tx, reqId: request.id },
        );
        return id;
      };
      if (caughtByHoneypot(request, input)) return decoyResult(db, comments, store);
      return { id: await db.transaction(store) };
    },
  );
}
