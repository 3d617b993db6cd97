/**
 * The worker of one API process: for each job kind it has a handler for, one loop that fetches the next
 * job (pg-boss: `FOR UPDATE SKIP LOCKED`, so across instances each job goes to exactly one of them),
 * runs it, and records the outcome. pg-boss's own `work()` is not used: it records completion without
 * awaiting it, so a database outage at that moment becomes an unhandled rejection and a job done but
 * not recorded. Here an outcome is recorded until the database takes it (a PostgreSQL restart costs a
 * wait, not a second e-mail), and stop() lets the job in hand finish (graceful shutdown).
 *
 * A job whose process died while running it stays `active` until its queue's expireInSeconds pass; then
 * pg-boss's maintenance (run by one instance at a time) puts it back for a retry.
 */
import pg from "pg";
import PgBoss from "pg-boss";
import { driverClient, type Db } from "../../db/client";
import { observeJobQueues } from "./metrics";
import { JOB_QUEUES, JOB_SCHEMA, type JobKind, type JobPayloads, type QueueCounts } from "./registry";
import { sqlExecutor, type SqlExecutor } from "./sql";

export type JobsLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type Job<K extends JobKind> = {
  id: string;
  kind: K;
  data: JobPayloads[K];
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** Aborted before the queue's expiry: past it, another attempt may start. */
  signal: AbortSignal;
};

export type JobHandler<K extends JobKind> = (job: Job<K>) => Promise<void>;
export type JobHandlers = { [K in JobKind]?: JobHandler<K> };

export type JobRunnerOptions = {
  db: Db;
  handlers: JobHandlers;
  logger: JobsLogger;
  /** How often an idle loop looks for work (jobs enqueued by this process wake it at once). */
  pollIntervalMs?: number;
  /** How often pg-boss's maintenance (expiring dead attempts, archiving) runs; one instance at a time. */
  maintenanceIntervalSeconds?: number;
  /** How long stop() waits for the jobs in hand (and for recording them). */
  stopGraceMs?: number;
};

export interface JobRunner {
  /** Whether any handler is registered (no handler: start() does nothing, no database traffic). */
  readonly enabled: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Look for work now (after a commit that enqueued some). */
  wake(): void;
  /** Jobs per queue: waiting (created or retry), active, failed. */
  counts(): Promise<Record<JobKind, QueueCounts>>;
}

type FetchedJob = {
  id: string;
  name: string;
  data: unknown;
  retryCount: number;
  retryLimit: number;
  expireInSeconds: number | string;
};

/**
 * Waits between attempts to record an outcome. Short and capped: a job in hand whose mail has left is at
 * risk of being sent again only until its completion is recorded, so once the database is back (after a
 * restart) the record must follow within a fraction of a second, not after a long backoff. One small
 * query per job in hand (at most the queue's concurrency) every 200 ms costs nothing.
 */
const RECORD_BACKOFF_MS = [50, 100, 200];

function errorInfo(e: unknown) {
  const err = e as { code?: string; message?: string; responseCode?: number };
  return { code: err.code, responseCode: err.responseCode, message: err.message ?? String(e) };
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { logger } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const stopGraceMs = options.stopGraceMs ?? 20_000;
  const kinds = (Object.keys(options.handlers) as JobKind[]).filter((k) => options.handlers[k]);
  // Built on first use: an app without handlers (or a test's stand-in database) never touches pg-boss.
  let executor: ReturnType<typeof sqlExecutor> | undefined;
  let bossInstance: PgBoss | undefined;
  const sql = () => (executor ??= sqlExecutor(driverClient(options.db)));
  const bossOf = () => {
    if (!bossInstance) {
      bossInstance = new PgBoss({
        db: sql() as PgBoss.Db,
        schema: JOB_SCHEMA,
        migrate: false,
        supervise: true,
        schedule: false,
        maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 10,
      });
      bossInstance.on("error", (e: unknown) =>
        logger.warn({ event: "jobs", err: errorInfo(e) }, "job queue error"),
      );
    }
    return bossInstance;
  };

  // Outcomes are recorded on connections of the runner's own: a small pool (one per job it may hold at
  // once, beside the app's pool), and each job takes its connection before it starts. So the completion
  // after the mail server's 250 is written to PostgreSQL at once, never queued behind the app's requests
  // or behind another job's commit. Written, it commits even if this process dies the next instant; not
  // yet written, the job would run again (same Message-ID). PGlite has one connection: its own executor.
  type Conn = { executor: SqlExecutor; release: (err?: boolean) => void };
  let recordPool: pg.Pool | undefined;
  function ownPool(): pg.Pool | undefined {
    const client = driverClient(options.db) as { options?: pg.PoolConfig; totalCount?: unknown };
    if (typeof client.totalCount !== "number" || !client.options) return undefined;
    if (!recordPool) {
      const slots = kinds.reduce((n, k) => n + JOB_QUEUES[k].concurrency, 0);
      recordPool = new pg.Pool({ ...client.options, max: Math.max(1, slots) });
      recordPool.on("error", () => {});
      recordPool.on("connect", (c) => c.on("error", () => {}));
    }
    return recordPool;
  }
  async function connection(): Promise<Conn> {
    const pool = ownPool();
    if (!pool) return { executor: sql(), release: () => {} };
    const conn = await pool.connect();
    return { executor: sqlExecutor(conn), release: (err) => conn.release(err) };
  }
  /** Runs `write` on the job's connection; a broken one (the server restarted) is replaced next time. */
  async function onConnection<T>(slot: { conn?: Conn }, write: (db: PgBoss.Db) => Promise<T>): Promise<T> {
    try {
      slot.conn ??= await connection();
      return await write(slot.conn.executor as PgBoss.Db);
    } catch (e) {
      slot.conn?.release(true);
      slot.conn = undefined;
      throw e;
    }
  }

  let started = false;
  let unobserve: (() => void) | undefined;
  let stopping = false;
  let stopDeadline = Infinity;
  const loops: Promise<void>[] = [];
  const wakers = new Set<() => void>();

  function sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      wakers.add(done);
    });
  }

  /** Runs `write` until the database takes it; gives up only once stop()'s grace has passed. */
  async function record(what: string, meta: object, write: () => Promise<unknown>): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      try {
        await write();
        return true;
      } catch (e) {
        if (stopping && Date.now() > stopDeadline) {
          logger.error({ ...meta, err: errorInfo(e) }, `job ${what} could not be recorded before shutdown`);
          return false;
        }
        if (attempt === 0) {
          logger.warn({ ...meta, err: errorInfo(e) }, `job ${what} not recorded yet; retrying`);
        }
        await new Promise((r) =>
          setTimeout(r, RECORD_BACKOFF_MS[Math.min(attempt, RECORD_BACKOFF_MS.length - 1)]),
        );
      }
    }
  }

  async function runOne<K extends JobKind>(kind: K, fetched: FetchedJob) {
    const expireMs = Number(fetched.expireInSeconds || JOB_QUEUES[kind].expireInSeconds) * 1000;
    const controller = new AbortController();
    // Stop well before pg-boss presumes the attempt dead and hands the job to someone else.
    const timer = setTimeout(
      () => controller.abort(new Error("job timed out")),
      Math.max(1000, expireMs * 0.75),
    );
    const meta = { event: "job", kind, jobId: fetched.id, attempt: fetched.retryCount + 1 };
    // The connection that will record the outcome, taken before the work starts.
    const slot: { conn?: Conn } = {};
    await connection()
      .then((c) => (slot.conn = c))
      .catch(() => {});
    try {
      await runHeld(kind, fetched, controller, timer, meta, slot);
    } finally {
      slot.conn?.release();
    }
  }

  async function runHeld<K extends JobKind>(
    kind: K,
    fetched: FetchedJob,
    controller: AbortController,
    timer: NodeJS.Timeout,
    meta: object,
    slot: { conn?: Conn },
  ) {
    const handler = options.handlers[kind] as JobHandler<K>;
    try {
      await handler({
        id: fetched.id,
        kind,
        data: fetched.data as JobPayloads[K],
        retryCount: fetched.retryCount,
        retryLimit: fetched.retryLimit,
        signal: controller.signal,
      });
    } catch (e) {
      clearTimeout(timer);
      const last = fetched.retryCount >= fetched.retryLimit;
      await record("failure", meta, () =>
        onConnection(slot, (db) => bossOf().fail(kind, fetched.id, errorInfo(e), { db })),
      );
      if (last) logger.error({ ...meta, err: errorInfo(e) }, "job failed for good: every attempt failed");
      return;
    }
    clearTimeout(timer);
    await record("completion", meta, async () => {
      const result = (await onConnection(slot, (db) =>
        bossOf().complete(kind, fetched.id, {}, { db }),
      )) as unknown as { affected?: number };
      if (result?.affected === 0) {
        logger.warn(
          meta,
          "job no longer active when its completion was recorded: recorded before an answer that was lost, or expired and handed out again",
        );
      }
    });
  }

  async function loop(kind: JobKind) {
    while (!stopping) {
      // pg-boss's fetch answers [] when the database is unreachable; the loop just tries again later.
      // Up to the kind's concurrency at once, each recorded as soon as it is done.
      const jobs = (await bossOf().fetch(kind, {
        batchSize: JOB_QUEUES[kind].concurrency,
        includeMetadata: true,
      })) as unknown as FetchedJob[];
      if (!jobs.length) {
        await sleep(pollIntervalMs);
        continue;
      }
      await Promise.all(jobs.map((job) => runOne(kind, job)));
    }
  }

  /** Starts pg-boss's maintenance; false when the database does not answer yet. */
  async function startBoss(): Promise<boolean> {
    try {
      await bossOf().start();
      return true;
    } catch (e) {
      logger.warn(
        { event: "jobs", err: errorInfo(e) },
        "job queue not started: the database does not answer",
      );
      // A PgBoss whose start failed never starts: the next attempt (and the loops) use a new one.
      bossInstance = undefined;
      return false;
    }
  }

  /** Retries startBoss until it succeeds or the runner stops (waits doubling from 1 s to 30 s). */
  async function startBossLater() {
    for (let wait = 1000; !stopping; wait = Math.min(wait * 2, 30_000)) {
      await sleep(wait);
      if (!stopping && (await startBoss())) return;
    }
  }

  async function counts(): Promise<Record<JobKind, QueueCounts>> {
    const { rows } = await sql().executeSql(
      `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOB_SCHEMA}.job GROUP BY name, state`,
    );
    const result = Object.fromEntries(
      (Object.keys(JOB_QUEUES) as JobKind[]).map((k) => [k, { waiting: 0, active: 0, failed: 0 }]),
    ) as Record<JobKind, QueueCounts>;
    for (const row of rows as { name: JobKind; state: string; n: number }[]) {
      const q = result[row.name];
      if (!q) continue;
      if (row.state === "created" || row.state === "retry") q.waiting += Number(row.n);
      else if (row.state === "active") q.active += Number(row.n);
      else if (row.state === "failed") q.failed += Number(row.n);
    }
    return result;
  }

  return {
    enabled: kinds.length > 0,
    async start() {
      // The queue's gauges (jobs_queue_depth, jobs_active, jobs_failed) read the shared job table: every
      // instance reports them, with or without handlers of its own.
      unobserve ??= observeJobQueues(counts);
      if (started || !kinds.length) return;
      started = true;
      stopping = false;
      // An API that starts while its database is away still starts (its /readyz says so): the loops
      // fetch nothing until the database answers, and the maintenance starts then.
      if (!(await startBoss())) loops.push(startBossLater());
      for (const kind of kinds) loops.push(loop(kind));
    },
    async stop() {
      unobserve?.();
      unobserve = undefined;
      if (!started) return;
      stopping = true;
      stopDeadline = Date.now() + stopGraceMs;
      for (const wake of [...wakers]) wake();
      let grace: NodeJS.Timeout | undefined;
      const inHand = await Promise.race([
        Promise.all(loops).then(() => 0),
        new Promise<number>((resolve) => {
          grace = setTimeout(() => resolve(1), stopGraceMs + 1000);
        }),
      ]);
      clearTimeout(grace);
      if (inHand) logger.warn({ event: "jobs" }, "job runner stopped with a job still in hand");
      loops.length = 0;
      started = false;
      await recordPool?.end().catch(() => {});
      recordPool = undefined;
      await bossInstance?.stop({ graceful: false, close: false }).catch(() => {});
    },
    wake() {
      for (const wake of [...wakers]) wake();
    },
    counts,
  };
}
