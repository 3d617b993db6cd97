import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFoundReportSchema } from "@site/contract";
import { docs } from "../../lib/docs";
import { parseInput } from "../../lib/http-error";
import { recordNotFound, redirectRules } from "../../lib/redirects";

/**
 * The site's side of redirects (issue 32): its proxy reads every redirect at once (a cached read the
 * API expires with the "redirects" tag on every change, so all instances answer alike), and its
 * not-found page reports each 404 for the team's log.
 */
export async function redirectRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/redirects",
    {
      schema: docs({
        summary: "Every redirect of the site (old path or /old/:slug pattern → new address, 301 or 302)",
        tags: ["redirects"],
        response: z.object({
          rules: z.array(z.object({ from: z.string(), to: z.string(), status: z.number().int() })),
        }),
        errors: [404],
      }),
    },
    async (request) => ({ rules: await redirectRules(db, request.tenantId) }),
  );

  app.post(
    "/not-found",
    {
      config: { rateLimit: app.writeLimit },
      schema: docs({
        summary: "A page answered 404: counted in the team's log (path without its query, referrer's host)",
        tags: ["redirects"],
        body: notFoundReportSchema,
        response: z.object({ recorded: z.literal(true) }),
        errors: [400, 404, 429],
      }),
    },
    async (request) => {
      const { path, referrer } = parseInput(notFoundReportSchema, request.body ?? {});
      await recordNotFound(db, request.tenantId, path, referrer);
      return { recorded: true as const };
    },
  );
}
