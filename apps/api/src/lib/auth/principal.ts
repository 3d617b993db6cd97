/**
 * Who is calling the admin API: a person through their session (the site forwards the cookie's token as
 * `Authorization: Session <token>`), or a machine with its key (`Authorization: Bearer <key>`). Both are
 * found by the SHA-256 of what was presented; a removed person, an ended or expired session and a
 * revoked key are nobody.
 */
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { TeamRole } from "@site/contract";
import type { Db } from "../../db/client";
import { teamApiKeys, teamSessions, teamUsers } from "../../db/schema";
import { newToken, tokenHash } from "./tokens";

export type Principal =
  | {
      kind: "user";
      tenantId: string;
      userId: number;
      email: string;
      name: string;
      roles: TeamRole[];
      sessionId: number;
    }
  | { kind: "key"; tenantId: string; keyId: number; name: string; roles: TeamRole[] };

/** What the audit trail shows as "who". */
export function principalLabel(p: Principal): string {
  return p.kind === "user" ? p.email : `key: ${p.name}`;
}

export type Credential = { scheme: "session" | "bearer"; token: string };

/** The credential of an Authorization header (`Session <token>` or `Bearer <token>`), or undefined. */
export function credentialOf(header: string | string[] | undefined): Credential | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^(Session|Bearer) ([^\s]{1,512})$/i.exec(header.trim());
  if (!match) return undefined;
  return { scheme: match[1]!.toLowerCase() as Credential["scheme"], token: match[2]! };
}

export type SessionTimes = { idleMinutes: number; maxHours: number };

/** A last-seen or last-used time is written at most this often (not on every request). */
const TOUCH_EVERY_MS = 60_000;

export async function resolvePrincipal(
  db: Db,
  credential: Credential | undefined,
  times: SessionTimes,
  now = new Date(),
): Promise<Principal | null> {
  if (!credential) return null;
  const hash = tokenHash(credential.token);
  if (credential.scheme === "session") {
    const idleSince = new Date(now.getTime() - times.idleMinutes * 60_000);
    const [row] = await db
      .select({
        sessionId: teamSessions.id,
        lastSeenAt: teamSessions.lastSeenAt,
        tenantId: teamUsers.tenantId,
        userId: teamUsers.id,
        email: teamUsers.email,
        name: teamUsers.name,
        roles: teamUsers.roles,
      })
      .from(teamSessions)
      .innerJoin(teamUsers, eq(teamUsers.id, teamSessions.userId))
      .where(
        and(
          eq(teamSessions.tokenHash, hash),
          isNull(teamSessions.endedAt),
          gt(teamSessions.expiresAt, now),
          gt(teamSessions.lastSeenAt, idleSince),
          isNull(teamUsers.removedAt),
        ),
      )
      .limit(1);
    if (!row) return null;
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
      await db.update(teamSessions).set({ lastSeenAt: now }).where(eq(teamSessions.id, row.sessionId));
    }
    return {
      kind: "user",
      tenantId: row.tenantId,
      userId: row.userId,
      email: row.email,
      name: row.name,
      roles: row.roles as TeamRole[],
      sessionId: row.sessionId,
    };
  }
  const [key] = await db
    .select()
    .from(teamApiKeys)
    .where(and(eq(teamApiKeys.tokenHash, hash), isNull(teamApiKeys.revokedAt)))
    .limit(1);
  if (!key) return null;
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(teamApiKeys).set({ lastUsedAt: now }).where(eq(teamApiKeys.id, key.id));
  }
  return {
    kind: "key",
    tenantId: key.tenantId,
    keyId: key.id,
    name: key.name,
    roles: key.roles as TeamRole[],
  };
}

/** Starts a session for a person; returns the token for the cookie (only its hash is stored). */
export async function createSession(
  db: Db,
  input: {
    tenantId: string;
    userId: number;
    method: string;
    ip?: string | null;
    userAgent?: string | null;
    times: SessionTimes;
  },
  now = new Date(),
): Promise<{ token: string; id: number; expiresAt: Date }> {
  const token = newToken("ts");
  const expiresAt = new Date(now.getTime() + input.times.maxHours * 3_600_000);
  const [row] = await db
    .insert(teamSessions)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      tokenHash: tokenHash(token),
      method: input.method,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    })
    .returning({ id: teamSessions.id });
  return { token, id: row!.id, expiresAt };
}

/** Ends every open session of a person (removal, password change elsewhere). Returns how many. */
export async function endSessionsOf(db: Db, tenantId: string, userId: number, now = new Date()) {
  const ended = await db
    .update(teamSessions)
    .set({ endedAt: now })
    .where(
      and(eq(teamSessions.tenantId, tenantId), eq(teamSessions.userId, userId), isNull(teamSessions.endedAt)),
    )
    .returning({ id: teamSessions.id });
  return ended.length;
}

/** Open sessions: not ended, not expired, not idle past the limit. */
export function openSessionWhere(times: SessionTimes, now = new Date()) {
  return and(
    isNull(teamSessions.endedAt),
    gt(teamSessions.expiresAt, now),
    gt(teamSessions.lastSeenAt, new Date(now.getTime() - times.idleMinutes * 60_000)),
  )!;
}

/** Sessions over for a day or more are of no use to anyone: removed when new ones start. */
export async function pruneSessions(db: Db, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .delete(teamSessions)
    .where(or(lt(teamSessions.expiresAt, dayAgo), lt(teamSessions.endedAt, dayAgo)));
}
