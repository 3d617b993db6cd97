import type { FastifyPluginAsync } from "fastify";
import fp from "fastify-plugin";
import { eq } from "drizzle-orm";
import { API_ERRORS, tenantQuerySchema } from "@site/contract";
import { tenants } from "../db/schema";
import { HttpError, parseInput } from "../lib/http-error";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Without ?tenant_id the call serves DEFAULT_TENANT_ID (only /media). */
    tenantOptional?: boolean;
  }
  interface FastifyRequest {
    /** The validated, existing tenant of this call (set for every tenant-scoped route, and by /admin). */
    tenantId: string;
  }
}

export type TenantScopeOptions = { routes: FastifyPluginAsync[] };

/** Positive answers only: a tenant created a moment ago must not wait out a cached "unknown". */
const TENANT_CACHE_MS = 60_000;

/**
 * Registers `routes` behind the tenant check: each call names an existing tenant in `?tenant_id`, or is
 * answered 400 (malformed) or 404 (unknown) before its handler runs; the handler reads `request.tenantId`.
 */
export const tenantScope = fp<TenantScopeOptions>(
  async (app, { routes }) => {
    app.decorateRequest("tenantId", "");
    const { db, config } = app;
    const tenantSeen = new Map<string, number>();

    // A scope of its own, so the check covers these routes and not /health, /docs or /admin.
    await app.register(async (scope) => {
      scope.addHook("onRequest", async (request) => {
        const query = (request.query ?? {}) as Record<string, unknown>;
        // Media are public images that the site links by path alone; without a tenant they are the default's.
        const fallback = request.routeOptions.config.tenantOptional && query.tenant_id === undefined;
        const { tenant_id } = fallback
          ? { tenant_id: config.DEFAULT_TENANT_ID }
          : parseInput(tenantQuerySchema, query);
        const seen = tenantSeen.get(tenant_id);
        if (seen === undefined || Date.now() - seen > TENANT_CACHE_MS) {
          const [row] = await db
            .select({ id: tenants.id })
            .from(tenants)
            .where(eq(tenants.id, tenant_id))
            .limit(1);
          if (!row) throw new HttpError(404, API_ERRORS.unknownTenant);
          tenantSeen.set(tenant_id, Date.now());
        }
        request.tenantId = tenant_id;
      });
      for (const plugin of routes) await scope.register(plugin);
    });
  },
  { name: "tenant-scope", dependencies: ["services"] },
);
