import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /** Applies pending migrations (drizzle's migrator for the driver in use). */
  migrate: () => Promise<void>;
  /** PGlite only: a copy of the database's files, from which `createDb({ template })` opens a twin. */
  snapshot?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export type DbOptions =
  /** A PostgreSQL server. */
  | { url: string; poolSize?: number }
  /**
   * Embedded PGlite in a folder (created when missing), or in memory without one; an in-memory
   * database may start from a copy of another one's files (`PGlite#dumpDataDir`), which skips initdb.
   */
  | { dataDir?: string; template?: Blob | File };

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client's error (e.g. the server restarting) must not crash the process.
    pool.on("error", () => {});
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = options.dataDir
    ? await PGlite.create(options.dataDir)
    : await PGlite.create(options.template ? { loadDataDir: options.template } : {});
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
