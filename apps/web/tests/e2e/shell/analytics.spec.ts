import { expect, test } from "@playwright/test";

const TRACKER_HOSTS = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|clarity\.ms/;

// The e2e site runs with STAGE=TEST but with every analytics id set (playwright.config.ts),
// so this proves STAGE alone keeps the scripts off the page.
// The scripts a page loads do not depend on its width: desktop only.
test("no analytics, tag manager, pixel or session recording outside PROD @desktop", async ({ page }) => {
  const trackerRequests: string[] = [];
  page.on("request", (request) => {
    if (TRACKER_HOSTS.test(request.url())) trackerRequests.push(request.url());
  });
  for (const path of ["/", "/services", "/blog"]) {
    await page.goto(path);
    await page.waitForLoadState("load");
    // afterInteractive / lazyOnload scripts would have been injected by now.
    await page.waitForTimeout(1500);
    const html = await page.content();
    expect(html).not.toMatch(TRACKER_HOSTS);
    expect(html).not.toMatch(/gtag\(|fbq\(|clarity\(/);
    const globals = await page.evaluate(() => {
      const w = window as unknown as Record<string, unknown>;
      return { dataLayer: w.dataLayer, fbq: w.fbq, clarity: w.clarity, gtag: w.gtag };
    });
    expect(globals).toEqual({ dataLayer: undefined, fbq: undefined, clarity: undefined, gtag: undefined });
  }
  expect(trackerRequests).toEqual([]);
});
