/**
 * The versions of marketing content (issue 21, marketing_content_versions), by kind and key whatever the
 * kind: every save of a draft, every publish and every restore writes one in its own transaction, copied
 * from the entry as stored (its draft, or what is published), so a version is exactly what the entry held.
 * Entries saved before versions existed (the seed's) get a baseline version 1 from their content at their
 * next save, dated their last change, before that save's own version.
 *
 *   await db.transaction(async (tx) => {
 *     const entry = await lockEntry(tx, tenantId, kind, key);   // before changing it
 *     await tx.update(marketingContent)…;
 *     await recordVersion(tx, { tenantId, contentId: entry.id, state: "draft", by });
 *   });
 */
import { sql, type SQL } from "drizzle-orm";
import type { ContentVersionState } from "@site/contract";
import { rowsOf, type Db } from "../db/client";
import { marketingContent, marketingContentVersions } from "../db/schema";
import { BASELINE_LABEL, type RevisionAuthor } from "./post-revisions";

const INSERT_COLUMNS = sql.raw(
  `(tenant_id, content_id, number, state, data, created_by_user_id, created_by_label, created_at, restored_from)`,
);

/** INSERT … SELECT of the entry's `data` (an expression of c), numbered after its last version. */
function insertSnapshot(contentId: number, state: SQL, data: SQL, who: SQL, also?: SQL): SQL {
  return sql`insert into ${marketingContentVersions} ${INSERT_COLUMNS}
    select c.tenant_id, c.id,
      coalesce((select max(v.number) from ${marketingContentVersions} v
                where v.tenant_id = c.tenant_id and v.content_id = c.id), 0) + 1,
      ${state}, ${data}, ${who}
    from ${marketingContent} c
    where c.id = ${contentId} ${also ?? sql``}`;
}

/**
 * Locks the entry's row for the rest of the transaction (saves of one entry take turns, so version
 * numbers never collide) and, if it has no version yet, writes its draft as version 1 (marked published
 * when visitors see that same data). Its id, or null when the entry does not exist.
 */
export async function lockEntry(
  tx: Db,
  tenantId: string,
  kind: string,
  key: string,
): Promise<{ id: number } | null> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from ${marketingContent}
      where tenant_id = ${tenantId} and kind = ${kind} and key = ${key} for update`),
  );
  if (!row) return null;
  await tx.execute(
    insertSnapshot(
      row.id,
      sql`case when c.published is not distinct from c.draft then 'published' else 'draft' end`,
      sql`c.draft`,
      sql`null, ${BASELINE_LABEL}, c.updated_at, null`,
      sql`and not exists (select 1 from ${marketingContentVersions} v
                          where v.tenant_id = c.tenant_id and v.content_id = c.id)`,
    ),
  );
  return { id: Number(row.id) };
}

/** Writes the entry's draft or published data as it now stands as its next version (in the caller's transaction). */
export async function recordVersion(
  tx: Db,
  version: {
    contentId: number;
    state: ContentVersionState;
    by: RevisionAuthor;
    at?: Date;
    restoredFrom?: number;
  },
): Promise<void> {
  const at = (version.at ?? new Date()).toISOString();
  const { by, restoredFrom = null } = version;
  await tx.execute(
    insertSnapshot(
      version.contentId,
      sql`${version.state}`,
      version.state === "draft" ? sql`c.draft` : sql`c.published`,
      sql`${by.userId}::integer, ${by.label}, ${at}::timestamptz, ${restoredFrom}::integer`,
    ),
  );
}
