/**
 * The retention purge: applications older than their tenant's retention setting (team_settings, default
 * RETENTION_DAYS_DEFAULT) are deleted, and with them, by the foreign keys' cascade, their resumes and the
 * resumes' bytes (resume_chunks). Issue 18 asks that applications are kept only as long as allowed.
 *
 * Two ways in, one function:
 * - the "retention-purge" job, enqueued once a day per deployment (not per instance) by
 *   startRetentionSchedule(), which every API process runs;
 * - Settings' "Run the purge now" (routes/admin/team/settings.routes.ts), for one tenant.
 *
 * The daily job also deletes speed measurements older than 28 days (lib/web-vitals.ts), and the posts
 * and careers the team deleted more than UNDO_DELETE_DAYS days ago (deleted-purge.ts), after the
 * applications: a deleted career goes once its applications have.
 */
import { createHash } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { RETENTION_DAYS_DEFAULT, SYSTEM_ACTOR } from "@site/contract";
import type { Db } from "../../db/client";
import { applications, resumes, teamSettings, tenants } from "../../db/schema";
import { recordAudit } from "../auth/audit";
import type { Principal } from "../auth/principal";
import { enqueueJob, findJob, type JobHandler } from "../jobs";
import { purgeOldWebVitals } from "../web-vitals";
import { purgeDeletedItems } from "./deleted-purge";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The tenant's retention in days: its team_settings row, or the default when it has none yet. */
export async function retentionDaysOf(db: Db, tenantId: string): Promise<number> {
  const [row] = await db
    .select({ days: teamSettings.retentionDays })
    .from(teamSettings)
    .where(eq(teamSettings.tenantId, tenantId))
    .limit(1);
  return row?.days ?? RETENTION_DAYS_DEFAULT;
}

export type PurgeOptions = {
  /** One tenant (Settings' button); every tenant when absent (the daily job). */
  tenantId?: string;
  /** The clock the limit is measured from: tests move it instead of waiting. */
  now: Date;
  /** The person or key who asked (Settings); the daily job is "system". */
  actor?: Principal;
  /** The request that asked, for its audit entry. */
  ip?: string;
  requestId?: string;
};

/**
 * Deletes each tenant's applications created before `now` minus its retention, one transaction per
 * tenant: the deletion and its audit entry ("retention.purge") commit together. Answers how many
 * applications went, per tenant.
 *
 * The daily job records an entry only for a tenant where it removed something (365 entries a year
 * saying "0" would bury the trail); a run someone asked for is always recorded, since who pressed the
 * button, and that it found nothing, is worth keeping.
 */
export async function purgeExpiredApplications(
  db: Db,
  options: PurgeOptions,
): Promise<Record<string, number>> {
  const { now, actor } = options;
  const ids = options.tenantId
    ? [options.tenantId]
    : (await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map((t) => t.id);
  const purged: Record<string, number> = {};
  for (const tenantId of ids) {
    purged[tenantId] = await db.transaction(async (tx) => {
      const days = await retentionDaysOf(tx, tenantId);
      const cutoff = new Date(now.getTime() - days * DAY_MS);
      const expired = and(eq(applications.tenantId, tenantId), lt(applications.createdAt, cutoff));
      const [withResume] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(resumes)
        .innerJoin(applications, eq(applications.id, resumes.applicationId))
        .where(expired);
      // Resumes and their chunks go by ON DELETE CASCADE (applications → resumes → resume_chunks).
      const gone = await tx.delete(applications).where(expired).returning({ id: applications.id });
      if (gone.length > 0 || actor) {
        await recordAudit(tx, {
          tenantId,
          actor: actor ?? { label: SYSTEM_ACTOR },
          action: "retention.purge",
          targetType: "applications",
          summary: `Removed ${gone.length} application${gone.length === 1 ? "" : "s"} received before ${cutoff.toISOString().slice(0, 10)} (kept ${days} days)`,
          after: {
            purged: gone.length,
            resumes: Number(withResume?.n ?? 0),
            retention_days: days,
            cutoff: cutoff.toISOString(),
          },
          ip: options.ip ?? null,
          requestId: options.requestId ?? null,
        });
      }
      return gone.length;
    });
  }
  return purged;
}

/** The job's handler: every tenant (or the one the job names), measured from the moment it runs. */
export function retentionPurgeHandler(
  db: Db,
  logger: { info: (obj: object, msg: string) => void },
): JobHandler<"retention-purge"> {
  return async (job) => {
    const now = new Date();
    const purged = await purgeExpiredApplications(db, { tenantId: job.data.tenantId, now });
    const total = Object.values(purged).reduce((a, b) => a + b, 0);
    // Speed measurements have a fixed life of their own (28 days), whatever the tenant's setting.
    const vitals = await purgeOldWebVitals(db, { tenantId: job.data.tenantId, now });
    // Deleted posts and careers past their undo window, each audited under the system's name.
    const deleted = Object.values(await purgeDeletedItems(db, { tenantId: job.data.tenantId, now })).reduce(
      (a, b) => ({ posts: a.posts + b.posts, careers: a.careers + b.careers }),
      { posts: 0, careers: 0 },
    );
    logger.info(
      { event: "retention_purge", jobId: job.id, purged: total, webVitals: vitals, deleted },
      "retention purge done",
    );
  };
}

// ── Once a day per deployment ──

/** The daily job's singleton_key: the UTC day it is for. */
export const dailyPurgeKey = (now: Date) => `daily:${now.toISOString().slice(0, 10)}`;

/**
 * The daily job's id, derived from its day (a name-based UUID: SHA-256 of the day's key, version 8), so
 * the day's job is found by its id through pg-boss's own look-up.
 */
export function dailyPurgeId(now: Date): string {
  return nameBasedId(`retention-purge:${dailyPurgeKey(now)}`);
}

/** A name-based UUID (SHA-256 of the name, version 8): a job's id that its name finds again. */
export function nameBasedId(name: string): string {
  const h = createHash("sha256").update(name).digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * The key of the transaction-level advisory lock that lets one instance at a time decide whether today's
 * purge is enqueued ("retain" in ASCII; distinct from db/client.ts's migration lock).
 */
const SCHEDULE_LOCK_KEY = 0x72657461696en;

/**
 * Enqueues today's purge unless some instance already has (answers whether this call did). Exactly once
 * per UTC day however many instances call it, at the same moment or hours apart:
 * - the check and the insert run under one advisory lock, so two instances cannot both find "none";
 * - the check asks pg-boss (getJobById, archive included) for the job with the day's id: pg-boss keeps a
 *   job 12 hours in its job table after it finished, then 7 days in its archive, so whether it waits,
 *   runs, completed or failed for good, the day's job is found all day. The app reads none of pg-boss's
 *   tables itself. (pg-boss's own singletonSeconds cannot express "per day": it refuses slots longer than
 *   the archive interval, and pg-boss's cron needs its own worker, which lib/jobs/runner.ts deliberately
 *   does not use.)
 */
export async function enqueueDailyPurge(db: Db, now: Date): Promise<boolean> {
  const id = dailyPurgeId(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY.toString()}::bigint)`);
    if (await findJob(tx, "retention-purge", id)) return false;
    await enqueueJob(tx, "retention-purge", {}, { singletonKey: dailyPurgeKey(now), id });
    return true;
  });
}

export type RetentionSchedule = {
  /** Enqueues today's purge if no instance has yet (what the timer calls). */
  tick: () => Promise<boolean>;
  stop: () => void;
};

/**
 * Every API process calls enqueueDailyPurge a minute after it starts and then every hour, so the purge
 * runs within about an hour of midnight UTC (or of the first start of the day) however many instances
 * there are, and still runs on a day when some of them are down. The job itself goes to whichever
 * instance's runner fetches it first.
 */
export function startRetentionSchedule(options: {
  db: Db;
  logger: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** Called after this instance enqueued the job, so its runner starts it at once. */
  wake?: () => void;
  firstTickMs?: number;
  everyMs?: number;
  now?: () => Date;
}): RetentionSchedule {
  const { db, logger } = options;
  const now = options.now ?? (() => new Date());
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      const enqueued = await enqueueDailyPurge(db, now());
      if (enqueued) {
        logger.info({ event: "retention_purge_enqueued" }, "today's retention purge enqueued");
        options.wake?.();
      }
      return enqueued;
    } catch (e) {
      // The database is away: the next tick tries again.
      logger.warn(
        { event: "retention_schedule", err: { message: (e as Error)?.message ?? String(e) } },
        "retention purge not enqueued",
      );
      return false;
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      void tick().finally(() => schedule(options.everyMs ?? 60 * 60 * 1000));
    }, ms);
    timer.unref();
  };
  schedule(options.firstTickMs ?? 60 * 1000);
  return {
    tick,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
