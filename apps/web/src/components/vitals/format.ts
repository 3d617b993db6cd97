import { rateWebVital, type WebVitalName, type WebVitalRating } from "@site/contract";

/**
 * A Web Vital as the team reads it: LCP and INP in whole milliseconds, CLS unitless to two decimals.
 *
 *   formatVital("LCP", 1830.4) === "1,830 ms"; formatVital("CLS", 0.0421) === "0.04"
 */
export function formatVital(name: WebVitalName, value: number): string {
  if (name === "CLS") return value.toFixed(2);
  return `${Math.round(value).toLocaleString("en-US")} ms`;
}

export const RATING_LABELS: Record<WebVitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

/** The rating of a p75 as shown: the value rounded as displayed, so a figure and its word agree. */
export function ratingOf(name: WebVitalName, value: number): WebVitalRating {
  return rateWebVital(name, name === "CLS" ? Number(value.toFixed(2)) : Math.round(value));
}
