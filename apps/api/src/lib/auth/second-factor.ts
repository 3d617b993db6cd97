/**
 * The hand-off between a right password and the passkey that must follow it. POST /auth/sign-in, for a
 * person with at least one passkey, starts no session: it stores a pending sign-in (team_challenges,
 * purpose "second-factor", five minutes) and answers its id; POST /auth/passkey/verify (passkeys.routes.ts)
 * takes it back with pendingSecondFactor and, when the passkey is right, starts the session. As with every
 * token, only the id's SHA-256 is stored.
 */
import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { teamChallenges, teamUsers } from "../../db/schema";
import type { PersonRow } from "./people";
import { newToken, tokenHash } from "./tokens";

export const SECOND_FACTOR_MINUTES = 5;
const PURPOSE = "second-factor";

/** Stores a pending second factor for the person; returns its id, given to the client once. */
export async function createPendingSecondFactor(
  db: Db,
  person: { id: number; tenantId: string },
  now = new Date(),
): Promise<string> {
  // Expired hand-offs are of no use to anyone: removed as new ones come.
  await db
    .delete(teamChallenges)
    .where(and(eq(teamChallenges.purpose, PURPOSE), lt(teamChallenges.expiresAt, now)));
  const pending = newToken("tl");
  await db.insert(teamChallenges).values({
    id: tokenHash(pending),
    tenantId: person.tenantId,
    purpose: PURPOSE,
    userId: person.id,
    challenge: "",
    expiresAt: new Date(now.getTime() + SECOND_FACTOR_MINUTES * 60_000),
  });
  return pending;
}

/**
 * Takes a pending second factor: the person whose password was right, or null when the id is unknown,
 * expired or already used, or the person was removed meanwhile. Single use: the row is deleted whatever
 * the outcome (a wrong passkey needs the password again).
 */
export async function pendingSecondFactor(
  db: Db,
  pendingId: string,
  now = new Date(),
): Promise<PersonRow | null> {
  if (typeof pendingId !== "string" || pendingId.length === 0 || pendingId.length > 200) return null;
  const [row] = await db
    .delete(teamChallenges)
    .where(and(eq(teamChallenges.id, tokenHash(pendingId)), eq(teamChallenges.purpose, PURPOSE)))
    .returning();
  if (!row || row.userId === null || row.expiresAt <= now) return null;
  const [person] = await db
    .select()
    .from(teamUsers)
    .where(
      and(eq(teamUsers.id, row.userId), eq(teamUsers.tenantId, row.tenantId), isNull(teamUsers.removedAt)),
    )
    .limit(1);
  return person ?? null;
}
