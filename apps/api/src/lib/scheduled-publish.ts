/**
 * Scheduled publishing (issue 21): a draft given a moment (posts.publish_at, set by the team's editor
 * through POST /admin/blog-posts/:id/schedule) publishes itself then. The schedule enqueues a
 * "scheduled-publish" job that starts at that moment; the job publishes the post only if it is still a
 * draft holding that same moment (so an unscheduled, rescheduled or already published post is left
 * alone), then asks the site to refresh the list, the post, its author, the feed and the sitemap.
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { CACHE_TAGS, SYSTEM_ACTOR } from "@site/contract";
import type { Db } from "../db/client";
import { authors, posts } from "../db/schema";
import { recordAudit } from "./auth/audit";
import { enqueueJob, type JobHandler } from "./jobs";

/** The cache tags a change to a published post touches: lists, the page, its author and category counts. */
export function postTags(...refs: { slug: string; authorSlug: string }[]): string[] {
  return [
    CACHE_TAGS.posts,
    CACHE_TAGS.authors,
    CACHE_TAGS.categories,
    ...refs.flatMap((r) => [CACHE_TAGS.post(r.slug), CACHE_TAGS.author(r.authorSlug)]),
  ];
}

/** Enqueues, in the caller's transaction, the job that publishes the post at `at`. */
export async function enqueueScheduledPublish(
  tx: Db,
  job: { tenantId: string; postId: number; at: Date; now: Date },
): Promise<void> {
  await enqueueJob(
    tx,
    "scheduled-publish",
    { tenantId: job.tenantId, postId: job.postId, at: job.at.toISOString() },
    { startAfterSeconds: Math.max(0, Math.ceil((job.at.getTime() - job.now.getTime()) / 1000)) },
  );
}

/**
 * Publishes the post if it is a draft still scheduled for `at` and that moment has come; dated `at`
 * (unless it was published before and keeps its first date). Returns what to refresh, or null.
 */
export async function publishScheduled(
  db: Db,
  job: { tenantId: string; postId: number; at: Date; now: Date },
): Promise<{ slug: string; authorSlug: string } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(posts)
      .set({
        status: "PUBLISHED",
        publishedDate: sql`coalesce(${posts.publishedDate}, ${posts.publishAt})`,
        publishAt: null,
        updatedAt: job.now,
      })
      .where(
        and(
          eq(posts.tenantId, job.tenantId),
          eq(posts.id, job.postId),
          eq(posts.status, "DRAFT"),
          // A deleted post waits for its undo; one undone before the moment publishes as scheduled.
          isNull(posts.deletedAt),
          eq(posts.publishAt, job.at),
          lte(posts.publishAt, job.now),
        ),
      )
      .returning({ slug: posts.slug, authorId: posts.authorId });
    if (!row) return null;
    // The job queue published it: the trail says so, under the system's name, with the post.
    await recordAudit(tx, {
      tenantId: job.tenantId,
      actor: { label: SYSTEM_ACTOR },
      action: "post.publish",
      targetType: "post",
      targetId: job.postId,
      summary: `Published as scheduled for ${job.at.toISOString().slice(0, 16).replace("T", " ")} UTC`,
      after: { status: "PUBLISHED" },
      before: { status: "DRAFT", publish_at: job.at.toISOString() },
    });
    const [author] = await tx
      .select({ slug: authors.slug })
      .from(authors)
      .where(eq(authors.id, row.authorId));
    return { slug: row.slug, authorSlug: author!.slug };
  });
}

export function scheduledPublishHandler(
  db: Db,
  notifySite: (tags: string[]) => Promise<boolean>,
  logger: { info: (obj: object, msg: string) => void },
): JobHandler<"scheduled-publish"> {
  return async (job) => {
    const { tenantId, postId, at } = job.data;
    const published = await publishScheduled(db, { tenantId, postId, at: new Date(at), now: new Date() });
    // As after the team's own publishing: the site's pages expire now (their cache's time limit is the net).
    const refreshed = published ? await notifySite(postTags(published)).catch(() => false) : false;
    logger.info(
      { event: "scheduled_publish", jobId: job.id, postId, published: Boolean(published), refreshed },
      published ? "scheduled post published" : "scheduled post left alone (unscheduled or moved)",
    );
  };
}
