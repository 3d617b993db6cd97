/**
 * What the marketing-content test files share: two tenants' admin contexts for the file, the public list
 * of a kind as the site reads it, and a tenant that lacks a kind and gets its seed from the start-up fill.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import type { MarketingKind, MarketingList } from "@site/contract";
import { marketingContent, tenants } from "../../db/schema";
import { fillMarketingContent } from "../../db/seed/marketing";
import { closeDb, newTenantId } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";

/**
 * Two tenants' admin contexts, opened before the file's tests and closed after them (with the file's
 * database). `use` receives them:
 *
 *   let ctx: AdminTestContext;
 *   let other: AdminTestContext;
 *   useTwoTenants((a, b) => ([ctx, other] = [a, b]));
 */
export function useTwoTenants(use: (ctx: AdminTestContext, other: AdminTestContext) => void) {
  let pair: [AdminTestContext, AdminTestContext] | undefined;
  beforeAll(async () => {
    pair = [await createAdminTestContext(), await createAdminTestContext()];
    use(...pair);
  });
  afterAll(async () => {
    if (pair) for (const c of pair) await c.close();
    await closeDb();
  });
}

/** GET /marketing-content/:kind for `c`'s tenant: the published entries, as the site reads them. */
export async function publishedList<K extends MarketingKind>(c: AdminTestContext, kind: K) {
  const res = await c.get(`/marketing-content/${kind}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as MarketingList<K>;
}

/**
 * A tenant of its own lacking `kind`: filled again, it gets the kind's seed (`n` entries) once. Returns
 * the tenant's id.
 */
export async function expectRefilled(c: AdminTestContext, kind: MarketingKind, n: number) {
  const tenantId = newTenantId(`pre-${kind}`);
  await c.handle.db.insert(tenants).values({ id: tenantId, name: tenantId });
  await fillMarketingContent(c.handle.db, [tenantId]);
  await c.handle.db
    .delete(marketingContent)
    .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, kind)));
  expect(await fillMarketingContent(c.handle.db, [tenantId])).toBe(n);
  expect(await fillMarketingContent(c.handle.db, [tenantId])).toBe(0);
  return tenantId;
}
