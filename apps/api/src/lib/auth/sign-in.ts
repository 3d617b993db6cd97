/**
 * What every way of signing in shares (password, passkey, password + passkey): the throttle, the record
 * of failures, and the session that a success starts.
 *
 * Throttle: 10 failures for one account, or 30 from one address (offices share one), within 15 minutes
 * answer 429 with TEAM_MESSAGES.throttled, even for the right password, until the window has passed.
 * Failures are rows in PostgreSQL, so the limit holds across every API instance. A password is checked
 * only after takeSignInAttempt has written its row (the check and the count are one step, under a
 * lock), so guesses sent at once cannot all pass the count before any of them is written.
 */
import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { teamSignInFailures } from "../../db/schema";
import { recordAudit } from "./audit";
import { createSession, pruneSessions } from "./principal";

export const SIGN_IN_THROTTLE = { perAccount: 10, perAddress: 30, windowMinutes: 15 } as const;

function windowStart(now: Date) {
  return new Date(now.getTime() - SIGN_IN_THROTTLE.windowMinutes * 60_000);
}

/** Whether this account or this address has failed too often lately. */
export async function signInThrottled(
  db: Pick<Db, "select">,
  tenantId: string,
  email: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const since = windowStart(now);
  const [[byAccount], [byAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(teamSignInFailures)
      .where(
        and(
          eq(teamSignInFailures.tenantId, tenantId),
          eq(teamSignInFailures.email, email),
          gt(teamSignInFailures.at, since),
        ),
      ),
    db
      .select({ n: count() })
      .from(teamSignInFailures)
      .where(and(eq(teamSignInFailures.ip, ip), gt(teamSignInFailures.at, since))),
  ]);
  return (
    Number(byAccount?.n ?? 0) >= SIGN_IN_THROTTLE.perAccount ||
    Number(byAddress?.n ?? 0) >= SIGN_IN_THROTTLE.perAddress
  );
}

/**
 * One attempt at a secret (a password) for this account from this address: its failure row is written
 * before the secret is checked, and answered with the row's id; null when the account or the address
 * has failed too often lately. The count and the write are one transaction under two advisory locks,
 * the account's and then the address's (always in that order, so two attempts never wait on each
 * other crosswise): of 100 guesses sent at once for one account, 10 get a row and 90 find 10 rows.
 * A right secret takes its row back (releaseSignInAttempt); a wrong one leaves it as the failure
 * (recordSignInFailure with `attempt`).
 */
export async function takeSignInAttempt(
  db: Db,
  tenantId: string,
  email: string,
  ip: string,
  now = new Date(),
): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in account ${tenantId} ${email}`}, 0))`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in address ${ip}`}, 0))`);
    if (await signInThrottled(tx, tenantId, email, ip, now)) return null;
    const [row] = await tx
      .insert(teamSignInFailures)
      .values({ tenantId, email, ip, at: now })
      .returning({ id: teamSignInFailures.id });
    return row!.id;
  });
}

/** The right secret: its attempt no longer counts against the account or the address. */
export async function releaseSignInAttempt(db: Db, attempt: number): Promise<void> {
  await db.delete(teamSignInFailures).where(eq(teamSignInFailures.id, attempt));
}

/**
 * Counts a failure against the account and the address (unless `attempt` already did, see
 * takeSignInAttempt), and writes it to the audit trail.
 */
export async function recordSignInFailure(
  db: Db,
  request: FastifyRequest,
  input: { tenantId: string; email: string; userId?: number | null; reason: string; attempt?: number },
  now = new Date(),
): Promise<void> {
  if (input.attempt === undefined) {
    await db.insert(teamSignInFailures).values({
      tenantId: input.tenantId,
      email: input.email,
      ip: request.ip,
      at: now,
    });
  }
  // Old failures count for nothing: removed as new ones come.
  await db.delete(teamSignInFailures).where(lt(teamSignInFailures.at, new Date(now.getTime() - 86_400_000)));
  await recordAudit(db, {
    tenantId: input.tenantId,
    actor: { label: input.email, userId: input.userId ?? null },
    action: "sign_in.failure",
    targetType: "person",
    targetId: input.userId ?? null,
    summary: input.reason,
    ip: request.ip,
    requestId: request.id,
  });
}

/** Starts the session of a person who proved who they are, and records the sign-in. */
export async function completeSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  user: { id: number; tenantId: string; email: string },
  method: "password" | "passkey" | "password+passkey" | "invitation" | "reset" | "setup",
): Promise<{ token: string; expires_at: string }> {
  const session = await createSession(app.db, {
    tenantId: user.tenantId,
    userId: user.id,
    method,
    ip: request.ip,
    userAgent: typeof request.headers["user-agent"] === "string" ? request.headers["user-agent"] : null,
    times: { idleMinutes: app.config.TEAM_SESSION_IDLE_MINUTES, maxHours: app.config.TEAM_SESSION_MAX_HOURS },
  });
  await pruneSessions(app.db);
  await recordAudit(app.db, {
    tenantId: user.tenantId,
    actor: { label: user.email, userId: user.id },
    action: "sign_in",
    targetType: "person",
    targetId: user.id,
    summary: `Signed in (${method})`,
    ip: request.ip,
    requestId: request.id,
  });
  return { token: session.token, expires_at: session.expiresAt.toISOString() };
}
