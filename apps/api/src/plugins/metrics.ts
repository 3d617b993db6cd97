import fp from "fastify-plugin";
import {
  httpRequestDuration,
  httpRequestsTotal,
  metricsRegistry,
  observeDatabasePool,
  UNMATCHED_ROUTE,
  type PoolStats,
} from "../lib/metrics";

/** The node-postgres Pool under a Drizzle database (drizzle's public `$client`); none under PGlite. */
function poolOf(db: unknown): PoolStats | undefined {
  const client = (db as { $client?: Partial<PoolStats> } | undefined)?.$client;
  return client &&
    typeof client.totalCount === "number" &&
    typeof client.idleCount === "number" &&
    typeof client.waitingCount === "number"
    ? (client as PoolStats)
    : undefined;
}

/**
 * Prometheus text at GET /metrics (lib/metrics.ts's registry): every answer counted and timed by method,
 * route pattern (`/countries/:countryName/states`, never the address asked for; `unmatched` for any path no
 * route has) and status; Node's process metrics; the PostgreSQL pool. Not routed from outside (the API
 * listens on the loopback behind the site); not logged (plugins/readiness.ts).
 */
export const metrics = fp(
  async (app) => {
    app.addHook("onResponse", async (request, reply) => {
      const labels = {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status: String(reply.statusCode),
      };
      httpRequestsTotal.inc(labels);
      httpRequestDuration.observe(labels, reply.elapsedTime / 1000);
    });

    const pool = poolOf(app.db);
    if (pool) {
      const stop = observeDatabasePool(pool);
      app.addHook("onClose", async () => stop());
    }

    app.get("/metrics", { schema: { hide: true } }, async (_request, reply) => {
      reply.header("content-type", metricsRegistry.contentType);
      reply.header("cache-control", "no-store");
      return metricsRegistry.metrics();
    });
  },
  { name: "metrics", dependencies: ["services"] },
);
