/**
 * A migration tested on the data it meets (resume chunks, pay ranges): a database migrated up to just
 * before a migration, filled the old way by `seed`, then brought up to date by the API's own migration
 * step, and checked by `check`. On an in-memory PGlite, or, when DATABASE_URL is set, on a database of
 * its own on that PostgreSQL server (dropped afterwards).
 *
 *   await onOlderSchema("_career_pay_range", legacyCareer, checkTolerated);
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { createDb, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Db } from "../db/client";
import { parseConfig } from "../env";
import { installJobSchema } from "../lib/jobs/install";
import { sqlExecutor } from "../lib/jobs/sql";

/** Which database the test runs on, for its name. */
export const OLDER_SCHEMA_DATABASE = parseConfig(process.env).DATABASE_URL ? "PostgreSQL" : "PGlite";

/** A copy of the migrations folder holding those before the one whose tag ends with `tagSuffix`. */
function migrationsBefore(tagSuffix: string, dir: string): string {
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { tag: string; when: number }[];
  };
  const cut = journal.entries.find((e) => e.tag.endsWith(tagSuffix));
  if (!cut) throw new Error(`no migration ending with ${tagSuffix} in the journal`);
  journal.entries = journal.entries.filter((e) => e.when < cut.when);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

export async function onOlderSchema<T>(
  tagSuffix: string,
  seed: (db: Db) => Promise<T>,
  check: (db: Db, seeded: T) => Promise<void>,
): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "older-schema-"));
  try {
    const older = migrationsBefore(tagSuffix, dir);
    const { DATABASE_URL } = parseConfig(process.env);
    await (DATABASE_URL ? onPostgres(DATABASE_URL, older, seed, check) : onPglite(older, seed, check));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function onPglite<T>(
  older: string,
  seed: (db: Db) => Promise<T>,
  check: (db: Db, seeded: T) => Promise<void>,
) {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: older });
    const db = drizzlePglite({ client }) as unknown as Db;
    const seeded = await seed(db);
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // The rest of the API's migration step (db/client.ts): the job queue's schema, which the app's
    // job runner needs once it has handlers (team e-mails, the retention purge).
    await installJobSchema(sqlExecutor(client));
    await check(db, seeded);
  } finally {
    await client.close();
  }
}

async function onPostgres<T>(
  serverUrl: string,
  older: string,
  seed: (db: Db) => Promise<T>,
  check: (db: Db, seeded: T) => Promise<void>,
) {
  const name = `older_schema_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    let seeded: T;
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: older });
      seeded = await seed(drizzlePg({ client: pool }) as unknown as Db);
    } finally {
      await pool.end();
    }
    const handle = await createDb({ url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      await check(handle.db, seeded);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}
