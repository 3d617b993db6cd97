import PgBoss from "pg-boss";
import { driverClient, type Db } from "../../db/client";
import { JOB_SCHEMA, type JobKind, type JobPayloads } from "./registry";
import { sqlExecutor } from "./sql";

/** Per-job overrides of the queue's policy (registry.ts). */
export type EnqueueOptions = {
  retryLimit?: number;
  retryDelaySeconds?: number;
  retryBackoff?: boolean;
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** pg-boss's singleton_key: a name the job can be found by (the daily retention purge's date). */
  singletonKey?: string;
  /**
   * The job's id (a UUID) instead of a random one, so the caller can look the job up later with
   * findJob (the daily retention purge's id is derived from its day).
   */
  id?: string;
};

// pg-boss's send needs no started instance: with a per-call `db` it only runs its INSERT there.
let sender: PgBoss | undefined;
function boss(): PgBoss {
  sender ??= new PgBoss({
    schema: JOB_SCHEMA,
    db: {
      executeSql: () => Promise.reject(new Error("enqueueJob: every send names its own db")),
    },
  });
  return sender;
}

/**
 * Adds a job in the caller's transaction: it exists if and only if the transaction commits, so a
 * submission and the work it causes (the team's e-mail, …) are stored together or not at all.
 * Returns the job's id.
 */
export async function enqueueJob<K extends JobKind>(
  tx: Db,
  kind: K,
  data: JobPayloads[K],
  options: EnqueueOptions = {},
): Promise<string> {
  const id = await boss().send(kind, data as object, {
    db: sqlExecutor(driverClient(tx)) as PgBoss.Db,
    ...(options.retryLimit === undefined ? {} : { retryLimit: options.retryLimit }),
    ...(options.retryDelaySeconds === undefined ? {} : { retryDelay: options.retryDelaySeconds }),
    ...(options.retryBackoff === undefined ? {} : { retryBackoff: options.retryBackoff }),
    ...(options.startAfterSeconds === undefined ? {} : { startAfter: options.startAfterSeconds }),
    ...(options.singletonKey === undefined ? {} : { singletonKey: options.singletonKey }),
    ...(options.id === undefined ? {} : { id: options.id }),
  });
  // pg-boss inserts through a join on its queue table: no row means the queue was never created (or,
  // with options.id, that a job of this kind already has that id).
  if (!id) {
    if (options.id !== undefined) throw new Error(`A "${kind}" job with the id ${options.id} exists already`);
    throw new Error(`The job queue "${kind}" does not exist: run the migrations`);
  }
  return id;
}

/** What findJob tells about a job. */
export type FoundJob = { id: string; state: string; singletonKey: string | null };

/**
 * A job of `kind` by its id, where pg-boss keeps it: in its job table while it waits, runs and for 12
 * hours after it finished, then in its archive until pg-boss drops it (7 days later). Through pg-boss's
 * own getJobById, in the caller's transaction. Undefined when pg-boss holds no such job (any more).
 */
export async function findJob(tx: Db, kind: JobKind, id: string): Promise<FoundJob | undefined> {
  const job = await boss().getJobById(kind, id, {
    db: sqlExecutor(driverClient(tx)) as PgBoss.Db,
    includeArchive: true,
  });
  if (!job) return undefined;
  return { id: job.id, state: job.state, singletonKey: job.singletonKey ?? null };
}
