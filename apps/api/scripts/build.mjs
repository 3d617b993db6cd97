// `npm run build --workspace apps/api`: the API as one JavaScript file, dist/server.js, so production runs
// `node apps/api/dist/server.js` with no transpiler. esbuild bundles src/server.ts with the workspace packages
// (@site/contract and @site/rich-text are TypeScript sources) and most dependencies; a package that reads its
// own files at run time stays external and is loaded from node_modules as usual. Beside the bundle:
// - dist/migrations/: db/client.ts finds its migrations beside the module that holds it (import.meta.url);
// - dist/locations/: the location data split per country (routes/locations/location-data.ts).
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { tsImport } from "tsx/esm/api";

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// `--outdir <dir>` (tests): another folder directly under apps/api, so the external packages still resolve
// from node_modules and the repository root is as far above the bundle as it is above src.
const outArg = process.argv.indexOf("--outdir");
const dist = outArg > 0 ? path.resolve(apiDir, process.argv[outArg + 1] ?? "") : path.join(apiDir, "dist");
if (path.dirname(dist) !== apiDir) {
  console.error(`--outdir must name a folder directly under apps/api, not ${dist}`);
  process.exit(1);
}

/**
 * Kept out of the bundle, each for a reason:
 * - @electric-sql/pglite: loads its WebAssembly and data files from its own folder;
 * - @fastify/swagger-ui: serves its static assets from its own folder;
 * - pg-boss, pg, nodemailer: read their own files or load optional modules (pg-native) by name;
 * - @node-rs/argon2: loads the native binary (.node) of the platform's package by name;
 * - @countrystatecity/countries: read by the build (which writes dist/locations), never by the built API.
 */
export const EXTERNAL = [
  "@electric-sql/pglite",
  "@fastify/swagger-ui",
  "pg-boss",
  "pg",
  "pg-native",
  "nodemailer",
  "@node-rs/argon2",
  "@countrystatecity/countries",
];

// Built in a folder of its own, then swapped in: a server already running from dist keeps finding its files.
const next = path.join(apiDir, `.dist-build-${process.pid}`);
const started = Date.now();
rmSync(next, { recursive: true, force: true });
mkdirSync(next, { recursive: true });

const result = await build({
  entryPoints: [path.join(apiDir, "src/server.ts")],
  outfile: path.join(next, "server.js"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node22",
  external: EXTERNAL,
  sourcemap: "linked",
  // V8 keeps the bundle's source text in the heap for the life of the process: whitespace and comments
  // out (identifiers kept, so stack traces and logged error types stay readable) roughly halves it.
  minifyWhitespace: true,
  minifySyntax: true,
  legalComments: "none",
  logLevel: "warning",
  metafile: true,
  // CommonJS dependencies inside an ES module bundle still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

// One non-ASCII character anywhere makes V8 hold the whole source as two bytes per character. esbuild
// escapes strings but not regular expression literals (one has a typographic apostrophe): escape what is
// left; \uXXXX means the same in a string, a template, a regular expression and an identifier.
const bundle = path.join(next, "server.js");
const text = readFileSync(bundle, "utf8");
writeFileSync(
  bundle,
  text.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`),
);

cpSync(path.join(apiDir, "src/db/migrations"), path.join(next, "migrations"), { recursive: true });
// The split is written by the module that reads it (TypeScript, loaded through tsx at build time only).
const { writeLocationData } = await tsImport("../src/routes/locations/location-data.ts", import.meta.url);
const countries = await writeLocationData(path.join(next, "locations"));

// Another build (a test, the cluster script) may swap at the same moment: whoever loses retries.
const old = path.join(apiDir, `.dist-old-${process.pid}`);
for (let attempt = 0; ; attempt++) {
  try {
    if (existsSync(dist)) renameSync(dist, old);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  try {
    renameSync(next, dist);
    break;
  } catch (e) {
    if ((e.code !== "ENOTEMPTY" && e.code !== "EEXIST") || attempt >= 20) throw e;
  }
}
rmSync(old, { recursive: true, force: true });

const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `API built: ${path.relative(apiDir, dist)}/server.js (${(bytes / 1e6).toFixed(1)} MB with its source map), migrations, ` +
    `location data for ${countries} countries, in ${Date.now() - started} ms`,
);
