/**
 * The publishing engine's schedule (issue 31, item 3), one for every kind: a draft given a moment
 * (its publish_at) publishes itself then. Scheduling enqueues, in the same transaction, the kind's job
 * to start at that moment; the job asks the kind to publish the item only if it still holds that
 * moment (so an unscheduled, moved, deleted or already published item is left alone), records it in
 * the audit trail under the system actor ("Published as scheduled…"), then asks the site to refresh the
 * kind's pages. A kind brings its job's name and its `publishDue`.
 */
import { ADMIN_MESSAGES, SYSTEM_ACTOR } from "@site/contract";
import type { Db } from "../../db/client";
import { recordAudit } from "../auth/audit";
import { HttpError } from "../http-error";
import { enqueueJob, type JobHandler, type JobKind, type JobPayloads } from "../jobs";

/** A requested moment that has passed is refused beside the field (400), as every kind words it. */
export function futureMoment(publishAt: string, now: Date): Date {
  const at = new Date(publishAt);
  if (at.getTime() <= now.getTime()) {
    throw new HttpError(400, ADMIN_MESSAGES.scheduleInPast, { publish_at: ADMIN_MESSAGES.scheduleInPast });
  }
  return at;
}

/** "2026-03-01 09:00 UTC": a moment as the trail's summaries say it. */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** Enqueues, in the caller's transaction, the kind's job that publishes at `at`. */
export async function enqueuePublishAt<J extends JobKind>(
  tx: Db,
  job: J,
  payload: JobPayloads[J],
  at: Date,
  now: Date,
): Promise<void> {
  const wait = Math.ceil((at.getTime() - now.getTime()) / 1000);
  await enqueueJob(tx, job, payload, { startAfterSeconds: Math.max(0, wait) });
}

/** What a kind's publishDue did: what the trail records and the site refreshes, or why it did nothing. */
export type DuePublished = {
  published: true;
  targetId: string | number;
  summary: string;
  before: unknown;
  after: unknown;
  tags: string[];
  /** What the kind wants back from a direct call (a post's slug and author). */
  ref?: unknown;
};
export type DueOutcome = DuePublished | { published: false; reason: string };

export type ScheduledKind<J extends JobKind> = {
  /** The job's name (its queue). */
  job: J;
  /** The audit's target type and the prefix of its action ("post" → post.publish). */
  name: string;
  /** What the log says of one job: its event and the payload's fields worth logging. */
  log: { event: string; fields: (data: JobPayloads[J]) => object; published: string; left: string };
  /** Publishes the item, in the caller's transaction, if the job's moment is still its own and has come. */
  publishDue: (tx: Db, data: JobPayloads[J], now: Date) => Promise<DueOutcome>;
};

/** Runs one kind's publishDue in a transaction, with its audit entry under the system actor. */
export async function publishDue<J extends JobKind>(
  db: Db,
  kind: ScheduledKind<J>,
  data: JobPayloads[J] & { tenantId: string },
  now: Date,
): Promise<DueOutcome> {
  return db.transaction(async (tx) => {
    const outcome = await kind.publishDue(tx, data, now);
    if (!outcome.published) return outcome;
    // The job queue published it: the trail says so, under the system's name, with the item.
    await recordAudit(tx, {
      tenantId: data.tenantId,
      actor: { label: SYSTEM_ACTOR },
      action: `${kind.name}.publish`,
      targetType: kind.name,
      targetId: outcome.targetId,
      summary: outcome.summary,
      before: outcome.before,
      after: outcome.after,
    });
    return outcome;
  });
}

/** The job handler of a kind: publish if due, refresh the site's pages, log what happened. */
export function publishAtHandler<J extends JobKind>(
  kind: ScheduledKind<J>,
  db: Db,
  notifySite: (tags: string[]) => Promise<boolean>,
  logger: { info: (obj: object, msg: string) => void },
): JobHandler<J> {
  return async (job) => {
    const data = job.data as JobPayloads[J] & { tenantId: string };
    const outcome = await publishDue(db, kind, data, new Date());
    // As after the team's own publishing: the pages expire now (their cache's time limit is the net).
    const refreshed = outcome.published ? await notifySite(outcome.tags).catch(() => false) : false;
    logger.info(
      {
        event: kind.log.event,
        jobId: job.id,
        ...kind.log.fields(data),
        published: outcome.published,
        refreshed,
        ...(outcome.published ? {} : { reason: outcome.reason }),
      },
      outcome.published ? kind.log.published : kind.log.left,
    );
  };
}
