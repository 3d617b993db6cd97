/**
 * A signed-in person's own account ("self": any person with a session, never a machine key): who they
 * are and what they may do, their open sessions (each browser they signed in from) and ending them, and
 * changing their password, which ends every other session.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, desc, eq, ne } from "drizzle-orm";
import {
  API_ERRORS,
  TEAM_MESSAGES,
  changePasswordSchema,
  idParamSchema,
  type TeamMe,
  type TeamSession,
} from "@site/contract";
import type { Db } from "../../../db/client";
import { teamSessions, teamUsers } from "../../../db/schema";
import { hashPassword, verifyPassword } from "../../../lib/auth/passwords";
import { findPerson, toTeamMe, type PersonRow } from "../../../lib/auth/people";
import { openSessionWhere, type Principal, type SessionTimes } from "../../../lib/auth/principal";
import { recordSignInFailure, releaseSignInAttempt, takeSignInAttempt } from "../../../lib/auth/sign-in";
import { HttpError, notFound, parseInput } from "../../../lib/http-error";
import { doc } from "../shared";

type UserPrincipal = Extract<Principal, { kind: "user" }>;

export const SESSION_NOT_FOUND = "Session not found";
export const WRONG_CURRENT_PASSWORD = "The current password is not right";

/** The caller of a "self" route: always a person (the gate lets no key through). */
export function personOf(request: FastifyRequest): UserPrincipal {
  const p = request.principal;
  if (!p || p.kind !== "user") throw new HttpError(403, TEAM_MESSAGES.forbidden);
  return p;
}

export function toTeamSession(row: typeof teamSessions.$inferSelect, currentId?: number): TeamSession {
  return {
    id: row.id,
    user_id: row.userId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    method: row.method,
    ip: row.ip,
    user_agent: row.userAgent,
    current: row.id === currentId,
  };
}

/** A person's open sessions, most recently used first. */
export async function openSessionsOf(
  db: Db,
  tenantId: string,
  userId: number,
  times: SessionTimes,
  currentId?: number,
): Promise<TeamSession[]> {
  const rows = await db
    .select()
    .from(teamSessions)
    .where(and(eq(teamSessions.tenantId, tenantId), eq(teamSessions.userId, userId), openSessionWhere(times)))
    .orderBy(desc(teamSessions.lastSeenAt), desc(teamSessions.id));
  return rows.map((r) => toTeamSession(r, currentId));
}

export async function meRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const times = { idleMinutes: config.TEAM_SESSION_IDLE_MINUTES, maxHours: config.TEAM_SESSION_MAX_HOURS };

  async function self(request: FastifyRequest): Promise<{ principal: UserPrincipal; person: PersonRow }> {
    const principal = personOf(request);
    const person = await findPerson(db, principal.tenantId, principal.userId);
    // The gate found the session a moment ago; a removal in between is the same as no session.
    if (!person || person.removedAt) throw new HttpError(401, TEAM_MESSAGES.sessionEnded);
    return { principal, person };
  }

  app.get("/me", doc("Who is signed in: name, roles and what they allow", "self"), async (request) => {
    const { person } = await self(request);
    return (await toTeamMe(db, person)) satisfies TeamMe;
  });

  app.get("/me/sessions", doc("My open sessions (the current one marked)", "self"), async (request) => {
    const principal = personOf(request);
    return openSessionsOf(db, principal.tenantId, principal.userId, times, principal.sessionId);
  });

  app.delete(
    "/me/sessions/:id",
    doc("Ends one of my sessions (the current one too: that is signing out)", "self", {
      audit: "session.end",
    }),
    async (request) => {
      const principal = personOf(request);
      const { id } = parseInput(idParamSchema, request.params);
      const [ended] = await db
        .update(teamSessions)
        .set({ endedAt: new Date() })
        .where(
          and(
            eq(teamSessions.tenantId, principal.tenantId),
            eq(teamSessions.userId, principal.userId),
            eq(teamSessions.id, id),
            openSessionWhere(times),
          ),
        )
        .returning();
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      request.auditChange = {
        targetType: "session",
        summary: `Ended own session ${id}${ended.userAgent ? ` (${ended.userAgent.slice(0, 80)})` : ""}`,
      };
      return { ended: true, current: id === principal.sessionId };
    },
  );

  app.post(
    "/me/password",
    doc("Changes my password; every other session of mine ends", "self", {
      audit: "password.change",
      errors: [400, 401, 403, 429],
    }),
    async (request) => {
      const { principal, person } = await self(request);
      const input = parseInput(changePasswordSchema, request.body ?? {});
      if (person.passwordHash) {
        // A stolen session must not be enough to take the account: the current password is asked, and
        // wrong guesses count against the account like a sign-in's.
        const attempt = await takeSignInAttempt(db, principal.tenantId, person.email, request.ip);
        if (attempt === null) throw new HttpError(429, TEAM_MESSAGES.throttled);
        if (!(await verifyPassword(person.passwordHash, input.current_password ?? ""))) {
          await recordSignInFailure(db, request, {
            tenantId: principal.tenantId,
            email: person.email,
            userId: person.id,
            reason: "Wrong current password (password change)",
            attempt,
          });
          throw new HttpError(400, API_ERRORS.validation, { current_password: WRONG_CURRENT_PASSWORD });
        }
        await releaseSignInAttempt(db, attempt);
      }
      const passwordHash = await hashPassword(input.password);
      const now = new Date();
      const ended = await db.transaction(async (tx) => {
        await tx.update(teamUsers).set({ passwordHash }).where(eq(teamUsers.id, person.id));
        const others = await tx
          .update(teamSessions)
          .set({ endedAt: now })
          .where(
            and(
              eq(teamSessions.tenantId, principal.tenantId),
              eq(teamSessions.userId, person.id),
              // …all but this one, which the person is using.
              ne(teamSessions.id, principal.sessionId),
              openSessionWhere(times, now),
            ),
          )
          .returning({ id: teamSessions.id });
        return others.length;
      });
      request.auditChange = {
        targetType: "person",
        targetId: person.id,
        summary: `${person.passwordHash ? "Changed" : "Set"} own password; ${ended} other session${ended === 1 ? "" : "s"} ended`,
      };
      return { ended_sessions: ended };
    },
  );
}
