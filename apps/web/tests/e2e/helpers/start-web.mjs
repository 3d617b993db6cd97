// Builds the site for production (unless E2E_SKIP_BUILD=1) and starts it with server.mjs (Next's
// handler behind the server that passes on each connection's address).
// Playwright's webServer runs this from apps/web with the e2e environment already set.
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const port = process.env.E2E_WEB_PORT || "3100";

if (process.env.E2E_SKIP_BUILD !== "1") {
  console.log(`[e2e] build → ${process.env.NEXT_DIST_DIR}`);
  const build = spawnSync(process.execPath, [path.join(webDir, "scripts/build.mjs")], {
    cwd: webDir,
    stdio: "inherit",
    env: process.env,
  });
  if (build.status !== 0) {
    console.error("[e2e] next build failed");
    process.exit(build.status ?? 1);
  }
}

// A reused build (E2E_SKIP_BUILD=1) keeps the last run's fetch cache, which holds the previous
// API's answers (other ids, counts, posts). Every run starts from the API it has now.
rmSync(path.join(webDir, process.env.NEXT_DIST_DIR || ".next", "cache", "fetch-cache"), {
  recursive: true,
  force: true,
});

const child = spawn(process.execPath, [path.join(webDir, "server.mjs")], {
  cwd: webDir,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, PORT: port },
});
// server.mjs writes one JSON access-log line per request; a browser run makes thousands. They are
// left out of the run's output unless E2E_ACCESS_LOG=1; everything else the site says passes.
const ACCESS_LINE = /^\{"time":"[^"]+","level":"info","msg":"request",/;
createInterface({ input: child.stdout }).on("line", (line) => {
  if (process.env.E2E_ACCESS_LOG === "1" || !ACCESS_LINE.test(line)) console.log(line);
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code) => process.exit(code ?? 0));
