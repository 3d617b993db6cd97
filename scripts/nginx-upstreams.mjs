// Taking one instance out of nginx's rotation before it restarts, and putting it back after: the step
// that makes a rolling restart lose no request, writes included.
//
// An instance that stops while nginx still sends to it loses requests whatever it does: the connections
// waiting in its listen backlog are reset when its listener closes, and nginx has already written a
// request on each of them; nginx retries a GET elsewhere but never a POST whose bytes reached an
// instance (the cluster test measured 77 to 199 such failures per rolling restart, a fifth of them
// writes). So nginx stops sending first: the instance's `server` line in upstreams.conf gets `down`,
// nginx reloads (new workers, which never pick it, take the new connections; the old workers finish the
// requests they hold and exit, closing their upstream connections), and only once no old worker is left
// is the instance stopped. It then has no connection and nothing in its backlog.
//
// Used by the cluster's restart (scripts/cluster-lib.mjs) and by the operators' rolling restart on a
// server (scripts/rolling-restart.mjs).
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/** The `server` line for `port` in an upstream block: its text before the `;` and whether it says `down`. */
function serverLine(port) {
  return new RegExp(`^([ \\t]*server[ \\t]+[^\\s;]*:${port}(?![0-9])[^;\\n]*?)([ \\t]+down)?;`, "m");
}

/** upstreams.conf's text with the server on `port` marked down (out of the rotation) or not. */
export function markServer(text, port, down) {
  const line = serverLine(port);
  if (!line.test(text)) throw new Error(`no "server …:${port}" line in the upstreams file`);
  return text.replace(line, (_, head) => `${head}${down ? " down" : ""};`);
}

/** Whether upstreams.conf's text marks the server on `port` down. */
export function isDown(text, port) {
  return !!serverLine(port).exec(text)?.[2];
}

/** The ports of each upstream block: { cobaltline_web: [3000, 3001], cobaltline_api: [4000, 4001] }. */
export function upstreamPorts(text) {
  const found = {};
  for (const [, name, body] of text.matchAll(/^upstream[ \t]+(\w+)[ \t]*\{([^}]*)\}/gm)) {
    found[name] = [...body.matchAll(/^[ \t]*server[ \t]+[^\s;]*:(\d+)\b/gm)].map((m) => Number(m[1]));
  }
  return found;
}

/** Every running process's parent, from /proc: pid -> parent's pid. */
export function processParents() {
  const parent = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      parent.set(Number(entry), Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]));
    } catch {
      // gone meanwhile
    }
  }
  return parent;
}

/** The nginx worker processes of master `masterPid`: their pids. */
export function workers(masterPid) {
  return [...processParents()].filter(([, ppid]) => ppid === masterPid).map(([pid]) => pid);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reloads nginx (SIGHUP to its master) and resolves once the reload has taken: a worker of the new
 * configuration runs and every worker of the old one has exited, so no request is on its way to an
 * instance the new configuration marks down. Rejects after `timeoutMs` (a configuration nginx refused
 * leaves the old workers running: check it with `nginx -t` first).
 */
export async function reloadAndSettle(masterPid, { timeoutMs = 30_000 } = {}) {
  // process.kill(0) or (-1) would signal a whole process group, or every process.
  if (!Number.isInteger(masterPid) || masterPid <= 1)
    throw new Error(`not an nginx master's pid: ${masterPid}`);
  const before = new Set(workers(masterPid));
  process.kill(masterPid, "SIGHUP");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const now = workers(masterPid);
    const oldLeft = [...before].filter(alive);
    if (oldLeft.length === 0 && now.some((pid) => !before.has(pid))) return;
    if (Date.now() > deadline) {
      throw new Error(
        `nginx (pid ${masterPid}) did not settle within ${timeoutMs / 1000} s of a reload: ` +
          `${oldLeft.length} old worker(s) still running (a refused configuration, or a request that does not end)`,
      );
    }
    await sleep(50);
  }
}

/**
 * Marks the server on `port` down (or up) in the upstreams file `file` and reloads nginx, resolving
 * once its old workers are gone. `check()` runs between the edit and the reload (e.g. `nginx -t`); if it
 * or the reload fails, the file is put back as it was.
 */
export async function setServerDown(file, port, down, { masterPid, check = () => {}, timeoutMs } = {}) {
  const before = readFileSync(file, "utf8");
  writeFileSync(file, markServer(before, port, down));
  try {
    check();
    await reloadAndSettle(masterPid, { timeoutMs });
  } catch (error) {
    writeFileSync(file, before);
    throw error;
  }
}
