/**
 * "Forgot your password?": POST /admin/auth/reset-request answers the same for every address, and it
 * also does the same work for every address: it enqueues one "password-reset" job and nothing else. The
 * job, run moments later by whichever instance fetches it, looks the address up and, for a person of the
 * team, makes the reset link and enqueues its e-mail ("team-email") in one transaction with the audit
 * entry. So neither the answer nor its timing tells whether an address belongs to the team (the
 * lookup, the hourly limit and the link's hashing would otherwise be measurable).
 *
 * Without SMTP_URL nothing is enqueued: nobody could receive the link (an administrator gives a reset link
 * from People instead).
 */
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { teamTokens, tenants } from "../../db/schema";
import type { Config } from "../../env";
import { enqueueJob } from "../jobs/enqueue";
import type { JobHandler } from "../jobs/runner";
import { recordAudit } from "./audit";
import { createLink, linkUrl, revokeLinksOf } from "./links";
import { findPersonByEmail } from "./people";
import { enqueueTeamEmail, renderPasswordReset } from "./team-email";

/** Reset e-mails one address is sent per hour at most: asking again and again fills nobody's inbox. */
export const RESET_EMAILS_PER_HOUR = 3;

/** What a reset request leaves behind when it is answered: one job, whoever the address belongs to. */
export async function requestPasswordReset(
  db: Db,
  config: Pick<Config, "SMTP_URL">,
  request: { tenantId: string; email: string; ip?: string; reqId?: string },
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  await enqueueJob(db, "password-reset", request);
  return true;
}

/** The job: a reset link e-mailed to a person of the team (not removed), at most 3 an hour. */
export function passwordResetHandler(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "SITE_URL">,
  wake: () => void,
): JobHandler<"password-reset"> {
  return async (job) => {
    const { tenantId, email, ip, reqId } = job.data;
    if (!config.SMTP_URL) return;
    let sent = false;
    const person = await findPersonByEmail(db, tenantId, email);
    if (!person || person.removedAt) return;
    const [site] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    await db.transaction(async (tx) => {
      // One request per address at a time, on any instance: the hourly count and "only the newest link
      // works" hold however many of these jobs run at once.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${tenantId}:${email}`}))`);
      const now = new Date();
      const [{ n: recent } = { n: 0 }] = await tx
        .select({ n: count() })
        .from(teamTokens)
        .where(
          and(
            eq(teamTokens.tenantId, tenantId),
            eq(teamTokens.kind, "reset"),
            eq(teamTokens.email, email),
            gt(teamTokens.createdAt, new Date(now.getTime() - 3_600_000)),
          ),
        );
      if (Number(recent) >= RESET_EMAILS_PER_HOUR) return;
      // The newest link is the one in the newest mail: the older ones stop working.
      await revokeLinksOf(tx, tenantId, "reset", email, now);
      const { token, row } = await createLink(tx, { tenantId, kind: "reset", email, roles: [] }, now);
      const message = renderPasswordReset({
        site: site?.name ?? "the site",
        name: person.name,
        link: linkUrl(config.SITE_URL, "reset", token),
        expiresAt: row.expiresAt,
      });
      await enqueueTeamEmail(tx, config, email, message, reqId);
      await recordAudit(tx, {
        tenantId,
        actor: { label: email, userId: person.id },
        action: "password_reset.request",
        targetType: "person",
        targetId: person.id,
        summary: "Reset link e-mailed",
        ip: ip ?? null,
        requestId: reqId ?? null,
      });
      sent = true;
    });
    if (sent) wake();
  };
}
