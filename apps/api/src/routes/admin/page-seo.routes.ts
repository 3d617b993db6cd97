import type { FastifyInstance } from "fastify";
import { and, eq } from "drizzle-orm";
import {
  CACHE_TAGS,
  MARKETING_SEO_PAGES,
  marketingSeoPage,
  pageSeoQuerySchema,
  seoFieldsSchema,
  type PageSeoRow,
} from "@site/contract";
import type { Db } from "../../db/client";
import { pageSeo } from "../../db/schema";
import { principalLabel } from "../../lib/auth/principal";
import { parseInput } from "../../lib/http-error";
import { doc, isoNotNull, refreshSite } from "./shared";

type Stored = typeof pageSeo.$inferSelect;

function toRow(path: string, stored: Stored | undefined): PageSeoRow {
  const page = marketingSeoPage(path)!;
  return {
    path,
    name: page.name,
    default_title: page.title,
    default_description: page.description,
    seo_title: stored?.seoTitle ?? null,
    seo_description: stored?.seoDescription ?? null,
    seo_image: stored?.seoImage ?? null,
    updated_date: stored && stored.updatedBy !== "seed" ? isoNotNull(stored.updatedAt) : null,
    updated_by: stored && stored.updatedBy !== "seed" ? stored.updatedBy : null,
  };
}

async function storedOf(db: Db, tenantId: string, path?: string): Promise<Stored[]> {
  return db
    .select()
    .from(pageSeo)
    .where(and(eq(pageSeo.tenantId, tenantId), path ? eq(pageSeo.path, path) : undefined));
}

const pick = (r: PageSeoRow) => ({
  seo_title: r.seo_title,
  seo_description: r.seo_description,
  seo_image: r.seo_image,
});

/**
 * The marketing pages' SEO title, description and social image (issue 32), for Editors and
 * Administrators ("content"): the "Search and sharing" list of pages and one page's fields. A save
 * expires the site's "page-seo" tag, so the page's metadata reads the new values at once.
 */
export async function adminPageSeoRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/page-seo",
    doc("Every marketing page with its SEO fields and their defaults, in the site's order", "content"),
    async (request) => {
      const stored = new Map((await storedOf(db, request.tenantId)).map((s) => [s.path, s]));
      const content = MARKETING_SEO_PAGES.map((p) => toRow(p.path, stored.get(p.path)));
      return { content, totalElements: content.length };
    },
  );

  app.get(
    "/page-seo/page",
    doc("One marketing page's SEO fields and their defaults (?path=/services)", "content"),
    async (request) => {
      const { path } = parseInput(pageSeoQuerySchema, request.query);
      const [stored] = await storedOf(db, request.tenantId, path);
      return toRow(path, stored);
    },
  );

  app.put(
    "/page-seo/page",
    doc("Save a marketing page's SEO title, description and social image (empty: the default)", "content", {
      audit: "page.seo",
    }),
    async (request) => {
      const { path } = parseInput(pageSeoQuerySchema, request.query);
      const seo = parseInput(seoFieldsSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const [previous] = await storedOf(db, tenantId, path);
      const before = toRow(path, previous);
      const values = {
        seoTitle: seo.seo_title ?? null,
        seoDescription: seo.seo_description ?? null,
        seoImage: seo.seo_image ?? null,
        updatedBy: principalLabel(request.principal!),
        updatedAt: new Date(),
      };
      await db
        .insert(pageSeo)
        .values({ tenantId, path, ...values })
        .onConflictDoUpdate({ target: [pageSeo.tenantId, pageSeo.path], set: values });
      const [stored] = await storedOf(db, tenantId, path);
      const after = toRow(path, stored);
      await refreshSite(app, [CACHE_TAGS.pageSeo]);
      request.auditChange = {
        targetId: path,
        summary: `${before.name} (${path})`,
        before: pick(before),
        after: pick(after),
      };
      return after;
    },
  );
}
