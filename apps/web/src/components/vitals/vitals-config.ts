import type { Env } from "@/env";

/**
 * The share of page views whose Web Vitals are measured: WEB_VITALS_SAMPLE_RATE as configured, or its
 * stage's default, 0.1 on PROD and 0 (off) elsewhere. Whatever the rate, a page view is measured only
 * on PROD and only when its visitor allowed analytics: the consent script starts the reporter
 * (components/consent/consent-script.ts).
 *
 *   webVitalsSampleRate({ STAGE: "PROD" }) === 0.1
 */
export function webVitalsSampleRate(
  config: Pick<Env, "STAGE"> & { WEB_VITALS_SAMPLE_RATE?: number },
): number {
  return config.WEB_VITALS_SAMPLE_RATE ?? (config.STAGE === "PROD" ? 0.1 : 0);
}

/** Where the beacon goes: the gateway's row (lib/api/gateway/routes.ts). */
export const VITALS_ENDPOINT = "/api/vitals";

/**
 * The reporter with the web-vitals library, one script that scripts/build.mjs bundles from
 * vitals-entry.ts into public/ (about 3.7 KB gzipped). It is not part of the site's own chunks, so
 * a visitor who has not allowed analytics downloads none of it.
 */
export const VITALS_REPORTER_SRC = "/vitals/reporter.js";
