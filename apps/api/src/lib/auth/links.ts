/**
 * The single-use links of the team's e-mails and of the first start: an invitation (7 days), a password
 * reset (1 hour), the first owner's setup (24 hours). The link carries a random token; team_tokens keeps
 * only its SHA-256, so a copy of the database opens nothing. A link is valid while it is unused, not
 * revoked and not expired; using it is one UPDATE that succeeds once (two clicks at the same moment:
 * one wins, the other finds it used).
 */
import { and, eq, gt, isNull } from "drizzle-orm";
import type { TeamRole } from "@site/contract";
import type { Db } from "../../db/client";
import { teamTokens } from "../../db/schema";
import { newToken, tokenHash } from "./tokens";

export type LinkKind = "invite" | "reset" | "setup";

export const LINK_LIFETIME_MS: Record<LinkKind, number> = {
  invite: 7 * 24 * 3_600_000,
  reset: 3_600_000,
  setup: 24 * 3_600_000,
};

/** The site's page that opens a link: invitations and the setup create an account, a reset sets a password. */
export function linkUrl(siteUrl: string, kind: LinkKind, token: string): string {
  const page = kind === "reset" ? "/admin/reset" : "/admin/accept";
  const url = new URL(page, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

export type LinkRow = typeof teamTokens.$inferSelect;

/** Stores a new link and returns its token (shown or mailed once) and row. */
export async function createLink(
  db: Db,
  input: {
    tenantId: string;
    kind: LinkKind;
    email: string;
    name?: string | null;
    roles: readonly TeamRole[];
    createdBy?: number | null;
  },
  now = new Date(),
): Promise<{ token: string; row: LinkRow }> {
  const token = newToken("tl");
  const [row] = await db
    .insert(teamTokens)
    .values({
      tenantId: input.tenantId,
      kind: input.kind,
      email: input.email,
      name: input.name ?? null,
      roles: [...input.roles],
      tokenHash: tokenHash(token),
      createdBy: input.createdBy ?? null,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[input.kind]),
    })
    .returning();
  return { token, row: row! };
}

/** Links of the tenant that can still be used. */
export function validLinkWhere(tenantId: string, now = new Date()) {
  return and(
    eq(teamTokens.tenantId, tenantId),
    isNull(teamTokens.usedAt),
    isNull(teamTokens.revokedAt),
    gt(teamTokens.expiresAt, now),
  )!;
}

/** The valid link of this token (of one of `kinds`), or undefined. */
export async function findValidLink(
  db: Db,
  tenantId: string,
  token: string,
  kinds: readonly LinkKind[],
  now = new Date(),
): Promise<LinkRow | undefined> {
  const [row] = await db
    .select()
    .from(teamTokens)
    .where(and(validLinkWhere(tenantId, now), eq(teamTokens.tokenHash, tokenHash(token))))
    .limit(1);
  return row && kinds.includes(row.kind) ? row : undefined;
}

/** Marks a valid link used; false when another request used it first (or it stopped being valid). */
export async function useLink(db: Db, link: LinkRow, now = new Date()): Promise<boolean> {
  const used = await db
    .update(teamTokens)
    .set({ usedAt: now })
    .where(and(validLinkWhere(link.tenantId, now), eq(teamTokens.id, link.id)))
    .returning({ id: teamTokens.id });
  return used.length === 1;
}

/** Revokes the unused links of a kind for an address (a newer link replaces them). Returns how many. */
export async function revokeLinksOf(
  db: Db,
  tenantId: string,
  kind: LinkKind,
  email: string,
  now = new Date(),
): Promise<number> {
  const revoked = await db
    .update(teamTokens)
    .set({ revokedAt: now })
    .where(and(validLinkWhere(tenantId, now), eq(teamTokens.kind, kind), eq(teamTokens.email, email)))
    .returning({ id: teamTokens.id });
  return revoked.length;
}
