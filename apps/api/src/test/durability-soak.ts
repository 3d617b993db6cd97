/**
 * The long kill -9 durability run (`npm run test:soak`): many SIGKILLs of the real API at random points of
 * a heavier stream of leads, comments and applications, then every acknowledged submission read back
 * through the admin API. Prints the report; exits 1 if anything acknowledged is missing or duplicated.
 *
 *   npm run test:soak                        PGlite in a temp DATA_DIR, 8 kills
 *   SOAK_ROUNDS=20 npm run test:soak         more kills
 *   bash scripts/with-postgres.sh tsx apps/api/src/test/durability-soak.ts    the same on PostgreSQL
 */
import { createDb } from "../db/client";
import { seedTenant } from "../db/seed";
import { parseConfig } from "../env";
import { newTenantId } from "./context";
import { formatReport, runDurability } from "./durability-harness";
import { fixture } from "./fixture";

async function main() {
  const rounds = Number(process.env.SOAK_ROUNDS ?? 8);
  const { DATABASE_URL } = parseConfig(process.env);
  let tenantId: string | undefined;
  if (DATABASE_URL) {
    const handle = await createDb({ url: DATABASE_URL, poolSize: 2 });
    await handle.migrate();
    tenantId = newTenantId("soak");
    await seedTenant(handle.db, tenantId, fixture);
    await handle.close();
  }
  const report = await runDurability({
    rounds,
    senders: 12,
    killAfterAcknowledged: [10, 250],
    databaseUrl: DATABASE_URL,
    tenantId,
    log: (line) => console.log(line),
  });
  console.log(formatReport(report));
  const problems = [
    ...report.missing.map((s) => `missing: ${s.kind} ${s.email} (acknowledged as #${s.id})`),
    ...report.duplicated.map((d) => `duplicated: ${d}`),
    ...report.refused.map((s) => `refused: ${s.kind} ${s.email} with ${s.status}`),
  ];
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log("ok: every acknowledged submission is stored exactly once");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
