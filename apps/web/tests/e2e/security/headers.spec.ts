/**
 * Security headers (issue 8): every HTML route answers with a nonce CSP (no 'unsafe-inline' for
 * scripts), HSTS, nosniff, frame-ancestors / X-Frame-Options, a referrer and a permissions policy,
 * and scores at least 100 by the HTTP Observatory's rules (observatory.ts). The e2e site is plain
 * http on localhost; production serves it over https behind nginx with a 301 from port 80
 * (deploy/nginx), so the answers are scored as https ones (HSTS is sent either way).
 * Then a browser works through the site (home with the founder video, the booking popup, a post,
 * the admin sign-in) and no policy violation may occur.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, test, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { ROUTES } from "../../../src/content/routes";
import { E2E_API_URL, E2E_NO_API } from "../helpers/e2e-env";
import { routeScheduler } from "../helpers/scheduler";
import { FOUNDER_VIDEO_URL } from "../content/content-env";
import { OBSERVATORY_PROBE_ORIGIN, parseCsp, scoreObservatory, type Transport } from "./observatory";

const clip = readFileSync(fileURLToPath(new URL("../content/fixtures/founder-test.webm", import.meta.url)));
const PRODUCTION: Transport = { scheme: "https", httpRedirect: "to-https-same-host" };
const REQUIRED_SCORE = 100;

async function dynamicPaths(request: APIRequestContext): Promise<string[]> {
  if (E2E_NO_API) return [];
  const get = async (path: string) => (await request.get(`${E2E_API_URL}${path}`)).json();
  const posts = await get("/blog-posts/published?tenant_id=default&page=0&size=1");
  const authors = await get("/blog-authors?tenant_id=default");
  const careers = await get("/job-applications/published/tenants?tenant_id=default");
  return [`/blog/${posts.content[0].slug}`, `/author/${authors[0].slug}`, `/about/career/${careers[0].id}`];
}

function nonceOf(csp: string): string {
  const scriptSrc = [...(parseCsp(csp).get("script-src") ?? [])];
  const nonce = scriptSrc.find((s) => s.startsWith("'nonce-"));
  expect(nonce, `script-src has a nonce: ${csp}`).toBeTruthy();
  return (/'nonce-([^']+)'/i.exec(csp) ?? [])[1] ?? "";
}

/** The page's own answer, checked header by header, then scored. */
async function expectSecurePage(request: APIRequestContext, path: string) {
  const res: APIResponse = await request.get(path, {
    maxRedirects: 0,
    headers: { origin: OBSERVATORY_PROBE_ORIGIN },
  });
  expect(res.status(), `${path} status`).toBe(200);
  const headers = res.headers();
  expect(headers["content-type"]).toContain("text/html");
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = parseCsp(csp).get("script-src") ?? new Set();
  expect([...scriptSrc], `${path}: no 'unsafe-inline' or 'unsafe-eval' for scripts`).not.toContain(
    "'unsafe-inline'",
  );
  expect([...scriptSrc]).not.toContain("'unsafe-eval'");
  expect(parseCsp(csp).get("frame-ancestors"), `${path}: frame-ancestors`).toEqual(new Set(["'none'"]));
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d{8,}/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");

  // Every executable script carries this answer's nonce (JSON-LD data blocks need none).
  const html = await res.text();
  const nonce = nonceOf(csp);
  const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => !/type="application\/(?:ld\+)?json"/i.test(tag));
  expect(scripts.length, `${path} has Next's scripts`).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag, `${path}: script without the nonce`).toContain(`nonce="${nonce}"`);

  const setCookies = res
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  const score = scoreObservatory({
    url: res.url(),
    headers,
    setCookies,
    html,
    status: res.status(),
    transport: PRODUCTION,
    corsProbe: {
      allowOrigin: headers["access-control-allow-origin"] ?? null,
      allowCredentials: headers["access-control-allow-credentials"] ?? null,
    },
  });
  const failed = score.tests.filter((t) => t.modifier < 0);
  expect(score.score, `${path}: ${JSON.stringify(failed)}`).toBeGreaterThanOrEqual(REQUIRED_SCORE);
  return { nonce, score };
}

test.describe("security headers @desktop", () => {
  for (const route of ROUTES) {
    test(`${route.path} scores ≥ ${REQUIRED_SCORE} by the Observatory's rules`, async ({ request }) => {
      await expectSecurePage(request, route.path);
    });
  }

  test("a post, an author, a career and the admin sign-in score too; 404s carry the headers", async ({
    request,
  }) => {
    for (const path of [...(await dynamicPaths(request)), "/admin/sign-in"]) {
      await expectSecurePage(request, path);
    }
    const missing = await request.get("/no-such-page-here");
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-security-policy"]).toContain("'nonce-");
    expect(missing.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("every answer gets its own nonce", async ({ request }) => {
    const a = await expectSecurePage(request, "/");
    const b = await expectSecurePage(request, "/");
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.score.grade).toBe("A+");
  });

  test("route handlers keep their answers, with nosniff, HSTS and no framing", async ({ request }) => {
    const paths = ["/api/locations/countries", "/blog/feed.xml"];
    if (!E2E_NO_API) paths.push("/blog/api/blogs?page=0&size=1");
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()["content-type"]).not.toContain("text/html");
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
      expect(res.headers()["strict-transport-security"], path).toMatch(/max-age=/);
      expect(res.headers()["x-frame-options"], path).toBe("DENY");
    }
  });
});

/** Records CSP violations (the DOM event and Chromium's console report) from the first script on. */
async function watchCsp(page: Page) {
  const reports: string[] = [];
  page.on("console", (msg) => {
    const text = msg.text();
    if (/Content Security Policy|Refused to (?:load|execute|frame|connect|apply)/i.test(text))
      reports.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) =>
      w.__csp.push(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  return async (where: string) => {
    const events = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect([...events, ...reports], `CSP violations on ${where}`).toEqual([]);
  };
}

test.describe("the policy blocks nothing the site uses @desktop", () => {
  test("home with the founder video, the booking popup, a post and the admin sign-in", async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    const expectNoViolations = await watchCsp(page);
    await routeScheduler(page, "loaded");
    await page.route(FOUNDER_VIDEO_URL, (route) =>
      route.fulfill({
        status: 200,
        contentType: "video/webm",
        body: clip,
        headers: { "accept-ranges": "none" },
      }),
    );

    await page.goto("/");
    const video = page.getByTestId("founder-video");
    await video.scrollIntoViewIfNeeded();
    // The clip loads from its own origin (media-src) and plays once in view.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 2 && !v.paused))
      .toBe(true);
    await page.locator("footer").getByRole("button", { name: "Book a Strategy Call" }).click();
    const dialog = page.getByRole("dialog", { name: "Book a free strategy call" });
    await expect(dialog.locator("[data-booking-status]")).toHaveAttribute("data-booking-status", "loaded");
    await expect(dialog.frameLocator("iframe").getByText("Thursday 10:00")).toBeVisible();
    await expectNoViolations("/ with the booking popup");

    if (!E2E_NO_API) {
      const [post] = await dynamicPaths(request);
      await page.goto(post!);
      const hero = page.locator("main img").first();
      await expect(hero).toBeVisible();
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await page.mouse.wheel(0, 4000);
      await expectNoViolations(post!);
    }

    await page.goto("/admin/sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations("/admin/sign-in");
    expect(errors).toEqual([]);
  });
});
