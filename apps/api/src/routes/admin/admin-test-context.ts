import type { LightMyRequestResponse } from "fastify";
import type { Config } from "../../env";
import { createApiKey } from "../../lib/auth/keys";
import { createTestContext, type TestContext } from "../../test/context";

export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789abcdefghijklmnop";

type Query = Record<string, string | number | undefined>;

export type AdminTestContext = TestContext & {
  /** This context's Owner API key (unique per tenant: keys are found by their hash). */
  adminKey: string;
  /** Every cache-tag list the admin API asked the site to refresh, in order. */
  refreshed: string[][];
  admin: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options?: { query?: Query; body?: unknown; token?: string | null; headers?: Record<string, string> },
  ) => Promise<LightMyRequestResponse>;
};

/**
 * The real app on this file's database (PGlite, or PostgreSQL with DATABASE_URL) with a fresh seeded tenant.
 * `admin()` calls /admin with the admin token and the tenant id unless told otherwise; the site's
 * revalidation calls are recorded in `refreshed`.
 */
export async function createAdminTestContext(config: Partial<Config> = {}): Promise<AdminTestContext> {
  const refreshed: string[][] = [];
  const ctx = await createTestContext({
    config,
    notifySite: async (tags) => {
      refreshed.push(tags);
      return true;
    },
  });
  // The team's machine key for this tenant (an Owner key: these tests are about the routes, not roles).
  const adminKey = `${TEST_ADMIN_TOKEN}-${ctx.tenantId}`;
  await createApiKey(ctx.handle.db, {
    tenantId: ctx.tenantId,
    name: "tests",
    roles: ["owner"],
    token: adminKey,
  });
  const admin: AdminTestContext["admin"] = (method, path, options = {}) => {
    const token = options.token === undefined ? adminKey : options.token;
    const query = Object.fromEntries(
      Object.entries({ tenant_id: ctx.tenantId, ...options.query })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return ctx.app.inject({
      method,
      url: `/admin${path}`,
      query,
      headers: { ...(token !== null ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  return { ...ctx, adminKey, refreshed, admin };
}
