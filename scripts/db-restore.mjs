// `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` back. Stop the API first.
//
//   <file>.dump     (pg_dump custom format) into DATABASE_URL, replacing what is there, in one
//                   transaction: the API's schemas (public, drizzle, pgboss, and any other the backup
//                   holds) are dropped with everything in them and made again from the backup, so the
//                   database is the backup's whether it was empty or the live one. Other schemas are
//                   left alone. (pg_restore --clean drops object by object and cannot drop pg-boss's
//                   partitioned job tables that way: "cannot drop inherited constraint".) If anything
//                   fails the transaction leaves the database as it was.
//                   Where the audit trail has its own owner (db:secure-audit), the API's role cannot
//                   drop the schema public: give DATABASE_ADMIN_URL (the same database as a superuser).
//                   The schemas are then dropped as the superuser, the backup is restored as the API's
//                   role (so it owns what it owned), and the trail is handed to its owner again, all in
//                   the same transaction.
//   <file>.sql      (SQL dump of the embedded database) into DATABASE_URL with psql, in one transaction;
//                   the database must be empty (createdb a new one). Then start the API on it.
//   <file>.tar.gz   (PGlite's copy of its folder) into DATA_DIR/pglite, which must not exist yet.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ownerOnly, postgresTool } from "./db-backup.mjs";
import { roleAndDatabase, sameDatabaseSql, secureAuditSql } from "./db-secure-audit.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The schemas the API's database is made of: its tables, drizzle's record of migrations, the job queue. */
const API_SCHEMAS = ["public", "drizzle", "pgboss"];

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/** Resolves to the exit code of a command started with spawn. */
function exitOf(child) {
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve(code));
  });
}

/**
 * A pg_dump custom-format file into `url`, replacing the API's schemas whole, as one transaction on one
 * psql session: BEGIN, the schemas dropped and made again, pg_restore's SQL of the backup streamed in
 * (never written to a file: it holds every row), and COMMIT only once pg_restore has ended well. psql
 * stops at the first error; a pg_restore that fails half-way gets no COMMIT, so psql's end rolls back.
 */
async function replaceFromDump(file, url, asAdmin) {
  const list = spawnSync(postgresTool("pg_restore"), ["--list", file], { encoding: "utf8" });
  if (list.status !== 0) throw new Error(`pg_restore --list: ${list.stderr.trim() || "not a backup"}`);
  // "6; 2615 16386 SCHEMA - pgboss postgres": a schema the backup makes (public it leaves to the database).
  const schemas = new Set(API_SCHEMAS);
  for (const m of list.stdout.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+)/gm)) schemas.add(m[1]);
  const clear = [
    ...(asAdmin ? [sameDatabaseSql(asAdmin.database)] : []),
    ...[...schemas].map((s) => `DROP SCHEMA IF EXISTS ${ident(s)} CASCADE;`),
    // public as a new database has it; the backup's objects and grants go back into it.
    asAdmin ? `CREATE SCHEMA public AUTHORIZATION ${ident(asAdmin.appRole)};` : "CREATE SCHEMA public;",
    "GRANT USAGE ON SCHEMA public TO PUBLIC;",
    ...(asAdmin ? [`SET ROLE ${ident(asAdmin.appRole)};`] : []),
  ].join("\n");
  const secure = asAdmin ? `RESET ROLE;\n${secureAuditSql(asAdmin.appRole, asAdmin.auditRole)}\n` : "";

  const psql = spawn(postgresTool("psql"), ["-X", "-q", "-v", "ON_ERROR_STOP=1", "-d", url, "-f", "-"], {
    stdio: ["pipe", "inherit", "inherit"],
  });
  const restore = spawn(postgresTool("pg_restore"), ["--no-owner", "--file", "-", file], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  // psql stopping at an error closes its stdin under pg_restore: that EPIPE is psql's failure, said below.
  psql.stdin.on("error", () => {});
  const applied = exitOf(psql);
  // ...and pg_restore, no longer read, would wait forever to write the rest: it is stopped.
  applied.then(
    () => restore.kill(),
    () => restore.kill(),
  );
  psql.stdin.write(`BEGIN;\n${clear}\n`);
  restore.stdout.pipe(psql.stdin, { end: false });
  const restored = await exitOf(restore);
  psql.stdin.end(restored === 0 ? `${secure}COMMIT;\n` : "");
  const status = await applied;
  if (status !== 0) {
    throw new Error(
      `psql failed (exit ${status}): the database is as it was` +
        (asAdmin ? "" : " (if its audit trail has an owner of its own, give DATABASE_ADMIN_URL)"),
    );
  }
  if (restored !== 0) throw new Error(`pg_restore failed (exit ${restored}): the database is as it was`);
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
    const adminUrl = process.env.DATABASE_ADMIN_URL;
    const app = adminUrl ? roleAndDatabase(url) : null;
    await replaceFromDump(
      file,
      adminUrl || url,
      app && {
        appRole: app.role,
        database: app.database,
        auditRole: process.env.AUDIT_ROLE || `${app.role}_audit`,
      },
    );
  }
  console.log(`Restored ${file} into ${url.replace(/\/\/[^@/]*@/, "//")}`);
}

main().catch((e) => {
  console.error(`db:restore: ${e.message}`);
  process.exit(1);
});
