/** Machines' API keys: made by an administrator (or the command line), shown once, stored hashed. */
import { and, eq } from "drizzle-orm";
import type { TeamRole } from "@site/contract";
import type { Db } from "../../db/client";
import { teamApiKeys } from "../../db/schema";
import { recordAudit } from "./audit";
import { newToken, tokenHash } from "./tokens";

/** Shown in lists to tell keys apart: never enough to use one. */
export function keyPrefix(token: string): string {
  return `${token.slice(0, 10)}…`;
}

/**
 * Stores a key and returns it with its id. `token` imports an existing secret (the retired ADMIN_TOKEN);
 * otherwise a new one is made.
 */
export async function createApiKey(
  db: Db,
  input: { tenantId: string; name: string; roles: TeamRole[]; token?: string; createdBy?: number | null },
): Promise<{ id: number; token: string }> {
  const token = input.token ?? newToken("ck");
  const [row] = await db
    .insert(teamApiKeys)
    .values({
      tenantId: input.tenantId,
      name: input.name,
      prefix: keyPrefix(token),
      tokenHash: tokenHash(token),
      roles: input.roles,
      createdBy: input.createdBy ?? null,
    })
    .returning({ id: teamApiKeys.id });
  return { id: row!.id, token };
}

export const LEGACY_KEY_NAME = "ADMIN_TOKEN (imported)";

/**
 * The move from the retired ADMIN_TOKEN: imported once as an Administrator key of the default tenant, so
 * scripts that send it keep working until it is revoked in the team's area. A key with the same secret,
 * live or revoked, is never imported again. Returns whether it imported now.
 */
export async function importLegacyAdminToken(db: Db, tenantId: string, token: string): Promise<boolean> {
  const [existing] = await db
    .select({ id: teamApiKeys.id })
    .from(teamApiKeys)
    .where(eq(teamApiKeys.tokenHash, tokenHash(token)))
    .limit(1);
  if (existing) return false;
  // Instances starting together may both get here: the unique hash lets one insert, the other finds it done.
  const [row] = await db
    .insert(teamApiKeys)
    .values({
      tenantId,
      name: LEGACY_KEY_NAME,
      prefix: keyPrefix(token),
      tokenHash: tokenHash(token),
      roles: ["administrator"],
    })
    .onConflictDoNothing({ target: teamApiKeys.tokenHash })
    .returning({ id: teamApiKeys.id });
  if (!row) return false;
  const { id } = row;
  await recordAudit(db, {
    tenantId,
    actor: { label: "system" },
    action: "key.import",
    targetType: "key",
    targetId: id,
    summary: "ADMIN_TOKEN imported as an Administrator key",
  });
  return true;
}

export async function revokeApiKey(db: Db, tenantId: string, id: number, now = new Date()) {
  return db
    .update(teamApiKeys)
    .set({ revokedAt: now })
    .where(and(eq(teamApiKeys.tenantId, tenantId), eq(teamApiKeys.id, id)))
    .returning({ id: teamApiKeys.id });
}
