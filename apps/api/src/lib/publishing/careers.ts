/**
 * Careers in the publishing engine (issue 31, item 3): their versions (career_versions, the content as
 * one JSON value: title, arrangement, description as typed and its format, the pay range in cents; a
 * save that changes none of it adds none) and their schedule (careers.publish_at, the "career-publish"
 * job, which lists the opening only if it is still unlisted, undeleted and holds that same moment).
 */
import { and, eq, isNull, lte, sql } from "drizzle-orm";
import { CACHE_TAGS } from "@site/contract";
import type { Db } from "../../db/client";
import { careers, careerVersions } from "../../db/schema";
import { enqueuePublishAt, publishDue, utcMinute, type ScheduledKind } from "./schedule";
import { versionStore } from "./versions";

/** What a career's version holds (career_versions.data). */
export type CareerVersionData = {
  title: string;
  position_arrangement: string;
  job_description: string;
  body_format: "markdown" | "html";
  /** Cents, as the careers table keeps them. */
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: string | null;
  pay_period: string | null;
};

export const careerVersionStore = versionStore({
  items: careers,
  versions: careerVersions,
  itemRef: careerVersions.careerId,
  itemColumn: "career_id",
  columns: ["data"],
  values: () => sql`jsonb_build_object(
    'title', i.title,
    'position_arrangement', i.position_arrangement,
    'job_description', coalesce(i.description_source, i.job_description),
    'body_format', case when i.description_source is null then 'html' else i.description_format end,
    'pay_min', i.pay_min, 'pay_max', i.pay_max, 'pay_currency', i.pay_currency, 'pay_period', i.pay_period)`,
  skipUnchanged: true,
});

/** The opening's row locked for the transaction (its baseline version written if it has none); false if none. */
export async function lockCareer(tx: Db, tenantId: string, careerId: number): Promise<boolean> {
  return (await careerVersionStore.lock(tx, tenantId, sql`id = ${careerId}`)) !== null;
}

/** The cache tags a change to a listed opening touches: the careers page and its own. */
export function careerTags(id: number): string[] {
  return [CACHE_TAGS.careers, CACHE_TAGS.career(id)];
}

export const careerSchedule: ScheduledKind<"career-publish"> = {
  job: "career-publish",
  name: "career",
  log: {
    event: "career_publish",
    fields: (d) => ({ careerId: d.careerId }),
    published: "scheduled opening listed",
    left: "scheduled opening left alone (unscheduled, moved, listed or deleted)",
  },
  async publishDue(tx, data, now) {
    const at = new Date(data.at);
    const [row] = await tx
      .update(careers)
      .set({ published: true, publishAt: null, updatedAt: now })
      .where(
        and(
          eq(careers.tenantId, data.tenantId),
          eq(careers.id, data.careerId),
          eq(careers.published, false),
          // A deleted opening waits for its undo; one undone before the moment lists itself as scheduled.
          isNull(careers.deletedAt),
          eq(careers.publishAt, at),
          lte(careers.publishAt, now),
        ),
      )
      .returning({ title: careers.title });
    if (!row) return { published: false, reason: "unscheduled, moved or not due" };
    return {
      published: true,
      targetId: data.careerId,
      summary: `${row.title}: listed as scheduled for ${utcMinute(at)}`,
      before: { published: false, publish_at: at.toISOString() },
      after: { published: true },
      tags: careerTags(data.careerId),
    };
  },
};

/** Enqueues, in the caller's transaction, the job that lists the opening at `at`. */
export async function enqueueCareerPublish(
  tx: Db,
  job: { tenantId: string; careerId: number; at: Date; now: Date },
): Promise<void> {
  const { tenantId, careerId, at, now } = job;
  await enqueuePublishAt(tx, "career-publish", { tenantId, careerId, at: at.toISOString() }, at, now);
}

/** Lists the opening if it is still unlisted and scheduled for `at`, and that moment has come (audited). */
export async function publishScheduledCareer(
  db: Db,
  job: { tenantId: string; careerId: number; at: Date; now: Date },
): Promise<boolean> {
  const { tenantId, careerId, at, now } = job;
  return (await publishDue(db, careerSchedule, { tenantId, careerId, at: at.toISOString() }, now)).published;
}
