/**
 * Real-user speed (issue 20): the measurements the site's beacon sends, their 75th percentiles per page
 * for the team's Web Vitals page, and their retention.
 *
 * - storeWebVitals: one row per metric of a page view (POST /web-vitals).
 * - webVitalsReport: p75 and sample counts per metric, for the whole site and per page, over the last 7
 *   and 28 days (GET /admin/web-vitals). percentile_cont is PostgreSQL's own, on PGlite too: the same
 *   interpolated 75th percentile CrUX and PageSpeed report.
 * - purgeOldWebVitals: rows older than WEB_VITALS_KEEP_DAYS go, in the daily retention job
 *   (lib/privacy/retention.ts). The report never reads past 28 days either, so a late purge changes no
 *   figure; it only keeps the table from growing.
 */
import { and, eq, lt, sql } from "drizzle-orm";
import {
  WEB_VITAL_NAMES,
  WEB_VITALS_KEEP_DAYS,
  WEB_VITALS_PAGES_MAX,
  type WebVitalName,
  type WebVitalStat,
  type WebVitalsBeacon,
  type WebVitalsByMetric,
  type WebVitalsReport,
} from "@site/contract";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";
import { webVitals } from "../db/schema";

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores a page view's measurements. */
export async function storeWebVitals(db: Db, tenantId: string, beacon: WebVitalsBeacon): Promise<number> {
  const rows = beacon.metrics.map((m) => ({
    tenantId,
    path: beacon.path,
    metric: m.name,
    value: m.value,
    navigationType: beacon.navigation_type ?? null,
  }));
  await db.insert(webVitals).values(rows);
  return rows.length;
}

type Row = {
  path: string | null;
  metric: WebVitalName;
  p75_7: number | string | null;
  n_7: number | string;
  p75_28: number | string | null;
  n_28: number | string;
};

const empty = (): WebVitalsByMetric => {
  const none = () => ({ p75: null, samples: 0 });
  return {
    LCP: { last_7_days: none(), last_28_days: none() },
    INP: { last_7_days: none(), last_28_days: none() },
    CLS: { last_7_days: none(), last_28_days: none() },
  };
};

const stat = (p75: number | string | null, n: number | string): WebVitalStat => ({
  p75: p75 === null ? null : Number(p75),
  samples: Number(n),
});

/**
 * The team's figures as of `now`: per metric the 75th percentile and the number of measurements in the
 * last 7 and 28 days, for the whole site and for the WEB_VITALS_PAGES_MAX pages measured most often.
 */
export async function webVitalsReport(db: Db, tenantId: string, now: Date): Promise<WebVitalsReport> {
  const since28 = new Date(now.getTime() - WEB_VITALS_KEEP_DAYS * DAY_MS);
  const since7 = new Date(now.getTime() - 7 * DAY_MS);
  // `now` names a whole millisecond; the database keeps microseconds, so a measurement stored within that
  // millisecond (a beacon just before the team's look) is "up to now" too.
  const until = new Date(now.getTime() + 1);
  // One pass over the 28 days (the tenant_id, recorded_at index): the busiest pages, then both windows
  // per page and metric and, through the grouping set (metric), for the whole site.
  const result = await db.execute(sql`
    with recent as (
      select path, metric, value, recorded_at from ${webVitals}
      where tenant_id = ${tenantId} and recorded_at > ${since28.toISOString()} and recorded_at < ${until.toISOString()}
    ),
    pages as (select path, count(*) as n from recent group by path),
    listed as (select path from pages order by n desc, path limit ${WEB_VITALS_PAGES_MAX})
    select
      case when grouping(path) = 1 then null else path end as path,
      metric,
      percentile_cont(0.75) within group (order by value)
        filter (where recorded_at > ${since7.toISOString()}) as p75_7,
      count(*) filter (where recorded_at > ${since7.toISOString()})::int as n_7,
      percentile_cont(0.75) within group (order by value) as p75_28,
      count(*)::int as n_28,
      (select count(*) from pages)::int as pages_total
    from recent
    group by grouping sets ((metric), (path, metric))
    having grouping(path) = 1 or path in (select path from listed)
  `);
  const rows = rowsOf<Row & { pages_total: number | string }>(result);
  const site = empty();
  const pages = new Map<string, WebVitalsByMetric>();
  const samples = new Map<string, number>();
  let pagesTotal = 0;
  for (const row of rows) {
    pagesTotal = Number(row.pages_total);
    if (!WEB_VITAL_NAMES.includes(row.metric)) continue;
    const windows = { last_7_days: stat(row.p75_7, row.n_7), last_28_days: stat(row.p75_28, row.n_28) };
    if (row.path === null) {
      site[row.metric] = windows;
      continue;
    }
    const page = pages.get(row.path) ?? empty();
    page[row.metric] = windows;
    pages.set(row.path, page);
    samples.set(row.path, (samples.get(row.path) ?? 0) + Number(row.n_28));
  }
  return {
    generated_at: now.toISOString(),
    site,
    pages: [...pages]
      .map(([path, metrics]) => ({ path, samples: samples.get(path)!, metrics }))
      .sort((a, b) => b.samples - a.samples || (a.path < b.path ? -1 : 1)),
    pages_total: pagesTotal,
  };
}

/** Deletes measurements older than WEB_VITALS_KEEP_DAYS before `now` (one tenant's, or everyone's). */
export async function purgeOldWebVitals(db: Db, options: { now: Date; tenantId?: string }): Promise<number> {
  const cutoff = new Date(options.now.getTime() - WEB_VITALS_KEEP_DAYS * DAY_MS);
  const old = lt(webVitals.recordedAt, cutoff);
  const gone = await db
    .delete(webVitals)
    .where(options.tenantId ? and(eq(webVitals.tenantId, options.tenantId), old) : old)
    .returning({ id: webVitals.id });
  return gone.length;
}
