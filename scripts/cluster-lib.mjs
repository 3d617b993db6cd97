// The production setup on one machine, on 127.0.0.1: PostgreSQL (Debian's binaries, a cluster in a
// folder, fsync and synchronous_commit on), redis-server, two API processes (built JavaScript), two site
// processes from one build, and nginx with the repository's configuration (deploy/nginx) balancing
// them. Used by `npm run cluster` (scripts/cluster.mjs) and the cluster test (tests/cluster/).
//
//   const cluster = await startCluster({ dir, ports });   // prints nothing; `log` gets progress lines
//   cluster.urls.site                                     // nginx, http://127.0.0.1:<ports.http>
//   await cluster.restart("api-1");                       // out of nginx's rotation, SIGTERM, start,
//                                                         // wait ready, back in the rotation
//   await cluster.stop();                                 // everything, in reverse order
//
// Each process's output goes to <dir>/logs/<name>.log. Stopping sends SIGTERM and waits for each
// process to exit (SIGKILL after STOP_TIMEOUT_MS, reported), so nothing outlives the cluster.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  readdirSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { clusterProxyConfig, nginxCommand } from "../apps/web/scripts/local-nginx.mjs";
import { setServerDown } from "./nginx-upstreams.mjs";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB_DIR = path.join(ROOT, "apps/web");
const API_DIR = path.join(ROOT, "apps/api");
export const API_SERVER = path.join(API_DIR, "dist/server.js");
const STOP_TIMEOUT_MS = 20_000;
const READY_TIMEOUT_MS = 120_000;

/** The default ports: the ones deploy/nginx names (site 3000/3001, API 4000/4001, balancers). */
export const DEFAULT_PORTS = {
  http: 8080,
  web: [3000, 3001],
  api: [4000, 4001],
  apiBalancer: 4080,
  siteBalancer: 3080,
  postgres: 55433,
  redis: 6380,
};

/**
 * Ports from the environment: CLUSTER_PORT_BASE=B puts nginx on B, the sites on B+1 and B+2, the APIs
 * on B+3 and B+4, the balancers on B+5 (API) and B+6 (site); CLUSTER_PG_PORT and CLUSTER_REDIS_PORT
 * move the database and redis. Without them, DEFAULT_PORTS.
 */
export function portsFromEnv(env = process.env) {
  const ports = { ...DEFAULT_PORTS };
  const num = (name) => {
    const v = env[name];
    if (v === undefined || v === "") return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`${name}: not a port number ("${v}")`);
    return n;
  };
  const base = num("CLUSTER_PORT_BASE");
  if (base !== undefined) {
    if (base + 6 > 65535) throw new Error(`CLUSTER_PORT_BASE: ${base}..${base + 6} must be ports`);
    Object.assign(ports, {
      http: base,
      web: [base + 1, base + 2],
      api: [base + 3, base + 4],
      apiBalancer: base + 5,
      siteBalancer: base + 6,
    });
  }
  ports.postgres = num("CLUSTER_PG_PORT") ?? ports.postgres;
  ports.redis = num("CLUSTER_REDIS_PORT") ?? ports.redis;
  return ports;
}

/** Debian's PostgreSQL server binaries, the newest installed 15 or later. */
export function postgresBinDir() {
  const base = "/usr/lib/postgresql";
  const versions = existsSync(base)
    ? readdirSync(base)
        .map(Number)
        .filter((v) => v >= 15 && existsSync(path.join(base, String(v), "bin/initdb")))
        .sort((a, b) => b - a)
    : [];
  if (!versions.length) {
    throw new Error("PostgreSQL 15+ server binaries not found: apt-get install -y postgresql");
  }
  return path.join(base, String(versions[0]), "bin");
}

export function redisBinary() {
  const found = ["/usr/bin/redis-server", "/usr/local/bin/redis-server", "/usr/bin/valkey-server"].find((p) =>
    existsSync(p),
  );
  if (!found) throw new Error("redis-server not found: apt-get install -y redis-server");
  return found;
}

/** Root runs PostgreSQL as Debian's `postgres` user (it refuses to run as root). */
function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const id = (flag) => Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  const gid = id("-g");
  if (!Number.isInteger(uid) || !uid) throw new Error("running as root, but there is no postgres user");
  return { uid, gid };
}

function portFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function until(what, probe, timeoutMs, alive = () => true, signal = undefined) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (signal?.aborted) throw new Error(`${what}: start stopped (${signal.reason ?? "aborted"})`);
    if (await probe().catch(() => false)) return;
    if (!alive()) throw new Error(`${what}: the process exited before it was ready`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready within ${timeoutMs / 1000} s`);
    await sleep(200);
  }
}

async function status(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  await res.arrayBuffer();
  return res.status;
}

/**
 * Ready: GET /readyz answers 200. A build without /readyz (404) counts as ready once the older probe
 * (`fallback`, e.g. the API's /ready) answers 200, or at once when there is none.
 */
export async function probeReady(base, fallback) {
  const code = await status(`${base}/readyz`);
  if (code === 200) return true;
  if (code !== 404) return false;
  return fallback ? (await status(`${base}${fallback}`)) === 200 : true;
}

function redisPing(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = "";
    socket.setTimeout(2000, () => socket.destroy());
    socket.on("connect", () => socket.write("PING\r\n"));
    socket.on("data", (d) => {
      data += d;
      if (data.includes("\r\n")) {
        socket.end();
        resolve(data.startsWith("+PONG"));
      }
    });
    socket.on("error", () => resolve(false));
    socket.on("close", () => resolve(false));
  });
}

/** Secrets kept in the cluster folder, made once (64 hex digits each) unless the environment sets them. */
function secrets(dir, env) {
  const file = path.join(dir, "secrets.json");
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const made = {
    ADMIN_TOKEN: saved.ADMIN_TOKEN || randomBytes(32).toString("hex"),
    REVALIDATE_SECRET: saved.REVALIDATE_SECRET || randomBytes(32).toString("hex"),
  };
  writeFileSync(file, JSON.stringify(made, null, 2) + "\n", { mode: 0o600 });
  return {
    ADMIN_TOKEN: env.ADMIN_TOKEN || made.ADMIN_TOKEN,
    REVALIDATE_SECRET: env.REVALIDATE_SECRET || made.REVALIDATE_SECRET,
  };
}

/** Builds the API (esbuild, seconds) into apps/api/dist/server.js. */
export function buildApi(log = () => {}) {
  log("building the API (npm run build --workspace apps/api)");
  const r = spawnSync("npm", ["run", "build", "--workspace", "apps/api"], { cwd: ROOT, stdio: "inherit" });
  if (r.status !== 0) throw new Error("the API's build failed");
}

/** Builds the site (next build + compile hints, minutes) into apps/web/<distDir>. */
export function buildWeb(distDir, log = () => {}) {
  log(`building the site into apps/web/${distDir} (node apps/web/scripts/build.mjs)`);
  const r = spawnSync(process.execPath, [path.join(WEB_DIR, "scripts/build.mjs")], {
    cwd: WEB_DIR,
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) throw new Error("the site's build failed");
}

export function webBuilt(distDir) {
  return existsSync(path.join(WEB_DIR, distDir, "BUILD_ID"));
}

/**
 * Starts the whole setup. Options:
 *   dir        the cluster's folder (PostgreSQL data, secrets, nginx files, logs); reused across runs
 *   ports      see DEFAULT_PORTS / portsFromEnv()
 *   distDir    the site's build folder under apps/web (NEXT_DIST_DIR), default ".next"
 *   env        more environment for the API and site processes (e.g. RATE_LIMIT_MAX)
 *   log        progress lines
 *   signal     an AbortSignal: aborting it during the start stops what was started and rejects
 * Resolves once every process is ready; on a failure it stops what it started and rejects.
 */
export async function startCluster({
  dir,
  ports = DEFAULT_PORTS,
  distDir = ".next",
  env = {},
  log = () => {},
  signal = undefined,
}) {
  dir = path.resolve(dir);
  if (!existsSync(API_SERVER)) {
    throw new Error(`${path.relative(ROOT, API_SERVER)} is missing: npm run build --workspace apps/api`);
  }
  if (!webBuilt(distDir))
    throw new Error(`apps/web/${distDir} holds no build: npm run build --workspace apps/web`);
  for (const sub of ["logs", "redis"]) mkdirSync(path.join(dir, sub), { recursive: true });

  const all = [
    ports.http,
    ...ports.web,
    ...ports.api,
    ports.apiBalancer,
    ports.siteBalancer,
    ports.postgres,
    ports.redis,
  ];
  for (const port of all) {
    if (!(await portFree(port)))
      throw new Error(`port ${port} on 127.0.0.1 is in use (see CLUSTER_PORT_BASE)`);
  }

  const { ADMIN_TOKEN, REVALIDATE_SECRET } = secrets(dir, env);
  const databaseUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/cobaltline`;
  const redisUrl = `redis://127.0.0.1:${ports.redis}`;
  const urls = {
    site: `http://127.0.0.1:${ports.http}`,
    web: ports.web.map((p) => `http://127.0.0.1:${p}`),
    api: ports.api.map((p) => `http://127.0.0.1:${p}`),
    apiBalancer: `http://127.0.0.1:${ports.apiBalancer}`,
    siteBalancer: `http://127.0.0.1:${ports.siteBalancer}`,
    databaseUrl,
    redisUrl,
  };

  /** name -> { spec, child } */
  const procs = new Map();
  const order = [];
  let stopping = false;
  const exits = [];

  function launch(name) {
    const entry = procs.get(name);
    const { command, args, options = {} } = entry.spec;
    const out = openSync(path.join(dir, "logs", `${name}.log`), "a");
    // Its own process group: a Ctrl+C in the terminal reaches the cluster script alone, which then
    // stops the processes one by one, in order (the sites and APIs before the database).
    const child = spawn(command, args, { stdio: ["ignore", out, out], detached: true, ...options });
    entry.child = child;
    entry.expectedExit = false;
    child.on("exit", (code, signal) => {
      if (!stopping && !entry.expectedExit) {
        exits.push({ name, code, signal });
        log(`${name} exited unexpectedly (${signal ?? code}); see ${path.join(dir, "logs", `${name}.log`)}`);
        entry.onUnexpectedExit?.({ name, code, signal });
      }
    });
    return child;
  }

  function add(name, spec, ready) {
    procs.set(name, { spec, ready, child: null });
    order.push(name);
    launch(name);
  }

  const alive = (name) => () => {
    const c = procs.get(name)?.child;
    return !!c && c.exitCode === null && c.signalCode === null;
  };

  async function waitReady(name) {
    await until(name, procs.get(name).ready, READY_TIMEOUT_MS, alive(name), signal);
  }

  async function stopOne(name) {
    const entry = procs.get(name);
    const child = entry?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return { name, forced: false };
    entry.expectedExit = true;
    const exited = new Promise((r) => child.once("exit", (code, signal) => r({ code, signal })));
    child.kill("SIGTERM");
    const timer = sleep(STOP_TIMEOUT_MS).then(() => null);
    let result = await Promise.race([exited, timer]);
    let forced = false;
    if (!result) {
      forced = true;
      log(`${name} did not stop within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM: SIGKILL`);
      child.kill("SIGKILL");
      result = await exited;
    }
    return { name, forced, ...result };
  }

  async function stop() {
    stopping = true;
    const results = [];
    for (const name of [...order].reverse()) results.push(await stopOne(name));
    return results;
  }

  try {
    // PostgreSQL: a cluster in <dir>/postgres, made by initdb on first start (fsync on: no --no-sync).
    const bin = postgresBinDir();
    const pgData = path.join(dir, "postgres");
    const pgUser = postgresUser();
    const pgSocket = path.join(dir, "pg-socket");
    mkdirSync(pgSocket, { recursive: true });
    if (pgUser.uid !== undefined) {
      // The postgres user must reach its folder (secrets.json inside stays 0600).
      chmodSync(dir, 0o755);
      if (!existsSync(pgData)) mkdirSync(pgData, { mode: 0o700 });
      chownSync(pgData, pgUser.uid, pgUser.gid);
      chownSync(pgSocket, pgUser.uid, pgUser.gid);
    }
    if (!existsSync(path.join(pgData, "PG_VERSION"))) {
      log(`initdb ${pgData}`);
      const init = spawnSync(
        path.join(bin, "initdb"),
        ["-D", pgData, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8"],
        { encoding: "utf8", ...pgUser },
      );
      if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error}`);
    }
    add(
      "postgres",
      {
        command: path.join(bin, "postgres"),
        args: [
          "-D",
          pgData,
          "-h",
          "127.0.0.1",
          "-p",
          String(ports.postgres),
          "-k",
          pgSocket,
          "-c",
          "fsync=on",
          "-c",
          "synchronous_commit=on",
          "-c",
          "full_page_writes=on",
          "-c",
          "max_connections=200",
        ],
        options: { ...pgUser },
      },
      async () =>
        spawnSync(path.join(bin, "pg_isready"), ["-q", "-h", "127.0.0.1", "-p", String(ports.postgres)])
          .status === 0,
    );
    log(`PostgreSQL ${path.basename(path.dirname(bin))} on 127.0.0.1:${ports.postgres}`);
    await waitReady("postgres");
    const psql = (sql) =>
      spawnSync(
        path.join(bin, "psql"),
        ["-h", "127.0.0.1", "-p", String(ports.postgres), "-U", "postgres", "-tAc", sql],
        { encoding: "utf8" },
      );
    if (psql("select 1 from pg_database where datname = 'cobaltline'").stdout.trim() !== "1") {
      const r = psql("create database cobaltline");
      if (r.status !== 0) throw new Error(`create database failed: ${r.stderr}`);
    }

    // redis-server: shared rate limits and the site's cache; nothing in it needs to survive a restart.
    add(
      "redis",
      {
        command: redisBinary(),
        args: [
          "--bind",
          "127.0.0.1",
          "--port",
          String(ports.redis),
          "--dir",
          path.join(dir, "redis"),
          "--save",
          "",
          "--appendonly",
          "no",
          "--daemonize",
          "no",
        ],
      },
      () => redisPing(ports.redis),
    );
    await waitReady("redis");

    const common = {
      ...process.env,
      NODE_ENV: "production",
      STAGE: "PROD",
      REDIS_URL: redisUrl,
      REVALIDATE_SECRET,
      TRUSTED_PROXIES: "127.0.0.1,::1",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    };
    // The API instances, one after the other: the first migrates an empty database, the others find
    // it done. (Two at once on an empty database is the cluster test's own case.)
    for (const [i, port] of ports.api.entries()) {
      const name = `api-${i + 1}`;
      add(
        name,
        {
          command: process.execPath,
          args: [API_SERVER],
          options: {
            cwd: ROOT,
            env: {
              ...common,
              DATABASE_URL: databaseUrl,
              API_HOST: "127.0.0.1",
              API_PORT: String(port),
              ADMIN_TOKEN,
              REVALIDATE_URL: `${urls.siteBalancer}/api/revalidate`,
              // The links of its e-mails and the setup link lead to this cluster's site, not :3000.
              SITE_URL: env.SITE_URL || process.env.SITE_URL || urls.site,
              ...env,
            },
          },
        },
        () => probeReady(urls.api[i], "/ready"),
      );
      await waitReady(name);
    }

    // nginx with deploy/nginx: the public server and the two loopback balancers. Before the sites:
    // they reach the APIs through it, and their /readyz asks the API.
    const nginxDir = path.join(dir, "nginx");
    const { command, args } = nginxCommand(
      nginxDir,
      clusterProxyConfig(nginxDir, {
        listenPort: ports.http,
        webPorts: ports.web,
        apiPorts: ports.api,
        apiBalancerPort: ports.apiBalancer,
        siteBalancerPort: ports.siteBalancer,
        accessLog: path.join(dir, "logs", "nginx-access.log"),
      }),
    );
    add("nginx", { command, args, options: { cwd: nginxDir } }, () => probeReady(urls.apiBalancer, "/ready"));
    await waitReady("nginx");

    // Two site instances from one build; they reach the APIs through the loopback balancer.
    ports.web.forEach((port, i) => {
      const name = `web-${i + 1}`;
      add(
        name,
        {
          command: process.execPath,
          args: [path.join(WEB_DIR, "server.mjs")],
          options: {
            cwd: WEB_DIR,
            env: {
              ...common,
              PORT: String(port),
              HOSTNAME: "127.0.0.1",
              NEXT_DIST_DIR: distDir,
              API_BASE_URL: urls.apiBalancer,
              SITE_URL: env.SITE_URL || process.env.SITE_URL || urls.site,
              ...env,
            },
          },
        },
        () => probeReady(urls.web[i]),
      );
    });
    for (let i = 0; i < ports.web.length; i++) await waitReady(`web-${i + 1}`);
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    dir,
    ports,
    urls,
    adminToken: ADMIN_TOKEN,
    revalidateSecret: REVALIDATE_SECRET,
    /** Unexpected exits so far: { name, code, signal }. */
    exits,
    names: () => [...order],
    pid: (name) => procs.get(name)?.child?.pid,
    /** Calls `fn({ name, code, signal })` when a process exits on its own. */
    onUnexpectedExit(fn) {
      for (const entry of procs.values()) entry.onUnexpectedExit = fn;
    },
    /** SIGTERM one process and wait for it to exit (not restarted). */
    stopProcess: stopOne,
    /** Start a stopped process again and wait until it is ready. */
    async startProcess(name) {
      launch(name);
      await waitReady(name);
    },
    /**
     * One step of a rolling restart. A site or API instance is first taken out of nginx's rotation
     * (scripts/nginx-upstreams.mjs: marked down, nginx reloaded, its old workers gone), then stopped
     * with SIGTERM, started, waited for until ready, and put back; any other process is just stopped,
     * started and waited for.
     */
    async restart(name) {
      const [, kind, n] = /^(web|api)-(\d+)$/.exec(name) ?? [];
      const port = kind && ports[kind][Number(n) - 1];
      const rotation = (down) =>
        setServerDown(path.join(dir, "nginx", "cobaltline", "upstreams.conf"), port, down, {
          masterPid: procs.get("nginx").child.pid,
          check: () => {
            const { command, args } = procs.get("nginx").spec;
            const test = spawnSync(command, ["-t", "-q", ...args], { encoding: "utf8" });
            if (test.status !== 0) throw new Error(`nginx -t: ${test.stderr}`);
          },
        });
      if (port) await rotation(true);
      const stopped = await stopOne(name);
      launch(name);
      await waitReady(name);
      if (port) await rotation(false);
      return stopped;
    },
    stop,
  };
}
