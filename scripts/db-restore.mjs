// `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` back. Stop the API first.
//
//   <file>.dump     (pg_dump custom format) into DATABASE_URL, in one transaction with psql: the
//                   schemas the backup holds (public, drizzle, pgboss) are dropped with everything in
//                   them and made again from the backup, so the database is the backup's whether it
//                   was empty or the live one. (pg_restore --clean could not replace pg-boss's
//                   partitioned job tables: "cannot drop inherited constraint".) Nothing else of the
//                   database is touched; the transaction leaves it as it was if anything fails.
//   <file>.sql      (SQL dump of the embedded database) into DATABASE_URL with psql, in one transaction;
//                   the database must be empty (createdb a new one). Then start the API on it.
//   <file>.tar.gz   (PGlite's copy of its folder) into DATA_DIR/pglite, which must not exist yet.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ownerOnly, postgresTool } from "./db-backup.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/**
 * A pg_dump custom-format file into `url`, replacing what the backup holds: one SQL script (the schemas
 * the backup names dropped and made again, then pg_restore's own script of the backup) run by psql in
 * one transaction. The script holds every row: it is written owner-only into a folder of its own and
 * removed afterwards.
 */
function replaceFromDump(file, url) {
  const list = spawnSync(postgresTool("pg_restore"), ["--list", file], { encoding: "utf8" });
  if (list.status !== 0) throw new Error(`pg_restore --list: ${list.stderr.trim() || "not a backup"}`);
  // "12; 2615 16385 SCHEMA - pgboss postgres": the schemas pg_dump made; public it leaves to the database.
  const schemas = new Set(["public"]);
  for (const m of list.stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)) schemas.add(m[1]);
  const work = mkdtempSync(path.join(tmpdir(), "cobaltline-restore-"));
  try {
    const script = path.join(work, "restore.sql");
    const dump = spawnSync(postgresTool("pg_restore"), ["--no-owner", "--file", script, file], {
      encoding: "utf8",
    });
    if (dump.status !== 0) throw new Error(`pg_restore: ${dump.stderr.trim()}`);
    const clear = path.join(work, "clear.sql");
    writeFileSync(
      clear,
      [
        ...[...schemas].map((s) => `DROP SCHEMA IF EXISTS ${ident(s)} CASCADE;`),
        // public as a new database has it: the backup's own objects go back into it.
        "CREATE SCHEMA public;",
        "GRANT USAGE ON SCHEMA public TO PUBLIC;",
        "",
      ].join("\n"),
    );
    const r = spawnSync(
      postgresTool("psql"),
      ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-d", url, "-f", clear, "-f", script],
      { stdio: "inherit" },
    );
    if (r.status !== 0) throw new Error(`psql failed (exit ${r.status}): the database is as it was`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function main() {
  ownerOnly();
  const file = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (!file || !existsSync(file)) throw new Error("name the backup file: npm run db:restore -- <file>");
  const url = process.env.DATABASE_URL;
  if (file.endsWith(".tar.gz") || file.endsWith(".tgz")) {
    const dataDir = path.join(path.resolve(process.env.DATA_DIR || path.join(ROOT, "data")), "pglite");
    if (existsSync(dataDir))
      throw new Error(`${dataDir} exists: move it away, or set DATA_DIR to an empty folder`);
    mkdirSync(path.dirname(dataDir), { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const db = await PGlite.create({
      dataDir,
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    await db.query("select 1");
    await db.close();
    console.log(`Restored into ${dataDir}`);
    return;
  }
  if (!url) throw new Error("DATABASE_URL: the PostgreSQL database to restore into");
  const run = (tool, args) => {
    const r = spawnSync(postgresTool(tool), args, { stdio: "inherit" });
    if (r.status !== 0) throw new Error(`${tool} failed (exit ${r.status})`);
  };
  if (file.endsWith(".sql")) {
    run("psql", ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-d", url, "-f", file]);
  } else {
    replaceFromDump(file, url);
  }
  console.log(`Restored ${file} into ${url.replace(/\/\/[^@/]*@/, "//")}`);
}

main().catch((e) => {
  console.error(`db:restore: ${e.message}`);
  process.exit(1);
});
