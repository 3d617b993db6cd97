import { z } from "zod";

/**
 * Real-user speed (issue 20): the site's pages measure LCP, INP and CLS with the `web-vitals` library,
 * only with the visitor's analytics consent, and send one beacon per page view to the API; the team's
 * area shows the 75th percentile per page over the last 7 and 28 days, as Google's tools do.
 *
 *   webVitalsBeaconSchema.parse({ path: "/services", metrics: [{ name: "LCP", value: 1830.4 }] })
 */
export const WEB_VITAL_NAMES = ["LCP", "INP", "CLS"] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

/**
 * Google's thresholds: up to the first a value is "good", up to the second "needs improvement", above
 * it "poor" (the same numbers as web-vitals' LCPThresholds, INPThresholds and CLSThresholds).
 */
export const WEB_VITAL_THRESHOLDS: Record<WebVitalName, readonly [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
};

export type WebVitalRating = "good" | "needs-improvement" | "poor";

/** A value's rating by WEB_VITAL_THRESHOLDS: `rateWebVital("LCP", 2600) === "needs-improvement"`. */
export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = WEB_VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor";
}

/**
 * The largest value accepted per metric. Far beyond anything a visitor waits through (ten minutes for
 * LCP and INP, a layout shifting fifty screens' worth for CLS), so a real measurement is never refused;
 * above it a number is a broken or made-up beacon.
 */
export const WEB_VITAL_MAX: Record<WebVitalName, number> = { LCP: 600_000, INP: 600_000, CLS: 50 };

/** Days measurements are kept; the admin page's longer window. */
export const WEB_VITALS_KEEP_DAYS = 28;
/** The windows the team's page shows, in days. */
export const WEB_VITALS_WINDOWS = [7, 28] as const;

/** A page's path as the browser gives it, without query or fragment; longer ones are cut by the site. */
export const WEB_VITALS_PATH_MAX = 200;
const PATH = /^\/[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/;

export const WEB_VITALS_MESSAGES = {
  path: `The page's path must start with / and have at most ${WEB_VITALS_PATH_MAX} characters of a URL path`,
  name: `The metric must be one of ${WEB_VITAL_NAMES.join(", ")}`,
  value: "The value must be a finite number, at least 0 and within the metric's range",
  metrics: "Send one to three metrics, each at most once",
  navigationType: "Unknown navigation type",
} as const;

const metricSchema = z
  .object({
    name: z.enum(WEB_VITAL_NAMES, { error: WEB_VITALS_MESSAGES.name }),
    value: z
      .number({ error: WEB_VITALS_MESSAGES.value })
      .min(0, { error: WEB_VITALS_MESSAGES.value })
      .max(WEB_VITAL_MAX.LCP, { error: WEB_VITALS_MESSAGES.value }),
  })
  .refine((m) => m.value <= WEB_VITAL_MAX[m.name], { error: WEB_VITALS_MESSAGES.value, path: ["value"] });

/** How the page view began, as web-vitals names it. */
export const NAVIGATION_TYPES = [
  "navigate",
  "reload",
  "back-forward",
  "back-forward-cache",
  "prerender",
  "restore",
] as const;

/** One page view's measurements: what the site's beacon posts to /api/vitals and the API stores. */
export const webVitalsBeaconSchema = z.object({
  path: z
    .string({ error: WEB_VITALS_MESSAGES.path })
    .max(WEB_VITALS_PATH_MAX, { error: WEB_VITALS_MESSAGES.path })
    .regex(PATH, { error: WEB_VITALS_MESSAGES.path }),
  navigation_type: z.enum(NAVIGATION_TYPES, { error: WEB_VITALS_MESSAGES.navigationType }).optional(),
  metrics: z
    .array(metricSchema, { error: WEB_VITALS_MESSAGES.metrics })
    .min(1, { error: WEB_VITALS_MESSAGES.metrics })
    .max(WEB_VITAL_NAMES.length, { error: WEB_VITALS_MESSAGES.metrics })
    .refine((list) => new Set(list.map((m) => m.name)).size === list.length, {
      error: WEB_VITALS_MESSAGES.metrics,
    }),
});
export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;

/** The 75th percentile of a window's measurements (null without any) and how many there were. */
export const webVitalStatSchema = z.object({ p75: z.number().nullable(), samples: z.number().int() });
export type WebVitalStat = z.infer<typeof webVitalStatSchema>;

const windowsSchema = z.object({ last_7_days: webVitalStatSchema, last_28_days: webVitalStatSchema });
const byMetricSchema = z.object({ LCP: windowsSchema, INP: windowsSchema, CLS: windowsSchema });
export type WebVitalsByMetric = z.infer<typeof byMetricSchema>;

/** At most this many pages are listed, those with the most page views measured in 28 days. */
export const WEB_VITALS_PAGES_MAX = 50;

/** GET /admin/web-vitals: the whole site, then each page, busiest first. */
export const webVitalsReportSchema = z.object({
  generated_at: z.string(),
  site: byMetricSchema,
  pages: z.array(z.object({ path: z.string(), samples: z.number().int(), metrics: byMetricSchema })),
  /** Pages measured in 28 days, listed or not. */
  pages_total: z.number().int(),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;
