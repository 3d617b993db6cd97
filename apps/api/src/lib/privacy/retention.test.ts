/**
 * The retention purge on a database of this file's own (ownDatabase: on PostgreSQL a fresh database, so
 * its tenants and its job queue are the only ones there): the rule per tenant, measured from a clock the
 * test moves; the daily job enqueued once per day by any number of instances; the job run by a real
 * runner.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { createDb, driverClient, type Db, type DbHandle } from "../../db/client";
import { applications, auditEntries, resumeChunks, resumes, teamSettings } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { closeDb, newTenantId } from "../../test/context";
import { insertDatedApplication } from "../../test/dated-application";
import { fixture } from "../../test/fixture";
import PgBoss from "pg-boss";
import { createJobRunner, findJob, type JobRunner } from "../jobs";
import { JOB_SCHEMA } from "../jobs/registry";
import { sqlExecutor } from "../jobs/sql";
import { ownDatabase, type OwnDatabase } from "../jobs/test-database";
import { memoryLogger } from "../notify/smtp-test-server";
import {
  dailyPurgeId,
  dailyPurgeKey,
  enqueueDailyPurge,
  purgeExpiredApplications,
  retentionPurgeHandler,
  startRetentionSchedule,
} from "./retention";

const DAY_MS = 24 * 60 * 60 * 1000;

let own: OwnDatabase;
let db: Db;
const extra: DbHandle[] = [];
const runners: JobRunner[] = [];
/** Three tenants: one on the default 365 days, one on 30 days, one with nothing old. */
const t = { standard: newTenantId("ret"), short: newTenantId("ret"), clean: newTenantId("ret") };

beforeAll(async () => {
  own = await ownDatabase();
  db = own.handle.db;
  for (const id of Object.values(t)) await seedTenant(db, id, fixture);
  await db.insert(teamSettings).values({ tenantId: t.short, retentionDays: 30 });
});
afterAll(async () => {
  for (const r of runners) await r.stop();
  for (const h of extra) await h.close();
  await own.close();
  await closeDb();
});

/** An application with a two-chunk resume, received `daysBefore` days before `now`. */
const applicationAt = (tenantId: string, now: Date, daysBefore: number) =>
  insertDatedApplication(db, {
    tenantId,
    createdAt: new Date(now.getTime() - daysBefore * DAY_MS),
    firstName: "Dated",
    lastName: `${daysBefore} days`,
    email: `dated-${daysBefore}@example.com`,
    resume: { name: "cv.pdf", chunks: [Buffer.from("%PDF"), Buffer.from("%EOF")] },
  });

async function remaining(ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.id, ids))
    .orderBy(applications.id);
  return rows.map((r) => r.id);
}

async function purgeEntries(tenantId: string) {
  return db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.action, "retention.purge")))
    .orderBy(auditEntries.id);
}

/** The day's job as pg-boss reports it (getJobById, archive included); undefined when it holds none. */
const dailyJob = (now: Date) => findJob(db, "retention-purge", dailyPurgeId(now));

/** pg-boss on this file's database, archiving what finished more than a second ago. */
const archiver = () =>
  new PgBoss({
    db: sqlExecutor(driverClient(db)) as PgBoss.Db,
    schema: JOB_SCHEMA,
    archiveCompletedAfterSeconds: 1,
  });

describe("the retention purge", () => {
  it("removes each tenant's applications older than its own limit, with their resumes, and keeps newer ones", async () => {
    const now = new Date();
    const standardOld = await applicationAt(t.standard, now, 366);
    const standardNew = await applicationAt(t.standard, now, 364);
    const shortOld = await applicationAt(t.short, now, 31);
    const shortNew = await applicationAt(t.short, now, 29);
    const cleanNew = await applicationAt(t.clean, now, 200);
    const [oldResume] = await db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.applicationId, standardOld));

    const purged = await purgeExpiredApplications(db, { now });
    expect(purged).toEqual({ [t.standard]: 1, [t.short]: 1, [t.clean]: 0 });
    expect(await remaining([standardOld, standardNew, shortOld, shortNew, cleanNew])).toEqual([
      standardNew,
      shortNew,
      cleanNew,
    ]);
    // The resume and its bytes went with the application (the cascade).
    expect(await db.select().from(resumes).where(eq(resumes.id, oldResume!.id))).toEqual([]);
    expect(await db.select().from(resumeChunks).where(eq(resumeChunks.resumeId, oldResume!.id))).toEqual([]);

    // One entry per tenant where something went, by "system"; none for the tenant with nothing old.
    const [entry] = await purgeEntries(t.short);
    expect(entry).toMatchObject({ actorLabel: "system", actorUserId: null, targetType: "applications" });
    expect(JSON.parse(entry!.after!)).toMatchObject({ purged: 1, resumes: 1, retention_days: 30 });
    expect(await purgeEntries(t.standard)).toHaveLength(1);
    expect(await purgeEntries(t.clean)).toEqual([]);

    // Two days later by the clock, the 364-day-old application is past the limit too.
    const later = new Date(now.getTime() + 2 * DAY_MS);
    expect(await purgeExpiredApplications(db, { tenantId: t.standard, now: later })).toEqual({
      [t.standard]: 1,
    });
    expect(await remaining([standardNew, shortNew])).toEqual([shortNew]);
  });

  it("is enqueued once a day however many instances ask, also after the day's job is archived", async () => {
    // Two API instances: on PostgreSQL each with its own pool, as separate processes have.
    const second = own.url ? (extra[extra.length] = await createDb({ url: own.url, poolSize: 3 })).db : db;
    const now = new Date("2031-05-04T00:20:00Z");
    const { logger } = memoryLogger();
    const instances = [db, second].map((d) =>
      startRetentionSchedule({ db: d, logger, firstTickMs: 3_600_000, now: () => now }),
    );
    try {
      const firstRound = await Promise.all([...instances, ...instances].map((i) => i.tick()));
      expect(firstRound.filter(Boolean)).toHaveLength(1);
      expect(await dailyJob(now)).toEqual({
        id: dailyPurgeId(now),
        state: "created",
        singletonKey: dailyPurgeKey(now),
      });

      // The day's job runs and completes; pg-boss's maintenance archives it (after 12 hours in production,
      // after a second here): still today's, still not enqueued again.
      const boss = archiver();
      const [fetched] = await boss.fetch("retention-purge");
      expect(fetched?.id).toBe(dailyPurgeId(now));
      await boss.complete("retention-purge", fetched!.id);
      await new Promise((r) => setTimeout(r, 1100));
      await boss.archive();
      // Gone from pg-boss's job table (getJobById without the archive finds nothing), kept in its archive.
      expect(await boss.getJobById("retention-purge", dailyPurgeId(now))).toBeNull();
      expect(await dailyJob(now)).toMatchObject({ state: "completed" });
      expect(await Promise.all(instances.map((i) => i.tick()))).toEqual([false, false]);
      expect(await dailyJob(now)).toMatchObject({ state: "completed" });

      // The next day: one more, once.
      const tomorrow = new Date(now.getTime() + DAY_MS);
      expect(dailyPurgeId(tomorrow)).not.toBe(dailyPurgeId(now));
      const results = await Promise.all([
        enqueueDailyPurge(db, tomorrow),
        enqueueDailyPurge(second, tomorrow),
        enqueueDailyPurge(second, tomorrow),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      expect(await dailyJob(tomorrow)).toMatchObject({
        state: "created",
        singletonKey: dailyPurgeKey(tomorrow),
      });
    } finally {
      for (const i of instances) i.stop();
    }
  });

  it("runs as the queue's job: a runner takes the day's purge and removes what is past the limit", async () => {
    const now = new Date();
    const old = await applicationAt(t.short, now, 45);
    const kept = await applicationAt(t.short, now, 3);
    const before = (await purgeEntries(t.short)).length;
    const { logger } = memoryLogger();
    const runner = createJobRunner({
      db,
      logger,
      handlers: { "retention-purge": retentionPurgeHandler(db, logger) },
      pollIntervalMs: 100,
    });
    runners.push(runner);
    await runner.start();
    expect(await enqueueDailyPurge(db, now)).toBe(true);
    runner.wake();
    const deadline = Date.now() + 30_000;
    while ((await dailyJob(now))?.state !== "completed") {
      if (Date.now() > deadline) throw new Error("the purge job did not complete within 30 s");
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await remaining([old, kept])).toEqual([kept]);
    const entries = await purgeEntries(t.short);
    expect(entries).toHaveLength(before + 1);
    expect(entries.at(-1)).toMatchObject({ actorLabel: "system" });
  });
});
