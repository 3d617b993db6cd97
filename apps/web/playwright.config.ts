/**
 * Browser end-to-end tests: Playwright in Debian's Chromium against a production build.
 *
 * What it starts (webServer, fresh every run, never reused):
 *   1. the API  — tests/e2e/helpers/start-api.mjs: apps/api/src/server.ts via tsx on API_PORT=$E2E_API_PORT
 *      (default 4100), DATA_DIR = a new temp folder (seeded on first start, removed afterwards),
 *      RATE_LIMIT_DISABLED=1, the team's owner (E2E_OWNER) created before it starts, its e-mails sent to
 *      a test SMTP server whose messages a spec reads at E2E_MAILBOX_URL, and the site's address for the
 *      links in them; ready when GET /health answers. Skipped with E2E_NO_API=1.
 *   2. the site — tests/e2e/helpers/start-web.mjs: scripts/build.mjs (`next build` and compile hints; skipped with E2E_SKIP_BUILD=1) into
 *      NEXT_DIST_DIR (default .next-e2e), then `next start -p $E2E_WEB_PORT` (default 3100), with
 *      API_BASE_URL = the e2e API, SITE_URL = http://localhost:PORT, STAGE=TEST, analytics ids set (so a
 *      spec can prove STAGE alone keeps them out) and scheduler URLs on a test domain that specs
 *      answer themselves with page.route (helpers/e2e-env.ts).
 *
 * Projects: "desktop" (1440×900) and "mobile" (375×812, touch). Chromium is /usr/bin/chromium
 * (CHROMIUM_PATH overrides); browsers are never downloaded (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
 *
 * Run (from the repo root or apps/web), with your own ports and build folder when others run too:
 *   NEXT_DIST_DIR=.next-me E2E_WEB_PORT=3101 E2E_API_PORT=4101 npx playwright test tests/e2e/shell
 *   ... E2E_SKIP_BUILD=1 ...   reuse the last build in NEXT_DIST_DIR
 *   ... --project=desktop ...  one viewport only
 * Helpers: helpers/axe.ts (expectNoAxeViolations), helpers/e2e-env.ts (ports, scheduler URLs),
 * helpers/scheduler.ts (force the booking popup's loaded / failed state).
 */
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_ADMIN_TOKEN, E2E_OWNER } from "./tests/e2e/admin/admin-helpers";
import { FOUNDER_VIDEO_URL } from "./tests/e2e/content/content-env";
import {
  E2E_ANALYTICS_IDS,
  E2E_API_PORT,
  E2E_API_URL,
  E2E_MAILBOX_PORT,
  E2E_NO_API,
  E2E_WEB_PORT,
  E2E_WEB_URL,
  SCHEDULER_URL,
  SCHEDULER_URL_SYSTEM,
} from "./tests/e2e/helpers/e2e-env";

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Exported for specs that launch Chromium with other options (tests/e2e/shell/page-cache.spec.ts). */
export const CHROMIUM_LAUNCH = {
  executablePath: CHROMIUM,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
};
const CHROMIUM_ARGS = CHROMIUM_LAUNCH.args;
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium was not found at ${CHROMIUM}. The e2e tests use Debian's Chromium: install it with ` +
      "`apt-get install -y chromium` (or run .ci/run, which does), or point CHROMIUM_PATH at another build.",
  );
}

const CI = !!process.env.CI;
const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";

const apiServer = {
  command: "node tests/e2e/helpers/start-api.mjs",
  url: `${E2E_API_URL}/health`,
  reuseExistingServer: false,
  // Migrating and seeding a fresh embedded database took over 2 minutes on a 2-core machine busy with
  // other builds.
  timeout: 5 * 60_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    API_PORT: String(E2E_API_PORT),
    API_HOST: "127.0.0.1",
    REVALIDATE_URL: `http://127.0.0.1:${E2E_WEB_PORT}/api/revalidate`,
    LOG_LEVEL: "warn",
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    // Invitations and resets link to the e2e site.
    SITE_URL: E2E_WEB_URL,
    E2E_MAILBOX_PORT: String(E2E_MAILBOX_PORT),
    E2E_OWNER_EMAIL: E2E_OWNER.email,
    E2E_OWNER_NAME: E2E_OWNER.name,
    E2E_OWNER_PASSWORD: E2E_OWNER.password,
  },
};

const webServer = {
  command: "node tests/e2e/helpers/start-web.mjs",
  url: E2E_WEB_URL,
  reuseExistingServer: false,
  // A cold production build on a shared 2-core machine takes minutes.
  timeout: 10 * 60_000,
  stdout: "pipe" as const,
  stderr: "pipe" as const,
  env: {
    NEXT_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    E2E_WEB_PORT: String(E2E_WEB_PORT),
    API_BASE_URL: E2E_API_URL,
    SITE_URL: E2E_WEB_URL,
    STAGE: "TEST",
    SCHEDULER_URL,
    SCHEDULER_URL_SYSTEM,
    FOUNDER_VIDEO_URL,
    ...E2E_ANALYTICS_IDS,
  },
};

export default defineConfig({
  testDir: "./tests/e2e",
  // One results folder per build folder: Playwright empties its outputDir when a run starts, so
  // parallel runs (each with its own NEXT_DIST_DIR) must not share one.
  outputDir: `./test-results/${NEXT_DIST_DIR.replace(/^\.+/, "") || "e2e"}`,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  reporter: "list",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_WEB_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS },
  },
  projects: [
    // Tests tagged @desktop or @mobile run at that viewport only; untagged tests run at both.
    {
      name: "desktop",
      grepInvert: /@mobile/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
    {
      name: "mobile",
      grepInvert: /@desktop/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 375, height: 812 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        channel: undefined,
      },
    },
  ],
  webServer: E2E_NO_API ? [webServer] : [apiServer, webServer],
});
