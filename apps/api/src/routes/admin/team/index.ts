/**
 * The team's own API: accounts, sessions, passkeys, people, keys, privacy requests, settings and the
 * audit trail. `teamPublicRoutes` (under /admin/auth) is what a person calls before they have a session:
 * sign-in, the links of e-mails. `teamGatedRoutes` sits behind the access gate like every admin route.
 */
import type { FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { API_ERRORS, tenantQuerySchema } from "@site/contract";
import { tenants } from "../../../db/schema";
import { HttpError, parseInput } from "../../../lib/http-error";
import { auditRoutes } from "./audit.routes";
import { authRoutes } from "./auth.routes";
import { keysRoutes } from "./keys.routes";
import { meRoutes } from "./me.routes";
import { passkeyGatedRoutes, passkeyPublicRoutes } from "./passkeys.routes";
import { peopleRoutes } from "./people.routes";
import { privacyRoutes } from "./privacy.routes";
import { settingsRoutes } from "./settings.routes";

export const teamPublicRoutes: FastifyPluginAsync = async (app) => {
  // The tenant of every call here, checked like the public API's: malformed 400, unknown 404. Nothing
  // here is for a shared cache.
  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const { tenant_id } = parseInput(tenantQuerySchema, request.query ?? {});
    const [row] = await app.db
      .select({ id: tenants.id })
      .from(tenants)
      .where(eq(tenants.id, tenant_id))
      .limit(1);
    if (!row) throw new HttpError(404, API_ERRORS.unknownTenant);
    request.tenantId = tenant_id;
  });
  await app.register(authRoutes);
  await app.register(passkeyPublicRoutes);
};

export const teamGatedRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
  await app.register(peopleRoutes);
  await app.register(keysRoutes);
  await app.register(passkeyGatedRoutes);
  await app.register(privacyRoutes);
  await app.register(settingsRoutes);
  await app.register(auditRoutes);
};
