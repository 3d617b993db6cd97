/**
 * The API's log: JSON, one line per request once its answer has gone, with the same keys as the site's
 * (apps/web/server.mjs): time (ISO 8601), level (a word), msg "request", reqId, method, path (query
 * redacted: log-redaction.ts), route (the matched pattern, null for a 404), status, ms. Fastify's own two
 * lines per request ("incoming request", "request completed") are off (quietRequests).
 * The probes (/healthz, /readyz, /metrics) would drown the log and are not written.
 */
import { LogController, type FastifyServerOptions } from "fastify";
import fp from "fastify-plugin";
import { logSerializers, loggableUrl } from "./log-redaction";

const QUIET = new Set(["/healthz", "/readyz", "/health", "/ready", "/metrics"]);

/** Fastify's own request lines off (the constructor's `logController`). */
export const quietRequests = new LogController({ disableRequestLogging: true });

/** Fastify's logger options for the shared format. */
export function loggerOptions(level: string, stream?: { write: (line: string) => void }) {
  return {
    level,
    serializers: logSerializers,
    // "time":"2026-11-29T04:50:00.000Z" and "level":"info", as the site writes them; no pid or hostname.
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
    formatters: {
      level: (label: string) => ({ level: label }),
      bindings: () => ({}),
    },
    ...(stream ? { stream } : {}),
  } satisfies FastifyServerOptions["logger"];
}

export const requestLog = fp(
  async (app) => {
    app.addHook("onResponse", async (request, reply) => {
      if (QUIET.has((request.url ?? "").split("?")[0]!)) return;
      request.log.info(
        {
          method: request.method,
          path: loggableUrl(request.url),
          route: request.routeOptions.url ?? null,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        "request",
      );
    });
  },
  { name: "request-log" },
);
