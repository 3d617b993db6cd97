/**
 * Real processes for the operations specs: redis-server, a seeded API (its own empty data folder)
 * and the site's server.mjs from the build in NEXT_DIST_DIR, each with its output kept line by
 * line, so a spec can read what an operator would read in the logs.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { E2E_ADMIN_TOKEN } from "../admin/admin-helpers";
import { E2E_API_PORT, E2E_WEB_PORT } from "../helpers/e2e-env";

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const apiDir = path.resolve(webDir, "../api");
export const NEXT_DIST_DIR = process.env.NEXT_DIST_DIR || ".next-e2e";
/** Ports of the operations specs: clear of the shared e2e servers and of the gateway spec's. */
export const OPS_WEB_PORT = E2E_WEB_PORT + 60;
export const OPS_API_PORT = E2E_API_PORT + 60;
export const OPS_REDIS_PORT = Number(process.env.E2E_REDIS_PORT || 6393);
export const ADMIN_AUTH = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

export type Proc = {
  child: ChildProcess;
  /** Every line the process wrote, stdout and stderr. */
  lines: string[];
  /** The lines that are JSON objects, parsed. */
  json: () => Record<string, unknown>[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const running: Proc[] = [];
const temps: string[] = [];

type Env = Record<string, string | undefined>;

export function startProcess(command: string, args: string[], cwd: string, env: Env): Proc {
  const child = spawn(command, args, {
    cwd,
    env: env as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = "";
    stream.on("data", (chunk: Buffer) => {
      const parts = (rest + chunk.toString()).split("\n");
      rest = parts.pop() ?? "";
      lines.push(...parts);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const proc: Proc = {
    child,
    lines,
    exited,
    json: () =>
      lines.flatMap((line) => {
        if (!line.startsWith("{")) return [];
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      }),
  };
  running.push(proc);
  return proc;
}

/**
 * redis-server on `port`. Its data survives a kill -9 and a restart on the same `dir` (append-only
 * file, fsync on every write), as a Valkey that comes back after a partition still holds its data.
 */
export function startRedis(dir: string, port = OPS_REDIS_PORT): Proc {
  return startProcess(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "yes",
      "--appendfsync",
      "always",
    ],
    dir,
    process.env,
  );
}

/** A temporary folder, removed by stopAll(). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** A seeded API on an empty data folder, logging every request (LOG_LEVEL=info). */
export function startApi(port: number, env: Env = {}): Proc {
  const dataDir = tempDir("ops-e2e-data-");
  return startProcess(process.execPath, ["--import", "tsx", "src/server.ts"], apiDir, {
    ...process.env,
    API_PORT: String(port),
    API_HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    RATE_LIMIT_DISABLED: "1",
    LOG_LEVEL: "info",
    ...env,
  });
}

/**
 * `node apps/web/server.mjs` from the build in NEXT_DIST_DIR, started from the repository's root (the
 * shared e2e site runs from apps/web): the server must not depend on its working directory.
 */
export function startSite(port: number, env: Env): Proc {
  return startProcess(process.execPath, [path.join(webDir, "server.mjs")], path.resolve(webDir, "../.."), {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    NEXT_DIST_DIR,
    SITE_URL: `http://localhost:${port}`,
    STAGE: "TEST",
    ...env,
  });
}

/** Debian's libfaketime (package faketime), which moves the clock of the processes it is preloaded into. */
const LIBFAKETIME = ["x86_64-linux-gnu", "aarch64-linux-gnu"]
  .map((arch) => `/usr/lib/${arch}/faketime/libfaketime.so.1`)
  .find((file) => existsSync(file));

/**
 * A clock that a spec moves for the processes started with its `env`: their wall clock (Date, and an
 * embedded database's now()) reads the real time plus an offset the spec sets at any moment, while
 * their timers (the monotonic clock) run as before. The clock only moves forward, as time does.
 *
 *   const clock = movableClock();
 *   startApi(port, clock.env);
 *   clock.forward(61_000); // the API now lives a minute and a second ahead
 */
export function movableClock() {
  if (!LIBFAKETIME) {
    throw new Error("libfaketime was not found: install Debian's faketime package (.ci/run does).");
  }
  const file = path.join(tempDir("ops-e2e-clock-"), "offset");
  let offsetMs = 0;
  writeFileSync(file, "+0\n");
  return {
    env: {
      LD_PRELOAD: LIBFAKETIME,
      FAKETIME_TIMESTAMP_FILE: file,
      // Read the offset at every call, so a move takes effect at once.
      FAKETIME_NO_CACHE: "1",
      FAKETIME_DONT_FAKE_MONOTONIC: "1",
    },
    forward(ms: number) {
      offsetMs += ms;
      writeFileSync(file, `${offsetMs >= 0 ? "+" : ""}${offsetMs / 1000}s\n`);
    },
  };
}

export async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      await res.body?.cancel();
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/**
 * Waits until `check` holds, polling every `everyMs`. Returns when, counted from the call, the
 * check that held was started (a visitor asking from then on gets that answer) and when it ended.
 */
export async function within(
  timeoutMs: number,
  check: () => Promise<boolean>,
  everyMs = 20,
): Promise<{ askedAt: number; answeredAt: number }> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    const askedAt = performance.now() - start;
    if (await check()) return { askedAt, answeredAt: performance.now() - start };
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

/** Stops every process the spec started (SIGTERM, then SIGKILL after 10 s) and removes temp folders. */
export async function stopAll() {
  await Promise.all(
    running.splice(0).map(async (proc) => {
      if (proc.child.exitCode !== null || proc.child.signalCode !== null) return;
      proc.child.kill("SIGTERM");
      const timer = setTimeout(() => proc.child.kill("SIGKILL"), 10_000);
      await proc.exited;
      clearTimeout(timer);
    }),
  );
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
}
