/**
 * kill -9 the real API process while leads, comments and applications stream in; after the restart
 * on the same data, every submission that got a 200 is there exactly once (applications with the resume
 * bytes that were sent). On PGlite (a fresh temp DATA_DIR) by default; on PostgreSQL when DATABASE_URL is
 * set (`npm run test:api:pg`). The longer variant is `npm run test:soak`.
 */
import { afterAll, expect, it } from "vitest";
import { createDb } from "../db/client";
import { seedTenant } from "../db/seed";
import { parseConfig } from "../env";
import { newTenantId } from "./context";
import { formatReport, runDurability } from "./durability-harness";
import { fixture } from "./fixture";

const { DATABASE_URL } = parseConfig(process.env);
const seeded = DATABASE_URL ? await createDb({ url: DATABASE_URL, poolSize: 2 }) : undefined;
afterAll(async () => {
  await seeded?.close();
});

it(
  "keeps every acknowledged submission exactly once across SIGKILLs mid-stream",
  { timeout: 8 * 60_000 },
  async () => {
    let tenantId: string | undefined;
    if (seeded) {
      // The server seeds only an empty database: on a shared PostgreSQL the test brings its own tenant.
      tenantId = newTenantId("durable");
      await seedTenant(seeded.db, tenantId, fixture);
    }
    const report = await runDurability({
      rounds: 1,
      senders: 8,
      killAfterAcknowledged: [40, 100],
      databaseUrl: DATABASE_URL,
      tenantId,
    });
    console.log(formatReport(report));

    expect(report.killPoints).toHaveLength(1);
    expect(report.killPoints.every((k) => k.inFlight > 0)).toBe(true);
    expect(report.refused.map((s) => `${s.kind} ${s.status}`)).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.missing.map((s) => `${s.kind} ${s.email} #${s.id}`)).toEqual([]);
    expect(report.found).toBe(report.acknowledged);
    expect(report.acknowledged).toBeGreaterThanOrEqual(40);
    expect(report.resumesChecked).toBe(report.byKind.application.acknowledged);
  },
);
