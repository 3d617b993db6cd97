/**
 * The first owner, at the first start: while a tenant has no active owner and no setup link that can still
 * be used, the server makes one (24 hours, single use, no address yet: whoever opens it gives theirs) and
 * prints it. There is never a default password. The operator may instead run `npm run admin:create-owner`.
 *
 * Runs under the migration's advisory lock (db/open.ts's afterMigrate), so instances starting together
 * make one link, not one each.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { teamTokens, tenants } from "../../db/schema";
import { recordAudit } from "./audit";
import { createLink, linkUrl, validLinkWhere } from "./links";
import { activeOwnerCount } from "./people";

export type OwnerSetup =
  | { state: "has-owner" }
  /** DEFAULT_TENANT_ID names no tenant of this database (it was seeded under another id). */
  | { state: "no-tenant" }
  /** A link printed at an earlier start can still be used (only its hash is kept: it cannot be shown again). */
  | { state: "link-pending"; expiresAt: Date }
  | { state: "link-created"; link: string; expiresAt: Date };

export async function ensureOwnerSetup(
  db: Db,
  input: { tenantId: string; siteUrl: string },
  now = new Date(),
): Promise<OwnerSetup> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, input.tenantId));
  if (!tenant) return { state: "no-tenant" };
  if ((await activeOwnerCount(db, input.tenantId)) > 0) return { state: "has-owner" };
  const [pending] = await db
    .select({ expiresAt: teamTokens.expiresAt })
    .from(teamTokens)
    .where(and(validLinkWhere(input.tenantId, now), eq(teamTokens.kind, "setup")))
    .orderBy(teamTokens.expiresAt)
    .limit(1);
  if (pending) return { state: "link-pending", expiresAt: pending.expiresAt };
  const { token, row } = await createLink(
    db,
    { tenantId: input.tenantId, kind: "setup", email: "", roles: ["owner"] },
    now,
  );
  await recordAudit(db, {
    tenantId: input.tenantId,
    actor: { label: "system" },
    action: "setup_link.create",
    targetType: "link",
    targetId: row.id,
    summary: `First start without an owner: setup link printed, valid until ${row.expiresAt.toISOString()}`,
  });
  return { state: "link-created", link: linkUrl(input.siteUrl, "setup", token), expiresAt: row.expiresAt };
}

/** What the server prints about it (nothing once there is an owner). */
export function ownerSetupNotice(setup: OwnerSetup): string | undefined {
  if (setup.state === "link-created") {
    return `No owner yet: open ${setup.link} within 24 hours to create the owner account, or run npm run admin:create-owner`;
  }
  if (setup.state === "link-pending") {
    return `No owner yet: the setup link printed at an earlier start works until ${setup.expiresAt.toISOString()}; or run npm run admin:create-owner -- --email <address>`;
  }
  return undefined;
}
