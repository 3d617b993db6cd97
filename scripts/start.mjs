// `npm start`: the API built to JavaScript and started on the embedded database (seeded on first start),
// then the site, built for production. Prints the address once both answer. Ctrl+C stops both.
import { spawn, spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import path from "node:path";
import { waitFor } from "../apps/web/scripts/wait-for.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webPort = process.env.PORT || "3000";
const apiPort = process.env.API_PORT || "4000";
const apiBase = process.env.API_BASE_URL || `http://127.0.0.1:${apiPort}`;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", API_PORT: apiPort, API_BASE_URL: apiBase };
const started = Date.now();
const children = [];

function run(name, args, cwd) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ["ignore", "inherit", "inherit"] });
  child.on("exit", (code) => {
    if (!stopping) {
      console.error(`${name} exited (${code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const c of children) c.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500);
}
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

// The API as production runs it: built (apps/api/scripts/build.mjs), then `node apps/api/dist/server.js`.
const apiBuild = spawnSync(process.execPath, [path.join(root, "apps/api/scripts/build.mjs")], {
  cwd: path.join(root, "apps/api"),
  env,
  stdio: "inherit",
});
if (apiBuild.status !== 0) {
  console.error("The API's build failed.");
  process.exit(1);
}
run("api", [path.join(root, "apps/api/dist/server.js")], path.join(root, "apps/api"));

if (process.env.SKIP_BUILD !== "1") {
  console.log("Building the site for production…");
  const build = spawnSync(process.execPath, [path.join(root, "apps/web/scripts/build.mjs")], {
    cwd: path.join(root, "apps/web"),
    env,
    stdio: "inherit",
  });
  if (build.status !== 0) {
    console.error("The site's build failed.");
    stop(1);
  }
}

await waitFor(`http://127.0.0.1:${apiPort}/readyz`, 120);
run("web", [path.join(root, "apps/web/server.mjs")], path.join(root, "apps/web"));
await waitFor(`http://127.0.0.1:${webPort}/`, 120);
const secs = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `\n  Site ready at http://localhost:${webPort}  (API at http://localhost:${apiPort}, docs /docs) in ${secs}s\n`,
);
