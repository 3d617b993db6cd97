/**
 * The long kill -9 durability run (`npm run test:soak`): many SIGKILLs of the real API and of PostgreSQL
 * (fsync and synchronous_commit on, a server of its own) at random points of a heavier stream of leads,
 * comments and applications; then every acknowledged submission read back through the admin API and
 * every e-mail to the team counted by Message-ID. Prints the report; exits 1 if anything acknowledged is
 * missing or duplicated, or an e-mail is missing or doubled.
 *
 *   npm run test:soak                        8 kills of the API and 8 of PostgreSQL
 *   SOAK_ROUNDS=20 npm run test:soak         20 of each
 *   SOAK_RUNTIME=source npm run test:soak    the API's source under tsx instead of the built bundle
 */
import { formatReport, runDurability } from "./durability-harness";

async function main() {
  const rounds = Number(process.env.SOAK_ROUNDS ?? 8);
  if (!Number.isInteger(rounds) || rounds < 1) {
    console.error(`SOAK_ROUNDS must be a whole number of at least 1 (got "${process.env.SOAK_ROUNDS}")`);
    process.exit(1);
  }
  const report = await runDurability({
    apiKills: rounds,
    postgresKills: rounds,
    senders: 12,
    killAfterAcknowledged: [10, 250],
    postgresPort: Number(process.env.SOAK_PG_PORT ?? 55507),
    smtpPort: Number(process.env.SOAK_SMTP_PORT ?? 5252),
    runtime: process.env.SOAK_RUNTIME === "source" ? "source" : "built",
    log: (line) => console.log(line),
  });
  console.log(formatReport(report));
  const problems = [
    ...report.missing.map((s) => `missing: ${s.kind} ${s.email} (acknowledged as #${s.id})`),
    ...report.duplicated.map((d) => `duplicated: ${d}`),
    ...report.refused.map((s) => `refused: ${s.kind} ${s.email} with ${s.status}`),
    ...report.mail.missing.map((e) => `e-mail missing: ${e}`),
    ...report.mail.doubled.map((e) => `e-mail doubled: ${e}`),
    ...report.mail.phantom.map((e) => `e-mail about an unstored submission: ${e}`),
  ];
  for (const r of report.mail.resent) console.log(`resent with the same Message-ID: ${r}`);
  if (problems.length) {
    console.error(problems.join("\n"));
    process.exit(1);
  }
  console.log("ok: every acknowledged submission is stored exactly once, and its e-mail sent exactly once");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
