/**
 * Opens the API's database as every process of the API does (the server, the `admin` command line):
 * PostgreSQL with DATABASE_URL, otherwise the embedded PGlite in DATA_DIR/pglite; then migrates it and,
 * when it holds no tenant, seeds the default one, as one step under the migration's advisory lock.
 *
 * PGlite is one process's database: two processes writing the same folder corrupt it, and PGlite itself
 * does not stop the second one. So whoever opens the folder holds DATA_DIR/pglite.lock (its process id)
 * until it closes; a second opener is refused with DatabaseInUseError, which says what to do. A lock left
 * by a process that no longer runs (kill -9, a crash, a restart of the machine or the container) is taken
 * over: the file also names the boot it was written in, and on Linux the holder must still be a node.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Config } from "../env";
import { createDb, type Db, type DbHandle } from "./client";
import { tenants } from "./schema";

/** Another live process holds the embedded database's folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${pid} (the API server, or an admin command). ` +
        `PGlite lets one process open it at a time: stop that process, then try again. ` +
        `(If no such process runs, delete ${lockPath(dataDir)}.)`,
    );
    this.name = "DatabaseInUseError";
  }
}

function lockPath(dataDir: string) {
  return `${dataDir}.lock`;
}

/** This boot of the machine (Linux), so a lock written before a restart is known as stale; else "". */
function bootId(): string {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return "";
  }
}

/** Whether the lock's holder still runs: alive, of this boot, and (where /proc tells) a node process. */
function holderRunning(pid: number, boot: string): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  // Our own id in a stale file: a container's process restarted with the same pid.
  if (pid === process.pid) return false;
  if (boot !== bootId()) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it runs, as another user.
    if ((e as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  try {
    // The id reused by some other program since: not a holder.
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/**
 * Takes the folder's lock file (created exclusively, holding this process's id), or throws
 * DatabaseInUseError when a running process holds it. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockPath(dataDir);
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, `${process.pid} ${bootId()}\n`);
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off("exit", release);
        rmSync(file, { force: true });
      };
      // process.exit() without close (a failed start, the shutdown timeout) still frees the folder.
      process.on("exit", release);
      return release;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    let content: string | undefined;
    try {
      content = readFileSync(file, "utf8");
    } catch {
      continue; // Removed between our attempt and this read: try again.
    }
    const [pid, boot = ""] = content.trim().split(/\s+/);
    const holder = Number.parseInt(pid ?? "", 10);
    if (holderRunning(holder, boot)) throw new DatabaseInUseError(dataDir, holder);
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}: another process keeps creating it`);
}

export type OpenDatabaseOptions = {
  /** PostgreSQL: connections in the pool (the server's default, 10, when absent). */
  poolSize?: number;
  /** More work under the migration lock, after the seed (the server's first-start setup link). */
  afterMigrate?: (db: Db) => Promise<void>;
};

/**
 * The database of `config`, migrated and seeded, ready for queries. Throws DatabaseInUseError when the
 * embedded database is held by another process. `close()` also releases the folder's lock.
 */
export async function openDatabase(config: Config, options: OpenDatabaseOptions = {}): Promise<DbHandle> {
  let release = () => {};
  let handle: DbHandle;
  if (config.DATABASE_URL) {
    handle = await createDb({ url: config.DATABASE_URL, poolSize: options.poolSize });
  } else {
    const dataDir = path.join(config.DATA_DIR, "pglite");
    release = lockDataDir(dataDir);
    try {
      handle = await createDb({ dataDir });
    } catch (e) {
      release();
      throw e;
    }
  }
  try {
    // Seeding runs under the migration lock: instances starting together on an empty database seed it once.
    await handle.migrate({
      afterMigrate: async (db) => {
        const [existing] = await db.select({ n: count() }).from(tenants);
        if (Number(existing?.n ?? 0) === 0) {
          // Loaded only for this: the seed's posts would otherwise stay in memory for the life of the process.
          const { seedTenant } = await import("./seed");
          await seedTenant(db, config.DEFAULT_TENANT_ID, undefined, { name: "Cobaltline" });
        }
        // Tenants from before a kind of marketing content existed get its seed, once (db/seed/marketing.ts).
        const { fillMarketingContent } = await import("./seed/marketing");
        await fillMarketingContent(db);
        // Likewise each marketing page's default SEO fields (issue 32, db/seed/page-seo.ts).
        const { fillPageSeo } = await import("./seed/page-seo");
        await fillPageSeo(db);
        await options.afterMigrate?.(db);
      },
    });
  } catch (e) {
    await handle.close().catch(() => {});
    release();
    throw e;
  }
  const close = handle.close;
  return {
    ...handle,
    close: async () => {
      try {
        await close();
      } finally {
        release();
      }
    },
  };
}
