import type { FastifyInstance } from "fastify";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  adminCategorySchema,
  idParamSchema,
  type AdminCategory,
  CACHE_TAGS,
} from "@site/contract";
import type { Db } from "../../db/client";
import { categories, postCategories, posts } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { doc, isUniqueViolation, refreshSite } from "./shared";

// The outer column is spelled out: Drizzle leaves columns unqualified in a one-table select, and inside
// the subquery a bare "id" would bind to the inner table.
const postCount = sql<number>`(select count(*)::int from ${postCategories} pc join ${posts} p on p.id = pc.post_id where pc.category_id = "categories"."id" and p.status = 'PUBLISHED')`;
const columns = { id: categories.id, name: categories.name, count: postCount };

function toAdminCategory(r: { id: number; name: string; count: number }): AdminCategory {
  return { category_id: r.id, category_name: r.name, post_count: Number(r.count) };
}

async function findCategory(db: Db, tenantId: string, id: number): Promise<AdminCategory> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), eq(categories.id, id)))
    .limit(1);
  if (!row) throw notFound("Category not found");
  return toAdminCategory(row);
}

const nameTaken = () =>
  new HttpError(409, ADMIN_MESSAGES.categoryTaken, { category_name: ADMIN_MESSAGES.categoryTaken });

async function assertNameFree(db: Db, tenantId: string, name: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        eq(categories.tenantId, tenantId),
        // "DevOps" and "devops" would read as the same filter option.
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw nameTaken();
}

/** Category names show in the blog filter and on every post card. */
const CATEGORY_TAGS = [CACHE_TAGS.categories, CACHE_TAGS.posts];

export async function adminCategoryRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/categories",
    doc("Every category with its published post count", ["posts.edit", "taxonomy"]),
    async (request) => {
      const rows = await db
        .select(columns)
        .from(categories)
        .where(eq(categories.tenantId, request.tenantId))
        .orderBy(asc(categories.name), asc(categories.id));
      return rows.map(toAdminCategory);
    },
  );

  app.post(
    "/categories",
    doc("Create a category", "taxonomy", { audit: "category.create" }),
    async (request) => {
      const { category_name } = parseInput(adminCategorySchema, request.body ?? {});
      await assertNameFree(db, request.tenantId, category_name);
      const [row] = await db
        .insert(categories)
        .values({ tenantId: request.tenantId, name: category_name })
        .returning({ id: categories.id })
        .catch((err) => {
          throw isUniqueViolation(err) ? nameTaken() : err;
        });
      await refreshSite(app, CATEGORY_TAGS);
      return findCategory(db, request.tenantId, row!.id);
    },
  );

  app.put(
    "/categories/:id",
    doc("Rename a category", "taxonomy", { audit: "category.update" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { category_name } = parseInput(adminCategorySchema, request.body ?? {});
      const before = await findCategory(db, request.tenantId, id);
      await assertNameFree(db, request.tenantId, category_name, id);
      await db
        .update(categories)
        .set({ name: category_name })
        .where(and(eq(categories.tenantId, request.tenantId), eq(categories.id, id)))
        .catch((err) => {
          throw isUniqueViolation(err) ? nameTaken() : err;
        });
      await refreshSite(app, CATEGORY_TAGS);
      const after = await findCategory(db, request.tenantId, id);
      request.auditChange = { summary: after.category_name, before, after };
      return after;
    },
  );

  app.delete(
    "/categories/:id",
    doc("Delete a category (its posts stay, without it)", "taxonomy", { audit: "category.delete" }),
    async (request) => {
      const { id } = parseInput(idParamSchema, request.params);
      const before = await findCategory(db, request.tenantId, id);
      request.auditChange = { summary: before.category_name, before };
      await db
        .delete(categories)
        .where(and(eq(categories.tenantId, request.tenantId), eq(categories.id, id)));
      await refreshSite(app, CATEGORY_TAGS);
      return { id };
    },
  );
}
