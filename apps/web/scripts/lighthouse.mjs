#!/usr/bin/env node
/**
 * Lighthouse runner for the site: audits URLs in headless Chromium and prints the four category
 * scores (performance, accessibility, best practices, SEO) as a table. Exits 1 when a score is
 * below its budget, 2 on a usage or runtime error.
 *
 *   node scripts/lighthouse.mjs --base http://localhost:3000 / /services/mvp-development
 *   node scripts/lighthouse.mjs --form-factor desktop --budget performance=90 http://localhost:3000/blog
 *   node scripts/lighthouse.mjs --serve --port 3199 / /services/mvp-development
 *       (--serve starts `next start` on the last build in NEXT_DIST_DIR, default .next, and stops it after)
 *
 * Options:
 *   --form-factor mobile|desktop   default mobile (Lighthouse's default throttled Moto G profile)
 *   --budget cat=score,...         default performance=95,accessibility=100,best-practices=100,seo=100
 *   --no-budget                    report only
 *   --runs N                       audits per URL; the median performance run is reported (default 1)
 *   --base URL                     prefix for paths given as /path (default http://localhost:$PORT or 3000)
 *   --json FILE                    also write the scores as JSON
 * Chromium: CHROME_PATH, default /usr/bin/chromium, run with --headless --no-sandbox.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const DEFAULT_BUDGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

function usage(message) {
  console.error(`lighthouse: ${message}\nSee the header of scripts/lighthouse.mjs for usage.`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { formFactor: "mobile", budget: { ...DEFAULT_BUDGET }, runs: 1, urls: [], serve: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${arg} needs a value`);
      return v;
    };
    if (arg === "--form-factor") opts.formFactor = next();
    else if (arg === "--budget") {
      for (const pair of next().split(",")) {
        const [cat, score] = pair.split("=");
        if (!CATEGORIES.includes(cat) || Number.isNaN(Number(score))) usage(`bad budget "${pair}"`);
        opts.budget[cat] = Number(score);
      }
    } else if (arg === "--no-budget") opts.budget = {};
    else if (arg === "--runs") opts.runs = Math.max(1, Number(next()) || 1);
    else if (arg === "--base") opts.base = next();
    else if (arg === "--json") opts.json = next();
    else if (arg === "--serve") opts.serve = true;
    else if (arg === "--port") opts.port = Number(next());
    else if (arg.startsWith("--")) usage(`unknown option ${arg}`);
    else opts.urls.push(arg);
  }
  if (!["mobile", "desktop"].includes(opts.formFactor)) usage("--form-factor must be mobile or desktop");
  if (opts.urls.length === 0) usage("give at least one URL or path");
  return opts;
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
}

function startServer(port) {
  const webDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
  const child = spawn(process.execPath, [resolve(webDir, "server.mjs")], {
    cwd: webDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: String(port) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  return child;
}

async function audit(url, port, formFactor) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, formFactor };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = {};
  for (const cat of CATEGORIES) {
    const score = lhr.categories[cat]?.score;
    scores[cat] = score == null ? null : Math.round(score * 100);
  }
  const failing = [];
  for (const cat of CATEGORIES) {
    for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative") {
        failing.push(`${cat}: ${a.id} (${a.displayValue ?? Math.round(a.score * 100)})`);
      }
    }
  }
  // The back/forward cache audit (Lighthouse navigates away and back): 1 when the page was restored.
  const bfcache = lhr.audits["bf-cache"];
  return {
    scores,
    failing,
    bfcache: bfcache ? (bfcache.score === 1 ? "passed" : (bfcache.displayValue ?? "failed")) : "not run",
    metrics: {
      lcp: lhr.audits["largest-contentful-paint"]?.displayValue,
      tbt: lhr.audits["total-blocking-time"]?.displayValue,
      cls: lhr.audits["cumulative-layout-shift"]?.displayValue,
    },
  };
}

/** Chromium sometimes fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated. */
async function auditWithRetry(url, port, formFactor, attempts = 3) {
  for (let i = 1; ; i++) {
    try {
      return await audit(url, port, formFactor);
    } catch (err) {
      if (i >= attempts) throw err;
      console.error(`lighthouse: ${err.message} (attempt ${i} of ${attempts}, retrying)`);
    }
  }
}

function median(runs) {
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  return sorted[Math.floor(sorted.length / 2)];
}

function pad(s, n) {
  s = String(s);
  return s.length >= n ? s : s + " ".repeat(n - s.length);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const port = opts.port || Number(process.env.PORT) || 3000;
  const base = (opts.base || `http://localhost:${port}`).replace(/\/$/, "");
  const urls = opts.urls.map((u) => (u.startsWith("/") ? base + u : u));

  let server;
  if (opts.serve) {
    server = startServer(port);
    await waitFor(base, 60_000);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  const rows = [];
  try {
    for (const url of urls) {
      const runs = [];
      for (let i = 0; i < opts.runs; i++) runs.push(await auditWithRetry(url, chrome.port, opts.formFactor));
      rows.push({ url, ...median(runs) });
    }
  } finally {
    await chrome.kill();
    server?.kill();
  }

  const width = Math.max(3, ...rows.map((r) => r.url.length));
  console.log(`\nLighthouse (${opts.formFactor})`);
  console.log(`${pad("URL", width)}  ${CATEGORIES.map((c) => pad(c, 15)).join("")}`);
  let failed = false;
  for (const row of rows) {
    const cells = CATEGORIES.map((cat) => {
      const score = row.scores[cat];
      const min = opts.budget[cat];
      const below = min !== undefined && (score === null || score < min);
      if (below) failed = true;
      return pad(`${score ?? "n/a"}${below ? ` (<${min})` : ""}`, 15);
    });
    console.log(`${pad(row.url, width)}  ${cells.join("")}`);
    console.log(
      `${pad("", width)}  LCP ${row.metrics.lcp}, TBT ${row.metrics.tbt}, CLS ${row.metrics.cls}, bf-cache ${row.bfcache}`,
    );
    for (const f of row.failing) console.log(`${pad("", width)}  - ${f}`);
  }
  if (opts.json) writeFileSync(opts.json, JSON.stringify({ formFactor: opts.formFactor, rows }, null, 2));
  if (failed) {
    console.error("\nBelow budget:", JSON.stringify(opts.budget));
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(`lighthouse: ${err.message}`);
  process.exit(2);
});
