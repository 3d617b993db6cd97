/**
 * Consent on STAGE=PROD (issue 20): analytics, tag manager, pixel and session recording wait for the
 * visitor's answer; Global Privacy Control counts as a refusal; the footer reopens the choices and
 * leads to the "Do Not Sell or Share" page, which records the opt-out with or without script.
 *
 * A second site instance runs the same build with STAGE=PROD and every tracker id set, against the
 * shared e2e API. The trackers' hosts cannot be reached from here: the browser's requests to them are
 * answered with an empty script and counted (what the visitor's browser asks for is what is tested).
 */
import { gzipSync } from "node:zlib";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { E2E_ANALYTICS_IDS, E2E_API_URL } from "../helpers/e2e-env";
import { expectNoAxeViolations } from "../helpers/axe";
import { OPS_WEB_PORT, startSite, stopAll, waitFor } from "../ops/ops-stack";

const PORT = OPS_WEB_PORT + 8;
const SITE = `http://localhost:${PORT}`;
const TRACKERS = /googletagmanager\.com|google-analytics\.com|connect\.facebook\.net|clarity\.ms/;

/** Every request the context's pages make to a tracker's host, answered with an empty script. */
async function countTrackers(context: BrowserContext): Promise<string[]> {
  const seen: string[] = [];
  await context.route(TRACKERS, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
  });
  return seen;
}

const banner = (page: Page) => page.getByRole("region", { name: "Your privacy choices" });

/** Waits long enough for anything the page would start after load (idle code, the load event). */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.waitForTimeout(1500);
}

test.describe("consent on PROD @desktop", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    startSite(PORT, {
      API_BASE_URL: E2E_API_URL,
      STAGE: "PROD",
      REVALIDATE_SECRET: "consent-spec-secret-of-forty-characters!",
      ...E2E_ANALYTICS_IDS,
    });
    await waitFor(`${SITE}/healthz`);
  });

  test.afterAll(async () => {
    await stopAll();
  });

  test("nothing tracks before Accept; Accept starts all four and is remembered", async ({ browser }) => {
    const context = await browser.newContext();
    const seen = await countTrackers(context);
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    await expect(banner(page)).toBeVisible();
    await settle(page);
    expect(seen).toEqual([]);
    // Consent Mode v2: everything denied by default, before any tag.
    const defaults = await page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? [])
        .map((entry) => Array.from(entry))
        .find((entry) => entry[0] === "consent" && entry[1] === "default"),
    );
    expect(defaults?.[2]).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
    });

    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect(banner(page)).toBeHidden();
    await expect
      .poll(() => seen.map((url) => new URL(url).host).sort())
      .toEqual([
        "connect.facebook.net",
        "www.clarity.ms",
        "www.googletagmanager.com",
        "www.googletagmanager.com",
      ]);
    expect(seen.some((url) => url.includes(`gtag/js?id=${E2E_ANALYTICS_IDS.GA_MEASUREMENT_ID}`))).toBe(true);
    expect(seen.some((url) => url.includes(`gtm.js?id=${E2E_ANALYTICS_IDS.GTM_ID}`))).toBe(true);

    // Another page: no question, the scripts start at once.
    seen.length = 0;
    await page.goto(`${SITE}/services`);
    await expect.poll(() => seen.length).toBe(4);
    await expect(banner(page)).toBeHidden();
    await context.close();
  });

  test("Reject all keeps everything off, now and on the next page", async ({ browser }) => {
    const context = await browser.newContext();
    const seen = await countTrackers(context);
    const page = await context.newPage();
    await page.goto(`${SITE}/blog`);
    await banner(page).getByRole("button", { name: "Reject all" }).click();
    await expect(banner(page)).toBeHidden();
    await page.goto(`${SITE}/`);
    await settle(page);
    await expect(banner(page)).toBeHidden();
    expect(seen).toEqual([]);
    await context.close();
  });

  test("Choose: analytics only starts Google's tags and nothing else; the footer reopens the choice", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const seen = await countTrackers(context);
    const page = await context.newPage();
    await page.goto(`${SITE}/contact`);
    const choose = banner(page).getByRole("button", { name: "Choose" });
    await choose.click();
    await expect(choose).toHaveAttribute("aria-expanded", "true");
    await banner(page)
      .getByRole("checkbox", { name: /Analytics/ })
      .check();
    await banner(page).getByRole("button", { name: "Save choices" }).click();
    await expect(banner(page)).toBeHidden();
    await expect.poll(() => seen.length).toBe(2);
    await settle(page);
    expect(seen.every((url) => new URL(url).host === "www.googletagmanager.com")).toBe(true);

    // Cookie settings, in the footer, shows the choices as they stand.
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
    await expect(banner(page).getByRole("checkbox", { name: /Advertising/ })).not.toBeChecked();
    await expect(banner(page).getByRole("checkbox", { name: /Session recording/ })).not.toBeChecked();
    await banner(page).getByRole("button", { name: "Close" }).click();
    await expect(banner(page)).toBeHidden();
    await context.close();
  });

  test("with Global Privacy Control on nothing is asked and nothing tracks, whatever is clicked", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    // The signal a GPC browser (or its extension) gives every page; Chromium has no switch for it.
    await context.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const seen = await countTrackers(context);
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    await settle(page);
    await expect(banner(page)).toBeHidden();
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(banner(page).getByText("Global Privacy Control")).toBeVisible();
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await page.goto(`${SITE}/services`);
    await settle(page);
    expect(seen).toEqual([]);
    await context.close();
  });

  test("the footer's Do Not Sell link records the opt-out, with and without script", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled });
      const seen = await countTrackers(context);
      const page = await context.newPage();
      await page.goto(`${SITE}/`);
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: "Do Not Sell or Share My Personal Information" })
        .click();
      await expect(page).toHaveURL(`${SITE}/privacy/do-not-sell`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Do Not Sell or Share My Personal Information",
      );
      await page.getByRole("button", { name: "Opt out of sale and sharing" }).click();
      await expect(page).toHaveURL(`${SITE}/privacy/do-not-sell?recorded=1`);
      await expect(page.getByRole("status")).toContainText("Your choice is recorded");
      const cookie = (await context.cookies()).find((c) => c.name === "cobaltline_consent");
      expect(cookie?.value, `javaScriptEnabled: ${javaScriptEnabled}`).toBe(
        "analytics:0|advertising:0|recording:0",
      );
      if (javaScriptEnabled) {
        // Recorded: no question on the next page, and no tracker.
        await page.goto(`${SITE}/`);
        await settle(page);
        await expect(banner(page)).toBeHidden();
      }
      expect(seen).toEqual([]);
      await context.close();
    }
  });

  test("an opt-out sent from another site is refused and records nothing", async () => {
    const res = await fetch(`${SITE}/privacy/do-not-sell/opt-out`, {
      method: "POST",
      redirect: "manual",
      headers: { "sec-fetch-site": "cross-site", origin: "https://elsewhere.example" },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  test("the banner: equal answers, no layout shift, under 5 KB, axe clean at both widths", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.route(TRACKERS, (route) => route.fulfill({ status: 200, body: "" }));
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${SITE}/`);
      await expect(banner(page)).toBeVisible();
      await settle(page);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
      const sizes = await Promise.all(
        ["Accept all", "Reject all", "Choose"].map(async (name) => {
          const button = banner(page).getByRole("button", { name, exact: true });
          const box = (await button.boundingBox())!;
          const style = await button.evaluate((el) => {
            const s = getComputedStyle(el);
            return `${s.fontSize} ${s.fontWeight} ${s.backgroundColor} ${s.color}`;
          });
          return { height: box.height, style };
        }),
      );
      expect(new Set(sizes.map((s) => `${s.height} ${s.style}`)).size).toBe(1);
      await expectNoAxeViolations(page);
    }
    // What the banner adds to every page: its markup and its script, gzipped.
    const html = await (await fetch(`${SITE}/`)).text();
    const markup = html.match(/<section id="consent-banner"[\s\S]*?<\/section>/)![0];
    const script = html.slice(html.indexOf("<script", html.indexOf(markup) + markup.length));
    const code = script.slice(0, script.indexOf("</script>") + 9);
    expect(code).toContain("consent");
    expect(gzipSync(markup + code).length).toBeLessThan(5 * 1024);
  });
});
