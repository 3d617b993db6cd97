/** The search's vocabulary (search_words, migration 0007), kept as posts are written. */
import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { posts, searchWords } from "./schema";

/**
 * Adds the words of posts (all of the tenant's, or those of `postIds`) to the tenant's vocabulary. Run
 * after a post is written: the search's typo tolerance looks words up there.
 */
export async function indexSearchWords(db: Db, tenantId: string, postIds?: number[]): Promise<void> {
  const only = postIds ? sql`and p.id in ${postIds.length ? postIds : [0]}` : sql``;
  await db.execute(sql`
    insert into ${searchWords} (tenant_id, word)
    select distinct p.tenant_id, w.lexeme from ${posts} p, unnest(p.search) as w
    where p.tenant_id = ${tenantId} ${only}
    on conflict do nothing`);
}
