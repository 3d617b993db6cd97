/**
 * One JSON line per request, in the site's format (apps/web/server.mjs): what an operator's log search
 * relies on across both apps.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { testConfig } from "../env";
import { closeDb, createTestContext, type TestContext } from "../test/context";

let t: TestContext;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  app = await buildApp({
    db: t.handle.db,
    config: testConfig({ LOG_LEVEL: "info" }),
    logStream: { write: (line) => void lines.push(line) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  await closeDb();
});

/** The lines written while `url` was answered, a job's left out (the queue runs meanwhile). */
async function logOf(url: string, method: "GET" | "POST" = "GET") {
  const from = lines.length;
  const res = await app.inject({ url, method, headers: { "x-request-id": "r-1" } });
  const logged = lines
    .slice(from)
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => !("jobId" in line));
  return { res, logged };
}

describe("the API's request log", () => {
  it("writes one line per request with the site's keys: time, level, msg, reqId, method, path, route, status, ms", async () => {
    const { res, logged } = await logOf(`/blog-authors?tenant_id=${t.tenantId}`);
    expect(res.statusCode).toBe(200);
    expect(logged).toHaveLength(1);
    const [line] = logged;
    expect(Object.keys(line!).sort()).toEqual(
      ["level", "method", "ms", "msg", "path", "reqId", "route", "status", "time"].sort(),
    );
    expect(line).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: `/blog-authors?tenant_id=${t.tenantId}`,
      route: "/blog-authors",
      status: 200,
    });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
    expect(line!.ms).toEqual(expect.any(Number));
  });

  it("names no route for an address the API does not have, and redacts a token in any path", async () => {
    const { res, logged } = await logOf("/no-such-thing?token=secret-value");
    expect(res.statusCode).toBe(404);
    const requests = logged.filter((line) => line.msg === "request");
    expect(requests).toEqual([
      expect.objectContaining({ route: null, status: 404, path: "/no-such-thing?token=[redacted]" }),
    ]);
    expect(lines.join("\n")).not.toContain("secret-value");
  });
});
