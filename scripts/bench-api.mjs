// `npm run bench:api`: the API benchmark (apps/api/bench/published-list.ts) on PGlite, on one API
// instance on PostgreSQL, and on the cluster's way to the API: two instances of the built API behind
// deploy/nginx's internal balancer (upstreams.conf + internal.conf, as `npm run cluster` runs them),
// side by side in one run. Runs under scripts/with-postgres.sh (DATABASE_URL, fsync on); builds the
// API first. Ports: BENCH_API_PORT (default 4700) and the five after it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { clusterProxyConfig, nginxCommand } from "../apps/web/scripts/local-nginx.mjs";
import { API_SERVER, ROOT, buildApi } from "./cluster-lib.mjs";

const base = Number(process.env.BENCH_API_PORT ?? 4700);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error("bench-api: DATABASE_URL is not set (run it through scripts/with-postgres.sh)");
  process.exit(1);
}

const children = [];
function start(command, args, env = {}, options = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
    ...options,
  });
  children.push(child);
  return child;
}

async function ready(url) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer 200 within 120 s`);
}

async function stopAll() {
  await Promise.all(
    children
      .filter((c) => c.exitCode === null && c.signalCode === null)
      .map((c) => {
        const exited = new Promise((r) => c.once("exit", r));
        c.kill("SIGTERM");
        return exited;
      }),
  );
}

const dir = mkdtempSync(path.join(tmpdir(), "bench-api-"));
let code = 1;
try {
  buildApi(console.log);
  // Ports: base = PGlite instance, base+1 = the single PostgreSQL instance (both started by the
  // benchmark itself), base+2 and base+3 the cluster's two instances, base+4 its balancer.
  const apiPorts = [base + 2, base + 3];
  const balancer = base + 4;
  for (const port of apiPorts) {
    start(process.execPath, [API_SERVER], {
      DATABASE_URL: databaseUrl,
      API_PORT: String(port),
      API_HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "1",
    });
  }
  for (const port of apiPorts) await ready(`http://127.0.0.1:${port}/readyz`);
  // The site-facing parts of the configuration are written but unused: only the API balancer is asked.
  const httpBody = clusterProxyConfig(dir, {
    listenPort: base + 5,
    webPorts: [base + 6, base + 7],
    apiPorts,
    apiBalancerPort: balancer,
    siteBalancerPort: base + 8,
  });
  const nginx = nginxCommand(dir, httpBody);
  start(nginx.command, nginx.args);
  await ready(`http://127.0.0.1:${balancer}/readyz`);

  const bench = start(
    process.execPath,
    [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "bench/published-list.ts"],
    { BENCH_CLUSTER_URL: `http://127.0.0.1:${balancer}` },
    { cwd: path.join(ROOT, "apps/api"), stdio: "inherit" },
  );
  code = await new Promise((resolve) => bench.once("exit", (c) => resolve(c ?? 1)));
} catch (e) {
  console.error(e);
} finally {
  await stopAll();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
