// `npm run dev`: the API and the site with reload, on the embedded database (seeded on first start).
//   the API under `tsx watch`: an edit under apps/api/src or packages/ restarts it (a few seconds);
//   the site under `next dev`: an edit shows in the open page (Fast Refresh), about a second.
// Both write their lines here, each prefixed with its name. Ctrl+C stops both. `npm run db:reset`
// (with this stopped) gives back the freshly seeded database.
//
// Ports: PORT (site, 3000) and API_PORT (API, 4000), as `npm start`. One thing `next dev` does not
// do: the e-mails' one-click unsubscribe POST is handed to the API by server.mjs (the production
// server) only; the unsubscribe page's own button works here.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { waitFor } from "../apps/web/scripts/wait-for.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webPort = process.env.PORT || "3000";
const apiPort = process.env.API_PORT || "4000";
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  API_PORT: apiPort,
  API_BASE_URL: process.env.API_BASE_URL || `http://127.0.0.1:${apiPort}`,
  SITE_URL: process.env.SITE_URL || `http://localhost:${webPort}`,
};
const started = Date.now();
const children = [];
let stopping = false;

/** Starts `args` under node in its own process group, its output's lines prefixed with `name`. */
function run(name, args, cwd) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop();
      for (const line of lines) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`[dev] ${name} stopped (${signal ?? code}); stopping the other one.`);
    stop(code || 1);
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      // The whole group: tsx watch and next dev each run the server in a child of their own.
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

run(
  "api",
  [path.join(root, "node_modules/tsx/dist/cli.mjs"), "watch", "src/server.ts"],
  path.join(root, "apps/api"),
);
run(
  "web",
  [path.join(root, "node_modules/next/dist/bin/next"), "dev", "--port", webPort, "--hostname", "127.0.0.1"],
  path.join(root, "apps/web"),
);
try {
  await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 180);
  await waitFor(`http://127.0.0.1:${webPort}/`, 180);
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `\n  Developing at http://localhost:${webPort} (API at http://localhost:${apiPort}, docs /docs), ready in ${secs}s.` +
      `\n  Edits reload; Ctrl+C stops both.\n`,
  );
} catch (error) {
  // Stopped meanwhile, or not up within 3 minutes: their own lines above say why.
  if (!stopping) console.error(`[dev] ${error.message}`);
}
