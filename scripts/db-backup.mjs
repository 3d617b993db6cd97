// `npm run db:backup -- [file]`: a backup of the API's database.
//
// With DATABASE_URL (PostgreSQL): pg_dump's custom format (compressed; `npm run db:restore` puts it
// back with pg_restore). Default file: backups/cobaltline-<UTC time>.dump.
//
// Without DATABASE_URL: the embedded database of `npm start` (PGlite in DATA_DIR/pglite, default
// data/pglite). Stop the API first: one process owns that folder.
//   --format sql      (default) one SQL file that restores into an EMPTY PostgreSQL database with psql
//                     (`npm run db:restore` does it): the schema (the API's migrations as applied, and
//                     their record, so the API finds them done) and every row of the API's tables, the
//                     sequences set past them. The way from `npm start` to PostgreSQL in production.
//                     Not carried: pg-boss's job tables (the API installs them on start); stop the API
//                     once its queue is empty, or the jobs still waiting are not carried over.
//   --format datadir  PGlite's own copy of its folder (dumpDataDir, gzip tarball); db:restore puts it
//                     back into an empty DATA_DIR for PGlite.
// Default files: backups/cobaltline-<UTC time>.sql / .tar.gz.
//
// A backup holds every row of the site (leads, applicants and their resumes, the team's accounts), so
// every file is its owner's alone from the moment it exists: the process's umask is 077 before anything
// is created (pg_dump, a child, inherits it), the backups/ folder is 0700, and each backup is written
// under a temporary name beside the final one and renamed over it once complete. A file already at that
// name (say a 0644 one) is replaced, never reopened, so it cannot lend the backup its mode; and a backup
// that fails half-way leaves no half a file under the final name.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const MIGRATIONS = path.join(ROOT, "apps/api/src/db/migrations");
/** Schemas whose rows the SQL dump carries: the API's tables and drizzle's record of migrations. */
const DATA_SCHEMAS = ["public", "drizzle"];

/** Debian's client binary of the newest installed PostgreSQL (pg_dump must be at least the server's). */
export function postgresTool(name) {
  const base = "/usr/lib/postgresql";
  const found = existsSync(base)
    ? readdirSync(base)
        .map(Number)
        .filter((v) => v && existsSync(path.join(base, String(v), "bin", name)))
        .sort((a, b) => b - a)
    : [];
  if (!found.length) throw new Error(`${name} not found: apt-get install -y postgresql-client`);
  return path.join(base, String(found[0]), "bin", name);
}

function stamp() {
  return new Date().toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
}

/** Files and folders this process and its children create are its owner's alone (0600, 0700). */
export function ownerOnly() {
  process.umask(0o077);
}

function defaultFile(ext) {
  const dir = path.join(ROOT, "backups");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `cobaltline-${stamp()}.${ext}`);
}

/**
 * Writes `out` through `write(temporary)`: a new file (0600 under ownerOnly's umask) beside `out`,
 * renamed over it when `write` has finished, removed when it throws.
 */
async function writeWhole(out, write) {
  const partial = path.join(path.dirname(out), `.${path.basename(out)}.${process.pid}.partial`);
  try {
    await write(partial);
    renameSync(partial, out);
  } catch (e) {
    rmSync(partial, { force: true });
    throw e;
  }
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/** The migration files drizzle applied to this database, in order (matched by their sha256). */
function appliedMigrations(hashes) {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS, "meta/_journal.json"), "utf8"));
  const files = journal.entries.map((e) => {
    const sql = readFileSync(path.join(MIGRATIONS, `${e.tag}.sql`), "utf8");
    return { tag: e.tag, sql, hash: createHash("sha256").update(sql).digest("hex") };
  });
  const known = new Set(files.map((f) => f.hash));
  const unknown = hashes.filter((h) => !known.has(h));
  if (unknown.length) {
    throw new Error(
      `the database has ${unknown.length} migration(s) this checkout does not hold: back it up with the code that migrated it`,
    );
  }
  return files.filter((f) => hashes.includes(f.hash));
}

/** A plain SQL dump of a PGlite database that restores into an empty PostgreSQL database. */
export async function pgliteSqlDump(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const q = async (sql, params) => (await db.query(sql, params)).rows;
    const hasRecord = (await q(`select to_regclass('drizzle.__drizzle_migrations') as t`))[0].t;
    if (!hasRecord) throw new Error(`${dataDir} holds no migrated database of the API`);
    const hashes = (await q(`select hash from drizzle.__drizzle_migrations order by created_at`)).map(
      (r) => r.hash,
    );
    const migrations = appliedMigrations(hashes);

    const tables = await q(
      `select n.nspname as schema, c.relname as name, c.oid::int as oid
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname = any($1) order by 1, 2`,
      [DATA_SCHEMAS],
    );
    // Parents before children, so that every foreign key finds its row.
    const fks = await q(
      `select conrelid::int as child, confrelid::int as parent from pg_constraint where contype = 'f'`,
    );
    const ordered = [];
    const placed = new Set();
    while (ordered.length < tables.length) {
      const next = tables.find(
        (t) =>
          !placed.has(t.oid) &&
          fks.every(
            (f) =>
              f.child !== t.oid ||
              f.parent === t.oid ||
              placed.has(f.parent) ||
              !tables.some((x) => x.oid === f.parent),
          ),
      );
      if (!next) throw new Error("foreign keys form a cycle between tables; cannot order the rows");
      placed.add(next.oid);
      ordered.push(next);
    }

    const out = [
      "-- Cobaltline: SQL dump of the embedded (PGlite) database, for an EMPTY PostgreSQL database:",
      '--   psql -v ON_ERROR_STOP=1 --single-transaction -d "$DATABASE_URL" -f <this file>',
      `-- Made ${new Date().toISOString()} by scripts/db-backup.mjs. Migrations: ${migrations.map((m) => m.tag).join(", ")}.`,
      "SET client_encoding = 'UTF8';",
      "SET standard_conforming_strings = on;",
      "SET check_function_bodies = false;",
      "",
      "CREATE SCHEMA IF NOT EXISTS drizzle;",
      "CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint);",
    ];
    for (const m of migrations) {
      out.push("", `-- migration ${m.tag}`);
      for (const statement of m.sql.split("--> statement-breakpoint")) {
        const s = statement.trim();
        if (s) out.push(s.endsWith(";") ? s : `${s};`);
      }
    }
    // A check added NOT VALID (0008: an OPEN career needs a pay range) binds new rows only, and rows
    // saved before it may break it: dropped before the rows are copied, added back NOT VALID after them.
    const notValid = await q(
      `select n.nspname as schema, c.relname as table, con.conname as name,
              pg_get_constraintdef(con.oid) as def
         from pg_constraint con join pg_class c on c.oid = con.conrelid
         join pg_namespace n on n.oid = c.relnamespace
        where not con.convalidated and con.contype = 'c' and n.nspname = any($1) order by 1, 2, 3`,
      [DATA_SCHEMAS],
    );
    const onTable = (c) => `ALTER TABLE ${ident(c.schema)}.${ident(c.table)}`;
    if (notValid.length) out.push("");
    for (const c of notValid) out.push(`${onTable(c)} DROP CONSTRAINT ${ident(c.name)};`);
    for (const t of ordered) {
      const cols = (
        await q(
          `select column_name from information_schema.columns
            where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
          [t.schema, t.name],
        )
      ).map((r) => r.column_name);
      const table = `${ident(t.schema)}.${ident(t.name)}`;
      const list = cols.map(ident).join(", ");
      const result = await db.query(`COPY (SELECT ${list} FROM ${table}) TO '/dev/blob'`);
      const text = result.blob ? await result.blob.text() : "";
      out.push("", `COPY ${table} (${list}) FROM stdin;`);
      if (text) out.push(text.endsWith("\n") ? text.slice(0, -1) : text);
      out.push("\\.");
    }
    if (notValid.length) out.push("");
    for (const c of notValid) out.push(`${onTable(c)} ADD CONSTRAINT ${ident(c.name)} ${c.def};`);
    const sequences = await q(
      `select schemaname, sequencename, last_value::text as last_value from pg_sequences
        where schemaname = any($1) and last_value is not null`,
      [DATA_SCHEMAS],
    );
    out.push("");
    for (const s of sequences) {
      const name = `${ident(s.schemaname)}.${ident(s.sequencename)}`.replace(/'/g, "''");
      out.push(`SELECT pg_catalog.setval('${name}', ${s.last_value}, true);`);
    }
    return out.join("\n") + "\n";
  } finally {
    await db.close();
  }
}

async function main() {
  ownerOnly();
  const argv = process.argv.slice(2);
  const i = argv.indexOf("--format");
  const format = i >= 0 ? argv[i + 1] : "sql";
  const file = argv.find((a, n) => !a.startsWith("--") && argv[n - 1] !== "--format");
  const url = process.env.DATABASE_URL;
  if (url) {
    const out = path.resolve(file ?? defaultFile("dump"));
    await writeWhole(out, (partial) => {
      const r = spawnSync(
        postgresTool("pg_dump"),
        ["--format=custom", "--no-owner", "--file", partial, "--dbname", url],
        { stdio: "inherit" },
      );
      if (r.status !== 0) throw new Error("pg_dump failed");
    });
    console.log(`PostgreSQL backup written: ${out}`);
    return;
  }
  const dataDir = path.join(path.resolve(process.env.DATA_DIR || path.join(ROOT, "data")), "pglite");
  if (!existsSync(path.join(dataDir, "PG_VERSION")))
    throw new Error(`no embedded database in ${dataDir} (DATA_DIR)`);
  if (format === "sql") {
    const out = path.resolve(file ?? defaultFile("sql"));
    const dump = await pgliteSqlDump(dataDir);
    await writeWhole(out, (partial) => writeFileSync(partial, dump, { flag: "wx" }));
    console.log(`SQL dump of ${dataDir} written: ${out} (restores into an empty PostgreSQL database)`);
  } else if (format === "datadir") {
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    const blob = await db.dumpDataDir("gzip");
    await db.close();
    const out = path.resolve(file ?? defaultFile("tar.gz"));
    const bytes = Buffer.from(await blob.arrayBuffer());
    await writeWhole(out, (partial) => writeFileSync(partial, bytes, { flag: "wx" }));
    console.log(`Copy of ${dataDir} written: ${out} (restores into an empty DATA_DIR)`);
  } else {
    throw new Error(`--format: sql or datadir, not "${format}"`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((e) => {
    console.error(`db:backup: ${e.message}`);
    process.exit(1);
  });
}
