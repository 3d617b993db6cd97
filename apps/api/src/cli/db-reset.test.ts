import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../db/open";
import { contactLeads, posts } from "../db/schema";
import { testConfig } from "../env";
import { resetEmbeddedDatabase, resetRefusal } from "./db-reset";

const dataDir = mkdtempSync(path.join(tmpdir(), "db-reset-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The seeded posts and the contact messages the database holds. */
async function counts() {
  const handle = await openDatabase(testConfig({ DATA_DIR: dataDir }));
  try {
    const [p] = await handle.db.select({ n: count() }).from(posts);
    const [l] = await handle.db.select({ n: count() }).from(contactLeads);
    return { posts: Number(p?.n ?? 0), leads: Number(l?.n ?? 0) };
  } finally {
    await handle.close();
  }
}

describe("npm run db:reset", () => {
  it(
    "gives back the freshly seeded database: what was added since is gone",
    { timeout: 120_000 },
    async () => {
      const seeded = await counts();
      expect(seeded.posts).toBeGreaterThan(0);
      const handle = await openDatabase(testConfig({ DATA_DIR: dataDir }));
      await handle.db.insert(contactLeads).values({
        tenantId: "default",
        firstName: "Ada",
        lastName: "Quill",
        email: "ada@example.com",
        message: "Typed while trying the site out",
      });
      await handle.close();
      expect(await counts()).toEqual({ ...seeded, leads: seeded.leads + 1 });

      await resetEmbeddedDatabase(testConfig({ DATA_DIR: dataDir }));
      expect(await counts()).toEqual(seeded);
    },
  );

  it("refuses production and PostgreSQL with a message saying what to do instead", () => {
    expect(resetRefusal(testConfig({ STAGE: "PROD" }))).toMatch(/development database only/);
    expect(resetRefusal(testConfig({}), "production")).toMatch(/NODE_ENV=production/);
    expect(resetRefusal(testConfig({ DATABASE_URL: "postgres://localhost/site" }))).toMatch(/dropdb/);
    expect(resetRefusal(testConfig({}), "development")).toBeUndefined();
  });
});
