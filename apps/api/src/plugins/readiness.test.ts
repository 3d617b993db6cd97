/**
 * Probes: /healthz (alive) and /readyz (the database, and Redis when configured, answer), with /health and
 * /ready as their earlier names; none of them is logged.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createDb } from "../db/client";
import { testConfig } from "../env";
import { closeDb, createTestContext, type TestContext } from "../test/context";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("probes", () => {
  it("answers /healthz and /readyz, and the same under /health and /ready, without a tenant", async () => {
    for (const url of ["/healthz", "/health"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: "ok" });
    }
    for (const url of ["/readyz", "/ready"]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ status: "ready" });
    }
  });

  it("answers /readyz 503 naming the database when PostgreSQL does not answer; /healthz stays 200", async () => {
    const unreachable = await createDb({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    const app = await buildApp({ db: unreachable.db, config: testConfig() });
    try {
      for (const url of ["/readyz", "/ready"]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ message: "The database is not reachable" });
      }
      expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it("stays ready while Redis is unreachable, saying it is degraded and what that means", async () => {
    // A Redis blip must not make every instance fail its balancer's check at once: writes go on,
    // counted per instance.
    const app = await buildApp({
      db: t.handle.db,
      config: testConfig({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, LOG_LEVEL: "silent" }),
    });
    try {
      for (const url of ["/readyz", "/ready"]) {
        const res = await app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.json()).toEqual({
          status: "degraded",
          message:
            "Redis (REDIS_URL) is not reachable: anonymous writes are not rate-limited until it is back",
        });
      }
    } finally {
      await app.close();
    }
  });

  it("is 503 naming the database when neither the database nor Redis answers", async () => {
    const unreachable = await createDb({ url: `postgres://postgres@127.0.0.1:${await closedPort()}/none` });
    const app = await buildApp({
      db: unreachable.db,
      config: testConfig({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}`, LOG_LEVEL: "silent" }),
    });
    try {
      const res = await app.inject({ url: "/readyz" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: "The database is not reachable" });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });

  it("logs no probe and no metrics scrape, and every other request", async () => {
    const lines: string[] = [];
    const app = await buildApp({
      db: t.handle.db,
      config: testConfig({ LOG_LEVEL: "info" }),
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      for (const url of ["/healthz", "/readyz", "/health", "/ready", "/metrics", "/readyz?verbose=1"]) {
        await app.inject({ url });
      }
      expect(lines).toEqual([]);
      await app.inject({ url: `/blog-authors?tenant_id=${t.tenantId}` });
      const urls = lines.map((l) => (JSON.parse(l) as { path?: string }).path).filter(Boolean);
      expect(urls).toEqual([`/blog-authors?tenant_id=${t.tenantId}`]);
    } finally {
      await app.close();
    }
  });
});
