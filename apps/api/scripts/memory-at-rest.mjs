// Resident memory of the API at rest on PostgreSQL: starts the server (the built dist/server.js by default)
// against DATABASE_URL, waits for /readyz, makes the requests a visitor's pages make (blog list, a post,
// categories, authors, openings, countries, states, cities of two states, the OpenAPI document, a metrics
// scrape), lets it settle, reads VmRSS from /proc/<pid>/status, stops it with SIGTERM. Repeats --runs times
// and reports the median; exits 1 when the median is over --budget-mb.
//
//   DATABASE_URL=postgres://… node apps/api/scripts/memory-at-rest.mjs [--runs 3] [--budget-mb 150]
//     [--entry dist/server.js | --source] [--settle-ms 10000]
//
// --source measures `node --import tsx src/server.ts` (how the API ran before it was built). Linux only (/proc).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg("runs", "3"));
const budgetMb = Number(arg("budget-mb", "150"));
const settleMs = Number(arg("settle-ms", "10000"));
const source = process.argv.includes("--source");
const entry = path.resolve(apiDir, arg("entry", "dist/server.js"));
const tenant = process.env.TENANT_ID || "default";

if (!process.env.DATABASE_URL) {
  console.error("memory-at-rest measures the API on PostgreSQL: set DATABASE_URL=postgres://…");
  process.exit(2);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const vmRssKb = (pid) => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);

async function once() {
  const port = await freePort();
  const args = source ? ["--import", "tsx", "src/server.ts"] : [entry];
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, API_PORT: String(port), API_HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error(`the API exited while starting:\n${output}`);
      const ok = await fetch(`${base}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error(`the API did not become ready:\n${output}`);
      await sleep(200);
    }
    const q = `tenant_id=${encodeURIComponent(tenant)}`;
    const list = await fetch(`${base}/blog-posts/published?${q}&size=12`);
    if (list.status !== 200)
      throw new Error(`GET /blog-posts/published: ${list.status} (is tenant ${tenant} there?)`);
    const slug = (await list.json()).content?.[0]?.slug_name;
    const paths = [
      ...(slug ? [`/blog-posts/article/slug?${q}&slug_name=${encodeURIComponent(slug)}`] : []),
      `/blog-categories?${q}`,
      `/blog-authors?${q}`,
      `/job-applications/published/tenants?${q}`,
      `/countries?${q}&countryName=united`,
      `/countries/United%20States/states?${q}`,
      `/states/California/cities?${q}&countryName=United%20States`,
      `/states/Punjab/cities?${q}`,
      `/docs/json`,
      `/metrics`,
    ];
    for (const p of paths) {
      const res = await fetch(`${base}${p}`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET ${p}: ${res.status}`);
    }
    await sleep(settleMs);
    return vmRssKb(child.pid) / 1024;
  } finally {
    child.kill("SIGTERM");
    await exited;
  }
}

const figures = [];
for (let i = 0; i < runs; i++) {
  const mb = await once();
  figures.push(mb);
  console.log(`run ${i + 1}: ${mb.toFixed(1)} MB resident at rest`);
}
const sorted = [...figures].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
const what = source ? "node --import tsx src/server.ts" : `node ${path.relative(process.cwd(), entry)}`;
console.log(
  `${what} on PostgreSQL: median of ${runs}: ${median.toFixed(1)} MB resident at rest (budget ${budgetMb} MB)`,
);
process.exit(median <= budgetMb ? 0 : 1);
