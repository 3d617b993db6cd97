// `npm run cluster` as an operator tries it (issue 30): a process killed with SIGKILL is started again
// and the others go on, as under the systemd units (Restart=on-failure), and the API's links lead to
// the cluster's own site. Runs the script itself (node scripts/cluster.mjs --skip-build) on ports of its
// own, from the builds the cluster test made or found: apps/api/dist and apps/web/$NEXT_DIST_DIR.
//
// Ports: CLUSTER_PORT_BASE 18180 (uses base..base+6), CLUSTER_PG_PORT 55435, CLUSTER_REDIS_PORT 6382.
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { after, before, test } from "node:test";
import { API_SERVER, ROOT, buildApi, buildWeb, portsFromEnv, webBuilt } from "../../scripts/cluster-lib.mjs";

const env = {
  ...process.env,
  CLUSTER_PORT_BASE: "18180",
  CLUSTER_PG_PORT: "55435",
  CLUSTER_REDIS_PORT: "6382",
  NEXT_DIST_DIR: process.env.NEXT_DIST_DIR || ".next-cluster",
};
delete env.SITE_URL;
const ports = portsFromEnv(env);
const site = `http://127.0.0.1:${ports.http}`;
const log = (m) => console.log(`[supervise test] ${m}`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

let dir;
let script;
let output = "";

/** The pid of the process listening on 127.0.0.1:`port`: its socket's inode, found among /proc's fds. */
function pidOnPort(port) {
  const hex = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const inodes = new Set();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const field = line.trim().split(/\s+/);
      if (field[1]?.endsWith(hex) && field[3] === "0A") inodes.add(`socket:[${field[9]}]`);
    }
  }
  for (const pid of readdirSync("/proc").filter((e) => /^\d+$/.test(e))) {
    let fds = [];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone meanwhile
    }
    for (const fd of fds) {
      try {
        if (inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/** Waits until the script has printed `text`, or fails naming what it printed last. */
async function printed(text, timeoutMs) {
  for (const until = Date.now() + timeoutMs; Date.now() < until; await sleep(100)) {
    if (output.includes(text)) return;
    if (script.exitCode !== null) break;
  }
  assert.fail(`npm run cluster did not print "${text}"; it printed:\n${output.slice(-3000)}`);
}

async function readyz(url) {
  try {
    const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(3000) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

before(async () => {
  if (!existsSync(API_SERVER)) buildApi(log);
  if (!webBuilt(env.NEXT_DIST_DIR)) buildWeb(env.NEXT_DIST_DIR, log);
  dir = mkdtempSync(path.join(tmpdir(), "cluster-supervise-"));
  script = spawn(process.execPath, [path.join(ROOT, "scripts/cluster.mjs"), "--skip-build"], {
    cwd: ROOT,
    env: { ...env, CLUSTER_DIR: dir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  script.stdout.on("data", (d) => (output += d));
  script.stderr.on("data", (d) => (output += d));
  await printed("Cobaltline cluster ready", 180_000);
});

after(async () => {
  if (script && script.exitCode === null) {
    script.kill("SIGTERM");
    await new Promise((r) => script.once("exit", r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test("a process killed with SIGKILL comes back and the others go on", { timeout: 120_000 }, async () => {
  const apiUrl = `http://127.0.0.1:${ports.api[0]}`;
  const apiPid = pidOnPort(ports.api[0]);
  const sitePid = pidOnPort(ports.web[0]);
  assert.ok(apiPid && sitePid, "the first API and site instances listen");
  process.kill(apiPid, "SIGKILL");
  await printed("api-1 exited unexpectedly", 10_000);
  // Meanwhile the site answers through nginx from the other API instance.
  const page = await fetch(`${site}/blog`);
  assert.equal(page.status, 200);
  await page.arrayBuffer();
  await printed("api-1 is back", 60_000);
  assert.equal(await readyz(apiUrl), 200);
  const newPid = pidOnPort(ports.api[0]);
  assert.ok(newPid && newPid !== apiPid, `a new API process listens (was ${apiPid}, now ${newPid})`);
  assert.equal(pidOnPort(ports.web[0]), sitePid, "the site instance was left alone");
  assert.equal(script.exitCode, null, "npm run cluster is still running");
});

test("the API's links lead to the cluster's own site", () => {
  // A fresh database has no owner: the API prints the setup link, with SITE_URL's address.
  const apiLog = readFileSync(path.join(dir, "logs", "api-1.log"), "utf8");
  assert.match(apiLog, new RegExp(`open ${site.replace(/[.]/g, "\\.")}/admin/accept\\?token=`));
  assert.doesNotMatch(apiLog, /localhost:3000/);
});

test("Ctrl+C stops every process, and none is restarted", { timeout: 60_000 }, async () => {
  const pids = [...ports.web, ...ports.api, ports.http].map(pidOnPort);
  script.kill("SIGINT");
  const code = await new Promise((r) => script.once("exit", (c) => r(c)));
  assert.equal(code, 0);
  assert.doesNotMatch(output.slice(output.indexOf("SIGINT")), /starting it again/);
  for (const pid of pids) assert.throws(() => process.kill(pid, 0), `process ${pid} is gone`);
});
