// `npm run bench`: every benchmark in sequence, each printing its own table and judging its own
// budget; a summary at the end. Exits 1 when any of them failed (all still run).
//   1. API        npm run bench:api          published list at 10,000 posts, hot-post likes
//   2. throughput npm run bench:throughput   next / nginx proxy setup / static nginx (builds the site
//                                             into apps/web/.next-bench-throughput)
//   3. memory     npm run bench:memory       one instance's RSS through an overload, gate on and off
//                                             (builds the site into apps/web/.next-bench-memory)
//   4. pages      apps/web/scripts/bench-pages.mjs: builds into apps/web/.next-bench, starts a seeded API
//                 and the site; JavaScript per page (every route, budget 150 KB gzipped) and Lighthouse
//                 at mobile and desktop settings on /, a service, /blog, a post, an author, /about/career,
//                 a career and /contact (performance 95 mobile / 100 desktop, the rest 100)
// BENCH_ONLY=api,throughput,memory,pages runs a subset.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const only = process.env.BENCH_ONLY?.split(",").map((s) => s.trim());
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const steps = [
  { name: "api", group: "api", command: npm, args: ["run", "bench:api"] },
  { name: "throughput", group: "throughput", command: npm, args: ["run", "bench:throughput"] },
  { name: "memory", group: "memory", command: npm, args: ["run", "bench:memory"] },
  { name: "pages", group: "pages", command: process.execPath, args: ["apps/web/scripts/bench-pages.mjs"] },
];

const results = [];
for (const step of steps) {
  if (only && !only.includes(step.group)) continue;
  console.log(`\n=== bench: ${step.name} ===`);
  const started = Date.now();
  const r = spawnSync(step.command, step.args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...step.env },
  });
  results.push({ name: step.name, ok: r.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log("\n=== bench summary ===");
for (const r of results) console.log(`${r.ok ? "pass" : "FAIL"}  ${r.name} (${r.seconds}s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
