/**
 * A throwaway PostgreSQL server of the test's own (Debian's postgresql binaries), run the way production
 * should run it: fsync on, synchronous_commit on, full_page_writes on. Unlike scripts/with-postgres.sh
 * (fsync off, for speed), this one is for proving durability: `kill9()` SIGKILLs the postmaster and all
 * its children (backends, checkpointer, WAL writer) as a crash would, and `start()` brings it back on the same files (crash
 * recovery from the WAL).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";

export type PostgresServer = {
  /** postgres://… of the database `site` on this server. */
  url: string;
  port: number;
  /** Starts the server again on the same data directory (after kill9 or stop). */
  start: () => Promise<void>;
  /** SIGKILL to the postmaster and all its children at once. */
  kill9: () => Promise<void>;
  /** Immediate shutdown and removal of the data directory. */
  destroy: () => Promise<void>;
  /** What the server printed lately (for failure messages). */
  log: () => string;
};

class PortTaken extends Error {}

function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const v of versions) {
    const dir = path.join(root, v, "bin");
    if (existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error(
    "PostgreSQL server binaries not found (initdb). Install them: apt-get install -y postgresql",
  );
}

const isRoot = process.getuid?.() === 0;
/** As root, PostgreSQL's binaries must run as the postgres user. */
const asPostgres = (bin: string, args: string[]): [string, string[]] =>
  isRoot ? ["runuser", ["-u", "postgres", "--", bin, ...args]] : [bin, args];

export async function startPostgres(options: {
  port: number;
  settings?: Record<string, string>;
}): Promise<PostgresServer> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), "site-pg-durable-"));
  chmodSync(dir, 0o755);
  if (isRoot) {
    const id = spawnSync("id", ["-u", "postgres"]).stdout.toString().trim();
    const gid = spawnSync("id", ["-g", "postgres"]).stdout.toString().trim();
    chownSync(dir, Number(id), Number(gid));
  }
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = asPostgres(path.join(bin, "initdb"), [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);

  const settings = {
    fsync: "on",
    synchronous_commit: "on",
    full_page_writes: "on",
    max_connections: "200",
    ...options.settings,
  };
  let child: ChildProcess | undefined;
  const output: string[] = [];
  const base = `postgres://postgres@127.0.0.1:${options.port}`;

  async function waitReady(database: string) {
    for (let i = 0; ; i++) {
      const client = new pg.Client({ connectionString: `${base}/${database}` });
      client.on("error", () => {});
      try {
        await client.connect();
        const { rows } = await client.query("SHOW data_directory");
        await client.end();
        // Never mistake another server on this port for ours.
        if (rows[0].data_directory !== data) {
          throw new PortTaken(
            `port ${options.port} is served by another PostgreSQL (${rows[0].data_directory})`,
          );
        }
        return;
      } catch (e) {
        await client.end().catch(() => {});
        if (e instanceof PortTaken) throw e;
        if (child?.exitCode !== null && child?.exitCode !== undefined) {
          throw new Error(`PostgreSQL exited while starting:\n${output.join("").slice(-3000)}`);
        }
        if (i > 600) throw new Error(`PostgreSQL did not accept connections: ${(e as Error).message}`);
        await sleep(100);
      }
    }
  }

  async function start() {
    const args = ["-D", data, "-h", "127.0.0.1", "-p", String(options.port), "-k", dir];
    for (const [k, v] of Object.entries(settings)) args.push("-c", `${k}=${v}`);
    const [cmd, cmdArgs] = asPostgres(path.join(bin, "postgres"), args);
    child = spawn(cmd, cmdArgs, { stdio: ["ignore", "pipe", "pipe"] });
    const keep = (c: Buffer) => {
      output.push(c.toString());
      if (output.length > 200) output.splice(0, output.length - 200);
    };
    child.stdout!.on("data", keep);
    child.stderr!.on("data", keep);
    await waitReady("postgres");
  }

  /** The running postmaster's pid (first line of postmaster.pid), or undefined when none is running. */
  function postmasterPid(): number | undefined {
    try {
      const pid = Number(readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, 0);
      return pid;
    } catch {
      return undefined;
    }
  }

  async function kill9() {
    const pid = postmasterPid();
    if (pid) {
      // The postmaster and its children (backends, checkpointer, WAL writer …) in one go, as a crash would.
      const children = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
        .stdout.split("\n")
        .filter(Boolean)
        .map(Number);
      for (const p of [pid, ...children]) {
        try {
          process.kill(p, "SIGKILL");
        } catch {
          // already gone
        }
      }
      for (let i = 0; i < 200; i++) {
        const alive = [pid, ...children].filter((p) => {
          try {
            process.kill(p, 0);
            return true;
          } catch {
            return false;
          }
        });
        if (!alive.length) break;
        await sleep(25);
      }
    }
    const c = child;
    if (c && c.exitCode === null && c.signalCode === null) {
      const exited = new Promise<void>((resolve) => c.once("exit", () => resolve()));
      c.kill("SIGKILL");
      await exited;
    }
  }

  try {
    await start();
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query("CREATE DATABASE site");
    await admin.end();
    await waitReady("site");
  } catch (e) {
    await kill9();
    rmSync(dir, { recursive: true, force: true });
    throw e;
  }

  return {
    url: `${base}/site`,
    port: options.port,
    start,
    kill9,
    destroy: async () => {
      await kill9();
      rmSync(dir, { recursive: true, force: true });
    },
    log: () => output.join(""),
  };
}
