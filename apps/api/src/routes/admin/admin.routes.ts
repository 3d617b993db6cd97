import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import { API_ERRORS } from "@site/contract";
import { installAccessGate } from "../../lib/auth/access";
import { adminCommentRoutes } from "./comments.routes";
import { adminLeadRoutes } from "./leads.routes";
import { adminPipelineRoutes } from "./pipeline.routes";
import { adminWebhookRoutes } from "./webhooks.routes";
import { adminApplicantRoutes } from "./applicants.routes";
import { adminRecruitingRoutes } from "./recruiting.routes";
import { adminCareerRoutes } from "./careers.routes";
import { adminCareerEditorialRoutes } from "./career-editorial.routes";
import { adminCareerBulkRoutes } from "./careers-bulk.routes";
import { adminPostEditorialRoutes } from "./post-editorial.routes";
import { adminPostBulkRoutes } from "./posts-bulk.routes";
import { adminPostRoutes } from "./posts.routes";
import { adminAuthorRoutes } from "./authors.routes";
import { adminCategoryRoutes } from "./categories.routes";
import { adminContentEditorialRoutes } from "./content-editorial.routes";
import { adminContentRoutes } from "./content.routes";
import { adminContentStructureRoutes } from "./content-structure.routes";
import { adminMediaRoutes } from "./media.routes";
import { adminRedirectRoutes } from "./redirects.routes";
import { adminPageSeoRoutes } from "./page-seo.routes";
import { teamGatedRoutes, teamPublicRoutes } from "./team";
import { adminWebVitalsRoutes } from "./web-vitals.routes";

/**
 * The team's API under /admin: moderation, leads, applicants, content editing and the team itself.
 * Register with `app.register(adminRoutes, { prefix: "/admin" })`.
 *
 * Every route sits behind lib/auth/access.ts's gate: a person's session or a machine's key is checked
 * before anything else (401), so a caller without one learns nothing, not even whether a tenant exists;
 * then the route's permission against the caller's roles (403). Writes and sensitive reads are audited.
 */
export const adminRoutes: FastifyPluginAsync = async (app: FastifyInstance) => {
  await app.register(teamPublicRoutes, { prefix: "/auth" });
  await app.register(async (team) => {
    installAccessGate(team);
    // Unknown /admin paths answer after the gate too: a stranger cannot map the admin API.
    team.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: API_ERRORS.notFound }));
    await team.register(adminCommentRoutes);
    await team.register(adminLeadRoutes);
    await team.register(adminPipelineRoutes);
    await team.register(adminWebhookRoutes);
    await team.register(adminApplicantRoutes);
    await team.register(adminRecruitingRoutes);
    await team.register(adminCareerRoutes);
    await team.register(adminCareerEditorialRoutes);
    await team.register(adminCareerBulkRoutes);
    await team.register(adminPostRoutes);
    await team.register(adminPostBulkRoutes);
    await team.register(adminPostEditorialRoutes);
    await team.register(adminAuthorRoutes);
    await team.register(adminCategoryRoutes);
    await team.register(adminMediaRoutes);
    await team.register(adminWebVitalsRoutes);
    await team.register(adminRedirectRoutes);
    await team.register(adminPageSeoRoutes);
    await team.register(adminContentRoutes);
    await team.register(adminContentEditorialRoutes);
    await team.register(adminContentStructureRoutes);
    await team.register(teamGatedRoutes);
  });
};
