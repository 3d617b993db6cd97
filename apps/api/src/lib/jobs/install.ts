/**
 * Installs pg-boss's schema (or migrates it to this pg-boss's version) and creates or updates one queue
 * per job kind. Idempotent. db/client.ts runs it inside the advisory-locked migration step, on the
 * connection that holds the lock, so instances starting together never race for it.
 */
import PgBoss from "pg-boss";
import { JOB_QUEUES, JOB_SCHEMA, type JobKind, type QueuePolicy } from "./registry";
import type { SqlExecutor } from "./sql";

function queueOptions(policy: QueuePolicy) {
  return {
    policy: "standard" as const,
    retryLimit: policy.retryLimit,
    retryDelay: policy.retryDelaySeconds,
    retryBackoff: policy.retryBackoff,
    expireInSeconds: policy.expireInSeconds,
    retentionMinutes: policy.retentionMinutes,
  };
}

export async function installJobSchema(executor: SqlExecutor): Promise<void> {
  const db = executor as PgBoss.Db;
  // start() with migrate on creates pg-boss's schema, or migrates it to this version; nothing else
  // (no maintenance, no schedules) runs, and stop() leaves the connection to its owner.
  const installer = new PgBoss({ db, schema: JOB_SCHEMA, migrate: true, supervise: false, schedule: false });
  await installer.start();
  await installer.stop({ graceful: false, close: false });
  // Queue management goes through pg-boss's own statements.
  const boss = new PgBoss({ db, schema: JOB_SCHEMA });
  for (const [name, policy] of Object.entries(JOB_QUEUES) as [JobKind, QueuePolicy][]) {
    const options = queueOptions(policy);
    if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
    else await boss.createQueue(name, { name, ...options });
  }
}
