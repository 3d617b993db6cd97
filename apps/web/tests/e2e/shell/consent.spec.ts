/**
 * Consent on STAGE=PROD (issue 20): analytics, tag manager, pixel and session recording wait for the
 * visitor's answer; Global Privacy Control counts as a refusal; the footer reopens the choices and
 * leads to the "Do Not Sell or Share" page, which records the opt-out with or without script.
 *
 * A second site instance runs the same build with STAGE=PROD and every tracker id set, against the
 * shared e2e API. The trackers' hosts cannot be reached from here: the browser's requests to them are
 * answered with an empty script and counted (what the visitor's browser asks for is what is tested).
 *
 * Real-user speed (issue 20, components/vitals/) runs on the same instance with every page view
 * sampled (WEB_VITALS_SAMPLE_RATE=1): no beacon and no web-vitals code without analytics consent or
 * with Global Privacy Control; with consent, beacons from a person's visit reach the API, and the team's
 * Web Vitals page shows their 75th percentiles.
 */
import { gzipSync } from "node:zlib";
import { expect, test, type BrowserContext, type Page, type Request } from "@playwright/test";
import type { WebVitalsBeacon, WebVitalsReport } from "@site/contract";
import { E2E_ADMIN_TOKEN, signIn } from "../admin/admin-helpers";
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
      WEB_VITALS_SAMPLE_RATE: "1",
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

  test("speed: no beacon and no web-vitals code without consent, after Reject, or with Global Privacy Control", async ({
    browser,
  }) => {
    const cases: {
      label: string;
      gpc?: boolean;
      answer?: "Reject all" | "Accept all, then withdrawn";
      cookie?: string;
    }[] = [
      { label: "no answer yet" },
      { label: "rejected", answer: "Reject all" },
      // The reporter came with the Accept; what it measured on that page is not sent once withdrawn.
      { label: "accepted, then withdrawn on the page", answer: "Accept all, then withdrawn" },
      // A choice stored before the visitor switched Global Privacy Control on does not count.
      { label: "GPC on, analytics:1 stored", gpc: true, cookie: "analytics:1|advertising:1|recording:1" },
    ];
    const before = totalSamples(await apiVitals());
    for (const c of cases) {
      const context = await browser.newContext();
      if (c.gpc) {
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
        );
      }
      if (c.cookie) {
        await context.addCookies([{ name: "cobaltline_consent", value: c.cookie, url: SITE }]);
      }
      await countTrackers(context);
      const speed = watchSpeed(context);
      const page = await context.newPage();
      await page.goto(`${SITE}/`);
      if (c.answer === "Reject all") await banner(page).getByRole("button", { name: "Reject all" }).click();
      if (c.answer === "Accept all, then withdrawn") {
        await banner(page).getByRole("button", { name: "Accept all" }).click();
        await expect.poll(async () => (await speed.libraryScripts()).length).toBe(1);
        await interact(page, "answered");
        await page.getByRole("button", { name: "Cookie settings" }).click();
        await banner(page)
          .getByRole("checkbox", { name: /Analytics/ })
          .uncheck();
        await banner(page).getByRole("button", { name: "Save choices" }).click();
        await expect(banner(page)).toBeHidden();
      }
      await settle(page);
      await interact(page, c.gpc ? "gpc" : c.answer ? "answered" : "asked");
      if (c.answer !== "Accept all, then withdrawn")
        expect(await speed.libraryScripts(), c.label).toEqual([]);
      await page.goto(`${SITE}/services`);
      await settle(page);
      await interact(page, "answered");
      await page.goto("about:blank");
      await settle(page);
      expect(speed.beacons, c.label).toEqual([]);
      // The reporter came once with the Accept of the withdrawn case, never otherwise.
      expect(speed.reporterLoads, c.label).toHaveLength(c.answer === "Accept all, then withdrawn" ? 1 : 0);
      // A beacon sent as a page unloads is not always seen by the test's browser; the API sees all.
      expect(totalSamples(await apiVitals()), c.label).toBe(before);
      await context.close();
    }
  });

  test("speed: with consent a visit's pages send LCP, INP and CLS, and the team's Web Vitals page shows their p75", async ({
    browser,
    page: teamPage,
  }) => {
    test.setTimeout(120_000);
    const before = await apiVitals();
    const context = await browser.newContext();
    await countTrackers(context);
    const speed = watchSpeed(context);
    const page = await context.newPage();
    await page.goto(`${SITE}/`);
    await settle(page);
    const beforeConsent = await speed.scripts();
    expect(await speed.libraryScripts()).toEqual([]);

    // Accept: the page starts measuring at once, with no reload.
    await banner(page).getByRole("button", { name: "Accept all" }).click();
    await expect.poll(async () => (await speed.libraryScripts()).length).toBeGreaterThan(0);
    const added = (await speed.scripts()).filter((s) => !beforeConsent.some((b) => b.url === s.url));
    const addedKb = added.reduce((n, s) => n + s.gzipped, 0) / 1024;
    console.log(`web-vitals after consent: ${added.length} file(s), ${addedKb.toFixed(1)} KB gzipped`);
    expect(addedKb).toBeLessThan(8);

    // A person's visit: read, click, move on; leaving each page sends its beacon (its path without the
    // query or fragment of the address).
    const visited = ["/", "/services", "/about", "/contact"];
    for (const path of visited.slice(1)) {
      await interact(page, "answered");
      await page.goto(`${SITE}${path}${path === "/about" ? "?ref=newsletter#team" : ""}`);
      await settle(page);
    }
    await interact(page, "answered");
    await page.goto("about:blank");
    await context.close();

    // The API has them: each visited page gained an LCP, and the visit's INP and CLS arrived too.
    const lcp = (r: WebVitalsReport, path: string) =>
      r.pages.find((p) => p.path === path)?.metrics.LCP.last_7_days.samples ?? 0;
    await expect
      .poll(async () => {
        const now = await apiVitals();
        return visited.filter((path) => lcp(now, path) <= lcp(before, path));
      })
      .toEqual([]);
    const after = await apiVitals();
    for (const name of ["INP", "CLS"] as const) {
      expect(after.site[name].last_7_days.samples, name).toBeGreaterThan(
        before.site[name].last_7_days.samples,
      );
    }
    expect(after.pages.filter((p) => /[?#]/.test(p.path))).toEqual([]);
    // Those seen leaving by the test's browser are well formed (some sent at unload are not seen).
    for (const b of speed.beacons) {
      expect(visited).toContain(b.body.path);
      expect(b.body.metrics.length).toBeGreaterThan(0);
    }

    // The team's area, as a person opens it: p75 figures with units and Google's ratings.
    await signIn(teamPage);
    await teamPage.getByRole("navigation").getByRole("link", { name: "Web Vitals" }).click();
    await expect(teamPage).toHaveURL(/\/admin\/web-vitals$/);
    await expect(teamPage.getByRole("heading", { level: 1, name: "Web Vitals" })).toBeVisible();
    const site = teamPage.getByRole("region", { name: "Whole site" });
    await expect(site.locator('[data-vital="LCP"]').first()).toHaveText(/^[\d,]+ ms$/);
    await expect(site.locator('[data-vital="CLS"]').first()).toHaveText(/^\d+\.\d\d$/);
    const table = teamPage.getByRole("region", { name: "p75 per page, last 7 and 28 days" });
    for (const path of visited) {
      const row = table.getByRole("row").filter({ has: teamPage.getByText(path, { exact: true }) });
      await expect(row.locator('[data-vital="LCP"]').first(), path).toHaveText(/^[\d,]+ ms$/);
      await expect(row.getByText(/^(Good|Needs improvement|Poor)$/).first()).toBeVisible();
    }
    await expect(teamPage.getByRole("region", { name: "Thresholds per metric" })).toContainText(
      "up to 2,500 ms",
    );
    await expectNoAxeViolations(teamPage);
  });

  test("speed: the beacon's gateway row refuses other sites, other content types and bad figures", async () => {
    const beacon = JSON.stringify({ path: "/", metrics: [{ name: "LCP", value: 1200 }] });
    const post = (body: string, headers: Record<string, string>) =>
      fetch(`${SITE}/api/vitals`, { method: "POST", body, headers });
    const json = { "content-type": "application/json" };
    expect((await post(beacon, { ...json, "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect(
      (await post(beacon, { "content-type": "text/plain", "sec-fetch-site": "same-origin" })).status,
    ).toBe(415);
    const bad = await post(JSON.stringify({ path: "/?q=1", metrics: [{ name: "LCP", value: -5 }] }), {
      ...json,
      "sec-fetch-site": "same-origin",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { errors: object }).errors).sort()).toEqual([
      "metrics.0.value",
      "path",
    ]);
    expect(
      (await post(`{"path":"/","x":"${"a".repeat(4096)}"}`, { ...json, "sec-fetch-site": "same-origin" }))
        .status,
    ).toBe(413);
    expect((await post(beacon, { ...json, "sec-fetch-site": "same-origin" })).status).toBe(200);
  });
});

/** What the team's page reads, straight from the API (for arranging and checking only). */
async function apiVitals(): Promise<WebVitalsReport> {
  const res = await fetch(`${E2E_API_URL}/admin/web-vitals?tenant_id=default`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as WebVitalsReport;
}

/** Every measurement the API holds for the last 28 days, all metrics together. */
function totalSamples(report: WebVitalsReport): number {
  return (["LCP", "INP", "CLS"] as const).reduce((n, m) => n + report.site[m].last_28_days.samples, 0);
}

/** A click that makes the page work, as a reader's would: open the cookie settings and close them again. */
async function interact(page: Page, state: "asked" | "answered" | "gpc") {
  if (state === "asked") {
    // The banner is up: reading past it, a click on the page's heading.
    await page.getByRole("heading", { level: 1 }).first().click();
    return;
  }
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole("button", { name: "Close" }).click();
  await expect(banner(page)).toBeHidden();
}

/**
 * The speed beacons the context's pages send to /api/vitals (with their answers), and the script files
 * they load: the web-vitals library is told by the performance entry types it observes.
 */
function watchSpeed(context: BrowserContext) {
  const beacons: { body: WebVitalsBeacon; request: Request }[] = [];
  const scripts = new Map<string, Request>();
  const reporterLoads: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/vitals/reporter.js") reporterLoads.push(request.frame().url());
    if (url.pathname === "/api/vitals" && request.method() === "POST") {
      beacons.push({ body: JSON.parse(request.postData() ?? "null") as WebVitalsBeacon, request });
    }
    if (request.resourceType() === "script" && url.origin === SITE) scripts.set(request.url(), request);
  });
  const bodies = async () =>
    Promise.all(
      [...scripts.values()].map(async (request) => {
        const body = (await (await request.response())?.body().catch(() => null)) ?? Buffer.alloc(0);
        return {
          url: request.url(),
          text: body.toString("utf8"),
          gzipped: gzipSync(body, { level: 9 }).length,
        };
      }),
    );
  return {
    beacons,
    /** The page each load of the reporter's script came from. */
    reporterLoads,
    scripts: bodies,
    libraryScripts: async () =>
      (await bodies()).filter((s) => s.text.includes("largest-contentful-paint")).map((s) => s.url),
  };
}
