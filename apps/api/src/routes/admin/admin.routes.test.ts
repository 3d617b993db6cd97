import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "../../test/context";
import { createAdminTestContext, TEST_ADMIN_TOKEN, type AdminTestContext } from "./admin-test-context";

let ctx: AdminTestContext;
beforeAll(async () => {
  ctx = await createAdminTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

/** One call of each kind: reads, actions, downloads, uploads. */
const CALLS: ["GET" | "POST" | "PUT" | "DELETE", string][] = [
  ["GET", "/session"],
  ["GET", "/comments"],
  ["POST", "/comments/1/approve"],
  ["POST", "/comments/1/reject"],
  ["POST", "/comments/1/reply"],
  ["GET", "/leads/contact"],
  ["GET", "/leads/contact/export"],
  ["GET", "/applicants"],
  ["GET", "/applicants/1/resume"],
  ["GET", "/careers"],
  ["POST", "/careers"],
  ["POST", "/careers/1/close"],
  ["GET", "/blog-posts"],
  ["POST", "/blog-posts"],
  ["PUT", "/blog-posts/1"],
  ["POST", "/blog-posts/1/publish"],
  ["POST", "/media/blog"],
  ["GET", "/authors"],
  ["DELETE", "/authors/1"],
  ["GET", "/categories"],
  ["GET", "/nothing-here"],
];

describe("admin token", () => {
  it("answers the right token", async () => {
    const res = await ctx.admin("GET", "/session");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, tenant_id: ctx.tenantId });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  const refused: [string, string | null, Record<string, string>?][] = [
    ["a missing token", null],
    ["a wrong token", "not-the-admin-token-at-all-0123456789"],
    ["a nearly right token (last character changed)", `${TEST_ADMIN_TOKEN.slice(0, -1)}q`],
    ["a nearly right token (one character short)", TEST_ADMIN_TOKEN.slice(0, -1)],
    ["a nearly right token (one character more)", `${TEST_ADMIN_TOKEN}p`],
    ["the token in another case", TEST_ADMIN_TOKEN.toUpperCase()],
    ["an empty token", ""],
  ];
  for (const [what, token] of refused) {
    it(`refuses ${what} on every admin call with 401`, async () => {
      for (const [method, path] of CALLS) {
        const res = await ctx.admin(method, path, { token });
        expect(res.statusCode, `${method} ${path}`).toBe(401);
        expect(res.json()).toEqual({ message: "Unauthorized" });
      }
    });
  }

  it("refuses the token sent any other way than a Bearer header", async () => {
    const basic = await ctx.admin("GET", "/session", {
      token: null,
      headers: { authorization: `Basic ${TEST_ADMIN_TOKEN}` },
    });
    expect(basic.statusCode).toBe(401);
    const bare = await ctx.admin("GET", "/session", {
      token: null,
      headers: { authorization: TEST_ADMIN_TOKEN },
    });
    expect(bare.statusCode).toBe(401);
    const query = await ctx.admin("GET", "/session", { token: null, query: { token: TEST_ADMIN_TOKEN } });
    expect(query.statusCode).toBe(401);
  });

  it("checks the token before the tenant, so a stranger cannot probe tenants", async () => {
    const unknown = await ctx.admin("GET", "/session", {
      token: null,
      query: { tenant_id: "no-such-tenant" },
    });
    expect(unknown.statusCode).toBe(401);
  });

  it("with the token, still requires a known tenant", async () => {
    const missing = await ctx.app.inject({
      method: "GET",
      url: "/admin/session",
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await ctx.admin("GET", "/session", { query: { tenant_id: "no-such-tenant" } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Unknown tenant");
    const bad = await ctx.admin("GET", "/session", { query: { tenant_id: "bad tenant!" } });
    expect(bad.statusCode).toBe(400);
  });
});

describe("admin API documentation", () => {
  it("lists the admin calls in the OpenAPI document under the admin tag", async () => {
    const doc = (await ctx.app.inject({ url: "/docs/json" })).json();
    for (const path of [
      "/admin/session",
      "/admin/comments",
      "/admin/comments/{id}/approve",
      "/admin/comments/{id}/reply",
      "/admin/leads/{type}/export",
      "/admin/applicants/{id}/resume",
      "/admin/careers/{id}/close",
      "/admin/blog-posts/{id}/publish",
      "/admin/media/{folder}",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/admin/comments"].get.tags).toEqual(["admin"]);
    expect(doc.paths["/admin/comments"].get.responses["401"]).toBeDefined();
    expect(doc.paths["/admin/comments"].get.security).toEqual([{ adminToken: [] }]);
    expect(doc.components.securitySchemes.adminToken).toMatchObject({ type: "http", scheme: "bearer" });
  });
});

describe("admin API without ADMIN_TOKEN", () => {
  it("answers 401 to everything, whatever is sent", async () => {
    const closed = await createAdminTestContext({ ADMIN_TOKEN: undefined });
    try {
      for (const token of [null, "", TEST_ADMIN_TOKEN, "undefined"]) {
        for (const [method, path] of CALLS) {
          const res = await closed.admin(method, path, { token });
          expect(res.statusCode, `${method} ${path}`).toBe(401);
        }
      }
    } finally {
      await closed.close();
    }
  });
});
