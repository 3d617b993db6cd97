#!/usr/bin/env node
/**
 * Page budgets, measured on the production build with a freshly seeded API:
 *   1. JavaScript per page: every script file a cold load of the page asks for in its first 10 s
 *      with no interaction at all (the code it needs up front and the late code that comes by itself
 *      once the page is idle, components/ui/when-needed.ts), each fetched once, gzipped, summed.
 *      Budget 150 KB on every route of spec §2 plus a post, an author and a career, at a wide and a
 *      small viewport (a small screen also loads what only it shows, such as the mobile menu's
 *      drawer). Nothing is blocked: what the browser would fetch in those 10 s is what counts. The
 *      inline flight data (the page's content as script tags) is printed beside it, not counted.
 *   2. Lighthouse at mobile and desktop settings on /, a service page, /blog, a post, an author page,
 *      /about/career, a career and /contact. Budgets: performance 98 mobile and 100 desktop;
 *      accessibility, best practices and SEO 100, and the back/forward cache audit passed
 *      (scripts/lighthouse.mjs does the auditing).
 *   3. A table per audited template: performance at both form factors, accessibility, bf-cache, the
 *      JavaScript of the first 10 s at both widths, the gzipped size of the page's HTML and the bytes
 *      its HTML takes on the wire as Chromium asks for it (Brotli, server/compression.mjs).
 * Prints the tables; exits 1 when anything is past its budget.
 *
 *   node scripts/bench-pages.mjs                 build into .next-bench (NEXT_DIST_DIR), start API + site, measure
 *   node scripts/bench-pages.mjs --skip-build    reuse the last build there
 *   node scripts/bench-pages.mjs --js-only | --lighthouse-only
 * BENCH_LH_RUNS (5, as Lighthouse's guide to variability advises) audits per page, the median reported; BENCH_LH_FORM_FACTORS (mobile,desktop).
 * Ports: BENCH_WEB_PORT (3199), BENCH_API_PORT (4199), 127.0.0.1 only. BENCH_JS_CONCURRENCY (2) pages
 * measured at once. Stops what it started.
 */
import { spawn, spawnSync } from "node:child_process";
import { get } from "node:http";
import { readFileSync, rmSync } from "node:fs";
import os from "node:os";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
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
/** The JavaScript counted is what a page asks for in this long after navigation starts, untouched. */
const JS_WINDOW_MS = 10_000;
/** Pages measured at once (each waits out its 10 s; the machine may be shared). */
const JS_CONCURRENCY = Number(process.env.BENCH_JS_CONCURRENCY || 2);
const VIEWPORTS = {
  wide: { viewport: { width: 1440, height: 900 } },
  small: { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};
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

/** Gzipped bytes of every script `page` asks for in its first JS_WINDOW_MS at `url`, untouched. */
async function firstSecondsOfJs(browser, url, options) {
  const context = await browser.newContext(options);
  try {
    const page = await context.newPage();
    const scripts = new Map();
    const deadline = Date.now() + JS_WINDOW_MS;
    page.on("request", (request) => {
      if (request.resourceType() === "script" && Date.now() <= deadline) scripts.set(request.url(), request);
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(Math.max(0, deadline - Date.now()));
    let bytes = 0;
    for (const request of scripts.values()) {
      const res = await request.response().catch(() => null);
      const body = (await res?.body().catch(() => null)) ?? Buffer.alloc(0);
      bytes += gzipSync(body, { level: 9 }).length;
    }
    const inline = await page.$$eval("script:not([src])", (els) =>
      els.filter((e) => !e.type || /javascript|module/.test(e.type)).map((e) => e.textContent ?? ""),
    );
    const inlineBytes = gzipSync(Buffer.from(inline.join("")), { level: 9 }).length;
    return {
      files: scripts.size,
      kb: Math.round(bytes / 102.4) / 10,
      inlineKb: Math.round(inlineBytes / 102.4) / 10,
    };
  } finally {
    await context.close();
  }
}

async function measureJs(paths) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const rows = paths.map((path) => ({ path, wide: null, small: null }));
  const jobs = rows.flatMap((row) => Object.keys(VIEWPORTS).map((name) => ({ row, name })));
  try {
    const worker = async () => {
      for (let job = jobs.shift(); job; job = jobs.shift()) {
        job.row[job.name] = await firstSecondsOfJs(browser, WEB + job.row.path, VIEWPORTS[job.name]);
      }
    };
    await Promise.all(Array.from({ length: JS_CONCURRENCY }, worker));
  } finally {
    await browser.close();
  }
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log(
    `\nJavaScript per page in its first ${JS_WINDOW_MS / 1000} s, untouched (gzipped; budget ${JS_BUDGET_KB} KB)`,
  );
  console.log(
    `${pad("page", width)}  ${pad("wide KB", 10)}${pad("small KB", 10)}${pad("files", 7)}inline data KB`,
  );
  let failed = false;
  const mark = (kb) => {
    const over = kb > JS_BUDGET_KB;
    failed ||= over;
    return kb + (over ? " !" : "");
  };
  for (const r of rows) {
    console.log(
      `${pad(r.path, width)}  ${pad(mark(r.wide.kb), 10)}${pad(mark(r.small.kb), 10)}${pad(`${r.wide.files}/${r.small.files}`, 7)}${r.wide.inlineKb}`,
    );
  }
  const sorted = rows.map((r) => Math.max(r.wide.kb, r.small.kb)).sort((a, b) => a - b);
  console.log(`median ${sorted[Math.floor(sorted.length / 2)]} KB, max ${sorted.at(-1)} KB`);
  return { ok: !failed, rows };
}

/** A response's body as it came over the wire (nothing decoded), and its Content-Encoding. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ body: Buffer.concat(chunks), encoding: res.headers["content-encoding"] }),
      );
      res.on("error", reject);
    }).on("error", (err) => reject(new Error(`${url}: ${err.message}`)));
  });
}

/**
 * Each page's HTML, from one request as Chromium makes it (it asks for Brotli: server/compression.mjs):
 * its size over the wire, and the page gzipped (level 9, the issue's measure).
 */
async function htmlSizes(paths) {
  const sizes = new Map();
  const kb = (bytes) => Math.round(bytes / 102.4) / 10;
  for (const p of paths) {
    // A fresh connection each time: a kept-alive one may have been closed by the server meanwhile.
    const sent = await rawGet(WEB + p, { connection: "close", "accept-encoding": "gzip, deflate, br, zstd" });
    const decode = { br: brotliDecompressSync, gzip: gunzipSync }[sent.encoding] ?? ((body) => body);
    sizes.set(p, { gz: kb(gzipSync(decode(sent.body), { level: 9 }).length), sent: kb(sent.body.length) });
  }
  return sizes;
}

/** Lighthouse at one form factor on `paths` (median of BENCH_LH_RUNS); its rows by path. */
function lighthouse(formFactor, paths) {
  const budget =
    formFactor === "desktop"
      ? "performance=100,accessibility=100,best-practices=100,seo=100"
      : "performance=98,accessibility=100,best-practices=100,seo=100";
  const json = path.join(os.tmpdir(), `bench-pages-${process.pid}-${formFactor}.json`);
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
      "--json",
      json,
      ...paths,
    ],
    { cwd: webDir, stdio: "inherit", env: process.env },
  );
  let rows = new Map();
  try {
    for (const row of JSON.parse(readFileSync(json, "utf8")).rows) rows.set(new URL(row.url).pathname, row);
    rmSync(json, { force: true });
  } catch {
    // lighthouse.mjs failed before writing: its own output says why.
  }
  const bfcacheOk = [...rows.values()].every((row) => row.bfcache === "passed");
  return { ok: r.status === 0 && rows.size === paths.length && bfcacheOk, rows };
}

/** One line per audited template: what the issue's table asks for, side by side. */
function summary(paths, js, html, audits) {
  const width = Math.max(...paths.map((p) => p.length));
  const cols = [
    "perf mob",
    "perf desk",
    "a11y",
    "bf-cache",
    "JS small",
    "JS wide",
    "HTML gz KB",
    "HTML sent",
  ];
  console.log(
    `\nPer template (Lighthouse median of ${process.env.BENCH_LH_RUNS || "5"} runs; JS in the first 10 s, KB gzipped)`,
  );
  console.log(`${pad("page", width)}  ${cols.map((c) => pad(c, 11)).join("")}`);
  for (const p of paths) {
    const m = audits.mobile?.get(p);
    const d = audits.desktop?.get(p);
    const j = js?.find((row) => row.path === p);
    const a11y = [m, d].filter(Boolean).map((row) => row.scores.accessibility);
    const bf = [m, d].filter(Boolean).map((row) => row.bfcache);
    const cells = [
      m?.scores.performance ?? "-",
      d?.scores.performance ?? "-",
      a11y.length ? Math.min(...a11y) : "-",
      bf.length ? (bf.every((b) => b === "passed") ? "passed" : bf.find((b) => b !== "passed")) : "-",
      j?.small.kb ?? "-",
      j?.wide.kb ?? "-",
      html.get(p)?.gz ?? "-",
      html.get(p)?.sent ?? "-",
    ];
    console.log(`${pad(p, width)}  ${cells.map((c) => pad(c, 11)).join("")}`);
  }
}

async function main() {
  start("start-api.mjs", { API_PORT, API_HOST: "127.0.0.1", RATE_LIMIT_DISABLED: "1", LOG_LEVEL: "warn" });
  start("start-web.mjs", {
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-bench",
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
  let js;
  const audits = {};
  try {
    const html = await htmlSizes(lhPaths);
    if (!args.has("--lighthouse-only")) {
      const measured = await measureJs([...routePaths, sample.post, sample.author, sample.career]);
      ok = measured.ok && ok;
      js = measured.rows;
    }
    if (!args.has("--js-only")) {
      for (const formFactor of (process.env.BENCH_LH_FORM_FACTORS || "mobile,desktop").split(",")) {
        const audited = lighthouse(formFactor.trim(), lhPaths);
        ok = audited.ok && ok;
        audits[formFactor.trim()] = audited.rows;
      }
    }
    summary(lhPaths, js, html, audits);
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
