#!/usr/bin/env node
/**
 * Throughput of the home page and a post as served in production, side by side in one run:
 *   next     `next start` alone (every page rendered per request: the CSP nonce makes pages dynamic)
 *   proxied  the production setup: nginx with the repo's config (deploy/nginx) in front of `next start`
 *            (5 s page micro-cache, a fresh nonce swapped into every answer, gzip)
 *   static   a plain nginx serving the same two pages saved as files (same gzip settings)
 * autocannon, keep-alive, `accept-encoding: gzip` (as browsers send). Prints req/s, p50 and p99 per
 * target and page, and the ratios to static nginx.
 * Budget: the proxied setup serves at least PROXIED_BUDGET (80 %) of static nginx's req/s on both pages,
 * with a p99 within PROXIED_P99_BUDGET_MS,
 * with no error and no non-2xx answer anywhere; every proxied answer carries its own nonce. Exit 1 past it.
 *
 *   node scripts/bench-throughput.mjs                build into .next-bench-throughput, start, measure
 *   node scripts/bench-throughput.mjs --skip-build   reuse the last build there
 *   options: --duration S (10) --connections N (16); BENCH_TP_DIST_DIR another build folder
 * Starts the API (fresh temp DATA_DIR, seeded), `next start`, two nginx; 127.0.0.1 only (ports
 * BENCH_TP_WEB_PORT 3198, BENCH_TP_API_PORT 4198, BENCH_TP_PROXY_PORT 8198, BENCH_TP_STATIC_PORT 8199).
 * Stops what it started and removes its temp folders. Installs nginx with apt-get when it is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { nginxCommand, siteProxyConfig } from "./local-nginx.mjs";
import { waitFor } from "./wait-for.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(webDir, "../..");
const argv = process.argv.slice(2);
const flag = (name) => argv.includes(name);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};

// Budgets near today's figures (2026-11-25: proxied at 96-97 % of static nginx, p99 49 ms home and 22 ms
// post), so a regression fails: at least 80 % of static's req/s, and a p99 at most twice today's.
const PROXIED_BUDGET = 0.8;
const PROXIED_P99_BUDGET_MS = { home: 100, post: 45 };
const revalidateSecret = randomBytes(32).toString("hex");
const DURATION = option("--duration", 10);
const CONNECTIONS = option("--connections", 16);
const WEB_PORT = process.env.BENCH_TP_WEB_PORT || "3198";
const API_PORT = process.env.BENCH_TP_API_PORT || "4198";
const PROXY_PORT = process.env.BENCH_TP_PROXY_PORT || "8198";
const STATIC_PORT = process.env.BENCH_TP_STATIC_PORT || "8199";
const DIST = process.env.BENCH_TP_DIST_DIR || ".next-bench-throughput";
const API = `http://127.0.0.1:${API_PORT}`;
const NEXT = `http://127.0.0.1:${WEB_PORT}`;
const PROXY = `http://127.0.0.1:${PROXY_PORT}`;
const STATIC = `http://127.0.0.1:${STATIC_PORT}`;
const PLACEHOLDER = "cspNoncePlaceholder0000000000000";

const children = [];
const temps = [];
let stopping = false;

function log(message) {
  console.log(`[bench:throughput] ${message}`);
}

function start(name, command, args, options) {
  const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"], ...options });
  let stderr = "";
  child.stderr?.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  child.on("exit", (code, signal) => {
    if (!stopping) console.error(`[bench:throughput] ${name} stopped early (${code ?? signal})\n${stderr}`);
  });
  children.push(child);
  return child;
}

async function stopAll() {
  stopping = true;
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const c of running) c.kill("SIGTERM");
  await Promise.all(
    running.map(
      (c) =>
        new Promise((resolve) => {
          const t = setTimeout(() => {
            c.kill("SIGKILL");
            resolve();
          }, 10_000);
          c.on("exit", () => {
            clearTimeout(t);
            resolve();
          });
        }),
    ),
  );
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => void stopAll().then(() => process.exit(130)));
}

/** The repo's nginx files with the benchmark's upstream port and cache folder; an http{} around them. */
function proxyConfig(dir) {
  return siteProxyConfig(dir, { upstreamPort: WEB_PORT, listenPort: PROXY_PORT });
}

/** Plain nginx serving saved pages, compressed like the proxied setup. */
function staticConfig(dir) {
  return `gzip on;
    gzip_comp_level 5;
    gzip_min_length 512;
    gzip_vary on;
    server {
        listen 127.0.0.1:${STATIC_PORT};
        root ${path.join(dir, "html")};
        location / { try_files $uri $uri.html $uri/index.html =404; }
    }`;
}

function startNginx(name, dir, httpBody) {
  const { command, args } = nginxCommand(dir, httpBody);
  start(`${name} nginx`, command, args, {});
}

async function firstPostPath() {
  const res = await fetch(`${API}/blog-posts/published?tenant_id=default&page=0&size=1`);
  const body = await res.json();
  return `/blog/${body.content[0].slug}`;
}

/** One proxied answer: its nonce (header and body agree, never the placeholder). */
async function proxiedNonce(p) {
  const res = await fetch(PROXY + p);
  const csp = res.headers.get("content-security-policy") ?? "";
  const html = await res.text();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  const inBody = [...html.matchAll(/<script[^>]* nonce="([^"]+)"/g)].map((m) => m[1]);
  if (
    !nonce ||
    nonce === PLACEHOLDER ||
    html.includes(PLACEHOLDER) ||
    !inBody.length ||
    inBody.some((n) => n !== nonce)
  ) {
    throw new Error(`proxied ${p}: nonce mismatch (header ${nonce}, body ${[...new Set(inBody)].join(",")})`);
  }
  return { nonce, cache: res.headers.get("x-cache") };
}

function cannon(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-encoding": "gzip" } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

const pad = (s, n, left = false) => {
  s = String(s);
  return s.length >= n ? s : left ? " ".repeat(n - s.length) + s : s + " ".repeat(n - s.length);
};

async function main() {
  const dataTemp = mkdtempSync(path.join(tmpdir(), "bench-tp-"));
  temps.push(dataTemp);
  if (process.getuid?.() === 0) chmodSync(dataTemp, 0o755); // nginx workers (nobody) reach their folders

  if (!flag("--skip-build")) {
    log(`next build → ${DIST}`);
    const build = spawnSync(process.execPath, [path.join(webDir, "scripts/build.mjs")], {
      cwd: webDir,
      stdio: "inherit",
      env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
    });
    if (build.status !== 0) throw new Error("next build failed");
  }
  // A reused build keeps the last run's fetch cache (another API's answers): start clean.
  rmSync(path.join(webDir, DIST, "cache", "fetch-cache"), { recursive: true, force: true });

  start("API", process.execPath, [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), "src/server.ts"], {
    cwd: path.join(repoRoot, "apps/api"),
    env: {
      ...process.env,
      API_PORT,
      API_HOST: "127.0.0.1",
      DATA_DIR: path.join(dataTemp, "data"),
      RATE_LIMIT_DISABLED: "1",
      LOG_LEVEL: "warn",
      REVALIDATE_SECRET: revalidateSecret,
    },
  });
  start("next start", process.execPath, [path.join(webDir, "server.mjs")], {
    cwd: webDir,
    env: {
      ...process.env,
      PORT: WEB_PORT,
      HOSTNAME: "127.0.0.1",
      NEXT_DIST_DIR: DIST,
      NEXT_TELEMETRY_DISABLED: "1",
      API_BASE_URL: API,
      SITE_URL: `http://localhost:${WEB_PORT}`,
      STAGE: "PROD",
      // PROD refuses the development secret: one of the run's own, shared with the API.
      REVALIDATE_SECRET: revalidateSecret,
      // nginx on this machine, as in production: its placeholder-nonce requests are believed only
      // from a trusted proxy (without it every cached page kept one real nonce for everyone).
      TRUSTED_PROXIES: "127.0.0.1",
      // One client measuring render throughput: no per-visitor render limit.
      PAGE_RENDERS_PER_SECOND: "0",
    },
  });
  await waitFor(`${API}/health`, 240);
  await waitFor(`${NEXT}/`, 120);
  const pages = { home: "/", post: await firstPostPath() };

  const proxyDir = path.join(dataTemp, "proxy");
  const staticDir = path.join(dataTemp, "static");
  mkdirSync(path.join(staticDir, "html", "blog"), { recursive: true });
  for (const [name, p] of Object.entries(pages)) {
    const html = await (await fetch(NEXT + p)).text();
    writeFileSync(path.join(staticDir, "html", p === "/" ? "index.html" : `${p.slice(1)}.html`), html);
    log(`saved ${name} (${p}): ${Math.round(html.length / 1024)} KB`);
  }
  startNginx("proxy", proxyDir, proxyConfig(proxyDir));
  startNginx("static", staticDir, staticConfig(staticDir));
  await waitFor(`${PROXY}/`, 30);
  await waitFor(`${STATIC}/`, 30);

  // Every answer through the proxy gets its own nonce, cached copy or not.
  for (const p of Object.values(pages)) {
    const a = await proxiedNonce(p);
    const b = await proxiedNonce(p);
    if (a.nonce === b.nonce)
      throw new Error(`proxied ${p}: the same nonce twice (${JSON.stringify([a, b])})`);
  }

  const targets = { next: NEXT, proxied: PROXY, static: STATIC };
  const rows = [];
  for (const [page, p] of Object.entries(pages)) {
    for (const [target, base] of Object.entries(targets)) {
      await fetch(base + p).then((r) => r.arrayBuffer()); // warm the route and the cache
      log(`${target} ${page}: ${CONNECTIONS} connections, ${DURATION}s`);
      const r = await cannon(base + p);
      rows.push({
        page,
        target,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
      });
    }
  }

  console.log(
    `\nThroughput (autocannon ${CONNECTIONS} connections × ${DURATION}s, keep-alive, gzip; this machine, one run)`,
  );
  console.log(
    `${pad("page", 6)}${pad("target", 9)}${pad("req/s", 9, true)}${pad("p50 ms", 9, true)}${pad("p99 ms", 9, true)}${pad("errors", 8, true)}  vs static`,
  );
  let ok = true;
  for (const r of rows) {
    const stat = rows.find((s) => s.page === r.page && s.target === "static");
    const ratio = stat && stat.rps ? r.rps / stat.rps : 0;
    console.log(
      `${pad(r.page, 6)}${pad(r.target, 9)}${pad(r.rps, 9, true)}${pad(r.p50, 9, true)}${pad(r.p99, 9, true)}${pad(r.bad, 8, true)}  ${(ratio * 100).toFixed(1)} %`,
    );
    if (r.bad > 0) ok = false;
    if (r.target === "proxied" && ratio < PROXIED_BUDGET) ok = false;
    if (r.target === "proxied" && r.p99 > PROXIED_P99_BUDGET_MS[r.page]) ok = false;
  }
  for (const page of Object.keys(pages)) {
    const get = (t) => rows.find((r) => r.page === page && r.target === t).rps;
    console.log(
      `${page}: proxied/static ${(get("proxied") / get("static")).toFixed(2)}, next/static ${(get("next") / get("static")).toFixed(2)}, proxied/next ${(get("proxied") / Math.max(1, get("next"))).toFixed(1)}×`,
    );
  }
  console.log(
    `budget: proxied ≥ ${PROXIED_BUDGET * 100} % of static nginx and p99 ≤ ${Object.entries(
      PROXIED_P99_BUDGET_MS,
    )
      .map(([page, ms]) => `${ms} ms (${page})`)
      .join(", ")}, no errors → ${ok ? "PASS" : "FAIL"}`,
  );
  return ok;
}

let ok = false;
try {
  ok = await main();
} catch (error) {
  console.error(`[bench:throughput] ${error instanceof Error ? error.message : error}`);
} finally {
  await stopAll();
}
process.exit(ok ? 0 : 1);
