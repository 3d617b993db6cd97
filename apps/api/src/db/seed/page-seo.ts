import { inArray } from "drizzle-orm";
import { MARKETING_SEO_PAGES } from "@site/contract";
import type { Db } from "../client";
import { pageSeo, tenants } from "../schema";

/**
 * Gives every tenant (or those named) a row per fixed marketing page it has none of, holding the page's
 * default SEO title and description (the contract's MARKETING_SEO_PAGES: the values the pages once
 * carried in their code). An entry's page (a service's) defaults to its own content: nothing to write. Runs in the seed of a new tenant and at each start of the API, like
 * fillMarketingContent; a row the team has edited, or emptied, is never touched.
 *
 *   await fillPageSeo(db);            // every tenant
 *   await fillPageSeo(tx, ["acme"]);  // one
 */
export async function fillPageSeo(db: Db, tenantIds?: string[]): Promise<number> {
  const ids = tenantIds ?? (await db.select({ id: tenants.id }).from(tenants)).map((t) => t.id);
  if (ids.length === 0) return 0;
  const present = await db
    .select({ tenantId: pageSeo.tenantId, path: pageSeo.path })
    .from(pageSeo)
    .where(inArray(pageSeo.tenantId, ids));
  const has = new Set(present.map((p) => `${p.tenantId}\u0000${p.path}`));
  const rows = ids.flatMap((tenantId) =>
    MARKETING_SEO_PAGES.filter((p) => !has.has(`${tenantId}\u0000${p.path}`)).map((p) => ({
      tenantId,
      path: p.path,
      seoTitle: p.title,
      seoDescription: p.description,
      updatedBy: "seed",
    })),
  );
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insert(pageSeo)
      .values(rows.slice(i, i + 200))
      .onConflictDoNothing();
  }
  return rows.length;
}
