import { randomBytes } from "node:crypto";
import type { LightMyRequestResponse, RouteOptions } from "fastify";
import type { TeamRole } from "@site/contract";
import type { BuildAppOptions } from "../../app";
import { teamUsers } from "../../db/schema";
import type { Config } from "../../env";
import type { RouteAccess } from "../../lib/auth/access";
import { createApiKey } from "../../lib/auth/keys";
import { createSession } from "../../lib/auth/principal";
import { createTestContext, type TestContext } from "../../test/context";

/** The start of every context's Owner key (the rest is the tenant id; keys are unique across tenants). */
export const TEST_ADMIN_TOKEN = "test-admin-token-0123456789abcdefghijklmnop";

type Query = Record<string, string | number | undefined>;

/** A signed-in person of the context's tenant: their row, their session and its header. */
export type TestSession = {
  userId: number;
  sessionId: number;
  email: string;
  token: string;
  /** `{ authorization: "Session <token>" }`, as the site forwards the cookie. */
  headers: { authorization: string };
};

/** A machine key of the context's tenant. */
export type TestKey = { id: number; token: string; headers: { authorization: string } };

export type AdminTestContext = TestContext & {
  /** This context's Owner API key (unique per tenant: keys are found by their hash). */
  adminKey: string;
  /** Every cache-tag list the admin API asked the site to refresh, in order. */
  refreshed: string[][];
  admin: (
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    options?: {
      query?: Query;
      body?: unknown;
      /** A Bearer key (the Owner key by default; null: no Authorization header). */
      token?: string | null;
      /** A person's session token instead of a key: sent as `Authorization: Session <token>`. */
      session?: string;
      headers?: Record<string, string>;
    },
  ) => Promise<LightMyRequestResponse>;
  /** A new person of this tenant holding `roles`, signed in (a session as the password sign-in makes). */
  sessionFor: (roles: TeamRole[], options?: { name?: string; email?: string }) => Promise<TestSession>;
  /** A new API key of this tenant holding `roles`. */
  keyFor: (roles: TeamRole[], name?: string) => Promise<TestKey>;
};

/** A route under /admin as the app registered it: `path` without the /admin prefix, `access` from doc(). */
export type AdminRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
  path: string;
  access: RouteAccess | undefined;
};

/**
 * Every route under /admin, as the app registers it: pass `onRoute` to createAdminTestContext's options,
 * read `routes` once the context is built. HEAD twins of GET routes are left out (same handler, same gate).
 * A route added to the API later is in the list without anyone naming it.
 */
export function collectAdminRoutes(): { onRoute: (route: RouteOptions) => void; routes: AdminRoute[] } {
  const routes: AdminRoute[] = [];
  const seen = new Set<string>();
  const onRoute = (route: RouteOptions) => {
    if (!route.url.startsWith("/admin")) return;
    for (const method of [route.method].flat()) {
      if (method === "HEAD") continue;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      routes.push({
        method: method as AdminRoute["method"],
        path: route.url.slice("/admin".length),
        access: route.config?.access,
      });
    }
  };
  return { onRoute, routes };
}

/**
 * The real app on this file's database (PGlite, or PostgreSQL with DATABASE_URL) with a fresh seeded tenant.
 * `admin()` calls /admin with the Owner key and the tenant id unless told otherwise; the site's
 * revalidation calls are recorded in `refreshed`. `options` reach buildApp (e.g. `onRoute`).
 */
export async function createAdminTestContext(
  config: Partial<Config> = {},
  options: Partial<Omit<BuildAppOptions, "db" | "config" | "notifySite">> = {},
): Promise<AdminTestContext> {
  const refreshed: string[][] = [];
  const ctx = await createTestContext({
    ...options,
    config,
    notifySite: async (tags) => {
      refreshed.push(tags);
      return true;
    },
  });
  const db = ctx.handle.db;
  // The team's machine key for this tenant (an Owner key: these tests are about the routes, not roles).
  const adminKey = `${TEST_ADMIN_TOKEN}-${ctx.tenantId}`;
  await createApiKey(db, { tenantId: ctx.tenantId, name: "tests", roles: ["owner"], token: adminKey });
  const admin: AdminTestContext["admin"] = (method, path, options = {}) => {
    const token = options.token === undefined ? adminKey : options.token;
    const authorization =
      options.session !== undefined
        ? `Session ${options.session}`
        : token !== null
          ? `Bearer ${token}`
          : null;
    const query = Object.fromEntries(
      Object.entries({ tenant_id: ctx.tenantId, ...options.query })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    return ctx.app.inject({
      method,
      url: `/admin${path}`,
      query,
      headers: { ...(authorization !== null ? { authorization } : {}), ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as object }),
    });
  };
  const sessionFor: AdminTestContext["sessionFor"] = async (roles, person = {}) => {
    const email = person.email ?? `${roles.join("-")}.${randomBytes(4).toString("hex")}@team.example`;
    const [user] = await db
      .insert(teamUsers)
      .values({ tenantId: ctx.tenantId, email, name: person.name ?? `Test ${roles.join(" ")}`, roles })
      .returning({ id: teamUsers.id });
    const session = await createSession(db, {
      tenantId: ctx.tenantId,
      userId: user!.id,
      method: "password",
      times: {
        idleMinutes: ctx.app.config.TEAM_SESSION_IDLE_MINUTES,
        maxHours: ctx.app.config.TEAM_SESSION_MAX_HOURS,
      },
    });
    return {
      userId: user!.id,
      sessionId: session.id,
      email,
      token: session.token,
      headers: { authorization: `Session ${session.token}` },
    };
  };
  const keyFor: AdminTestContext["keyFor"] = async (roles, name = `test ${roles.join(" ")}`) => {
    const key = await createApiKey(db, { tenantId: ctx.tenantId, name, roles });
    return { ...key, headers: { authorization: `Bearer ${key.token}` } };
  };
  return { ...ctx, adminKey, refreshed, admin, sessionFor, keyFor };
}

/** A real 1×1 PNG. */
export const TEST_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Uploads TEST_PNG as a blog image (POST /admin/media/blog) and answers its path, for a post's hero. */
export async function uploadHeroImage(ctx: AdminTestContext): Promise<string> {
  const boundary = "----hero-boundary";
  const res = await ctx.admin("POST", "/media/blog", {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="hero.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TEST_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  });
  if (res.statusCode !== 200) throw new Error(`hero upload: ${res.statusCode} ${res.body}`);
  return (res.json() as { file_path: string }).file_path;
}
