import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions } from "../app";
import { createDb, type DbHandle } from "../db/client";
import { seedTenant, type SeedResult } from "../db/seed";
import type { SeedData } from "../db/seed/data/types";
import { parseConfig, testConfig, type Config } from "../env";
import { fixture } from "./fixture";

let shared: Promise<DbHandle> | undefined;

/**
 * The database of this test file: PostgreSQL when DATABASE_URL is set (migrated once by global-setup),
 * otherwise an in-memory PGlite opened from global-setup's migrated copy. One per file, closed by closeDb().
 */
export function testDb(): Promise<DbHandle> {
  shared ??= (async () => {
    const { DATABASE_URL } = parseConfig(process.env);
    if (DATABASE_URL) return createDb({ url: DATABASE_URL, poolSize: 20 });
    // A copy of the database global-setup migrated; migrate() then finds nothing left to apply.
    const template = inject("pgliteTemplate");
    const handle = await createDb(
      template ? { template: new Blob([readFileSync(template)], { type: "application/x-tar" }) } : {},
    );
    await handle.migrate();
    return handle;
  })();
  return shared;
}

export async function closeDb() {
  if (shared) await (await shared).close();
  shared = undefined;
}

/** A tenant id no other test file uses, so files can share one PostgreSQL database. */
export const newTenantId = (label = "t") => `${label}-${randomBytes(6).toString("hex")}`;

export type TestContext = {
  app: FastifyInstance;
  handle: DbHandle;
  tenantId: string;
  seed: SeedResult;
  /** GET/POST helpers that add this tenant's id. */
  get: (path: string, query?: Record<string, string | number>) => Promise<LightMyRequestResponse>;
  post: (
    path: string,
    query?: Record<string, string | number>,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

/** Builds the app on this file's database with a fresh tenant seeded with `data` (the fixture by default). */
export async function createTestContext(
  options: { data?: SeedData; config?: Partial<Config> } & Partial<
    Omit<BuildAppOptions, "db" | "config">
  > = {},
): Promise<TestContext> {
  const handle = await testDb();
  const tenantId = newTenantId();
  const seed = await seedTenant(handle.db, tenantId, options.data ?? fixture);
  const { data: _data, config, ...rest } = options;
  const app = await buildApp({ db: handle.db, config: testConfig(config), ...rest });
  await app.ready();
  return {
    app,
    handle,
    tenantId,
    seed,
    get: (path, query = {}) =>
      app.inject({ method: "GET", url: path, query: { tenant_id: tenantId, ...stringify(query) } }),
    post: (path, query = {}, body, headers = {}) =>
      app.inject({
        method: "POST",
        url: path,
        query: { tenant_id: tenantId, ...stringify(query) },
        ...(body === undefined ? {} : { payload: body as object }),
        headers,
      }),
    close: async () => {
      await app.close();
    },
  };
}

function stringify(query: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)]));
}
