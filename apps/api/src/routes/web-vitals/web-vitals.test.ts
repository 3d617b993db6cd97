import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { API_ERRORS, WEB_VITALS_MESSAGES, type WebVitalName, type WebVitalsReport } from "@site/contract";
import { webVitals } from "../../db/schema";
import { retentionPurgeHandler } from "../../lib/privacy/retention";
import { purgeOldWebVitals, webVitalsReport } from "../../lib/web-vitals";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin/admin-test-context";

const DAY = 24 * 60 * 60 * 1000;

let t: AdminTestContext;
let other: TestContext;

beforeAll(async () => {
  t = await createAdminTestContext();
  other = await createTestContext();
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

/** The 75th percentile as percentile_cont computes it: linear between the two nearest ranks. */
function p75(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = 0.75 * (sorted.length - 1);
  const low = Math.floor(at);
  return sorted[low]! + (sorted[Math.min(low + 1, sorted.length - 1)]! - sorted[low]!) * (at - low);
}

type Seeded = { path: string; metric: WebVitalName; value: number; daysAgo: number };

async function seed(ctx: TestContext, now: Date, rows: Seeded[]) {
  await ctx.handle.db.insert(webVitals).values(
    rows.map((r) => ({
      tenantId: ctx.tenantId,
      path: r.path,
      metric: r.metric,
      value: r.value,
      recordedAt: new Date(now.getTime() - r.daysAgo * DAY),
    })),
  );
}

describe("POST /web-vitals", () => {
  it("stores one row per metric with the page's path and nothing about the sender", async () => {
    const res = await t.post(
      "/web-vitals",
      {},
      {
        path: "/services/web-development",
        navigation_type: "navigate",
        metrics: [
          { name: "LCP", value: 1830.4 },
          { name: "INP", value: 96 },
          { name: "CLS", value: 0.042 },
        ],
      },
      { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/140", "x-forwarded-for": "203.0.113.9" },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ stored: 3 });
    const rows = await t.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, t.tenantId));
    expect(
      rows.map(({ id: _id, recordedAt, ...rest }) => ({
        ...rest,
        fresh: recordedAt > new Date(Date.now() - 60_000),
      })),
    ).toEqual(
      expect.arrayContaining([
        {
          tenantId: t.tenantId,
          path: "/services/web-development",
          metric: "LCP",
          value: 1830.4,
          navigationType: "navigate",
          fresh: true,
        },
        {
          tenantId: t.tenantId,
          path: "/services/web-development",
          metric: "INP",
          value: 96,
          navigationType: "navigate",
          fresh: true,
        },
        {
          tenantId: t.tenantId,
          path: "/services/web-development",
          metric: "CLS",
          value: 0.042,
          navigationType: "navigate",
          fresh: true,
        },
      ]),
    );
    // What a row can hold: no column for an address, a cookie or a browser.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      ["id", "metric", "navigationType", "path", "recordedAt", "tenantId", "value"].sort(),
    );
    await t.handle.db.delete(webVitals).where(eq(webVitals.tenantId, t.tenantId));
  });

  const bad: [string, unknown, Record<string, string>][] = [
    [
      "an unknown metric",
      { path: "/", metrics: [{ name: "FID", value: 3 }] },
      { "metrics.0.name": WEB_VITALS_MESSAGES.name },
    ],
    [
      "a negative value",
      { path: "/", metrics: [{ name: "LCP", value: -1 }] },
      { "metrics.0.value": WEB_VITALS_MESSAGES.value },
    ],
    [
      "a value as text",
      { path: "/", metrics: [{ name: "INP", value: "120" }] },
      { "metrics.0.value": WEB_VITALS_MESSAGES.value },
    ],
    [
      "a CLS beyond its range",
      { path: "/", metrics: [{ name: "CLS", value: 51 }] },
      { "metrics.0.value": WEB_VITALS_MESSAGES.value },
    ],
    [
      "an LCP beyond ten minutes",
      { path: "/", metrics: [{ name: "LCP", value: 600_001 }] },
      { "metrics.0.value": WEB_VITALS_MESSAGES.value },
    ],
    ["no metric", { path: "/", metrics: [] }, { metrics: WEB_VITALS_MESSAGES.metrics }],
    [
      "a metric twice",
      {
        path: "/",
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      },
      { metrics: WEB_VITALS_MESSAGES.metrics },
    ],
    [
      "a full address for the path",
      { path: "https://elsewhere.example/", metrics: [{ name: "LCP", value: 1 }] },
      { path: WEB_VITALS_MESSAGES.path },
    ],
    [
      "a path with a query",
      { path: "/blog?q=secret", metrics: [{ name: "LCP", value: 1 }] },
      { path: WEB_VITALS_MESSAGES.path },
    ],
    [
      "a path with a fragment",
      { path: "/blog#top", metrics: [{ name: "LCP", value: 1 }] },
      { path: WEB_VITALS_MESSAGES.path },
    ],
    [
      "a path over 200 characters",
      { path: `/${"a".repeat(200)}`, metrics: [{ name: "LCP", value: 1 }] },
      { path: WEB_VITALS_MESSAGES.path },
    ],
    [
      "an unknown navigation type",
      { path: "/", navigation_type: "teleport", metrics: [{ name: "LCP", value: 1 }] },
      { navigation_type: WEB_VITALS_MESSAGES.navigationType },
    ],
  ];
  it.each(bad)("answers 400 naming the field for %s, and stores nothing", async (_label, body, errors) => {
    const res = await t.post("/web-vitals", {}, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: API_ERRORS.validation, errors });
    const rows = await t.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, t.tenantId));
    expect(rows).toEqual([]);
  });

  it("answers 400, never 500, for an infinite number, broken JSON or no body", async () => {
    const json = { "content-type": "application/json" };
    const infinite = await t.post(
      "/web-vitals",
      {},
      '{"path":"/","metrics":[{"name":"LCP","value":1e999}]}',
      json,
    );
    expect(infinite.statusCode).toBe(400);
    expect(infinite.json().errors).toEqual({ "metrics.0.value": WEB_VITALS_MESSAGES.value });
    expect((await t.post("/web-vitals", {}, '{"path":"/",', json)).statusCode).toBe(400);
    expect((await t.post("/web-vitals", {})).statusCode).toBe(400);
    expect((await t.post("/web-vitals", {}, ["LCP"])).statusCode).toBe(400);
  });

  it("answers 404 for an unknown tenant and 429 past the anonymous-write limit", async () => {
    const body = { path: "/", metrics: [{ name: "LCP", value: 900 }] };
    const unknown = await t.app.inject({ method: "POST", url: "/web-vitals?tenant_id=ghost", payload: body });
    expect(unknown.statusCode).toBe(404);
    const limited = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 1 } });
    try {
      expect((await limited.post("/web-vitals", {}, body)).statusCode).toBe(200);
      expect((await limited.post("/web-vitals", {}, body)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe("the 75th percentiles", () => {
  it("per page and for the whole site, over 7 and 28 days, with sample counts; other tenants apart", async () => {
    const now = new Date();
    const rows: Seeded[] = [
      // Home: four LCPs this week, four more 10 days ago, one too old to count.
      ...[1000, 2000, 3000, 4000].map((value) => ({ path: "/", metric: "LCP" as const, value, daysAgo: 1 })),
      ...[5000, 6000, 7000, 8000].map((value) => ({ path: "/", metric: "LCP" as const, value, daysAgo: 10 })),
      { path: "/", metric: "LCP", value: 90_000, daysAgo: 29 },
      ...[0.01, 0.02, 0.3].map((value) => ({ path: "/", metric: "CLS" as const, value, daysAgo: 6.9 })),
      { path: "/", metric: "INP", value: 120, daysAgo: 3 },
      // Services: only measured 8 to 27 days ago.
      ...[180, 240, 520].map((value, i) => ({
        path: "/services",
        metric: "INP" as const,
        value,
        daysAgo: 8 + i * 9,
      })),
      { path: "/services", metric: "LCP", value: 2100, daysAgo: 27 },
    ];
    await seed(t, now, rows);
    // Another tenant's measurements never reach this one's figures.
    await seed(other, now, [{ path: "/", metric: "LCP", value: 50_000, daysAgo: 1 }]);

    const report = await webVitalsReport(t.handle.db, t.tenantId, now);
    const home = report.pages.find((p) => p.path === "/")!;
    expect(home.metrics.LCP).toEqual({
      last_7_days: { p75: 3250, samples: 4 },
      last_28_days: { p75: 6250, samples: 8 },
    });
    expect(home.metrics.CLS.last_7_days.p75).toBeCloseTo(0.16, 10);
    expect(home.metrics.CLS.last_7_days.samples).toBe(3);
    expect(home.metrics.INP).toEqual({
      last_7_days: { p75: 120, samples: 1 },
      last_28_days: { p75: 120, samples: 1 },
    });
    const services = report.pages.find((p) => p.path === "/services")!;
    expect(services.metrics.INP).toEqual({
      last_7_days: { p75: null, samples: 0 },
      last_28_days: { p75: 380, samples: 3 },
    });
    expect(services.metrics.CLS).toEqual({
      last_7_days: { p75: null, samples: 0 },
      last_28_days: { p75: null, samples: 0 },
    });
    // Busiest first; each page's samples are its measurements in 28 days.
    expect(report.pages.map((p) => [p.path, p.samples])).toEqual([
      ["/", 12],
      ["/services", 4],
    ]);
    expect(report.pages_total).toBe(2);

    // The whole site: every page's measurements together, checked against the same rule computed here.
    const within = (days: number, metric: WebVitalName) =>
      rows.filter((r) => r.metric === metric && r.daysAgo < days).map((r) => r.value);
    for (const metric of ["LCP", "INP", "CLS"] as const) {
      for (const [key, days] of [
        ["last_7_days", 7],
        ["last_28_days", 28],
      ] as const) {
        const expected = p75(within(days, metric));
        const got = report.site[metric][key];
        expect(got.samples, `${metric} ${key}`).toBe(within(days, metric).length);
        if (expected === null) expect(got.p75).toBeNull();
        else expect(got.p75, `${metric} ${key}`).toBeCloseTo(expected, 9);
      }
    }

    // A week later (the clock moved, not waited for) this week's home LCPs are the older window's only.
    const later = await webVitalsReport(t.handle.db, t.tenantId, new Date(now.getTime() + 7 * DAY));
    expect(later.pages.find((p) => p.path === "/")!.metrics.LCP).toEqual({
      last_7_days: { p75: null, samples: 0 },
      last_28_days: { p75: 6250, samples: 8 },
    });

    // Through the admin API: an editor reads it, a moderator may not.
    const editor = await t.sessionFor(["editor"]);
    const res = await t.admin("GET", "/web-vitals", { session: editor.token });
    expect(res.statusCode).toBe(200);
    const body = res.json() as WebVitalsReport;
    expect(body.pages.find((p) => p.path === "/")!.metrics.LCP.last_28_days).toEqual({
      p75: 6250,
      samples: 8,
    });
    const moderator = await t.sessionFor(["moderator"]);
    expect((await t.admin("GET", "/web-vitals", { session: moderator.token })).statusCode).toBe(403);

    await t.handle.db.delete(webVitals).where(eq(webVitals.tenantId, t.tenantId));
    await other.handle.db.delete(webVitals).where(eq(webVitals.tenantId, other.tenantId));
  });

  it("shows what the beacon sent, and nothing before anything was sent", async () => {
    const before = await t.admin("GET", "/web-vitals");
    expect(before.json()).toMatchObject({ pages: [], pages_total: 0 });
    expect(before.json().site.LCP.last_28_days).toEqual({ p75: null, samples: 0 });
    for (const value of [800, 1200, 1600, 4400]) {
      const res = await t.post("/web-vitals", {}, { path: "/about", metrics: [{ name: "LCP", value }] });
      expect(res.statusCode).toBe(200);
    }
    const after = (await t.admin("GET", "/web-vitals")).json() as WebVitalsReport;
    expect(after.pages).toHaveLength(1);
    expect(after.pages[0]!.metrics.LCP.last_7_days).toEqual({ p75: 2300, samples: 4 });
    await t.handle.db.delete(webVitals).where(eq(webVitals.tenantId, t.tenantId));
  });

  it("counts a measurement stored in the very millisecond the report is made", async () => {
    // The database keeps microseconds, a JavaScript date milliseconds: the report's own millisecond is
    // up to now, its first microsecond and 0.5 ms into it alike; the next millisecond is not.
    const now = new Date(Date.now() - 60_000);
    const iso = now.toISOString(); // …:SS.mmmZ
    for (const [value, recordedAt] of [
      [1, iso.replace("Z", "000Z")],
      [2, iso.replace("Z", "500Z")],
      [3, new Date(now.getTime() + 1).toISOString()],
    ] as const) {
      await t.handle.db.execute(
        sql`insert into ${webVitals} (tenant_id, path, metric, value, recorded_at)
            values (${t.tenantId}, '/same-ms', 'LCP', ${value}, ${recordedAt}::timestamptz)`,
      );
    }
    const report = await webVitalsReport(t.handle.db, t.tenantId, now);
    expect(report.pages.find((p) => p.path === "/same-ms")!.metrics.LCP.last_7_days).toEqual({
      p75: 1.75,
      samples: 2,
    });
    await t.handle.db.delete(webVitals).where(eq(webVitals.tenantId, t.tenantId));
  });
});

describe("retention", () => {
  it("deletes measurements older than 28 days, keeps the rest and other tenants' rows", async () => {
    const now = new Date();
    await seed(t, now, [
      { path: "/", metric: "LCP", value: 1, daysAgo: 27.9 },
      { path: "/", metric: "LCP", value: 2, daysAgo: 28.1 },
      { path: "/careers", metric: "CLS", value: 0.5, daysAgo: 40 },
    ]);
    await seed(other, now, [{ path: "/", metric: "LCP", value: 3, daysAgo: 40 }]);
    expect(await purgeOldWebVitals(t.handle.db, { tenantId: t.tenantId, now })).toBe(2);
    const left = await t.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, t.tenantId));
    expect(left.map((r) => r.value)).toEqual([1]);
    expect(
      await other.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, other.tenantId)),
    ).toHaveLength(1);

    // The daily retention job does the same (here for the other tenant: in a database shared with other
    // test files, a run for every tenant would purge their dated applications too); a day later (the
    // clock moved) the 27.9-day row goes as well.
    const lines: object[] = [];
    const handler = retentionPurgeHandler(t.handle.db, { info: (obj) => lines.push(obj) });
    await handler({ id: "test-job", data: { tenantId: other.tenantId } } as Parameters<typeof handler>[0]);
    expect(
      await other.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, other.tenantId)),
    ).toEqual([]);
    expect(await t.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, t.tenantId))).toHaveLength(
      1,
    );
    expect(
      await purgeOldWebVitals(t.handle.db, { now: new Date(now.getTime() + DAY) }),
    ).toBeGreaterThanOrEqual(1);
    expect(await t.handle.db.select().from(webVitals).where(eq(webVitals.tenantId, t.tenantId))).toEqual([]);
    expect(lines.some((l) => (l as { webVitals?: number }).webVitals !== undefined)).toBe(true);
  });
});
