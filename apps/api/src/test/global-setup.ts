import { createDb } from "../db/client";
import { parseConfig } from "../env";

/**
 * Migrates a PostgreSQL test database once per run, before any file connects. (On PGlite each file opens
 * its own in-memory database and migrates it in its own setup.)
 */
export default async function setup() {
  const { DATABASE_URL } = parseConfig(process.env);
  if (!DATABASE_URL) return;
  const handle = await createDb({ url: DATABASE_URL, poolSize: 1 });
  try {
    await handle.migrate();
  } finally {
    await handle.close();
  }
}
