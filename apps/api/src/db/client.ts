import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { installJobSchema } from "../lib/jobs/install";
import { sqlExecutor } from "../lib/jobs/sql";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver sits underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * The extensions the migrations create (0007: pg_trgm, the search's typo tolerance): PGlite must load them
 * into every instance that opens the API's database, or its trigram index cannot be written. PostgreSQL
 * has them in its contrib modules (Debian's postgresql package).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/**
 * The key of the session-level advisory lock that serialises migrations across processes: any 64-bit
 * number no other code uses (pg-boss's own locks are derived from its schema name).
 */
export const MIGRATION_LOCK_KEY = 0x636f62616c74n; // "cobalt"

export type MigrateOptions = {
  /**
   * Runs after the migrations, still holding the lock, on the locked connection: work that must happen
   * once however many instances start together (seeding an empty database).
   */
  afterMigrate?: (db: Db) => Promise<void>;
};

export type DbHandle = {
  db: Db;
  driver: "pglite" | "postgres";
  /**
   * Brings the database up to date as one step under an advisory lock (pg_advisory_lock on a connection
   * of its own): drizzle's migrations, then pg-boss's schema and queues, then `afterMigrate`. A second
   * process starting at the same time waits for the first, then finds nothing left to do.
   */
  migrate: (options?: MigrateOptions) => Promise<void>;
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

/**
 * The driver's own client under a Drizzle database or transaction: a pg Pool (the database) or PoolClient
 * (a transaction), a PGlite instance or PGlite transaction. pg-boss runs its SQL on it (lib/jobs/sql.ts),
 * so a job enqueued inside a transaction commits or rolls back with it.
 */
/** The rows of `db.execute`'s answer, typed by the caller (node-postgres and PGlite both answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export function driverClient(db: Db): unknown {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error("driverClient: not a Drizzle database or transaction");
  return client;
}

async function migratePostgres(url: string, options: MigrateOptions = {}) {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await installJobSchema(sqlExecutor(client));
      await options.afterMigrate?.(db as unknown as Db);
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    await client.end();
  }
}

export async function createDb(options: DbOptions): Promise<DbHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection's error (the server restarting, crashing) must not crash the process: idle ones are
    // dropped by the pool; one checked out between two queries of a transaction (no query to fail) would
    // emit 'error' with no listener, so every connection gets one; its next query then fails instead.
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", () => {}));
    const db = drizzlePg({ client: pool, schema });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      migrate: (migrateOptions) => migratePostgres(options.url, migrateOptions),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.template ? { loadDataDir: options.template } : {}),
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    driver: "pglite",
    // One process owns a PGlite directory; the lock keeps the step identical to PostgreSQL's all the same.
    migrate: async (migrateOptions = {}) => {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
      try {
        await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await installJobSchema(sqlExecutor(client));
        await migrateOptions.afterMigrate?.(db as unknown as Db);
      } finally {
        await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
      }
    },
    snapshot: () => client.dumpDataDir("none"),
    close: () => client.close(),
  };
}
