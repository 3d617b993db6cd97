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
  });
  // pg-boss inserts through a join on its queue table: no row means the queue was never created.
  if (!id) throw new Error(`The job queue "${kind}" does not exist: run the migrations`);
  return id;
}
