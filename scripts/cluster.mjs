// `npm run cluster`: the production setup on this machine, on 127.0.0.1 — PostgreSQL (a cluster in
// .cluster/postgres, fsync and synchronous_commit on), redis-server, two API processes
// (node apps/api/dist/server.js), two site processes from one build (node apps/web/server.mjs) and
// nginx with deploy/nginx in front. Prints the addresses; Ctrl+C (or SIGTERM) stops everything.
// A process that exits on its own is started again 2 s later, as the systemd units do
// (Restart=on-failure, RestartSec=2); one that fails 5 times within a minute is left stopped, and
// the rest go on.
//
//   npm run cluster                    build the API, the site if it has no build yet, then start
//   npm run cluster -- --build         rebuild the site too
//   npm run cluster -- --skip-build    start from the builds there are
// Environment: CLUSTER_DIR (default .cluster), CLUSTER_PORT_BASE / CLUSTER_PG_PORT / CLUSTER_REDIS_PORT
// (see scripts/cluster-lib.mjs), NEXT_DIST_DIR (the site's build folder, default .next); ADMIN_TOKEN
// and REVALIDATE_SECRET (else made once and kept in CLUSTER_DIR/secrets.json); any other variable
// (RATE_LIMIT_MAX, SMTP_URL, SITE_URL …) reaches the API and site processes as it is.
import path from "node:path";
import { ROOT, buildApi, buildWeb, portsFromEnv, startCluster, webBuilt } from "./cluster-lib.mjs";

const argv = process.argv.slice(2);
const log = (m) => console.log(`[cluster] ${m}`);
const dir = path.resolve(ROOT, process.env.CLUSTER_DIR || ".cluster");
const distDir = process.env.NEXT_DIST_DIR || ".next";

let cluster;
/** An AbortController while the cluster starts. */
let starting = new AbortController();
let stopping = false;
async function shutdown(signal, code = 0) {
  if (stopping) return;
  stopping = true;
  // Still starting: startCluster() stops what it started and rejects; the catch below exits.
  if (starting) {
    log(`${signal}: stopping`);
    return void starting.abort(signal);
  }
  log(`${signal}: stopping (SIGTERM to each process, then waiting for it)`);
  const results = (await cluster?.stop()) ?? [];
  for (const r of results) {
    log(
      `  ${r.name} ${r.forced ? "killed after the timeout" : `stopped (${r.signal ?? `exit ${r.code ?? 0}`})`}`,
    );
  }
  process.exit(code);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));

/** Restarts of each process within the last minute, for the start limit. */
const RESTART = { delayMs: 2000, burst: 5, windowMs: 60_000 };
const restarts = new Map();
function restartLater(name) {
  if (stopping) return;
  const recent = (restarts.get(name) ?? []).filter((t) => Date.now() - t < RESTART.windowMs);
  if (recent.length >= RESTART.burst) {
    log(
      `${name} failed ${RESTART.burst} times within a minute: left stopped, the rest go on (Ctrl+C stops all)`,
    );
    return;
  }
  restarts.set(name, [...recent, Date.now()]);
  log(`${name}: starting it again in ${RESTART.delayMs / 1000} s`);
  setTimeout(() => {
    if (stopping) return;
    // A start that fails is another unexpected exit, which comes back here.
    cluster.startProcess(name).then(
      () => log(`${name} is back`),
      (error) => log(`${name} did not come back: ${error.message}`),
    );
  }, RESTART.delayMs);
}

try {
  const ports = portsFromEnv();
  if (!argv.includes("--skip-build")) {
    buildApi(log);
    if (argv.includes("--build") || !webBuilt(distDir)) buildWeb(distDir, log);
  }
  if (stopping) process.exit(130);
  const started = Date.now();
  try {
    cluster = await startCluster({ dir, ports, distDir, log, signal: starting.signal });
  } finally {
    starting = undefined;
  }
  cluster.onUnexpectedExit(({ name }) => restartLater(name));
  const u = cluster.urls;
  console.log(`
  Cobaltline cluster ready in ${((Date.now() - started) / 1000).toFixed(1)} s

  site (nginx)      ${u.site}
  site instances    ${u.web.join("  ")}      (/healthz /readyz /metrics)
  API instances     ${u.api.join("  ")}      (/healthz /readyz /metrics, docs /docs)
  API balancer      ${u.apiBalancer}  (the sites' API_BASE_URL)
  site balancer     ${u.siteBalancer}  (the APIs' REVALIDATE_URL)
  PostgreSQL        ${u.databaseUrl}
  Redis             ${u.redisUrl}
  API key (admin)   ${cluster.adminToken}  (ADMIN_TOKEN, imported as an Administrator key)
  folder            ${dir}  (logs/, secrets.json, postgres/)

  Ctrl+C stops everything.
`);
} catch (error) {
  console.error(`[cluster] ${error.message}`);
  starting = undefined;
  stopping = false;
  await shutdown("failed to start", 1);
}
