#!/usr/bin/env node
/**
 * The site's production build: `next build`, then a compile hint on every client chunk.
 *
 * Turbopack writes each module as a function that V8 compiles lazily, on the main thread, the first
 * time it runs. Nearly every function in these chunks runs while the page boots and hydrates, so a
 * cold load compiled React DOM and the Next runtime on the main thread in the middle of hydration.
 * The magic comment `//# allFunctionsCalledOnLoad` on a script's first line (V8's explicit compile
 * hints, Chrome 136+; ignored elsewhere) makes V8 compile the whole file eagerly while the script is
 * still streaming in, on a background thread. Lighthouse (mobile, a post, 4 runs each, side by side):
 * total blocking time median 620 -> 375 ms, performance 82 -> 90.
 *
 * The chunk file names are content hashes of Turbopack's output; the hint is a deterministic
 * function of that content, so a name still identifies one content across builds and caches.
 *
 * Before it, the speed reporter (src/components/vitals/vitals-entry.ts with the web-vitals library)
 * is bundled into public/vitals/reporter.js, one script apart from the site's chunks: the consent
 * script loads it only for a visitor who allowed analytics (issue 20), so nobody else downloads a
 * byte of it. Next serves what public/ holds when it builds.
 *
 * Last, every text file of the build's static folder gets a Brotli copy at the best quality
 * (`<file>.br`), which the site's server sends to browsers that ask for Brotli
 * (server/compression.mjs).
 *
 *   node scripts/build.mjs            build into NEXT_DIST_DIR (default .next)
 *   node scripts/build.mjs --hints    only the hints and the Brotli copies, on the last build (idempotent)
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { precompressStatic } from "../server/compression.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Adds the compile hint to every JavaScript chunk of a build; returns how many files it changed. */
export function addCompileHints(distDir) {
  const chunks = path.join(distDir, "static", "chunks");
  let changed = 0;
  for (const entry of readdirSync(chunks, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = readFileSync(file, "utf8");
    if (source.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + source);
    changed++;
  }
  return changed;
}

/**
 * Bundles the speed reporter into public/vitals/reporter.js (minified, for the browsers the site
 * supports). Written to a temporary name and renamed, so a parallel build never serves half a file.
 */
export async function buildVitalsReporter() {
  const { build } = await import("esbuild");
  const out = path.join(webDir, "public", "vitals", "reporter.js");
  mkdirSync(path.dirname(out), { recursive: true });
  const result = await build({
    entryPoints: [path.join(webDir, "src", "components", "vitals", "vitals-entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    legalComments: "none",
    write: false,
  });
  const temp = `${out}.${process.pid}.tmp`;
  writeFileSync(temp, result.outputFiles[0].contents);
  renameSync(temp, out);
}

async function main() {
  const distDir = path.resolve(webDir, process.env.NEXT_DIST_DIR || ".next");
  if (!process.argv.includes("--hints")) {
    await buildVitalsReporter();
    const next = path.resolve(webDir, "../../node_modules/next/dist/bin/next");
    const build = spawnSync(process.execPath, [next, "build"], {
      cwd: webDir,
      stdio: "inherit",
      env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const changed = addCompileHints(distDir);
  console.log(
    `compile hints: ${changed} client chunk${changed === 1 ? "" : "s"} marked for eager compilation`,
  );
  // After the hints: each copy is made from the file as it is served.
  const compressed = precompressStatic(distDir);
  console.log(`brotli: ${compressed} build file${compressed === 1 ? "" : "s"} precompressed`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
