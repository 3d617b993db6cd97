// `npm test`: everything CI checks, in order, stopping at the first failure.
import { spawnSync } from "node:child_process";

const steps = [
  ["types", "npm", ["run", "typecheck"]],
  ["lint", "npm", ["run", "lint"]],
  ["format", "npm", ["run", "format:check"]],
  ["unit + API on PGlite", "npx", ["vitest", "run"]],
  ["API on PostgreSQL", "npm", ["run", "test:api:pg"]],
  ["browser end-to-end", "npm", ["run", "test:e2e"]],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) break;
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
