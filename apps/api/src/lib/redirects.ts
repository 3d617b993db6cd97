import { and, asc, count, eq, inArray, notInArray, sql } from "drizzle-orm";
import {
  NOT_FOUND_LOG_MAX,
  type RedirectRule,
  type RedirectSource,
  type RedirectStatus,
} from "@site/contract";
import type { Db } from "../db/client";
import { notFoundLog, redirects } from "../db/schema";

/** Every redirect of a tenant as the site's proxy matches them (exact rules first, then patterns in order). */
export async function redirectRules(db: Db, tenantId: string): Promise<RedirectRule[]> {
  const rows = await db
    .select({ from: redirects.fromPath, to: redirects.toPath, status: redirects.status })
    .from(redirects)
    .where(eq(redirects.tenantId, tenantId))
    .orderBy(asc(redirects.id));
  return rows.map((r) => ({ from: r.from, to: r.to, status: r.status as RedirectStatus }));
}

/**
 * A published page moved from `oldPath` to `newPath` (a post's slug changed): the old address answers
 * 301 to the new one. Redirects that pointed at the old address now point at the new one (no chains),
 * and one from the new address is dropped (that address is a page again). Inside the caller's transaction.
 */
export async function redirectMovedPage(tx: Db, tenantId: string, oldPath: string, newPath: string) {
  if (oldPath === newPath) return;
  await tx.delete(redirects).where(and(eq(redirects.tenantId, tenantId), eq(redirects.fromPath, newPath)));
  await tx
    .update(redirects)
    .set({ toPath: newPath, updatedAt: new Date() })
    .where(and(eq(redirects.tenantId, tenantId), eq(redirects.toPath, oldPath)));
  await tx
    .insert(redirects)
    .values({
      tenantId,
      fromPath: oldPath,
      toPath: newPath,
      status: 301,
      source: "slug" satisfies RedirectSource,
    })
    .onConflictDoUpdate({
      target: [redirects.tenantId, redirects.fromPath],
      set: { toPath: newPath, status: 301, source: "slug", updatedAt: new Date() },
    });
}

/**
 * Counts one 404 of `path` (already stripped of its query and tokens), keeping the referrer's host.
 * The log stays bounded: past NOT_FOUND_LOG_MAX addresses the least recently seen are removed.
 */
export async function recordNotFound(db: Db, tenantId: string, path: string, referrerHost: string | null) {
  await db
    .insert(notFoundLog)
    .values({ tenantId, path, referrerHost })
    .onConflictDoUpdate({
      target: [notFoundLog.tenantId, notFoundLog.path],
      set: {
        count: sql`${notFoundLog.count} + 1`,
        lastSeen: sql`now()`,
        referrerHost: sql`coalesce(excluded.referrer_host, ${notFoundLog.referrerHost})`,
      },
    });
  const [total] = await db.select({ n: count() }).from(notFoundLog).where(eq(notFoundLog.tenantId, tenantId));
  const excess = Number(total?.n ?? 0) - NOT_FOUND_LOG_MAX;
  if (excess > 0) {
    const keep = db
      .select({ id: notFoundLog.id })
      .from(notFoundLog)
      .where(eq(notFoundLog.tenantId, tenantId))
      .orderBy(sql`${notFoundLog.lastSeen} desc, ${notFoundLog.id} desc`)
      .limit(NOT_FOUND_LOG_MAX);
    await db
      .delete(notFoundLog)
      .where(and(eq(notFoundLog.tenantId, tenantId), notInArray(notFoundLog.id, keep)));
  }
}

/** Removes these paths from the 404 log (a redirect now answers them). */
export async function forgetNotFound(tx: Db, tenantId: string, paths: string[]) {
  if (paths.length === 0) return;
  await tx
    .delete(notFoundLog)
    .where(and(eq(notFoundLog.tenantId, tenantId), inArray(notFoundLog.path, paths)));
}

/** A post's public address. */
export const postPath = (slug: string) => `/blog/${slug}`;

/** A published post renamed from `before.slug` to `slug`: its old address answers 301 to the new one. */
export async function redirectRenamedPost(
  tx: Db,
  tenantId: string,
  before: { status: string; slug: string },
  slug: string,
) {
  if (before.status !== "PUBLISHED" || before.slug === slug) return;
  await redirectMovedPage(tx, tenantId, postPath(before.slug), postPath(slug));
}
