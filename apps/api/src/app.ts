import Fastify, { type FastifyInstance, type RouteOptions } from "fastify";
import type { Db } from "./db/client";
import type { Config } from "./env";
import type { Notifier } from "./lib/notify";
import type { NotifySite } from "./lib/revalidate";
import { apiDocs } from "./plugins/api-docs";
import { BODY_LIMIT, bodies } from "./plugins/bodies";
import { clientAddress, trustProxy } from "./plugins/client-address";
import { clientErrorHandler, errorHandling, frameworkErrors } from "./plugins/errors";
import { metrics } from "./plugins/metrics";
import { readiness } from "./plugins/readiness";
import { loggerOptions, quietRequests, requestLog } from "./plugins/request-log";
import { redis, redisReady, REDIS_NAME } from "./plugins/redis";
import { requestId, requestIdOptions } from "./plugins/request-id";
import { sameOrigin } from "./plugins/same-origin";
import { securityHeaders } from "./plugins/security-headers";
import { services } from "./plugins/services";
import { tenantScope } from "./plugins/tenant-scope";
import { adminRoutes } from "./routes/admin/admin.routes";
import { publicRoutes } from "./routes/public-routes";

export type BuildAppOptions = {
  db: Db;
  config: Config;
  /** Overrides for tests: a custom window, or a stand-in for the site's revalidation call. */
  rateLimitWindowMs?: number;
  notifySite?: NotifySite;
  notifier?: Notifier;
  /** Where the JSON log lines go (tests read them); standard output by default. */
  logStream?: { write: (line: string) => void };
  /** Tests: sees every route as it is registered (the admin role matrix enumerates /admin with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** The API as a Fastify instance, not listening (server.ts listens; tests inject into it). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.LOG_LEVEL, options.logStream),
    // No "incoming request" / "request completed": one line per request instead (plugins/request-log.ts).
    logController: quietRequests,
    trustProxy: trustProxy(config),
    bodyLimit: BODY_LIMIT,
    routerOptions: { maxParamLength: 300 },
    frameworkErrors,
    clientErrorHandler,
    ...requestIdOptions(config),
  });
  if (options.onRoute) app.addHook("onRoute", options.onRoute);

  await app.register(requestId);
  await app.register(requestLog);
  await app.register(errorHandling);
  await app.register(services, options);
  await app.register(metrics);
  await app.register(securityHeaders);
  await app.register(sameOrigin);
  await app.register(bodies);
  await app.register(redis, { config });
  await app.register(clientAddress, { config, windowMs: options.rateLimitWindowMs });
  await app.register(apiDocs);
  const shared = app.redis;
  await app.register(readiness, {
    checks: shared
      ? [
          {
            name: REDIS_NAME,
            ready: () => redisReady(shared),
            without: "anonymous writes are not rate-limited until it is back",
          },
        ]
      : [],
  });
  await app.register(tenantScope, { routes: publicRoutes });
  // The team's API: its own token check comes before its tenant check (routes/admin/admin.routes.ts).
  await app.register(adminRoutes, { prefix: "/admin" });
  return app;
}
