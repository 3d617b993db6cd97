// Starts the API for one e2e run on a fresh, empty data folder (the API seeds it on first start),
// and removes the folder when the run ends. Playwright's webServer runs this from apps/web.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const repoRoot = path.resolve(webDir, "../..");
const dataDir = mkdtempSync(path.join(tmpdir(), "site-e2e-data-"));

const child = spawn(
  process.execPath,
  [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), path.join(repoRoot, "apps/api/src/server.ts")],
  {
    cwd: path.join(repoRoot, "apps/api"),
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir, RATE_LIMIT_DISABLED: "1" },
  },
);

const cleanup = () => {
  try {
    rmSync(dataDir, { recursive: true, force: true });
  } catch {
    // a leftover temp folder is harmless
  }
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => child.kill(signal));
}
child.on("exit", (code, signal) => {
  cleanup();
  process.exit(code ?? (signal ? 0 : 1));
});
