import { onCLS, onINP, onLCP, type MetricType } from "web-vitals";
import type { WebVitalsBeacon } from "@site/contract";
import { VITALS_ENDPOINT } from "./vitals-config";

/** The contract's WEB_VITALS_PATH_MAX, kept here so this chunk carries no schema code. */
const PATH_MAX = 200;

type Measured = WebVitalsBeacon["metrics"][number];

/**
 * Measures LCP, INP and CLS with the web-vitals library and sends them in one beacon when the page is
 * hidden or left (visibilitychange to hidden, pagehide), the moments the library finalises them. Each
 * metric instance is sent once: its value when the page is first hidden (a page restored from the
 * back/forward cache is a new page view, with new instances). sendBeacon survives the page's unload;
 * where it refuses, fetch with keepalive does the same. Loaded only after analytics consent, by the
 * consent script (vitals-entry.ts); `allowed` is asked again before each beacon.
 */
export function reportVitals(pagePath: string, allowed: () => boolean) {
  const path = pagePath.slice(0, PATH_MAX);
  const queue = new Map<string, Measured>();
  const sent = new Set<string>();
  let navigation: WebVitalsBeacon["navigation_type"];

  const add = (metric: MetricType) => {
    if (metric.name !== "LCP" && metric.name !== "INP" && metric.name !== "CLS") return;
    if (sent.has(metric.id)) return;
    sent.add(metric.id);
    if (metric.navigationType !== "soft-navigation") navigation = metric.navigationType;
    queue.set(metric.name, { name: metric.name, value: Math.max(0, metric.value) });
  };

  const flush = () => {
    // Consent withdrawn on this page (Cookie settings): what was measured is dropped, never sent.
    if (!allowed()) queue.clear();
    if (queue.size === 0) return;
    const beacon: WebVitalsBeacon = {
      path,
      ...(navigation ? { navigation_type: navigation } : {}),
      metrics: [...queue.values()],
    };
    queue.clear();
    const body = JSON.stringify(beacon);
    let queued = false;
    try {
      queued = navigator.sendBeacon(VITALS_ENDPOINT, new Blob([body], { type: "application/json" }));
    } catch {
      // No sendBeacon, or one that refuses this body's type: the fetch below.
    }
    if (!queued) {
      void fetch(VITALS_ENDPOINT, {
        method: "POST",
        body,
        headers: { "content-type": "application/json" },
        keepalive: true,
      }).catch(() => undefined);
    }
  };

  onLCP(add);
  onINP(add);
  onCLS(add);
  // Added after the library's own listeners, so its final values are queued before the flush.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flush();
  });
  addEventListener("pagehide", flush);
}
