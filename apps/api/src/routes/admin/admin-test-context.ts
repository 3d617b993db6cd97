import type { LightMyRequestResponse } from "fastify";
import type { Config } from "../../env";
import { createTestContext, type TestContext } from "../../test/context";

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
 * The real app on this file's database (PGlite, or PostgreSQL with DATABASE_URL) with a fresh seeded tenant.
 * `admin()` calls /admin with the admin token and the tenant id unless told otherwise; the site's
 * revalidation calls are recorded in `refreshed`.
 */
export async function createAdminTestContext(config: Partial<Config> = {}): Promise<AdminTestContext> {
  const refreshed: string[][] = [];
  const ctx = await createTestContext({
    config: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, ...config },
    notifySite: async (tags) => {
      refreshed.push(tags);
      return true;
    },
  });
  const admin: AdminTestContext["admin"] = (method, path, options = {}) => {
    const token = options.token === undefined ? TEST_ADMIN_TOKEN : options.token;
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
  return { ...ctx, refreshed, admin };
}
