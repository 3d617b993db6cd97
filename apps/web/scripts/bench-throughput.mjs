#!/usr/bin/env node
/**
 * Throughput of the home page and a post as served in production, side by side in one run:
 *   next     the site alone (`node server.mjs`: every page rendered per request, its own CSP nonce)
 *   proxied  the production setup: nginx with the repo's config (deploy/nginx) in front of the site
 *            (4 to 5 s page micro-cache, one copy per encoding that the site compressed once, sent
 *            as it is kept)
 *   static   a plain nginx serving the very bytes the proxied setup sent, saved as precompressed files
 *            (one per encoding, Content-Encoding set): the most nginx can do with these pages
 * autocannon, keep-alive, with a browser's `accept-encoding: gzip, deflate, br, zstd` (Brotli) and a
 * gzip-only client's `accept-encoding: gzip`. Prints req/s, p50 and p99 per page, target and encoding,
 * and the ratios to static nginx.
 * Budget (issue 30): the proxied setup serves at least PROXIED_BUDGET (50 %) of static nginx's req/s
 * for each page and encoding, the home page at least HOME_BUDGET_RPS (1,500) a second in Brotli, each
 * with a p99 within PROXIED_P99_BUDGET_MS or twice static's, no error and no non-2xx answer anywhere. Before measuring,
 * the proxied pages are checked: no nonce, a policy naming the hash of each inline script, and the
 * next visitor gets the cached copy byte for byte. Exit 1 past any of it.
 *
 *   node scripts/bench-throughput.mjs                build into .next-bench-throughput, start, measure
 *   node scripts/bench-throughput.mjs --skip-build   reuse the last build there
 *   options: --duration S (10) --connections N (16); BENCH_TP_DIST_DIR another build folder
 * Starts the API (fresh temp DATA_DIR, seeded), the site, two nginx; 127.0.0.1 only (ports
 * BENCH_TP_WEB_PORT 3198, BENCH_TP_API_PORT 4198, BENCH_TP_PROXY_PORT 8198, BENCH_TP_STATIC_PORT 8199).
 * Stops what it started and removes its temp folders. Installs nginx with apt-get when it is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import autocannon from "autocannon";
import { benchApiEnv, benchSiteEnv } from "./bench-env.mjs";
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

// Issue 30's goal: the home page at least 1,500 a second through nginx, and at least half of what
// nginx serves as a static file. p99: within PROXIED_P99_BUDGET_MS (about what this machine measured,
// 2026-11-29: 25 to 39 ms) or within twice static nginx's in the same run, whichever is more: on a
// machine busy with other work static nginx's own p99 went past 100 ms.
const PROXIED_BUDGET = 0.5;
const HOME_BUDGET_RPS = 1500;
const PROXIED_P99_BUDGET_MS = { home: 40, post: 40 };
const PROXIED_P99_BUDGET_VS_STATIC = 2;
/** What autocannon sends as Accept-Encoding, by the encoding nginx answers with. */
const ENCODINGS = { br: "gzip, deflate, br, zstd", gzip: "gzip" };
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

/**
 * Plain nginx serving saved pages: `<page>.br`, `<page>.gzip` and `<page>.identity` as they are, the one
 * the request's Accept-Encoding picks, with that Content-Encoding (no compression per request).
 */
function staticConfig(dir) {
  return `map $http_accept_encoding $saved_encoding {
        default identity;
        "~*(?:^|,)\\s*br\\s*(?:$|,|;)" br;
        "~*gzip" gzip;
    }
    map $saved_encoding $saved_content_encoding {
        identity "";
        default  $saved_encoding;
    }
    server {
        listen 127.0.0.1:${STATIC_PORT};
        root ${path.join(dir, "html")};
        types { }
        default_type "text/html; charset=utf-8";
        add_header Content-Encoding $saved_content_encoding;
        add_header Vary Accept-Encoding;
        location = / { try_files /index.$saved_encoding =404; }
        location / { try_files $uri.$saved_encoding =404; }
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

/** One answer as it came, body not decoded. */
function getRaw(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

function decoded({ headers, body }) {
  const encoding = headers["content-encoding"];
  return (
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body
  ).toString("utf8");
}

/** The hash source of each inline script a browser runs (JSON-LD data blocks are not scripts to CSP). */
function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!text || /\ssrc=/.test(attributes) || attributes.includes('type="application/ld+json"')) continue;
    hashes.add(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * A page through the proxy in one encoding, twice: the cached copy, byte for byte the same for the
 * second visitor, in the encoding asked for, without a nonce and with a policy naming the hash of
 * each of its inline scripts. Returns its bytes as sent.
 */
async function proxiedCopy(p, encoding) {
  const accept = ENCODINGS[encoding];
  const first = await getRaw(PROXY + p, accept);
  const second = await getRaw(PROXY + p, accept);
  const problem = (what) => new Error(`proxied ${p} (${encoding}): ${what}`);
  if (first.status !== 200 || second.status !== 200)
    throw problem(`status ${first.status}, ${second.status}`);
  if (second.headers["x-cache"] !== "HIT")
    throw problem(`second answer ${second.headers["x-cache"]}, not HIT`);
  if (!second.body.equals(first.body)) throw problem("the second visitor got other bytes");
  if ((first.headers["content-encoding"] ?? "identity") !== encoding)
    throw problem(`content-encoding ${first.headers["content-encoding"]}`);
  const html = decoded(first);
  const csp = String(first.headers["content-security-policy"] ?? "");
  const scriptSrc = /(?:^|;\s*)script-src ([^;]*)/.exec(csp)?.[1] ?? "";
  const hashes = inlineScriptHashes(html);
  if (/'nonce-|\snonce=/.test(csp + html)) throw problem("a nonce in the cached copy");
  if (!hashes.length || hashes.some((h) => !scriptSrc.includes(h)))
    throw problem(`script-src does not name every inline script's hash: ${scriptSrc}`);
  return first.body;
}

function cannon(url, encoding) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        headers: { "accept-encoding": ENCODINGS[encoding] },
      },
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
    env: benchApiEnv({ port: API_PORT, dataDir: path.join(dataTemp, "data"), secret: revalidateSecret }),
  });
  start("next start", process.execPath, [path.join(webDir, "server.mjs")], {
    cwd: webDir,
    env: benchSiteEnv({
      port: WEB_PORT,
      dist: DIST,
      api: API,
      secret: revalidateSecret,
      // nginx on this machine, as in production: its requests for a copy to share are believed only
      // from a trusted proxy (without it every page has a nonce of its own and nginx keeps none).
      extra: { TRUSTED_PROXIES: "127.0.0.1" },
    }),
  });
  await waitFor(`${API}/health`, 240);
  await waitFor(`${NEXT}/`, 120);
  const pages = { home: "/", post: await firstPostPath() };

  const proxyDir = path.join(dataTemp, "proxy");
  const staticDir = path.join(dataTemp, "static");
  mkdirSync(path.join(staticDir, "html", "blog"), { recursive: true });
  startNginx("proxy", proxyDir, proxyConfig(proxyDir));
  startNginx("static", staticDir, staticConfig(staticDir));
  await waitFor(`${PROXY}/`, 30);
  // Each page's data in the site's cache first: the copies below are warm renders.
  for (const p of Object.values(pages)) await fetch(NEXT + p).then((r) => r.arrayBuffer());

  // The copies nginx keeps, checked, and saved for the static nginx: the same bytes in each encoding.
  for (const [name, p] of Object.entries(pages)) {
    const file = path.join(staticDir, "html", p === "/" ? "index" : p.slice(1));
    const sizes = [];
    for (const encoding of [...Object.keys(ENCODINGS), "identity"]) {
      const body = await proxiedCopy(p, encoding);
      writeFileSync(`${file}.${encoding}`, body);
      sizes.push(`${encoding} ${(body.length / 1024).toFixed(1)} KB`);
    }
    log(`saved ${name} (${p}) as nginx sends it: ${sizes.join(", ")}`);
  }
  await waitFor(`${STATIC}/`, 30);

  /** [target, encoding]: the site alone in Brotli, nginx's cache and static nginx in both. */
  const runs = [
    ["next", "br"],
    ...Object.keys(ENCODINGS).flatMap((encoding) => [
      ["proxied", encoding],
      ["static", encoding],
    ]),
  ];
  const bases = { next: NEXT, proxied: PROXY, static: STATIC };
  // Other work on the machine slows every target alike; the ratios are what to compare.
  const startLoad = loadavg()[0].toFixed(2);
  const rows = [];
  for (const [page, p] of Object.entries(pages)) {
    for (const [target, encoding] of runs) {
      const url = bases[target] + p;
      await getRaw(url, ENCODINGS[encoding]); // warm the route and the cache
      log(`${target} ${page} ${encoding}: ${CONNECTIONS} connections, ${DURATION}s`);
      const r = await cannon(url, encoding);
      rows.push({
        page,
        target,
        encoding,
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        bad: r.non2xx + r.errors + r.timeouts,
      });
    }
  }

  console.log(
    `\nThroughput (autocannon ${CONNECTIONS} connections × ${DURATION}s, keep-alive; this machine, one run; load average at the start ${startLoad}, at the end ${loadavg()[0].toFixed(2)})`,
  );
  console.log(
    `${pad("page", 6)}${pad("target", 9)}${pad("enc", 6)}${pad("req/s", 9, true)}${pad("p50 ms", 9, true)}${pad("p99 ms", 9, true)}${pad("errors", 8, true)}  vs static`,
  );
  let ok = true;
  for (const r of rows) {
    const stat = rows.find((s) => s.page === r.page && s.target === "static" && s.encoding === r.encoding);
    const ratio = stat && stat.rps ? r.rps / stat.rps : 0;
    console.log(
      `${pad(r.page, 6)}${pad(r.target, 9)}${pad(r.encoding, 6)}${pad(r.rps, 9, true)}${pad(r.p50, 9, true)}${pad(r.p99, 9, true)}${pad(r.bad, 8, true)}  ${(ratio * 100).toFixed(1)} %`,
    );
    if (r.bad > 0) ok = false;
    if (r.target !== "proxied") continue;
    if (ratio < PROXIED_BUDGET) ok = false;
    if (r.p99 > Math.max(PROXIED_P99_BUDGET_MS[r.page], PROXIED_P99_BUDGET_VS_STATIC * stat.p99)) ok = false;
    if (r.page === "home" && r.encoding === "br" && r.rps < HOME_BUDGET_RPS) ok = false;
  }
  for (const page of Object.keys(pages)) {
    const get = (target, encoding) =>
      rows.find((r) => r.page === page && r.target === target && r.encoding === encoding).rps;
    console.log(
      `${page}: proxied/static ${Object.keys(ENCODINGS)
        .map((e) => `${(get("proxied", e) / get("static", e)).toFixed(2)} (${e})`)
        .join(
          ", ",
        )}; proxied/next ${(get("proxied", "br") / Math.max(1, get("next", "br"))).toFixed(1)}× (br)`,
    );
  }
  console.log(
    `budget: proxied ≥ ${PROXIED_BUDGET * 100} % of static nginx in each encoding, home ≥ ${HOME_BUDGET_RPS} req/s (br), p99 ≤ ${Object.entries(
      PROXIED_P99_BUDGET_MS,
    )
      .map(([page, ms]) => `${ms} ms (${page})`)
      .join(", ")} or ${PROXIED_P99_BUDGET_VS_STATIC}× static's, no errors → ${ok ? "PASS" : "FAIL"}`,
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
