import type { LightMyRequestResponse } from "fastify";
import { buildApp } from "../../app";
import { seedTenant } from "../../db/seed";
import { testConfig, type Config } from "../../env";
import { newTenantId, testDb, type TestContext } from "../../test/context";
import { fixture } from "../../test/fixture";
import { adminRoutes } from "./admin.routes";

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789abcdefghijklmnop";

type Query = Record<string, string | number | undefined>;

export type AdminTestContext = TestContext & {
  /** Every cache-tag list the admin API asked the site to refresh, in order. */
  refreshed: string[][];
  admin: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options?: { query?: Query; body?: unknown; token?: string | null; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
};

/**
 * The real app on this file's database (PGlite, or PostgreSQL with DATABASE_URL) with a fresh seeded tenant
 * and the admin API under /admin. `admin()` sends the admin token and the tenant id unless told otherwise.
 */
export async function createAdminTestContext(config: Partial<Config> = {}): Promise<AdminTestContext> {
  const refreshed: string[][] = [];
  const handle = await testDb();
  const tenantId = newTenantId("admin");
  const seed = await seedTenant(handle.db, tenantId, fixture);
  const app = await buildApp({
    db: handle.db,
    config: testConfig({ ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...config }),
    notifySite: async (tags) => {
      refreshed.push(tags);
      return true;
    },
  });
  // Mounted here until app.ts registers the admin API itself, so these tests exercise the same plugin.
  if (!app.hasRoute({ method: "GET", url: "/admin/session" })) {
    await app.register(adminRoutes, { prefix: "/admin" });
  }
  await app.ready();
  const withTenant = (query: Query) =>
    Object.fromEntries(
      Object.entries({ tenant_id: tenantId, ...query })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
  const ctx: TestContext = {
    app,
    handle,
    tenantId,
    seed,
    get: (path, query = {}) => app.inject({ method: "GET", url: path, query: withTenant(query) }),
    post: (path, query = {}, body, headers = {}) =>
      app.inject({
        method: "POST",
        url: path,
        query: withTenant(query),
        ...(body === undefined ? {} : { payload: body as object }),
        headers,
      }),
    close: () => app.close(),
  };
  const admin: AdminTestContext["admin"] = (method, path, options = {}) => {
    const token = options.token === undefined ? TEST_ADMIN_TOKEN : options.token;
    return app.inject({
      method,
      url: `/admin${path}`,
      query: withTenant(options.query ?? {}),
      headers: { ...(token !== null ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  return { ...ctx, refreshed, admin };
}
