#!/usr/bin/env node
// Counts import cycles in every workspace's src (packages/*/src, apps/*/src) and fails on any.
//
// dependency-cruiser reads one tsconfig per run and each workspace has its own (apps/web maps `@/`
// without a baseUrl, which it resolves from the working directory), so each workspace is cruised from
// its own folder with its own tsconfig. A run follows imports into the other workspaces
// (`@site/contract` resolves to its src), so a cycle across workspaces is found as well; a cycle seen
// from several runs is counted once. Type-only and lazy (`import()`) imports count: a cycle through
// them still ties the modules' sources together.
//
//   node scripts/check-cycles.mjs     lists the cycles, prints the count, exits 1 if there is one
import { existsSync, readFileSync } from "node:fs";
import { join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = fileURLToPath(new URL("..", import.meta.url));
const workspaces = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).workspaces.filter((ws) =>
  existsSync(join(root, ws, "src")),
);

const options = {
  validate: true,
  ruleSet: { forbidden: [{ name: "no-circular", severity: "error", from: {}, to: { circular: true } }] },
  doNotFollow: { path: "node_modules" },
  tsPreCompilationDeps: true,
  outputType: "json",
};

/** The cycles one workspace's run finds, each as its modules' paths from the repository root. */
async function cyclesOf(workspace) {
  process.chdir(join(root, workspace));
  const tsConfig = existsSync("tsconfig.json") ? "tsconfig.json" : undefined;
  const result = await cruise(
    ["src"],
    tsConfig ? { ...options, tsConfig: { fileName: tsConfig } } : options,
    {},
    tsConfig ? { tsConfig: extractTSConfig(tsConfig) } : {},
  );
  const output = typeof result.output === "string" ? JSON.parse(result.output) : result.output;
  return output.summary.violations
    .filter((violation) => violation.rule.name === "no-circular")
    .map((violation) => violation.cycle.map((step) => normalize(join(workspace, step.name))));
}

/** One spelling per cycle, whichever module a run entered it from: rotated to start at the least path. */
function canonical(ring) {
  const start = ring.indexOf([...ring].sort()[0]);
  return [...ring.slice(start), ...ring.slice(0, start)];
}

const cycles = new Map();
for (const workspace of workspaces) {
  for (const ring of await cyclesOf(workspace)) {
    const key = canonical(ring);
    cycles.set(key.join(" -> "), key);
  }
}

for (const ring of cycles.values()) console.error(`import cycle: ${[...ring, ring[0]].join(" -> ")}`);
console.log(`import cycles: ${cycles.size} in ${workspaces.map((ws) => `${ws}/src`).join(", ")}`);
process.exitCode = cycles.size ? 1 : 0;
