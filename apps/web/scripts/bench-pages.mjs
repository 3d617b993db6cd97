#!/usr/bin/env node
/**
 * Page budgets, measured on the production build with a freshly seeded API:
 *   1. JavaScript per page: every script file a cold load of the page fetches (up to the load event
 *      and a quiet network, no interaction), gzipped, summed. Budget 150 KB on every route of spec §2
 *      plus a post, an author and a career. Link prefetches (requests marked Next-Router-Prefetch,
 *      which pull other pages' chunks in at idle) are blocked: they are the next page's code, not
 *      this one's. The inline flight data (the page's content as script tags) is printed beside it.
 *   2. Lighthouse at mobile and desktop settings on /, a service page, /blog, a post, an author page,
 *      /about/career, a career and /contact. Budgets: performance 95 mobile and 100 desktop;
 *      accessibility, best practices and SEO 100 (scripts/lighthouse.mjs does the auditing).
 * Prints both tables; exits 1 when anything is past its budget.
 *
 *   node scripts/bench-pages.mjs                 build into .next-bench, start API + site, measure
 *   node scripts/bench-pages.mjs --skip-build    reuse the last build in .next-bench
 *   node scripts/bench-pages.mjs --js-only | --lighthouse-only
 * BENCH_LH_RUNS (5, as Lighthouse's guide to variability advises) audits per page, the median reported; BENCH_LH_FORM_FACTORS (mobile,desktop).
 * Ports: BENCH_WEB_PORT (3199), BENCH_API_PORT (4199), 127.0.0.1 only. Stops what it started.
 */
import { spawn, spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { waitFor } from "./wait-for.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = new Set(process.argv.slice(2));
const WEB_PORT = process.env.BENCH_WEB_PORT || "3199";
const API_PORT = process.env.BENCH_API_PORT || "4199";
const WEB = `http://localhost:${WEB_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const JS_BUDGET_KB = 150;
const CHROMIUM = process.env.CHROME_PATH || "/usr/bin/chromium";

const children = [];
function start(script, env) {
  const child = spawn(process.execPath, [path.join(webDir, "tests/e2e/helpers", script)], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
  return child;
}
function stopAll() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}

async function json(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return res.json();
}

/** A published post, its author and an open career, from the seeded API. */
async function samplePages() {
  const t = "tenant_id=default";
  const posts = await json(`${API}/blog-posts/published?${t}&page=0&size=1`);
  const post = posts.content[0];
  const careers = await json(`${API}/job-applications/published/tenants?${t}`);
  const list = Array.isArray(careers) ? careers : (careers.content ?? []);
  const career = list.find((c) => c.status === "OPEN") ?? list[0];
  const authorSlug = post.author_name.slug;
  return {
    post: `/blog/${post.slug}`,
    author: `/author/${authorSlug}`,
    career: `/about/career/${career.id}`,
  };
}

/** Every page of the sitemap but the per-post, per-author and per-career ones, plus the noindex pages. */
async function sitePaths() {
  const xml = await (await fetch(`${WEB}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => !/^\/(blog|author|about\/career)\/./.test(p));
  return [...new Set([...paths, "/products", "/system"])];
}

function pad(s, n) {
  s = String(s);
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}

async function measureJs(paths) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const rows = [];
  try {
    for (const p of paths) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.route("**/*", (route) =>
        route.request().headers()["next-router-prefetch"] ? route.abort() : route.continue(),
      );
      const scripts = new Map();
      page.on("response", (res) => {
        if (res.request().resourceType() === "script") scripts.set(res.url(), res);
      });
      await page.goto(WEB + p, { waitUntil: "load" });
      await page.waitForLoadState("networkidle").catch(() => {});
      let bytes = 0;
      for (const res of scripts.values()) {
        const body = await res.body().catch(() => Buffer.alloc(0));
        bytes += gzipSync(body, { level: 9 }).length;
      }
      const inline = await page.$$eval("script:not([src])", (els) =>
        els.filter((e) => !e.type || /javascript|module/.test(e.type)).map((e) => e.textContent ?? ""),
      );
      const inlineBytes = gzipSync(Buffer.from(inline.join("")), { level: 9 }).length;
      rows.push({
        path: p,
        files: scripts.size,
        kb: Math.round(bytes / 102.4) / 10,
        inlineKb: Math.round(inlineBytes / 102.4) / 10,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(`\nJavaScript per page (cold load, gzipped; budget ${JS_BUDGET_KB} KB)`);
  console.log(`${pad("page", width)}  ${pad("KB", 8)}${pad("files", 7)}inline data KB`);
  let failed = false;
  for (const r of rows) {
    const over = r.kb > JS_BUDGET_KB;
    failed ||= over;
    console.log(`${pad(r.path, width)}  ${pad(r.kb + (over ? " !" : ""), 8)}${pad(r.files, 7)}${r.inlineKb}`);
  }
  const sorted = rows.map((r) => r.kb).sort((a, b) => a - b);
  console.log(`median ${sorted[Math.floor(sorted.length / 2)]} KB, max ${sorted.at(-1)} KB`);
  return !failed;
}

function lighthouse(formFactor, paths) {
  const budget =
    formFactor === "desktop"
      ? "performance=100,accessibility=100,best-practices=100,seo=100"
      : "performance=95,accessibility=100,best-practices=100,seo=100";
  const r = spawnSync(
    process.execPath,
    [
      path.join(webDir, "scripts/lighthouse.mjs"),
      "--base",
      WEB,
      "--form-factor",
      formFactor,
      "--budget",
      budget,
      "--runs",
      process.env.BENCH_LH_RUNS || "5",
      ...paths,
    ],
    { cwd: webDir, stdio: "inherit", env: process.env },
  );
  return r.status === 0;
}

async function main() {
  start("start-api.mjs", { API_PORT, API_HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn" });
  start("start-web.mjs", {
    NEXT_DIST_DIR: ".next-bench",
    E2E_WEB_PORT: WEB_PORT,
    E2E_SKIP_BUILD: args.has("--skip-build") ? "1" : "0",
    API_BASE_URL: API,
    SITE_URL: WEB,
    STAGE: "TEST",
  });
  await waitFor(`${API}/health`, 180);
  await waitFor(WEB, 900);
  const sample = await samplePages();
  const routePaths = await sitePaths();
  const lhPaths = [
    "/",
    "/services/mvp-development",
    "/blog",
    sample.post,
    sample.author,
    "/about/career",
    sample.career,
    "/contact",
  ];
  let ok = true;
  try {
    if (!args.has("--lighthouse-only"))
      ok = (await measureJs([...routePaths, sample.post, sample.author, sample.career])) && ok;
    if (!args.has("--js-only")) {
      for (const formFactor of (process.env.BENCH_LH_FORM_FACTORS || "mobile,desktop").split(",")) {
        ok = lighthouse(formFactor.trim(), lhPaths) && ok;
      }
    }
  } finally {
    stopAll();
  }
  console.log(ok ? "\nPage budgets: all met" : "\nPage budgets: some past budget (see above)");
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(`bench-pages: ${err.stack || err.message}`);
  stopAll();
  process.exit(2);
});
