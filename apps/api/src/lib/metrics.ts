/**
 * The API's Prometheus metrics, served at GET /metrics (plugins/metrics.ts). One registry per process:
 * other modules add their own gauges and counters to `metricsRegistry` (e.g. the job queue's depth and
 * failures in lib/jobs), with `registers: [metricsRegistry]`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

export const metricsRegistry = new Registry();

// Node's own: resident memory, heap, event-loop lag, GC, open handles, CPU.
collectDefaultMetrics({ register: metricsRegistry });

/** The route label of a request no route matched (404s of any path): one label, never the raw URL. */
export const UNMATCHED_ROUTE = "unmatched";

const httpLabels = ["method", "route", "status"] as const;

export const httpRequestsTotal = new Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: httpLabels,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from receiving a request to its answer being sent, by method, route pattern and status",
  labelNames: httpLabels,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** What node-postgres's Pool reports about itself. */
export type PoolStats = { totalCount: number; idleCount: number; waitingCount: number };

const pools = new Set<PoolStats>();

const poolGauge = (name: string, help: string, read: (pool: PoolStats) => number) =>
  new Gauge({
    name,
    help,
    registers: [metricsRegistry],
    collect() {
      let sum = 0;
      for (const pool of pools) sum += read(pool);
      this.set(sum);
    },
  });

/** The db_pool_* gauges: name, help, and what each reads of a pool. */
const POOL_GAUGES: [string, string, (pool: PoolStats) => number][] = [
  ["db_pool_connections", "PostgreSQL connections open in the pool", (p) => p.totalCount],
  ["db_pool_idle_connections", "PostgreSQL connections open and idle in the pool", (p) => p.idleCount],
  [
    "db_pool_waiting_requests",
    "Queries waiting for a PostgreSQL connection (every connection of the pool is busy)",
    (p) => p.waitingCount,
  ],
];

/**
 * Reports a PostgreSQL pool in the db_pool_* gauges (summed over the pools registered; the API has one) until
 * the returned function is called. The gauges exist while a pool does: PGlite has none to report.
 */
export function observeDatabasePool(pool: PoolStats): () => void {
  if (pools.size === 0) for (const [name, help, read] of POOL_GAUGES) poolGauge(name, help, read);
  pools.add(pool);
  return () => {
    if (!pools.delete(pool) || pools.size > 0) return;
    // The last pool is gone (its app closed): so are the gauges.
    for (const [name] of POOL_GAUGES) metricsRegistry.removeSingleMetric(name);
  };
}
