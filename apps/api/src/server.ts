/**
 * Starts the API: reads the environment, opens the database (migrating it, and seeding the default tenant
 * when it holds none), listens, and closes cleanly on SIGTERM / SIGINT.
 */
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { buildApp } from "./app";
import { createDb } from "./db/client";
import { tenants } from "./db/schema";
import { seedTenant } from "./db/seed";
import { parseConfig, type Config } from "./env";

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }

  const started = Date.now();
  const handle = await createDb(
    config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: path.join(config.DATA_DIR, "pglite") },
  );
  await handle.migrate();
  const [existing] = await handle.db.select({ n: count() }).from(tenants);
  if (Number(existing?.n ?? 0) === 0) {
    await seedTenant(handle.db, config.DEFAULT_TENANT_ID, undefined, { name: "Cobaltline" });
  }

  if (handle.driver === "pglite") {
    // Embedded PostgreSQL runs no autovacuum: refresh visibility and statistics once per start instead.
    await handle.db.execute(sql`vacuum analyze`);
  }

  const app = await buildApp({ db: handle.db, config });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await handle.close();
    } finally {
      process.exit(0);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(
    `API listening on ${address} (docs ${address}/docs), ${where}, ready in ${Date.now() - started} ms`,
  );
}

main().catch((e) => {
  console.error("The API failed to start:", e);
  process.exit(1);
});
