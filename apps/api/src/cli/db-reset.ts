/**
 * `npm run db:reset`: the embedded development database (PGlite in DATA_DIR/pglite) emptied and made
 * again as a first start makes it: migrated and seeded with the default tenant's content. Uploaded media
 * under DATA_DIR stays. The API must be stopped while it runs (the folder's lock says so if it is not).
 *
 * It refuses STAGE=PROD and NODE_ENV=production, and a DATABASE_URL (PostgreSQL: drop and create that
 * database with the server's own tools; the API migrates and seeds it on its next start). Exit status 0
 * when done, 1 on a refusal.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DatabaseInUseError, lockDataDir, openDatabase } from "../db/open";
import { parseConfig, type Config } from "../env";

/** Why this environment may not be reset, or undefined when it may. */
export function resetRefusal(config: Config, nodeEnv = process.env.NODE_ENV): string | undefined {
  if (config.STAGE === "PROD" || nodeEnv === "production") {
    return "db:reset empties the development database only: STAGE=PROD or NODE_ENV=production is set.";
  }
  if (config.DATABASE_URL) {
    return (
      "db:reset empties the embedded database only, and DATABASE_URL names a PostgreSQL server: " +
      "drop and create that database with dropdb and createdb, and the API migrates and seeds it on its next start."
    );
  }
  return undefined;
}

/** Empties DATA_DIR/pglite and opens it again (migrations and seed), as the API's first start does. */
export async function resetEmbeddedDatabase(config: Config): Promise<string> {
  const dataDir = path.join(config.DATA_DIR, "pglite");
  // Taken only to know the folder is free; openDatabase takes it again for its own work.
  lockDataDir(dataDir)();
  rmSync(dataDir, { recursive: true, force: true });
  const handle = await openDatabase(config);
  await handle.close();
  return dataDir;
}

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const refusal = resetRefusal(config);
  if (refusal) {
    console.error(refusal);
    return 1;
  }
  try {
    const dataDir = await resetEmbeddedDatabase(config);
    console.error(`The embedded database in ${dataDir} is empty again, migrated and seeded.`);
    return 0;
  } catch (error) {
    if (error instanceof DatabaseInUseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exit(await main());
}
