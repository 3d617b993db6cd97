/**
 * The team's people ("people": owners and administrators): who is on the team, invitations by e-mail
 * link (7 days, single use), roles, removal, anyone's sessions, and a reset link to pass on.
 *
 * Rules, enforced here whatever the site shows:
 * - only an owner gives or takes the owner role, removes an owner, or makes an owner's reset link (an
 *   administrator with an owner's reset link would be an owner);
 * - at least one active owner always remains: the last one can neither lose the role nor be removed
 *   (409 TEAM_MESSAGES.ownerProtected);
 * - nobody removes themselves;
 * - a removed person keeps their row (removed_at) for the audit trail; their sessions end at once and
 *   their passkeys and links are gone. Inviting the address again reactivates them with the new roles
 *   when they accept.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import {
  TEAM_MESSAGES,
  idParamSchema,
  inviteRequestSchema,
  rolesUpdateSchema,
  type TeamInvitation,
  type TeamRole,
} from "@site/contract";
import { teamPasskeys, teamSessions, teamTokens, teamUsers, tenants } from "../../../db/schema";
import type { Db } from "../../../db/client";
import { createLink, linkUrl, revokeLinksOf, validLinkWhere, type LinkRow } from "../../../lib/auth/links";
import {
  activeOwnerCount,
  findPerson,
  findPersonByEmail,
  sortedRoles,
  toTeamPeople,
  type PersonRow,
} from "../../../lib/auth/people";
import { endSessionsOf, openSessionWhere, type Principal } from "../../../lib/auth/principal";
import { enqueueTeamEmail, renderInvitation } from "../../../lib/auth/team-email";
import { HttpError, notFound } from "../../../lib/http-error";
import { parseInput } from "../../../lib/http-error";
import { doc } from "../shared";
import { openSessionsOf, SESSION_NOT_FOUND } from "./me.routes";

export const PEOPLE_MESSAGES = {
  personNotFound: "Person not found",
  invitationNotFound: "Invitation not found",
  ownerOnly: "Only an owner can give or take the owner role, or act on an owner's account",
  notYourself: "You cannot remove yourself. Ask another owner or administrator.",
} as const;

function isOwner(principal: Principal): boolean {
  return principal.roles.includes("owner");
}

export function toTeamInvitation(row: LinkRow): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: sortedRoles(row.roles),
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}

/** The active person of this tenant, or 404. */
async function activePerson(db: Db, tenantId: string, id: number): Promise<PersonRow> {
  const person = await findPerson(db, tenantId, id);
  if (!person || person.removedAt) throw notFound(PEOPLE_MESSAGES.personNotFound);
  return person;
}

/** How the invitation's e-mail names who sent it. */
function inviterName(principal: Principal, site: string): string {
  return principal.kind === "user" ? principal.name : `The ${site} team`;
}

export async function peopleRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const times = { idleMinutes: config.TEAM_SESSION_IDLE_MINUTES, maxHours: config.TEAM_SESSION_MAX_HOURS };
  const principalOf = (request: FastifyRequest) => request.principal!;

  app.get(
    "/people",
    doc("The team: active people first (by name), then removed ones", "people"),
    async (request) => {
      const rows = await db
        .select()
        .from(teamUsers)
        .where(eq(teamUsers.tenantId, request.tenantId))
        .orderBy(
          sql`${teamUsers.removedAt} is not null`,
          asc(sql`lower(${teamUsers.name})`),
          asc(teamUsers.id),
        );
      return toTeamPeople(db, rows, times);
    },
  );

  app.get(
    "/people/invitations",
    doc("Invitations not yet accepted (and not expired or withdrawn), newest first", "people"),
    async (request) => {
      const rows = await db
        .select()
        .from(teamTokens)
        .where(and(validLinkWhere(request.tenantId), eq(teamTokens.kind, "invite")))
        .orderBy(desc(teamTokens.createdAt), desc(teamTokens.id));
      return rows.map(toTeamInvitation);
    },
  );

  app.post(
    "/people/invitations",
    doc(
      "Invites someone by e-mail (a link valid 7 days, used once); answers the link too, to pass on when no e-mail is sent",
      "people",
      { audit: "invitation.create", errors: [400, 401, 403, 409] },
    ),
    async (request) => {
      const principal = principalOf(request);
      const tenantId = request.tenantId;
      const input = parseInput(inviteRequestSchema, request.body ?? {});
      const roles = sortedRoles(input.roles);
      if (roles.includes("owner") && !isOwner(principal)) {
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      }
      const existing = await findPersonByEmail(db, tenantId, input.email);
      if (existing && !existing.removedAt) throw new HttpError(409, TEAM_MESSAGES.alreadyMember);
      const [site] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      const siteName = site?.name ?? "the site";

      const { token, row, emailed } = await db.transaction(async (tx) => {
        // A new invitation to the address replaces the older ones.
        await revokeLinksOf(tx, tenantId, "invite", input.email);
        const created = await createLink(tx, {
          tenantId,
          kind: "invite",
          email: input.email,
          name: input.name,
          roles: roles,
          createdBy: principal.kind === "user" ? principal.userId : null,
        });
        const message = renderInvitation({
          site: siteName,
          name: input.name,
          invitedBy: inviterName(principal, siteName),
          roles: roles,
          link: linkUrl(config.SITE_URL, "invite", created.token),
          expiresAt: created.row.expiresAt,
        });
        const sent = await enqueueTeamEmail(tx, config, input.email, message, request.id);
        return { ...created, emailed: sent };
      });
      if (emailed) app.jobs.wake();
      request.auditChange = {
        targetType: "invitation",
        targetId: row.id,
        summary: `Invited ${input.email} as ${roles.join(", ")}${emailed ? " (e-mailed)" : " (link shown, no e-mail)"}`,
        after: { email: input.email, name: input.name, roles: roles },
      };
      return { invitation: toTeamInvitation(row), link: linkUrl(config.SITE_URL, "invite", token), emailed };
    },
  );

  app.delete(
    "/people/invitations/:id",
    doc("Withdraws an invitation: its link stops working", "people", { audit: "invitation.revoke" }),
    async (request) => {
      const principal = principalOf(request);
      const { id } = parseInput(idParamSchema, request.params);
      const [pending] = await db
        .select()
        .from(teamTokens)
        .where(and(validLinkWhere(request.tenantId), eq(teamTokens.kind, "invite"), eq(teamTokens.id, id)))
        .limit(1);
      if (!pending) throw notFound(PEOPLE_MESSAGES.invitationNotFound);
      if (pending.roles.includes("owner") && !isOwner(principal)) {
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      }
      await db.update(teamTokens).set({ revokedAt: new Date() }).where(eq(teamTokens.id, id));
      request.auditChange = {
        targetType: "invitation",
        summary: `Withdrew the invitation of ${pending.email}`,
        before: { email: pending.email, roles: pending.roles },
      };
      return { revoked: true };
    },
  );

  app.put(
    "/people/:id/roles",
    doc("Sets a person's roles (they apply to their next request)", "people", {
      audit: "person.roles",
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => {
      const principal = principalOf(request);
      const { id } = parseInput(idParamSchema, request.params);
      const { roles } = parseInput(rolesUpdateSchema, request.body ?? {});
      const person = await activePerson(db, request.tenantId, id);
      const before = sortedRoles(person.roles);
      const after = sortedRoles(roles);
      const wasOwner = before.includes("owner");
      const willBeOwner = after.includes("owner");
      if (wasOwner !== willBeOwner && !isOwner(principal))
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      const updated = await db.transaction(async (tx) => {
        // Serialises changes to the team's owners: two owners demoting each other at once leave one.
        if (wasOwner && !willBeOwner) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-owners:${request.tenantId}`}))`);
          if ((await activeOwnerCount(tx, request.tenantId, id)) === 0) {
            throw new HttpError(409, TEAM_MESSAGES.ownerProtected);
          }
        }
        const [row] = await tx
          .update(teamUsers)
          .set({ roles: after })
          .where(and(eq(teamUsers.id, id), isNull(teamUsers.removedAt)))
          .returning();
        return row;
      });
      if (!updated) throw notFound(PEOPLE_MESSAGES.personNotFound);
      request.auditChange = {
        targetType: "person",
        summary: `Roles of ${person.email}: ${before.join(", ")} → ${after.join(", ")}`,
        before: { roles: before },
        after: { roles: after },
      };
      const [view] = await toTeamPeople(db, [updated], times);
      return view;
    },
  );

  app.delete(
    "/people/:id",
    doc("Removes a person: their sessions end at once; the row stays for the audit trail", "people", {
      audit: "person.remove",
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => {
      const principal = principalOf(request);
      const tenantId = request.tenantId;
      const { id } = parseInput(idParamSchema, request.params);
      if (principal.kind === "user" && principal.userId === id) {
        throw new HttpError(409, PEOPLE_MESSAGES.notYourself);
      }
      const person = await activePerson(db, tenantId, id);
      const owner = person.roles.includes("owner");
      if (owner && !isOwner(principal)) throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      const now = new Date();
      const ended = await db.transaction(async (tx) => {
        if (owner) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team-owners:${tenantId}`}))`);
          if ((await activeOwnerCount(tx, tenantId, id)) === 0) {
            throw new HttpError(409, TEAM_MESSAGES.ownerProtected);
          }
        }
        const [removed] = await tx
          .update(teamUsers)
          .set({ removedAt: now })
          .where(and(eq(teamUsers.id, id), isNull(teamUsers.removedAt)))
          .returning({ id: teamUsers.id });
        if (!removed) throw notFound(PEOPLE_MESSAGES.personNotFound);
        const count = await endSessionsOf(tx, tenantId, id, now);
        // Nothing of theirs may sign anyone in again: passkeys and unused reset links go.
        await tx.delete(teamPasskeys).where(eq(teamPasskeys.userId, id));
        await revokeLinksOf(tx, tenantId, "reset", person.email, now);
        return count;
      });
      request.auditChange = {
        targetType: "person",
        summary: `Removed ${person.email} (${sortedRoles(person.roles).join(", ")}); ${ended} session${ended === 1 ? "" : "s"} ended`,
        before: { email: person.email, name: person.name, roles: sortedRoles(person.roles) },
      };
      return { removed: true, ended_sessions: ended };
    },
  );

  app.get(
    "/people/:id/sessions",
    doc("A person's open sessions, most recently used first", "people"),
    async (request) => {
      const principal = principalOf(request);
      const { id } = parseInput(idParamSchema, request.params);
      const person = await activePerson(db, request.tenantId, id);
      const current = principal.kind === "user" ? principal.sessionId : undefined;
      return openSessionsOf(db, request.tenantId, person.id, times, current);
    },
  );

  app.delete(
    "/sessions/:id",
    doc("Ends anyone's session of the team (they are signed out at their next request)", "people", {
      audit: "session.end",
    }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const [ended] = await db
        .update(teamSessions)
        .set({ endedAt: new Date() })
        .where(
          and(eq(teamSessions.tenantId, request.tenantId), eq(teamSessions.id, id), openSessionWhere(times)),
        )
        .returning();
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      const [person] = await db.select().from(teamUsers).where(eq(teamUsers.id, ended.userId)).limit(1);
      request.auditChange = {
        targetType: "session",
        summary: `Ended a session of ${person?.email ?? `person ${ended.userId}`}`,
      };
      return { ended: true };
    },
  );

  app.post(
    "/people/:id/reset-link",
    doc("A password reset link for a person (1 hour, used once), to pass on to them", "people", {
      audit: "person.reset_link",
    }),
    async (request) => {
      const principal = principalOf(request);
      const tenantId = request.tenantId;
      const { id } = parseInput(idParamSchema, request.params);
      const person = await activePerson(db, tenantId, id);
      if (person.roles.includes("owner") && !isOwner(principal)) {
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      }
      const { token, row } = await db.transaction(async (tx) => {
        await revokeLinksOf(tx, tenantId, "reset", person.email);
        return createLink(tx, {
          tenantId,
          kind: "reset",
          email: person.email,
          roles: [] as TeamRole[],
          createdBy: principal.kind === "user" ? principal.userId : null,
        });
      });
      request.auditChange = {
        targetType: "person",
        summary: `Reset link made for ${person.email}, valid until ${row.expiresAt.toISOString()}`,
      };
      return { link: linkUrl(config.SITE_URL, "reset", token), expires_at: row.expiresAt.toISOString() };
    },
  );
}
