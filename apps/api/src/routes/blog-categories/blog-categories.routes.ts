import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { and, asc, eq, sql } from "drizzle-orm";
import { categoryOptionSchema, type CategoryOption } from "@site/contract";
import { categories, postCategories, posts } from "../../db/schema";
import { docs } from "../../lib/docs";

export async function blogCategoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/blog-categories",
    {
      schema: docs({
        summary: "Every category with its number of published posts (the blog filter's options)",
        tags: ["blog"],
        response: z.array(categoryOptionSchema),
        errors: [400, 404],
      }),
    },
    async (request): Promise<CategoryOption[]> => {
      const rows = await db
        .select({
          category_id: categories.id,
          category_name: categories.name,
          post_count: sql<number>`count(${posts.id})::int`,
        })
        .from(categories)
        .leftJoin(postCategories, eq(postCategories.categoryId, categories.id))
        .leftJoin(
          posts,
          and(
            eq(posts.id, postCategories.postId),
            eq(posts.status, "PUBLISHED"),
            eq(posts.tenantId, request.tenantId),
          ),
        )
        .where(eq(categories.tenantId, request.tenantId))
        .groupBy(categories.id, categories.name)
        .orderBy(asc(categories.name), asc(categories.id));
      return rows.map((r) => ({ ...r, post_count: Number(r.post_count) }));
    },
  );
}
