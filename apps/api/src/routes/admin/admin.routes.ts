import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { eq } from "drizzle-orm";
import { API_ERRORS, tenantQuerySchema } from "@site/contract";
import { tenants } from "../../db/schema";
import { HttpError, parseInput } from "../../lib/http-error";
import { requireAdminToken } from "../../lib/auth/admin-token";
import { adminCommentRoutes } from "./comments.routes";
import { adminLeadRoutes } from "./leads.routes";
import { adminApplicantRoutes } from "./applicants.routes";
import { adminCareerRoutes } from "./careers.routes";
import { adminPostRoutes } from "./posts.routes";
import { adminAuthorRoutes } from "./authors.routes";
import { adminCategoryRoutes } from "./categories.routes";
import { adminMediaRoutes } from "./media.routes";
import { doc } from "./shared";

export type AdminRoutesOptions = {
  /** Overrides config.ADMIN_TOKEN (tests). Absent or empty: every /admin call answers 401. */
  adminToken?: string;
};

/**
 * The team's API under /admin: moderation, leads, applicants and content editing.
 * Register with `app.register(adminRoutes, { prefix: "/admin" })`.
 *
 * The token is checked before anything else, so a caller without it learns nothing, not even whether
 * a tenant exists. Every call then names its tenant like the public API does.
 */
export const adminRoutes: FastifyPluginAsync<AdminRoutesOptions> = async (app: FastifyInstance, options) => {
  const token = options.adminToken ?? app.config.ADMIN_TOKEN;
  app.addHook("onRequest", requireAdminToken(token));
  app.addHook("onRequest", async (request, reply) => {
    // Nothing the team reads here belongs in a shared cache.
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

  // Unknown /admin paths answer after the token check too: a stranger cannot map the admin API.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: API_ERRORS.notFound }));

  /** The web app's sign-in asks this to check a token. */
  app.get("/session", doc("Check the admin token"), async (request) => ({
    ok: true as const,
    tenant_id: request.tenantId,
  }));

  await app.register(adminCommentRoutes);
  await app.register(adminLeadRoutes);
  await app.register(adminApplicantRoutes);
  await app.register(adminCareerRoutes);
  await app.register(adminPostRoutes);
  await app.register(adminAuthorRoutes);
  await app.register(adminCategoryRoutes);
  await app.register(adminMediaRoutes);
};
