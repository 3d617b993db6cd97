/**
 * The environments the bench scripts start the API and the site with (bench-throughput.mjs,
 * bench-memory.mjs): a seeded API on an embedded database of its own, and the production site
 * (`STAGE=PROD`, its own revalidation secret) reading it, both on 127.0.0.1.
 */

/** The API's: `dataDir` a fresh folder (seeded at start), no rate limit (one client measures). */
export function benchApiEnv({ port, dataDir, secret }) {
  return {
    ...process.env,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "warn",
    REVALIDATE_SECRET: secret,
  };
}

/** The site's, from the build in `dist`, with `extra` on top. */
export function benchSiteEnv({ port, dist, api, secret, extra = {} }) {
  return {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXT_DIST_DIR: dist,
    NEXT_TELEMETRY_DISABLED: "1",
    API_BASE_URL: api,
    SITE_URL: `http://localhost:${port}`,
    STAGE: "PROD",
    // PROD refuses the development secret: one of the run's own, shared with the API.
    REVALIDATE_SECRET: secret,
    // One client measuring: no per-visitor render limit.
    PAGE_RENDERS_PER_SECOND: "0",
    ...extra,
  };
}
