#!/usr/bin/env node
/**
 * One site instance's memory through an overload (issue 30, item 3: "RSS back under 300 MB a minute
 * after an overload"), with its render gate (PAGE_RENDERS_AT_ONCE, server/render-gate.mjs) as it
 * ships and, side by side in the same run, with the gate off (0):
 *   the instance's RSS at rest, after its first renders, its peak under --connections (64) on the home
 *   page for --duration (30) seconds, and 30 and 60 s after; the load's req/s, p50, p99 and errors.
 * Budget: with the gate as it ships, RSS a minute after below BUDGET_MB (300), no error and no
 * non-2xx answer. Exit 1 past it.
 *
 *   node scripts/bench-memory.mjs                build into .next-bench-memory, start, measure
 *   node scripts/bench-memory.mjs --skip-build   reuse the last build there
 *   options: --duration S (30) --connections N (64); BENCH_MEM_DIST_DIR another build folder
 * Starts the API (fresh temp DATA_DIR, seeded) and one site at a time; 127.0.0.1 only (ports
 * BENCH_MEM_WEB_PORT 3197, BENCH_MEM_API_PORT 4197). Stops what it started, removes its temp folder.
 */
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { benchApiEnv, benchSiteEnv } from "./bench-env.mjs";
import { waitFor } from "./wait-for.mjs";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const repoRoot = path.resolve(webDir, "../..");
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : fallback;
};

// Issue 30's goal. Measured on this 2-core machine (2026-11-29, busy with other work): with the gate
// at 4, 203 to 235 MB a minute after; without it, 304 to 460 MB.
const BUDGET_MB = 300;
const DURATION = option("--duration", 30);
const CONNECTIONS = option("--connections", 64);
const WEB_PORT = process.env.BENCH_MEM_WEB_PORT || "3197";
const API_PORT = process.env.BENCH_MEM_API_PORT || "4197";
const DIST = process.env.BENCH_MEM_DIST_DIR || ".next-bench-memory";
const API = `http://127.0.0.1:${API_PORT}`;
const SITE = `http://127.0.0.1:${WEB_PORT}`;
const secret = randomBytes(32).toString("hex");
const children = new Set();

const log = (message) => console.log(`[bench:memory] ${message}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function start(name, args, options) {
  const child = spawn(process.execPath, args, { stdio: ["ignore", "ignore", "pipe"], ...options });
  let stderr = "";
  child.stderr.on("data", (d) => (stderr = (stderr + d).slice(-4000)));
  child.on("exit", (code, signal) => {
    if (children.has(child))
      console.error(`[bench:memory] ${name} stopped early (${code ?? signal})\n${stderr}`);
  });
  children.add(child);
  return child;
}

async function stop(child) {
  if (!children.delete(child) || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** The process's resident memory in MB (Linux). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Math.round(Number(line[1]) / 1024) : NaN;
}

async function measure(label, gate) {
  const site = start(`site (${label})`, [path.join(webDir, "server.mjs")], {
    cwd: webDir,
    env: benchSiteEnv({
      port: WEB_PORT,
      dist: DIST,
      api: API,
      secret,
      extra: gate === undefined ? {} : { PAGE_RENDERS_AT_ONCE: String(gate) },
    }),
  });
  await waitFor(`${SITE}/robots.txt`, 120);
  const row = { label, rest: rssMb(site.pid) };
  for (let n = 0; n < 2; n++) await fetch(`${SITE}/`).then((r) => r.arrayBuffer());
  row.warm = rssMb(site.pid);
  let peak = row.warm;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(site.pid))), 500);
  const result = await autocannon({
    url: `${SITE}/`,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { "accept-encoding": "gzip, deflate, br, zstd" },
  });
  clearInterval(sampler);
  Object.assign(row, {
    peak,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  });
  await sleep(30_000);
  row.after30 = rssMb(site.pid);
  await sleep(30_000);
  row.after60 = rssMb(site.pid);
  await stop(site);
  return row;
}

async function main() {
  const temp = mkdtempSync(path.join(tmpdir(), "bench-mem-"));
  try {
    if (!argv.includes("--skip-build")) {
      log(`next build → ${DIST}`);
      const build = spawnSync(process.execPath, [path.join(webDir, "scripts/build.mjs")], {
        cwd: webDir,
        stdio: "inherit",
        env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
      });
      if (build.status !== 0) throw new Error("next build failed");
    }
    rmSync(path.join(webDir, DIST, "cache", "fetch-cache"), { recursive: true, force: true });
    const api = start("API", [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), "src/server.ts"], {
      cwd: path.join(repoRoot, "apps/api"),
      env: benchApiEnv({ port: API_PORT, dataDir: path.join(temp, "data"), secret }),
    });
    await waitFor(`${API}/health`, 240);
    const load = loadavg()[0].toFixed(2);
    log(`${CONNECTIONS} connections × ${DURATION} s on / per instance; load average at start ${load}`);
    const rows = [];
    for (const [label, gate] of [
      ["gate as shipped", undefined],
      ["gate off (0)", 0],
    ]) {
      log(`${label}: measuring`);
      rows.push(await measure(label, gate));
    }
    await stop(api);
    console.log(
      "\n| instance | at rest | warm | peak | 30 s after | 60 s after | req/s | p50 | p99 | errors | non-2xx |\n|---|---|---|---|---|---|---|---|---|---|---|",
    );
    for (const r of rows)
      console.log(
        `| ${r.label} | ${r.rest} MB | ${r.warm} MB | ${r.peak} MB | ${r.after30} MB | ${r.after60} MB | ${r.rps.toFixed(1)} | ${r.p50} ms | ${r.p99} ms | ${r.errors} | ${r.non2xx} |`,
      );
    const shipped = rows[0];
    const failures = [];
    if (shipped.after60 >= BUDGET_MB)
      failures.push(`a minute after the overload ${shipped.after60} MB (budget < ${BUDGET_MB} MB)`);
    if (shipped.errors || shipped.non2xx)
      failures.push(`${shipped.errors} errors and ${shipped.non2xx} non-2xx answers under the overload`);
    console.log(
      failures.length ? `\nFAIL: ${failures.join("; ")}` : `\nPASS: under ${BUDGET_MB} MB a minute after`,
    );
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    for (const child of [...children]) await stop(child);
    rmSync(temp, { recursive: true, force: true });
  }
}

for (const signal of ["SIGINT", "SIGTERM"])
  process.on(signal, async () => {
    for (const child of [...children]) await stop(child);
    process.exit(130);
  });

await main();
