import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDb } from "../db/client";
import { parseConfig } from "../env";

declare module "vitest" {
  export interface ProvidedContext {
    /** A file holding a migrated, empty PGlite database (PGlite#dumpDataDir), when not on PostgreSQL. */
    pgliteTemplate: string | null;
  }
}

/**
 * Prepares the test database once per run, before any file connects:
 * - PostgreSQL (DATABASE_URL): migrates it; files share it, each with its own tenants.
 * - PGlite: migrates one in-memory database and saves its files; each test file then opens its own
 *   database from that copy (half a second) instead of running initdb and the migrations (about three).
 */
export default async function setup(project: TestProject) {
  const { DATABASE_URL } = parseConfig(process.env);
  if (DATABASE_URL) {
    project.provide("pgliteTemplate", null);
    const handle = await createDb({ url: DATABASE_URL, poolSize: 1 });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "api-test-pglite-"));
  const file = path.join(dir, "migrated.tar");
  const handle = await createDb({});
  try {
    await handle.migrate();
    const dump = await handle.snapshot!();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
