// `npm run db:restore -- <file>`: puts a backup of `npm run db:backup` back. Stop the API first.
//
//   <file>.dump     (pg_dump custom format) into DATABASE_URL with pg_restore, in one transaction,
//                   replacing the objects it holds (--clean --if-exists).
//   <file>.sql      (SQL dump of the embedded database) into DATABASE_URL with psql, in one transaction;
//                   the database must be empty (createdb a new one). Then start the API on it.
//   <file>.tar.gz   (PGlite's copy of its folder) into DATA_DIR/pglite, which must not exist yet.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { postgresTool } from "./db-backup.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function main() {
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
    run("pg_restore", [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--exit-on-error",
      "--single-transaction",
      "--dbname",
      url,
      file,
    ]);
  }
  console.log(`Restored ${file} into ${url.replace(/\/\/[^@/]*@/, "//")}`);
}

main().catch((e) => {
  console.error(`db:restore: ${e.message}`);
  process.exit(1);
});
