import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, eq, or, isNotNull } from "drizzle-orm";
import type { PageSeo } from "@site/contract";
import { pageSeo } from "../../db/schema";
import { docs } from "../../lib/docs";

/**
 * The marketing pages' SEO fields as the site reads them (issue 32): every page's stored title,
 * description and social image at once, a cached read the API expires with the "page-seo" tag when the
 * team saves one. A page not listed, or an empty field, keeps the page's default.
 */
export async function pageSeoRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/page-seo",
    {
      schema: docs({
        summary: "The SEO title, description and social image of each marketing page that has any",
        tags: ["marketing"],
        response: z.object({
          pages: z.array(
            z.object({
              path: z.string(),
              title: z.string().nullable(),
              description: z.string().nullable(),
              image: z.string().nullable(),
            }),
          ),
        }),
        errors: [404],
      }),
    },
    async (request): Promise<{ pages: PageSeo[] }> => {
      const pages = await db
        .select({
          path: pageSeo.path,
          title: pageSeo.seoTitle,
          description: pageSeo.seoDescription,
          image: pageSeo.seoImage,
        })
        .from(pageSeo)
        .where(
          and(
            eq(pageSeo.tenantId, request.tenantId),
            or(isNotNull(pageSeo.seoTitle), isNotNull(pageSeo.seoDescription), isNotNull(pageSeo.seoImage)),
          ),
        )
        .orderBy(pageSeo.path);
      return { pages };
    },
  );
}
