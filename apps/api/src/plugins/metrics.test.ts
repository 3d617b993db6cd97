/**
 * GET /metrics: Prometheus text with every answer counted under its route pattern, the process's own metrics
 * and, on PostgreSQL, the pool's.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metricsRegistry } from "../lib/metrics";
import { closeDb, createTestContext, type TestContext } from "../test/context";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

/** The value of one sample line of the exposition, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(",");
  const line = text.split("\n").find((l) => l.startsWith(`${name}{`) && l.includes(`{${wanted}}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

const scrape = async () => {
  const res = await t.app.inject({ url: "/metrics" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe(metricsRegistry.contentType);
  return res.body;
};

describe("GET /metrics", () => {
  it("counts and times each request under its route pattern, method and status, never its address", async () => {
    const states = { method: "GET", route: "/countries/:countryName/states", status: "200" };
    const missing = { method: "GET", route: "/countries/:countryName/states", status: "404" };
    const unmatched = { method: "GET", route: "unmatched", status: "404" };
    const before = await scrape();

    for (const country of ["Canada", "Portugal", "Japan"]) {
      expect((await t.get(`/countries/${country}/states`)).statusCode).toBe(200);
    }
    expect((await t.get("/countries/Atlantis/states")).statusCode).toBe(404);
    for (const path of ["/wp-admin.php", "/.env", "/xmlrpc.php?x=1"]) {
      expect((await t.app.inject({ url: path })).statusCode).toBe(404);
    }

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(delta("http_requests_total", states)).toBe(3);
    expect(delta("http_requests_total", missing)).toBe(1);
    expect(delta("http_requests_total", unmatched)).toBe(3);
    expect(delta("http_request_duration_seconds_count", states)).toBe(3);
    expect(delta("http_request_duration_seconds_bucket", { le: "+Inf", ...states })).toBe(3);
    expect(
      sample(after, "http_request_duration_seconds_bucket", { le: "10", ...states }),
    ).toBeGreaterThanOrEqual(3);
    // The addresses asked for never become labels.
    for (const raw of ["Canada", "Atlantis", "wp-admin", ".env", "xmlrpc", "tenant_id"]) {
      expect(after).not.toContain(raw);
    }
  });

  it("exposes Node's process metrics", async () => {
    const text = await scrape();
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toContain("# TYPE http_requests_total counter");
    expect(text).toContain("# TYPE http_request_duration_seconds histogram");
  });

  it("reports the PostgreSQL pool (on PostgreSQL; PGlite has no pool and no such gauges)", async () => {
    const text = await scrape();
    if (t.handle.driver === "postgres") {
      const total = Number(/^db_pool_connections (\d+)/m.exec(text)?.[1]);
      const idle = Number(/^db_pool_idle_connections (\d+)/m.exec(text)?.[1]);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(idle).toBeLessThanOrEqual(total);
      expect(text).toMatch(/^db_pool_waiting_requests 0$/m);
    } else {
      expect(text).not.toContain("db_pool_");
    }
  });
});
