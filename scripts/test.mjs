// `npm test`: everything CI checks, in order, stopping at the first failure.
// Steps of one stage run side by side, each one's output printed when it ends: the static checks
// (types, lint, format), then the two database suites. Vitest gives itself one worker on a 2-core
// machine (CPUs - 1), so each suite alone left a core idle; beside each other they finish in about
// the time of the longer one; the backup round trip (about 30 s) runs beside them. The browser suite
// keeps both cores busy and runs alone; then the production setup (two APIs, two sites, nginx,
// PostgreSQL, Valkey/Redis) on the browser suite's build, about a minute.
import { spawn } from "node:child_process";

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
const stages = [
  [
    ["types", "npm", ["run", "typecheck"]],
    ["lint", "npm", ["run", "lint"]],
    ["format", "npm", ["run", "format:check"]],
  ],
  [
    ["unit + API on PGlite", "npx", ["vitest", "run"]],
    ["API on PostgreSQL", "npm", ["run", "test:api:pg"]],
    ["backup and restore", "npm", ["run", "test:backup"]],
  ],
  [["browser end-to-end", "npm", ["run", "test:e2e"]]],
  [["cluster", "npm", ["run", "test:cluster"], { NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-e2e" }]],
];

/** Runs one step; alone it streams its output, beside others it prints it in one piece at the end. */
function run([name, cmd, args, extraEnv = {}], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      env: { ...env, ...extraEnv },
      stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const chunks = [];
    child.stdout?.on("data", (c) => chunks.push(c));
    child.stderr?.on("data", (c) => chunks.push(c));
    child.on("close", (code) => {
      if (!alone) {
        console.log(`\n=== ${name} ===`);
        process.stdout.write(Buffer.concat(chunks));
      }
      const output = alone ? "" : Buffer.concat(chunks).toString();
      resolve({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(0), output });
    });
  });
}

const only = process.argv.slice(2);
const results = [];
for (const stage of stages) {
  const steps = stage.filter(([name]) => !only.length || only.some((o) => name.includes(o)));
  if (!steps.length) continue;
  const alone = steps.length === 1;
  if (alone) console.log(`\n=== ${steps[0][0]} ===`);
  else console.log(`\n=== ${steps.map(([name]) => name).join(" + ")} (side by side) ===`);
  const stageResults = await Promise.all(steps.map((step) => run(step, alone)));
  results.push(...stageResults);
  if (stageResults.some((r) => !r.ok)) break;
}

console.log("\n=== summary ===");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
// A failed step's output may sit far above the end of a long log: its failing lines again, last.
const ANSI = new RegExp(String.fromCharCode(27) + "\\[[0-9;]*m", "g");
for (const r of results.filter((r) => !r.ok && r.output)) {
  const lines = r.output
    .replace(ANSI, "")
    .split("\n")
    .filter((line) => /(^|\s)(FAIL|×|✗)\s|AssertionError|Error:|expected /.test(line));
  console.log(`\n=== what failed in ${r.name} ===`);
  console.log([...new Set(lines)].slice(0, 60).join("\n"));
}
process.exit(failed ? 1 : 0);
