import { describe, expect, it } from "vitest";
import Fastify from "fastify";
import { bearerToken, requireAdminToken, tokenMatches } from "./admin-token";

const TOKEN = "a-very-long-admin-token-for-tests-0123456789";

describe("tokenMatches", () => {
  it("accepts only the exact token", () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN, TOKEN.slice(0, -1))).toBe(false);
    expect(tokenMatches(TOKEN, `${TOKEN}x`)).toBe(false);
    expect(tokenMatches(TOKEN, TOKEN.toUpperCase())).toBe(false);
    expect(tokenMatches(TOKEN, "")).toBe(false);
    expect(tokenMatches(TOKEN, undefined)).toBe(false);
  });

  it("matches nothing when no token is configured", () => {
    expect(tokenMatches(undefined, "")).toBe(false);
    expect(tokenMatches("", "")).toBe(false);
  });
});

describe("bearerToken", () => {
  it("reads the token of a Bearer header and nothing else", () => {
    expect(bearerToken(`Bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`bearer ${TOKEN}`)).toBe(TOKEN);
    expect(bearerToken(`Basic ${TOKEN}`)).toBeUndefined();
    expect(bearerToken(TOKEN)).toBeUndefined();
    expect(bearerToken("Bearer ")).toBeUndefined();
    expect(bearerToken(`Bearer ${TOKEN} extra`)).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});

describe("requireAdminToken", () => {
  async function appWith(token: string | undefined) {
    const app = Fastify();
    app.addHook("onRequest", requireAdminToken(token));
    app.get("/secret", async () => ({ ok: true }));
    await app.ready();
    return app;
  }

  it("lets the right token through and refuses the rest with 401", async () => {
    const app = await appWith(TOKEN);
    const ok = await app.inject({ url: "/secret", headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.statusCode).toBe(200);
    for (const authorization of [
      undefined,
      "Bearer wrong",
      `Bearer ${TOKEN.slice(0, -1)}X`,
      `Basic ${TOKEN}`,
    ]) {
      const res = await app.inject({ url: "/secret", headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: "Unauthorized" });
      expect(res.headers["www-authenticate"]).toContain("Bearer");
    }
    await app.close();
  });

  it("refuses everything when no token is configured", async () => {
    const app = await appWith(undefined);
    const res = await app.inject({ url: "/secret", headers: { authorization: "Bearer " } });
    expect(res.statusCode).toBe(401);
    await app.close();
  });
});
