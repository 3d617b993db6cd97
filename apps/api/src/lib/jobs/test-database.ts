/**
 * A database of the calling test file's own, for tests that run job workers: on PostgreSQL
 * (DATABASE_URL) a fresh database on that server, so no other file's worker can fetch this file's jobs
 * (test files share DATABASE_URL's database and its one job queue); on PGlite the file's own in-memory
 * database (test/context.ts). Migrated, job queues included.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { createDb, type DbHandle } from "../../db/client";
import { parseConfig } from "../../env";
import { testDb } from "../../test/context";

export type OwnDatabase = { handle: DbHandle; url?: string; close: () => Promise<void> };

export async function ownDatabase(): Promise<OwnDatabase> {
  const { DATABASE_URL } = parseConfig(process.env);
  if (!DATABASE_URL) return { handle: await testDb(), close: async () => {} };
  const name = `jobs_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), poolSize: 10 });
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: DATABASE_URL });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
