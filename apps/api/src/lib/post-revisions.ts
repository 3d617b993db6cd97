/**
 * A post's versions (issue 21, post_revisions): every save writes one, in the save's own transaction,
 * copied from the post as stored, so a version is exactly what the post held. Posts saved before versions
 * existed (and the seed's) get a baseline version 1 from their content at their next save, dated their
 * last change, before that save's own version.
 *
 *   await db.transaction(async (tx) => {
 *     await lockWithBaseline(tx, tenantId, id);        // before changing the post
 *     await tx.update(posts)…;
 *     await recordRevision(tx, { tenantId, postId: id, by: revisionAuthor(request.principal) });
 *   });
 */
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { authors, postCategories, postRevisions, posts } from "../db/schema";
import type { Principal } from "./auth/principal";

/** Who saved a version: the person (their name as the team reads it) or the machine key. */
export type RevisionAuthor = { userId: number | null; label: string };

export const BASELINE_LABEL = "Before version history";

export function revisionAuthor(principal: Principal | null): RevisionAuthor {
  if (!principal) return { userId: null, label: "nobody" };
  return principal.kind === "user"
    ? { userId: principal.userId, label: principal.name }
    : { userId: null, label: `key: ${principal.name}` };
}

const INSERT_COLUMNS = sql.raw(
  `(tenant_id, post_id, number, title, slug, summary, body, body_source, body_format, author_slug, category_ids, banner_tag,
    hero_image_path, hero_image_alt_text, hero_image_title, created_by_user_id, created_by_label,
    created_at, restored_from)`,
);

/**
 * INSERT … SELECT of the post's content as stored (with its author's slug and its category ids), numbered
 * after its last version, followed by `who` (created_by_user_id, created_by_label, created_at,
 * restored_from) and narrowed by `also`.
 */
function insertSnapshot(tenantId: string, postId: number, who: SQL, also?: SQL): SQL {
  return sql`insert into ${postRevisions} ${INSERT_COLUMNS}
    select p.tenant_id, p.id,
      coalesce((select max(r.number) from ${postRevisions} r where r.tenant_id = p.tenant_id and r.post_id = p.id), 0) + 1,
      p.title, p.slug, p.summary, p.body, p.body_source, p.body_format, a.slug,
      coalesce((select array_agg(pc.category_id order by pc.category_id) from ${postCategories} pc
                where pc.post_id = p.id), '{}'::integer[]),
      p.banner_tag, p.hero_image_path, p.hero_image_alt_text, p.hero_image_title, ${who}
    from ${posts} p join ${authors} a on a.id = p.author_id
    where p.tenant_id = ${tenantId} and p.id = ${postId} ${also ?? sql``}`;
}

/**
 * Locks the post's row for the rest of the transaction (saves of one post take turns, so version numbers
 * never collide) and, if it has no version yet, writes its current content as version 1. False when the
 * post does not exist.
 */
export async function lockWithBaseline(tx: Db, tenantId: string, postId: number): Promise<boolean> {
  const locked = await tx.execute(
    sql`select id from ${posts} where tenant_id = ${tenantId} and id = ${postId} for update`,
  );
  if (!rowsOf(locked).length) return false;
  await tx.execute(
    insertSnapshot(
      tenantId,
      postId,
      sql`null, ${BASELINE_LABEL}, p.updated_at, null`,
      sql`and not exists (select 1 from ${postRevisions} r where r.tenant_id = p.tenant_id and r.post_id = p.id)`,
    ),
  );
  return true;
}

/** Writes the post's content as it now stands as its next version (in the caller's transaction). */
export async function recordRevision(
  tx: Db,
  version: { tenantId: string; postId: number; by: RevisionAuthor; at?: Date; restoredFrom?: number },
): Promise<void> {
  const at = (version.at ?? new Date()).toISOString();
  const { by, restoredFrom = null } = version;
  await tx.execute(
    insertSnapshot(
      version.tenantId,
      version.postId,
      sql`${by.userId}::integer, ${by.label}, ${at}::timestamptz, ${restoredFrom}::integer`,
    ),
  );
}
