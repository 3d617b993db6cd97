/**
 * The job queue on the file's database (PGlite by default, PostgreSQL under `npm run test:api:pg`):
 * jobs enqueued in a transaction exist only if it commits; several runners (on PostgreSQL: separate
 * pools, as separate API instances have) run each job exactly once; failures are retried with backoff;
 * an attempt whose process died is handed out again by pg-boss's maintenance (its multi-statement,
 * advisory-locked SQL, which must work over the PGlite adapter too); stop() lets a job in hand finish.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import PgBoss from "pg-boss";
import { createDb, driverClient, type Db, type DbHandle } from "../../db/client";
import { closeDb } from "../../test/context";
import { memoryLogger } from "../notify/smtp-test-server";
import type { NotificationEvent } from "../notify/messages";
import { enqueueJob } from "./enqueue";
import { installJobSchema } from "./install";
import { JOB_SCHEMA } from "./registry";
import { createJobRunner, type Job, type JobRunner } from "./runner";
import { sqlExecutor } from "./sql";
import { metricsRegistry } from "../metrics";
import { ownDatabase, type OwnDatabase } from "./test-database";

let own: OwnDatabase;
let db: Db;
beforeAll(async () => {
  own = await ownDatabase();
  db = own.handle.db;
});
afterAll(async () => {
  await own.close();
  await closeDb();
});

const event = (n: number | string): NotificationEvent => ({
  kind: "newsletter",
  tenantId: "jobs-test",
  email: `n-${n}@example.com`,
});

async function states(): Promise<Record<string, string>> {
  const { rows } = await sqlExecutor(driverClient(db)).executeSql(
    `SELECT data->'event'->>'email' AS email, state::text AS state FROM ${JOB_SCHEMA}.job`,
  );
  return Object.fromEntries(rows.map((r) => [r.email as string, r.state as string]));
}

const runners: JobRunner[] = [];
afterAll(async () => {
  for (const r of runners) await r.stop();
});

describe("the job queue", () => {
  it("keeps a job enqueued in a transaction only if the transaction commits", async () => {
    const id = await db.transaction(async (tx) =>
      enqueueJob(tx, "team-notification", { event: event("commit") }),
    );
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(
      db.transaction(async (tx) => {
        await enqueueJob(tx, "team-notification", { event: event("rollback") });
        throw new Error("the submission failed after its job was added");
      }),
    ).rejects.toThrow("the submission failed");
    const s = await states();
    expect(s["n-commit@example.com"]).toBe("created");
    expect(s["n-rollback@example.com"]).toBeUndefined();
  });

  it("runs each job exactly once with several runners fetching at the same time", async () => {
    // On PostgreSQL each runner gets its own pool, like separate API processes.
    const extra: DbHandle[] = [];
    const dbs: Db[] = [db];
    if (own.url) {
      for (let i = 0; i < 2; i++) extra.push(await createDb({ url: own.url, poolSize: 3 }));
      dbs.push(...extra.map((h) => h.db));
    } else {
      dbs.push(db, db);
    }
    const handled: string[] = [];
    const handler = async (job: Job<"team-notification">) => {
      await new Promise((r) => setTimeout(r, Math.random() * 15));
      handled.push(job.data.event.kind === "newsletter" ? job.data.event.email : "?");
    };
    const { logger } = memoryLogger();
    const group = dbs.map((d) =>
      createJobRunner({ db: d, logger, handlers: { "team-notification": handler }, pollIntervalMs: 100 }),
    );
    runners.push(...group);
    try {
      const emails = Array.from({ length: 40 }, (_, i) => `n-many-${i}@example.com`);
      await Promise.all(group.map((r) => r.start()));
      for (let i = 0; i < 40; i += 8) {
        await db.transaction(async (tx) => {
          for (let j = i; j < i + 8; j++)
            await enqueueJob(tx, "team-notification", { event: event(`many-${j}`) });
        });
      }
      // The commit test's job was waiting before the runners started: it runs too.
      const expected = [...emails, "n-commit@example.com"].sort();
      await expect.poll(() => handled.length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(41);
      await Promise.all(group.map((r) => r.stop()));
      expect([...handled].sort()).toEqual(expected);
      const s = await states();
      expect(expected.map((e) => s[e])).toEqual(expected.map(() => "completed"));
    } finally {
      for (const h of extra) await h.close();
    }
  });

  it("retries a failing job with backoff, then completes it; gives up after the last retry", async () => {
    const attempts = new Map<string, number[]>();
    const { logger } = memoryLogger();
    const runner = createJobRunner({
      db,
      logger,
      pollIntervalMs: 100,
      handlers: {
        "team-notification": async (job) => {
          const email = job.data.event.kind === "newsletter" ? job.data.event.email : "?";
          attempts.set(email, [...(attempts.get(email) ?? []), Date.now()]);
          if (email === "n-never@example.com" || job.retryCount < 2) throw new Error("mail server said 451");
        },
      },
    });
    runners.push(runner);
    await db.transaction(async (tx) => {
      await enqueueJob(
        tx,
        "team-notification",
        { event: event("flaky") },
        { retryDelaySeconds: 1, retryLimit: 3 },
      );
      await enqueueJob(
        tx,
        "team-notification",
        { event: event("never") },
        { retryDelaySeconds: 1, retryLimit: 1 },
      );
    });
    await runner.start();
    await expect
      .poll(async () => (await states())["n-flaky@example.com"], { timeout: 30_000, interval: 200 })
      .toBe("completed");
    await expect
      .poll(async () => (await states())["n-never@example.com"], { timeout: 30_000, interval: 200 })
      .toBe("failed");
    await runner.stop();
    const flaky = attempts.get("n-flaky@example.com")!;
    expect(flaky).toHaveLength(3);
    // Backoff: the wait before the second retry is about twice the first (1-2 s, then 2-4 s).
    expect(flaky[1]! - flaky[0]!).toBeGreaterThanOrEqual(900);
    expect(flaky[2]! - flaky[1]!).toBeGreaterThanOrEqual(1900);
    expect(attempts.get("n-never@example.com")).toHaveLength(2);
    const counts = await runner.counts();
    expect(counts["team-notification"].failed).toBeGreaterThanOrEqual(1);
  });

  it("hands an attempt whose process died back out after its expiry (pg-boss maintenance, advisory-locked)", async () => {
    const boss = new PgBoss({ db: sqlExecutor(driverClient(db)) as PgBoss.Db, schema: JOB_SCHEMA });
    await boss.send("team-notification", { event: event("orphan") }, { expireInSeconds: 1, retryDelay: 0 });
    const [fetched] = await boss.fetch("team-notification");
    expect(fetched).toBeDefined();
    expect((await states())["n-orphan@example.com"]).toBe("active");
    // The process that fetched it "dies": nobody completes it. Past its expiry, maintenance retries it.
    await new Promise((r) => setTimeout(r, 1200));
    await (boss as unknown as { maintain: () => Promise<unknown> }).maintain();
    expect((await states())["n-orphan@example.com"]).toBe("retry");
    // Installing again (every start does, under the migration lock) changes nothing.
    await installJobSchema(sqlExecutor(driverClient(db)));
    expect((await states())["n-orphan@example.com"]).toBe("retry");
    await boss.deleteJob("team-notification", fetched!.id);
  });

  it("reports queue depth, running and failed jobs as Prometheus gauges (every instance, handlers or not)", async () => {
    const runner = createJobRunner({ db, logger: memoryLogger().logger, handlers: {} });
    runners.push(runner);
    await runner.start();
    await db.transaction(async (tx) => {
      await enqueueJob(tx, "team-notification", { event: event("gauge-1") });
      await enqueueJob(tx, "team-notification", { event: event("gauge-2") });
    });
    const s = Object.values(await states());
    const waiting = s.filter((x) => x === "created" || x === "retry").length;
    const failed = s.filter((x) => x === "failed").length;
    expect(waiting).toBeGreaterThanOrEqual(2);
    expect(failed).toBeGreaterThanOrEqual(1); // the retry test's job that failed every attempt
    const text = await metricsRegistry.metrics();
    expect(text).toContain(`jobs_queue_depth{queue="team-notification"} ${waiting}`);
    expect(text).toContain(`jobs_failed{queue="team-notification"} ${failed}`);
    expect(text).toContain(`jobs_active{queue="team-notification"} 0`);
    await runner.stop();
    // Stopped: the gauges no longer report this database.
    expect(await metricsRegistry.metrics()).not.toContain(`jobs_queue_depth{queue="team-notification"}`);
    const boss = new PgBoss({ db: sqlExecutor(driverClient(db)) as PgBoss.Db, schema: JOB_SCHEMA });
    const { rows } = await sqlExecutor(driverClient(db)).executeSql(
      `SELECT id FROM ${JOB_SCHEMA}.job WHERE data->'event'->>'email' LIKE 'n-gauge-%'`,
    );
    for (const r of rows) await boss.deleteJob("team-notification", r.id as string);
  });

  it("lets the job in hand finish on stop()", async () => {
    let finished = false;
    const runner = createJobRunner({
      db,
      logger: memoryLogger().logger,
      pollIntervalMs: 100,
      handlers: {
        "team-notification": async () => {
          await new Promise((r) => setTimeout(r, 800));
          finished = true;
        },
      },
    });
    runners.push(runner);
    await db.transaction((tx) => enqueueJob(tx, "team-notification", { event: event("graceful") }));
    await runner.start();
    await expect
      .poll(async () => (await states())["n-graceful@example.com"], { interval: 50 })
      .toBe("active");
    await runner.stop();
    expect(finished).toBe(true);
    expect((await states())["n-graceful@example.com"]).toBe("completed");
  });
});
