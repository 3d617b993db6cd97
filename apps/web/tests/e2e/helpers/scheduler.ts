import type { Page } from "@playwright/test";

/** A small stand-in for the scheduler's page, served for the loaded state. */
export const FAKE_SCHEDULER_HTML = `<!doctype html><html lang="en"><head><title>Pick a time</title></head>
<body style="font-family:sans-serif"><h1>Pick a time</h1><p id="scheduler-ready">Thursday 10:00</p></body></html>`;

/**
 * Decides what the scheduler answers for this page: "loaded" serves a calendar page, "failed" aborts
 * the connection (as when the service is unreachable), "hang" never answers (the popup's timeout).
 */
export async function routeScheduler(page: Page, mode: "loaded" | "failed" | "hang", delayMs = 0) {
  await page.route("https://scheduler.e2e.test/**", async (route) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    if (mode === "loaded") {
      await route.fulfill({ status: 200, contentType: "text/html", body: FAKE_SCHEDULER_HTML });
    } else if (mode === "failed") {
      await route.abort("connectionrefused");
    }
    // "hang": leave the request pending.
  });
}
