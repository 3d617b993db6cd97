/**
 * The team's people as the accounts API shows them (TeamMe, TeamPerson), and the few rules about them
 * that several routes and the command line share: a person is created or, when their address was removed
 * before, reactivated (the row stays for the audit trail, so the address is unique per tenant); the last
 * active owner is protected.
 */
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import {
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  permissionsOf,
  type TeamMe,
  type TeamPerson,
  type TeamRole,
} from "@site/contract";
import type { Db } from "../../db/client";
import { teamPasskeys, teamSessions, teamUsers } from "../../db/schema";
import { openSessionWhere, type SessionTimes } from "./principal";

export type PersonRow = typeof teamUsers.$inferSelect;

/** The person of an address (removed or not), or undefined. `email` is already lowercased. */
export async function findPersonByEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(teamUsers)
    .where(and(eq(teamUsers.tenantId, tenantId), eq(teamUsers.email, email)))
    .limit(1);
  return row;
}

export async function findPerson(db: Db, tenantId: string, id: number): Promise<PersonRow | undefined> {
  const [row] = await db
    .select()
    .from(teamUsers)
    .where(and(eq(teamUsers.tenantId, tenantId), eq(teamUsers.id, id)))
    .limit(1);
  return row;
}

/** Active people holding the owner role, optionally not counting one of them. */
export async function activeOwnerCount(db: Db, tenantId: string, exceptId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamUsers)
    .where(
      and(
        eq(teamUsers.tenantId, tenantId),
        isNull(teamUsers.removedAt),
        sql`'owner' = any(${teamUsers.roles})`,
        exceptId === undefined ? undefined : sql`${teamUsers.id} <> ${exceptId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Creates a person, or reactivates the removed person of that address with the new name, roles and
 * password (their old passkeys were deleted at removal). Returns undefined when the address belongs to
 * an active person: the caller answers "already on the team".
 */
export async function createOrReactivatePerson(
  db: Db,
  input: { tenantId: string; email: string; name: string; roles: readonly TeamRole[]; passwordHash: string },
  now = new Date(),
): Promise<PersonRow | undefined> {
  const existing = await findPersonByEmail(db, input.tenantId, input.email);
  if (existing && !existing.removedAt) return undefined;
  if (existing) {
    const [row] = await db
      .update(teamUsers)
      .set({
        name: input.name,
        roles: [...input.roles],
        passwordHash: input.passwordHash,
        removedAt: null,
      })
      // Only while still removed: two accepts at once reactivate once.
      .where(and(eq(teamUsers.id, existing.id), sql`${teamUsers.removedAt} is not null`))
      .returning();
    return row;
  }
  const [row] = await db
    .insert(teamUsers)
    .values({
      tenantId: input.tenantId,
      email: input.email,
      name: input.name,
      roles: [...input.roles],
      passwordHash: input.passwordHash,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Roles in the contract's order (the database keeps what was given). */
export function sortedRoles(roles: readonly string[]): TeamRole[] {
  const order: readonly string[] = TEAM_ROLES;
  return [...new Set(roles)]
    .filter((r) => order.includes(r))
    .sort((a, b) => order.indexOf(a) - order.indexOf(b)) as TeamRole[];
}

async function passkeyCounts(db: Db, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: teamPasskeys.userId, n: count() })
    .from(teamPasskeys)
    .where(inArray(teamPasskeys.userId, userIds))
    .groupBy(teamPasskeys.userId);
  return new Map(rows.map((r) => [r.userId, Number(r.n)]));
}

/** What a signed-in person learns about themselves (GET /admin/me, and every sign-in's answer). */
export async function toTeamMe(db: Db, person: PersonRow): Promise<TeamMe> {
  const roles = sortedRoles(person.roles);
  const held = permissionsOf(roles);
  const passkeys = (await passkeyCounts(db, [person.id])).get(person.id) ?? 0;
  return {
    id: person.id,
    email: person.email,
    name: person.name,
    roles,
    permissions: TEAM_PERMISSIONS.filter((p) => held.has(p)),
    has_password: !!person.passwordHash,
    passkeys,
  };
}

/** People as the People page lists them, with their open sessions and passkeys counted. */
export async function toTeamPeople(db: Db, people: PersonRow[], times: SessionTimes): Promise<TeamPerson[]> {
  const ids = people.map((p) => p.id);
  const [passkeys, sessions] = await Promise.all([
    passkeyCounts(db, ids),
    ids.length === 0
      ? Promise.resolve(new Map<number, number>())
      : db
          .select({ userId: teamSessions.userId, n: count() })
          .from(teamSessions)
          .where(and(inArray(teamSessions.userId, ids), openSessionWhere(times)))
          .groupBy(teamSessions.userId)
          .then((rows) => new Map(rows.map((r) => [r.userId, Number(r.n)]))),
  ]);
  return people.map((p) => ({
    id: p.id,
    email: p.email,
    name: p.name,
    roles: sortedRoles(p.roles),
    created_at: p.createdAt.toISOString(),
    removed_at: p.removedAt?.toISOString() ?? null,
    active_sessions: p.removedAt ? 0 : (sessions.get(p.id) ?? 0),
    passkeys: passkeys.get(p.id) ?? 0,
  }));
}
