/**
 * kill -9 the real API process, and kill -9 PostgreSQL (postmaster and backends), while leads, comments
 * and applications stream in; after each restart every submission that got a 200 is stored exactly once
 * (applications with the resume bytes that were sent) and every stored submission's e-mail to the team
 * reaches the SMTP server exactly once (counted by Message-ID: one per submission; a redelivery of the
 * same Message-ID after a kill of the API between the server's 250 and the job's completion, which SMTP
 * cannot rule out, is printed as "resent"). On a PostgreSQL server of its own with
 * fsync and synchronous_commit on. Runs in `npm run test:api:pg` (apps/api/vitest.config.ts); the longer
 * variant is `npm run test:soak`.
 */
import { expect, it } from "vitest";
import { formatReport, runDurability } from "./durability-harness";

it(
  "keeps every acknowledged submission and its e-mail exactly once across SIGKILLs of the API and of PostgreSQL",
  { timeout: 8 * 60_000 },
  async () => {
    const report = await runDurability({
      apiKills: 4,
      postgresKills: 4,
      senders: 8,
      killAfterAcknowledged: [30, 120],
      postgresPort: 55506,
      smtpPort: 5251,
    });
    console.log(formatReport(report));

    expect(report.killPoints.filter((k) => k.target === "api")).toHaveLength(4);
    expect(report.killPoints.filter((k) => k.target === "postgres")).toHaveLength(4);
    expect(report.killPoints.every((k) => k.inFlight > 0)).toBe(true);
    expect(report.refused.map((s) => `${s.kind} ${s.status}`)).toEqual([]);
    expect(report.duplicated).toEqual([]);
    expect(report.missing.map((s) => `${s.kind} ${s.email} #${s.id}`)).toEqual([]);
    expect(report.found).toBe(report.acknowledged);
    expect(report.acknowledged).toBeGreaterThanOrEqual(8 * 30);
    expect(report.resumesChecked).toBe(report.byKind.application.acknowledged);
    expect(report.mail.missing).toEqual([]);
    expect(report.mail.doubled).toEqual([]);
    expect(report.mail.phantom).toEqual([]);
    expect(report.mail.deliveredOnce).toBe(report.found + report.committedUnacknowledged);
  },
);
