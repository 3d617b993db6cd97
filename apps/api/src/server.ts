/**
 * Starts the API: reads the environment, opens the database (db/open.ts: migrating it, and seeding the
 * default tenant when it holds none, as one locked step), listens, and stops gracefully on SIGTERM / SIGINT: no new
 * connections, requests in flight finish, then exit 0. A second signal, or SHUTDOWN_TIMEOUT_MS (10 s) without
 * the requests finishing, exits at once with 1.
 */
import { sql } from "drizzle-orm";
import { buildApp } from "./app";
import type { DbHandle } from "./db/client";
import { DatabaseInUseError, openDatabase } from "./db/open";
import { parseConfig, type Config } from "./env";
import { importLegacyAdminToken } from "./lib/auth/keys";
import { ensureOwnerSetup, ownerSetupNotice, type OwnerSetup } from "./lib/auth/setup";

async function main() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    console.error((e as Error).message);
    process.exit(1);
  }

  const started = Date.now();
  let handle: DbHandle;
  let ownerSetup: OwnerSetup | undefined;
  try {
    handle = await openDatabase(config, {
      // No owner yet: a one-time setup link (never a default password), made once under the lock.
      afterMigrate: async (db) => {
        ownerSetup = await ensureOwnerSetup(db, {
          tenantId: config.DEFAULT_TENANT_ID,
          siteUrl: config.SITE_URL,
        });
      },
    });
  } catch (e) {
    if (!(e instanceof DatabaseInUseError)) throw e;
    console.error(e.message);
    process.exit(1);
  }

  if (handle.driver === "pglite") {
    // Embedded PostgreSQL runs no autovacuum: refresh visibility and statistics once per start instead.
    await handle.db.execute(sql`vacuum analyze`);
  }

  if (config.ADMIN_TOKEN) {
    const imported = await importLegacyAdminToken(handle.db, config.DEFAULT_TENANT_ID, config.ADMIN_TOKEN);
    console.warn(
      imported
        ? "ADMIN_TOKEN is retired: it was imported as an Administrator API key (team area → Keys). Unset ADMIN_TOKEN; revoke the key once nothing sends it."
        : "ADMIN_TOKEN is retired and already imported as an API key: unset it.",
    );
  }

  const app = await buildApp({ db: handle.db, config });
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) {
      app.log.warn({ signal }, "second signal while stopping: exiting now");
      process.exit(1);
    }
    stopping = true;
    const timeoutMs = config.SHUTDOWN_TIMEOUT_MS;
    app.log.info(
      { signal, timeoutMs },
      "stopping: no new connections; requests in flight finish, then exit (a second signal exits at once)",
    );
    setTimeout(() => {
      app.log.error({ timeoutMs }, "requests still running after the shutdown timeout: exiting now");
      process.exit(1);
    }, timeoutMs).unref();
    try {
      // Fastify stops listening, answers 503 to new requests on open keep-alive connections, closes idle
      // ones, waits for the requests in flight and runs the plugins' onClose hooks (Redis, jobs).
      await app.close();
      await handle.close();
      app.log.info("stopped");
      process.exit(0);
    } catch (e) {
      app.log.error({ err: e }, "failed to stop cleanly");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  const address = await app.listen({ port: config.API_PORT, host: config.API_HOST });
  const where = config.DATABASE_URL ? "PostgreSQL" : `embedded PGlite in ${config.DATA_DIR}`;
  console.log(
    `API listening on ${address} (docs ${address}/docs), ${where}, ready in ${Date.now() - started} ms`,
  );
  const notice = ownerSetup && ownerSetupNotice(ownerSetup);
  if (notice) console.log(notice);
}

main().catch((e) => {
  console.error("The API failed to start:", e);
  process.exit(1);
});
