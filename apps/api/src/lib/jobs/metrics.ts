/**
 * The job queue in Prometheus (GET /metrics, lib/metrics.ts's registry): per queue, jobs waiting (created
 * or waiting for a retry), running, and failed for good (kept in the job table until pg-boss archives
 * them, 12 hours). Read from the database on each scrape, so every instance reports the same shared queue.
 */
import { Gauge } from "prom-client";
import { metricsRegistry } from "../metrics";
import type { JobKind, QueueCounts } from "./registry";

type Source = () => Promise<Record<JobKind, QueueCounts>>;
const sources = new Set<Source>();
let cached: { at: number; value: Promise<Record<JobKind, QueueCounts> | undefined> } | undefined;

/** One query per scrape for the three gauges; a database that does not answer leaves them unset. */
function read(): Promise<Record<JobKind, QueueCounts> | undefined> {
  const [source] = sources;
  if (!source) return Promise.resolve(undefined);
  if (!cached || Date.now() - cached.at > 1000) {
    cached = { at: Date.now(), value: source().catch(() => undefined) };
  }
  return cached.value;
}

const gauge = (name: string, help: string, pick: (c: QueueCounts) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ["queue"],
    registers: [metricsRegistry],
    async collect() {
      const counts = await read();
      this.reset();
      if (!counts) return;
      for (const [queue, c] of Object.entries(counts)) this.set({ queue }, pick(c));
    },
  });

let gauges: Gauge[] | undefined;

/** Reports the job queue through `source` until the returned function is called. */
export function observeJobQueues(source: Source): () => void {
  gauges ??= [
    gauge(
      "jobs_queue_depth",
      "Jobs waiting to run (new, or waiting for a retry), by queue",
      (c) => c.waiting,
    ),
    gauge("jobs_active", "Jobs running now on some API instance, by queue", (c) => c.active),
    gauge("jobs_failed", "Jobs that failed every attempt (kept 12 hours), by queue", (c) => c.failed),
  ];
  sources.add(source);
  cached = undefined;
  return () => {
    sources.delete(source);
    cached = undefined;
  };
}
