import type { FastifyInstance } from "fastify";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import {
  API_ERRORS,
  CACHE_TAGS,
  entryPageOf,
  type MarketingKind,
  type MarketingSeoPage,
  marketingSeoPage,
  marketingSeoPages,
  PAGE_SEO_MESSAGES,
  pageSeoQuerySchema,
  SEO_PAGE_KINDS,
  seoFieldsSchema,
  type PageSeoRow,
} from "@site/contract";
import type { Db } from "../../db/client";
import { marketingContent, pageSeo } from "../../db/schema";
import { principalLabel } from "../../lib/auth/principal";
import { HttpError, parseInput } from "../../lib/http-error";
import { doc, isoNotNull, refreshSite } from "./shared";

type Stored = typeof pageSeo.$inferSelect;

/** The published entries of the kinds with pages of their own, in the kinds' and the team's order. */
async function publishedPages(db: Db, tenantId: string, only?: { kind: MarketingKind; key: string }) {
  const rows = await db
    .select({ kind: marketingContent.kind, key: marketingContent.key, data: marketingContent.published })
    .from(marketingContent)
    .where(
      and(
        eq(marketingContent.tenantId, tenantId),
        isNotNull(marketingContent.published),
        only
          ? and(eq(marketingContent.kind, only.kind), eq(marketingContent.key, only.key))
          : inArray(marketingContent.kind, [...SEO_PAGE_KINDS]),
      ),
    )
    .orderBy(asc(marketingContent.position), asc(marketingContent.key));
  const order = (kind: string) => SEO_PAGE_KINDS.indexOf(kind as MarketingKind);
  return marketingSeoPages(
    rows
      .map((r) => ({ kind: r.kind as MarketingKind, key: r.key, data: r.data }))
      .sort((a, b) => order(a.kind) - order(b.kind)),
  );
}

/**
 * The page at `path` in the "Search and sharing" list: a fixed page, or a published entry's. Any other
 * (an unpublished or deleted entry's: its stored fields stay for when it is back) is refused like a
 * path that is no page.
 */
async function pageAt(db: Db, tenantId: string, path: string): Promise<MarketingSeoPage> {
  const entry = entryPageOf(path);
  const page =
    marketingSeoPage(path) ??
    (entry ? (await publishedPages(db, tenantId, entry)).find((p) => p.path === path) : undefined);
  if (!page) {
    throw new HttpError(400, API_ERRORS.validation, { path: PAGE_SEO_MESSAGES.path });
  }
  return page;
}

function toRow(page: MarketingSeoPage, stored: Stored | undefined): PageSeoRow {
  const path = page.path;
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
 * Administrators ("content"): the "Search and sharing" list of pages and one page's fields. The list is
 * the contract's fixed pages and a page per published entry of a kind with pages of its own (its
 * declaration's `pageName`), so a service the team adds gets its row once published. A save
 * expires the site's "page-seo" tag, so the page's metadata reads the new values at once.
 */
export async function adminPageSeoRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/page-seo",
    doc(
      "Every marketing page with its SEO fields and their defaults, in the site's order: the fixed pages and each published service's, industry's and case study's",
      "content",
    ),
    async (request) => {
      const stored = new Map((await storedOf(db, request.tenantId)).map((s) => [s.path, s]));
      const pages = await publishedPages(db, request.tenantId);
      const content = pages.map((p) => toRow(p, stored.get(p.path)));
      return { content, totalElements: content.length };
    },
  );

  app.get(
    "/page-seo/page",
    doc("One marketing page's SEO fields and their defaults (?path=/services)", "content"),
    async (request) => {
      const { path } = parseInput(pageSeoQuerySchema, request.query);
      const page = await pageAt(db, request.tenantId, path);
      const [stored] = await storedOf(db, request.tenantId, path);
      return toRow(page, stored);
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
      const page = await pageAt(db, tenantId, path);
      const [previous] = await storedOf(db, tenantId, path);
      const before = toRow(page, previous);
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
      const after = toRow(page, stored);
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
