import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import {
  RECRUITING_MESSAGES,
  STAGE_FOR_CANDIDATE,
  statusTokenQuerySchema,
  type ApplicationStatusView,
} from "@site/contract";
import { applications } from "../../db/schema";
import { docs } from "../../lib/docs";
import { notFound, parseInput } from "../../lib/http-error";
import { verifyStatusToken } from "../../lib/recruiting";

/**
 * The candidate's private status link (issue 32): with the signed token of their e-mail, no account,
 * their stage in plain words. Nothing the team wrote (notes, scores, a rejection's reason) is answered.
 * A wrong, altered or other tenant's token, or an application since erased, is the same 404.
 */
export async function applicationStatusRoutes(app: FastifyInstance) {
  app.get(
    "/applicants/status",
    {
      schema: docs({
        summary: "A candidate's application status, by the signed token of their status link",
        tags: ["careers"],
        query: statusTokenQuerySchema,
        response: z.unknown(),
        errors: [400, 404],
      }),
    },
    async (request, reply): Promise<ApplicationStatusView> => {
      const { token } = parseInput(statusTokenQuerySchema, request.query);
      const id = verifyStatusToken(app.config.REVALIDATE_SECRET, request.tenantId, token);
      if (id === undefined) throw notFound(RECRUITING_MESSAGES.statusLink);
      const [row] = await app.db
        .select({
          firstName: applications.firstName,
          jobTitle: applications.jobTitle,
          createdAt: applications.createdAt,
          stage: applications.stage,
          stageChangedAt: applications.stageChangedAt,
        })
        .from(applications)
        .where(and(eq(applications.tenantId, request.tenantId), eq(applications.id, id)))
        .limit(1);
      if (!row) throw notFound(RECRUITING_MESSAGES.statusLink);
      reply.header("cache-control", "no-store");
      const words = STAGE_FOR_CANDIDATE[row.stage];
      return {
        first_name: row.firstName,
        job_title: row.jobTitle,
        applied_date: row.createdAt.toISOString(),
        updated_date: row.stageChangedAt.toISOString(),
        stage_title: words.title,
        stage_text: words.text,
      };
    },
  );
}
