/**
 * The addresses and settings the e2e servers run with. playwright.config.ts starts the servers
 * with these values and the specs import them, so both sides always agree.
 */
export const E2E_WEB_PORT = Number(process.env.E2E_WEB_PORT || 3100);
export const E2E_API_PORT = Number(process.env.E2E_API_PORT || 4100);
export const E2E_WEB_URL = `http://localhost:${E2E_WEB_PORT}`;
export const E2E_API_URL = `http://127.0.0.1:${E2E_API_PORT}`;
/**
 * The reader of the run's test SMTP server (helpers/start-api.mjs): GET /messages lists what the API
 * sent. Its own port beside the API's, clear of the ports the specs that start stacks of their own use.
 */
export const E2E_MAILBOX_PORT = Number(process.env.E2E_MAILBOX_PORT || E2E_API_PORT + 70);
export const E2E_MAILBOX_URL = `http://127.0.0.1:${E2E_MAILBOX_PORT}`;
/** E2E_NO_API=1 runs the site without the API (static pages only). */
export const E2E_NO_API = process.env.E2E_NO_API === "1";

/**
 * Scheduler addresses on a reserved test domain that never resolves: a spec decides what they
 * answer with page.route (a calendar page for "loaded", an aborted request for "failed").
 */
export const SCHEDULER_URL = "https://scheduler.e2e.test/cobaltline/strategy-call";
export const SCHEDULER_URL_SYSTEM = "https://scheduler.e2e.test/cobaltline/system-demo";

/** Ids given to the site in the e2e run, so a test can prove that STAGE alone keeps them off the page. */
export const E2E_ANALYTICS_IDS = {
  GA_MEASUREMENT_ID: "G-E2ETEST123",
  GTM_ID: "GTM-E2ETEST",
  META_PIXEL_ID: "123456789012345",
  CLARITY_ID: "e2etestclr",
} as const;
