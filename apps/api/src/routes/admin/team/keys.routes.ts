/**
 * Machines' API keys ("keys"): made with a name and roles, shown once in the answer that creates them
 * and stored as a SHA-256 only; sent as `Authorization: Bearer <key>`; revoked at once. A key's roles
 * bound what it may call exactly as a person's do. Only an owner makes or revokes an owner key.
 */
import type { FastifyInstance } from "fastify";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiKeyRequestSchema, idParamSchema, type TeamApiKey, type TeamRole } from "@site/contract";
import { teamApiKeys } from "../../../db/schema";
import { createApiKey, keyPrefix } from "../../../lib/auth/keys";
import { sortedRoles } from "../../../lib/auth/people";
import { HttpError, notFound, parseInput } from "../../../lib/http-error";
import { doc } from "../shared";
import { PEOPLE_MESSAGES } from "./people.routes";

export const KEY_NOT_FOUND = "Key not found";

export function toTeamApiKey(row: typeof teamApiKeys.$inferSelect): TeamApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    roles: sortedRoles(row.roles),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

export async function keysRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get("/keys", doc("API keys, live ones first, newest first", "keys"), async (request) => {
    const rows = await db
      .select()
      .from(teamApiKeys)
      .where(eq(teamApiKeys.tenantId, request.tenantId))
      .orderBy(desc(isNull(teamApiKeys.revokedAt)), desc(teamApiKeys.createdAt), desc(teamApiKeys.id));
    return rows.map(toTeamApiKey);
  });

  app.post(
    "/keys",
    doc("Makes an API key; its token is in this answer only", "keys", { audit: "key.create" }),
    async (request) => {
      const principal = request.principal!;
      const input = parseInput(apiKeyRequestSchema, request.body ?? {});
      if (input.roles.includes("owner") && !principal.roles.includes("owner")) {
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      }
      const { id, token } = await createApiKey(db, {
        tenantId: request.tenantId,
        name: input.name,
        roles: input.roles as TeamRole[],
        createdBy: principal.kind === "user" ? principal.userId : null,
      });
      const [row] = await db.select().from(teamApiKeys).where(eq(teamApiKeys.id, id));
      request.auditChange = {
        targetType: "key",
        targetId: id,
        summary: `Key "${input.name}" (${input.roles.join(", ")}) made, ${keyPrefix(token)}`,
        after: { name: input.name, roles: input.roles, prefix: keyPrefix(token) },
      };
      return { key: toTeamApiKey(row!), token };
    },
  );

  app.delete(
    "/keys/:id",
    doc("Revokes an API key: it is refused from its next request", "keys", { audit: "key.revoke" }),
    async (request) => {
      const principal = request.principal!;
      const { id } = parseInput(idParamSchema, request.params);
      const [key] = await db
        .select()
        .from(teamApiKeys)
        .where(
          and(
            eq(teamApiKeys.tenantId, request.tenantId),
            eq(teamApiKeys.id, id),
            isNull(teamApiKeys.revokedAt),
          ),
        )
        .limit(1);
      if (!key) throw notFound(KEY_NOT_FOUND);
      if (key.roles.includes("owner") && !principal.roles.includes("owner")) {
        throw new HttpError(403, PEOPLE_MESSAGES.ownerOnly);
      }
      const [revoked] = await db
        .update(teamApiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(teamApiKeys.id, id), isNull(teamApiKeys.revokedAt)))
        .returning();
      if (!revoked) throw notFound(KEY_NOT_FOUND);
      request.auditChange = {
        targetType: "key",
        summary: `Key "${key.name}" (${key.prefix}) revoked`,
        before: { name: key.name, roles: key.roles, prefix: key.prefix },
      };
      return toTeamApiKey(revoked);
    },
  );
}
