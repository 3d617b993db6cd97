/**
 * Who gets into the admin API at all (lib/auth/access.ts's gate, before any role is looked at): a machine
 * with a live key (`Authorization: Bearer <key>`) or a person with an open session
 * (`Authorization: Session <token>`), of the tenant the call names. Everything else is 401 on every gated
 * route (found as the app registers them, so a new route is covered without being named here), and the
 * credential is checked before the tenant, so a stranger learns nothing about tenants. Which role may
 * call what is roles-matrix.test.ts.
 */
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { teamSessions } from "../../db/schema";
import { endSessionsOf } from "../../lib/auth/principal";
import { closeDb } from "../../test/context";
import { collectAdminRoutes, createAdminTestContext, type AdminRoute } from "./admin-test-context";

const { onRoute, routes } = collectAdminRoutes();
const ctx = await createAdminTestContext({}, { onRoute });
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const gated = routes.filter((r) => !r.path.startsWith("/auth/"));
const owner = await ctx.sessionFor(["owner"], { name: "Olive Owner" });

/** A route's path with ids no row has (the gate answers before any handler looks). */
const pathOf = (route: AdminRoute) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => ({ type: "contact", folder: "blog" })[name] ?? "1");

/** Calls every gated route with this Authorization header (none: null) and returns the answers not 401. */
async function notRefused(authorization: string | null, query: Record<string, string> = {}) {
  const through: string[] = [];
  for (const route of gated) {
    const res = await ctx.app.inject({
      method: route.method,
      url: `/admin${pathOf(route)}`,
      query: { tenant_id: ctx.tenantId, ...query },
      headers: authorization === null ? {} : { authorization },
    });
    if (res.statusCode !== 401) through.push(`${route.method} ${route.path}: ${res.statusCode}`);
    else {
      expect(res.json()).toEqual({ message: "Unauthorized" });
      expect(res.headers["www-authenticate"]).toBe('Bearer realm="admin"');
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  }
  return through;
}

describe("the admin API's credentials", () => {
  it("covers the whole gated API: content, moderation and the team's own routes", () => {
    expect(gated.length).toBeGreaterThan(40);
    for (const path of ["/comments", "/blog-posts/:id/publish", "/applicants/:id/resume", "/me", "/audit"]) {
      expect(gated.map((r) => r.path)).toContain(path);
    }
  });

  it("answers a live key", async () => {
    const res = await ctx.admin("GET", "/comments");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    // The scheme's name in any case, as HTTP has it.
    expect(
      (
        await ctx.admin("GET", "/comments", {
          token: null,
          headers: { authorization: `bearer ${ctx.adminKey}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("answers an open session, and knows whose it is", async () => {
    const res = await ctx.admin("GET", "/me", { session: owner.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: owner.userId,
      email: owner.email,
      name: "Olive Owner",
      roles: ["owner"],
    });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  const key = () => ctx.adminKey;
  const session = () => owner.token;
  const refused: [string, () => string | null][] = [
    ["no Authorization header", () => null],
    ["an empty one", () => ""],
    ["a wrong key", () => "Bearer ck_not-the-key-at-all-0123456789abcdefghij"],
    [
      "a nearly right key (last character changed)",
      () => `Bearer ${key().slice(0, -1)}${key().endsWith("q") ? "r" : "q"}`,
    ],
    ["a nearly right key (one character short)", () => `Bearer ${key().slice(0, -1)}`],
    ["a nearly right key (one character more)", () => `Bearer ${key()}p`],
    ["the key in another case", () => `Bearer ${key().toUpperCase()}`],
    ["the key followed by more", () => `Bearer ${key()} extra`],
    ["the scheme without a key", () => "Bearer "],
    ["a wrong session", () => "Session ts_not-a-session-0123456789abcdefghijklmn"],
    [
      "a nearly right session (last character changed)",
      () => `Session ${session().slice(0, -1)}${session().endsWith("q") ? "r" : "q"}`,
    ],
    ["a nearly right session (one character short)", () => `Session ${session().slice(0, -1)}`],
    ["the session in another case", () => `Session ${session().toUpperCase()}`],
    ["the key as a session", () => `Session ${key()}`],
    ["the session as a key", () => `Bearer ${session()}`],
    ["the key under another scheme (Basic)", () => `Basic ${key()}`],
    [
      "the key in Basic's user:password form",
      () => `Basic ${Buffer.from(`admin:${key()}`).toString("base64")}`,
    ],
    ["the key under another scheme (Token)", () => `Token ${key()}`],
    ["the bare key", () => key()],
    ["the bare session", () => session()],
  ];
  for (const [what, header] of refused) {
    it(`refuses ${what} with 401 on every gated route`, async () => {
      expect(await notRefused(header())).toEqual([]);
    });
  }

  it("refuses a key or a session in the query string, or in a cookie", async () => {
    for (const query of [{ token: key() }, { access_token: key() }, { session: session() }]) {
      expect((await ctx.admin("GET", "/comments", { token: null, query })).statusCode).toBe(401);
    }
    const cookie = await ctx.admin("GET", "/comments", {
      token: null,
      headers: { cookie: `cobaltline_session=${session()}` },
    });
    expect(cookie.statusCode).toBe(401);
  });

  it("refuses an ended, an expired and an idle session", async () => {
    const times = { idleMinutes: ctx.app.config.TEAM_SESSION_IDLE_MINUTES };
    const ended = await ctx.sessionFor(["owner"]);
    await endSessionsOf(ctx.handle.db, ctx.tenantId, ended.userId);
    const expired = await ctx.sessionFor(["owner"]);
    await ctx.handle.db
      .update(teamSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamSessions.id, expired.sessionId));
    const idle = await ctx.sessionFor(["owner"]);
    await ctx.handle.db
      .update(teamSessions)
      .set({ lastSeenAt: new Date(Date.now() - (times.idleMinutes + 1) * 60_000) })
      .where(eq(teamSessions.id, idle.sessionId));
    for (const person of [ended, expired, idle]) {
      expect((await ctx.admin("GET", "/me", { session: person.token })).statusCode).toBe(401);
      expect((await ctx.admin("GET", "/comments", { session: person.token })).statusCode).toBe(401);
    }
  });

  it("checks the credential before the tenant, so a stranger cannot probe tenants", async () => {
    for (const tenant_id of ["no-such-tenant", "bad tenant!", ""]) {
      for (const header of [null, "Bearer wrong-key-0123456789", `Basic ${key()}`]) {
        const res = await ctx.admin("GET", "/comments", {
          token: null,
          query: { tenant_id },
          headers: header === null ? {} : { authorization: header },
        });
        expect(res.statusCode, `${tenant_id} ${header}`).toBe(401);
      }
    }
    // Without tenant_id at all: 401 too.
    const bare = await ctx.app.inject({ method: "GET", url: "/admin/comments" });
    expect(bare.statusCode).toBe(401);
  });

  it("with a valid credential, the tenant must be the credential's own: malformed 400, missing 400, another 401", async () => {
    for (const authorization of [`Bearer ${key()}`, `Session ${session()}`]) {
      const missing = await ctx.app.inject({
        method: "GET",
        url: "/admin/comments",
        headers: { authorization },
      });
      expect(missing.statusCode).toBe(400);
      const bad = await ctx.app.inject({
        method: "GET",
        url: "/admin/comments",
        query: { tenant_id: "bad tenant!" },
        headers: { authorization },
      });
      expect(bad.statusCode).toBe(400);
      // Another tenant, existing or not: the credential is nobody there.
      const other = await ctx.app.inject({
        method: "GET",
        url: "/admin/comments",
        query: { tenant_id: "no-such-tenant" },
        headers: { authorization },
      });
      expect(other.statusCode).toBe(401);
    }
  });

  it("does not take the retired ADMIN_TOKEN from the configuration: only keys in the database count", async () => {
    const legacy = "legacy-admin-token-0123456789abcdefghijklmnop";
    const app = await createAdminTestContext({ ADMIN_TOKEN: legacy });
    try {
      expect(await app.admin("GET", "/comments", { token: legacy }).then((r) => r.statusCode)).toBe(401);
      expect(await app.admin("GET", "/comments").then((r) => r.statusCode)).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe("admin API documentation", () => {
  it("lists the admin routes under the admin tag with both schemes: a team session or an API key", async () => {
    const doc = (await ctx.app.inject({ url: "/docs/json" })).json();
    expect(doc.components.securitySchemes.teamSession).toMatchObject({
      type: "apiKey",
      in: "header",
      name: "Authorization",
    });
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: "http", scheme: "bearer" });
    expect(doc.components.securitySchemes.adminToken).toBeUndefined();
    const undocumented: string[] = [];
    for (const route of gated) {
      const path = `/admin${route.path.replace(/:(\w+)/g, "{$1}")}`;
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      if (!op) {
        undocumented.push(`${route.method} ${path}`);
        continue;
      }
      expect(op.tags, path).toEqual(["admin"]);
      expect(op.security, path).toEqual([{ teamSession: [] }, { apiKey: [] }]);
      expect(op.responses["401"], path).toBeDefined();
      expect(op.responses["403"], path).toBeDefined();
      expect(op.description, path).toMatch(/Authorization: Session <token>.*Authorization: Bearer <key>/);
    }
    expect(undocumented).toEqual([]);
  });
});
