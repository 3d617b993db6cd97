import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import {
  isMarketingKind,
  MARKETING_MESSAGES,
  marketingKindParamsSchema,
  type MarketingKind,
  type MarketingList,
} from "@site/contract";
import { marketingContent } from "../../db/schema";
import { docs } from "../../lib/docs";
import { notFound, parseInput } from "../../lib/http-error";

/** The kind a path names, or 404 (never a 400: the kinds are a closed list). */
export function kindOf(params: unknown): MarketingKind {
  const { kind } = parseInput(marketingKindParamsSchema, params);
  if (!isMarketingKind(kind)) throw notFound(MARKETING_MESSAGES.unknownKind);
  return kind;
}

/** The site's marketing pages read their content here: what the team has published, nothing else. */
export async function marketingContentRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/marketing-content/:kind",
    {
      schema: docs({
        summary:
          "The published entries of one kind of marketing content (faq, service, testimonials, client-logos, team, partners, pricing, landing, home), in order",
        tags: ["marketing"],
        params: marketingKindParamsSchema,
        response: z.object({
          kind: z.string(),
          entries: z.array(z.object({ key: z.string(), position: z.number(), data: z.unknown() })),
        }),
        errors: [400, 404],
      }),
    },
    async (request): Promise<MarketingList> => {
      const kind = kindOf(request.params);
      const rows = await db
        .select({
          key: marketingContent.key,
          position: marketingContent.position,
          data: marketingContent.published,
        })
        .from(marketingContent)
        .where(
          and(
            eq(marketingContent.tenantId, request.tenantId),
            eq(marketingContent.kind, kind),
            isNotNull(marketingContent.published),
          ),
        )
        .orderBy(asc(marketingContent.position), asc(marketingContent.key));
      return { kind, entries: rows } as MarketingList;
    },
  );
}
