/**
 * Posts in the publishing engine: their versions (post_revisions, a column per field, every save one,
 * with the author's slug and the category ids) and their schedule (posts.publish_at, the
 * "scheduled-publish" job, which publishes the post only if it is still an undeleted draft holding that
 * same moment, dated that moment unless it was published before).
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { CACHE_TAGS } from "@site/contract";
import type { Db } from "../../db/client";
import { authors, postCategories, postRevisions, posts } from "../../db/schema";
import { enqueuePublishAt, publishDue, utcMinute, type ScheduledKind } from "./schedule";
import { versionStore } from "./versions";

export const postVersions = versionStore({
  items: posts,
  versions: postRevisions,
  itemRef: postRevisions.postId,
  itemColumn: "post_id",
  columns: [
    "title",
    "slug",
    "summary",
    "body",
    "body_source",
    "body_format",
    "author_slug",
    "category_ids",
    "banner_tag",
    "hero_image_path",
    "hero_image_alt_text",
    "hero_image_title",
  ],
  values: () => sql`i.title, i.slug, i.summary, i.body, i.body_source, i.body_format, a.slug,
    coalesce((select array_agg(pc.category_id order by pc.category_id) from ${postCategories} pc
              where pc.post_id = i.id), '{}'::integer[]),
    i.banner_tag, i.hero_image_path, i.hero_image_alt_text, i.hero_image_title`,
  from: sql`join ${authors} a on a.id = i.author_id`,
});

/** The post's row locked for the transaction (its baseline version written if it has none); false if none. */
export async function lockPost(tx: Db, tenantId: string, postId: number): Promise<boolean> {
  return (await postVersions.lock(tx, tenantId, sql`id = ${postId}`)) !== null;
}

/** The cache tags a change to a published post touches: lists, the page, its author and category counts. */
export function postTags(...refs: { slug: string; authorSlug: string }[]): string[] {
  return [
    CACHE_TAGS.posts,
    CACHE_TAGS.authors,
    CACHE_TAGS.categories,
    ...refs.flatMap((r) => [CACHE_TAGS.post(r.slug), CACHE_TAGS.author(r.authorSlug)]),
  ];
}

export const postSchedule: ScheduledKind<"scheduled-publish"> = {
  job: "scheduled-publish",
  name: "post",
  log: {
    event: "scheduled_publish",
    fields: (d) => ({ postId: d.postId }),
    published: "scheduled post published",
    left: "scheduled post left alone (unscheduled or moved)",
  },
  async publishDue(tx, data, now) {
    const at = new Date(data.at);
    const [row] = await tx
      .update(posts)
      .set({
        status: "PUBLISHED",
        publishedDate: sql`coalesce(${posts.publishedDate}, ${posts.publishAt})`,
        publishAt: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(posts.tenantId, data.tenantId),
          eq(posts.id, data.postId),
          eq(posts.status, "DRAFT"),
          // A deleted post waits for its undo; one undone before the moment publishes as scheduled.
          isNull(posts.deletedAt),
          eq(posts.publishAt, at),
          lte(posts.publishAt, now),
        ),
      )
      .returning({ slug: posts.slug, authorId: posts.authorId });
    if (!row) return { published: false, reason: "unscheduled, moved or not due" };
    const [author] = await tx
      .select({ slug: authors.slug })
      .from(authors)
      .where(eq(authors.id, row.authorId));
    const ref = { slug: row.slug, authorSlug: author!.slug };
    return {
      published: true,
      targetId: data.postId,
      summary: `Published as scheduled for ${utcMinute(at)}`,
      after: { status: "PUBLISHED" },
      before: { status: "DRAFT", publish_at: at.toISOString() },
      tags: postTags(ref),
      ref,
    };
  },
};

/** Enqueues, in the caller's transaction, the job that publishes the post at `at`. */
export async function enqueueScheduledPublish(
  tx: Db,
  job: { tenantId: string; postId: number; at: Date; now: Date },
): Promise<void> {
  const { tenantId, postId, at, now } = job;
  await enqueuePublishAt(tx, "scheduled-publish", { tenantId, postId, at: at.toISOString() }, at, now);
}

/**
 * Publishes the post if it is a draft still scheduled for `at` and that moment has come (audited under
 * the system actor). Its slug and author's, or null when it was left alone.
 */
export async function publishScheduled(
  db: Db,
  job: { tenantId: string; postId: number; at: Date; now: Date },
): Promise<{ slug: string; authorSlug: string } | null> {
  const { tenantId, postId, at, now } = job;
  const outcome = await publishDue(db, postSchedule, { tenantId, postId, at: at.toISOString() }, now);
  return outcome.published ? (outcome.ref as { slug: string; authorSlug: string }) : null;
}
