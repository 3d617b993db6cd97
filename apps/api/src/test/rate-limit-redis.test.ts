/**
 * Rate limits shared through Valkey/Redis (REDIS_URL): two API instances on one database and one real
 * redis-server count a visitor's anonymous writes together, with the default RATE_LIMIT_MAX of 20. When Redis
 * is killed, writes still succeed (unlimited, logged once, /readyz 200 "degraded" naming Redis); when it returns, the shared
 * limit holds again.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { API_ERRORS } from "@site/contract";
import { buildApp } from "../app";
import { comments } from "../db/schema";
import { parseConfig, testConfig } from "../env";
import { closeDb, createTestContext, type TestContext } from "./context";
import { testRedis } from "./redis-server";

const redis = testRedis();
let t: TestContext;
const instances: { app: FastifyInstance; log: string[] }[] = [];
const DEFAULT_MAX = parseConfig({}).RATE_LIMIT_MAX;

beforeAll(async () => {
  await redis.start();
  // The test context gives the tenant, its seed and the database; both instances share them.
  t = await createTestContext();
  for (let i = 0; i < 2; i++) {
    const log: string[] = [];
    const app = await buildApp({
      db: t.handle.db,
      config: testConfig({ RATE_LIMIT_DISABLED: false, REDIS_URL: redis.url, LOG_LEVEL: "info" }),
      logStream: { write: (line) => void log.push(line) },
    });
    await app.ready();
    instances.push({ app, log });
  }
});
afterAll(async () => {
  for (const { app } of instances) await app.close();
  await t?.close();
  await closeDb();
  await redis.kill();
});

/** A comment signed `name` from `visitor`, forwarded by the site (loopback) to instance `i`. */
const comment = (i: number, name: string, visitor: string) =>
  instances[i]!.app.inject({
    method: "POST",
    url: "/blog-comments",
    query: { tenant_id: t.tenantId, blog_post_id: String(t.seed.postIds.get("post-one")) },
    payload: {
      comment_sender_name: name,
      comment_sender_email: "sam@example.com",
      sender_comment_content: "Thanks for this.",
    },
    remoteAddress: "127.0.0.1",
    headers: { "x-forwarded-for": visitor },
  });
const stored = async (name: string) => {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(comments)
    .where(and(eq(comments.tenantId, t.tenantId), eq(comments.senderName, name)));
  return Number(row!.n);
};
const redisUp = async (i: number) =>
  /^redis_up (\d)$/m.exec((await instances[i]!.app.inject({ url: "/metrics" })).body)?.[1];
const logged = (i: number, text: string) =>
  instances[i]!.log.filter((line) => (JSON.parse(line) as { msg: string }).msg.includes(text));

describe("anonymous writes counted in Redis", () => {
  it("refuses the 21st write in a minute from one visitor whichever instance answers", async () => {
    expect(DEFAULT_MAX).toBe(20);
    expect(await redisUp(0)).toBe("1");
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++)
      statuses.push((await comment(n % 2, "Two Instances", "198.51.100.40")).statusCode);
    expect(statuses).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
    expect(await stored("Two Instances")).toBe(20);
    for (const i of [0, 1]) {
      const refused = await comment(i, "Two Instances", "198.51.100.40");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: API_ERRORS.rateLimited });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
    // Another visitor, on either instance, has a budget of their own.
    expect((await comment(1, "Two Instances", "198.51.100.41")).statusCode).toBe(200);
    expect((await comment(0, "Two Instances", "198.51.100.41")).statusCode).toBe(200);
  });

  it("lets writes through while Redis is down, logs it once, stays ready but degraded, naming Redis; shares limits again once it is back", async () => {
    await redis.kill();
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++)
      statuses.push((await comment(n % 2, "Redis Down", "198.51.100.50")).statusCode);
    expect(statuses).toEqual(Array<number>(25).fill(200));
    expect(await stored("Redis Down")).toBe(25);
    for (const i of [0, 1]) {
      expect(logged(i, "Redis (REDIS_URL) is unreachable")).toHaveLength(1);
      const ready = await instances[i]!.app.inject({ url: "/readyz" });
      // Every instance at once: were this a 503, a balancer would take them all out together.
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        status: "degraded",
        message: "Redis (REDIS_URL) is not reachable: anonymous writes are not rate-limited until it is back",
      });
      expect((await instances[i]!.app.inject({ url: "/healthz" })).statusCode).toBe(200);
      expect(await redisUp(i)).toBe("0");
    }

    await redis.start();
    for (const i of [0, 1]) {
      for (let tries = 0; ; tries++) {
        if ((await instances[i]!.app.inject({ url: "/readyz" })).json().status === "ready") break;
        expect(tries).toBeLessThan(100);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(logged(i, "Redis (REDIS_URL) answers again")).toHaveLength(1);
      expect(await redisUp(i)).toBe("1");
    }
    const after: number[] = [];
    for (let n = 0; n < 21; n++) after.push((await comment(n % 2, "Redis Back", "198.51.100.60")).statusCode);
    expect(after).toEqual([...Array<number>(20).fill(200), 429]);
  });
});

it("starts while Redis is unreachable and takes writes, /readyz naming Redis", async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const log: string[] = [];
  const app = await buildApp({
    db: t.handle.db,
    config: testConfig({
      RATE_LIMIT_DISABLED: false,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
    }),
    logStream: { write: (line) => void log.push(line) },
  });
  try {
    await app.ready();
    const res = await app.inject({
      method: "POST",
      url: "/blog-posts/like-article",
      query: { tenant_id: t.tenantId, slug_name: "post-one" },
      remoteAddress: "198.51.100.70",
    });
    expect(res.statusCode).toBe(200);
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: "degraded",
      message: "Redis (REDIS_URL) is not reachable: anonymous writes are not rate-limited until it is back",
    });
    expect(log.filter((line) => line.includes("is unreachable"))).toHaveLength(1);
  } finally {
    await app.close();
  }
});
