/**
 * X-Request-Id: taken from a caller in TRUSTED_PROXIES (the site, nginx), made fresh for anyone else; in the
 * answer's header and in every JSON log line of the request (reqId).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { testConfig } from "../env";
import { closeDb, createTestContext, type TestContext } from "../test/context";
import { trustedPeer } from "./request-id";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let t: TestContext;
let app: FastifyInstance;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await createTestContext();
  app = await buildApp({
    db: t.handle.db,
    config: testConfig({ LOG_LEVEL: "info", TRUSTED_PROXIES: ["127.0.0.1", "::1", "10.0.0.0/8"] }),
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  await closeDb();
});

/**
 * A request's answer and the log lines written while it ran. A job's lines are left out: the app's queue
 * runs meanwhile, and on PostgreSQL it may take a job another test file enqueued (a scheduled post).
 */
async function send(
  peer: string,
  headers: Record<string, string>,
  url = `/blog-authors?tenant_id=${t.tenantId}`,
) {
  const from = lines.length;
  const res = await app.inject({ url, remoteAddress: peer, headers });
  return { res, logged: lines.slice(from).filter((line) => !("jobId" in line)) };
}

describe("request id", () => {
  it("keeps the id a trusted proxy sends, in the answer and in every log line of the request", async () => {
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1", "10.20.30.40"]) {
      const id = `nginx-${peer.replace(/[^0-9a-f]/g, "")}-7f3a`;
      const { res, logged } = await send(peer, { "x-request-id": id });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-request-id"], peer).toBe(id);
      expect(logged.filter((line) => line.msg === "request")).toHaveLength(1);
      for (const line of logged) expect(line.reqId, JSON.stringify(line)).toBe(id);
    }
  });

  it("makes a fresh id for a caller that is not a trusted proxy, whatever it sends", async () => {
    const { res, logged } = await send("203.0.113.9", { "x-request-id": "chosen-by-visitor" });
    const id = res.headers["x-request-id"] as string;
    expect(id).toMatch(UUID);
    expect(logged.filter((line) => line.msg === "request")).toHaveLength(1);
    for (const line of logged) expect(line.reqId).toBe(id);
    expect(JSON.stringify(logged)).not.toContain("chosen-by-visitor");
    // Another request, another id.
    expect((await send("203.0.113.9", {})).res.headers["x-request-id"]).not.toBe(id);
  });

  it("makes a fresh id when a trusted proxy sends no id or one that is not a plain token", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "x-request-id": "a b<script>" },
      { "x-request-id": "x".repeat(101) },
    ];
    for (const headers of cases) {
      const { res, logged } = await send("127.0.0.1", headers);
      expect(res.headers["x-request-id"]).toMatch(UUID);
      for (const line of logged) expect(line.reqId).toBe(res.headers["x-request-id"]);
    }
  });

  it("names errors too: a 404 and a 400 carry the id in the header and the log", async () => {
    for (const url of ["/no-such-route", "/blog-authors"]) {
      const { res, logged } = await send("127.0.0.1", { "x-request-id": "edge-err-1" }, url);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.headers["x-request-id"]).toBe("edge-err-1");
      for (const line of logged) expect(line.reqId).toBe("edge-err-1");
    }
  });
});

describe("trustedPeer", () => {
  it("matches addresses and CIDR ranges of both families, IPv4-mapped IPv6 as IPv4", () => {
    const trusted = trustedPeer(["127.0.0.1", "::1", "192.168.0.0/16", "fd00::/8"]);
    for (const a of ["127.0.0.1", "::ffff:127.0.0.1", "::1", "192.168.4.5", "fd12::1"])
      expect(trusted(a), a).toBe(true);
    for (const a of ["127.0.0.2", "10.0.0.1", "2001:db8::1", "fe80::1", "", undefined, "localhost"]) {
      expect(trusted(a), String(a)).toBe(false);
    }
    expect(trustedPeer([])("127.0.0.1")).toBe(false);
  });
});
