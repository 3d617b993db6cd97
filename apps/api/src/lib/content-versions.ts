/**
 * The versions of marketing content (issue 21, marketing_content_versions) in the publishing engine's
 * store (lib/publishing/versions.ts), by kind and key whatever the kind: every save of a draft, every
 * publish and every restore writes one in its own transaction, copied from the entry as stored (its
 * draft, or what is published), so a version is exactly what the entry held. The baseline is the draft,
 * marked published when visitors see that same data.
 *
 *   await db.transaction(async (tx) => {
 *     const entry = await lockEntry(tx, tenantId, kind, key);   // before changing it
 *     await tx.update(marketingContent)…;
 *     await recordVersion(tx, { contentId: entry.id, state: "draft", by });
 *   });
 */
import { sql } from "drizzle-orm";
import type { ContentVersionState } from "@site/contract";
import type { Db } from "../db/client";
import { marketingContent, marketingContentVersions } from "../db/schema";
import { versionStore, type RevisionAuthor } from "./publishing/versions";

export const contentVersions = versionStore<ContentVersionState>({
  items: marketingContent,
  versions: marketingContentVersions,
  itemRef: marketingContentVersions.contentId,
  itemColumn: "content_id",
  columns: ["state", "data"],
  values: (variant) =>
    variant === "baseline"
      ? sql`case when i.published is not distinct from i.draft then 'published' else 'draft' end, i.draft`
      : variant === "draft"
        ? sql`'draft', i.draft`
        : sql`'published', i.published`,
  restoreVariant: "draft",
});

/**
 * Locks the entry's row for the rest of the transaction (saves of one entry take turns, so version
 * numbers never collide) and writes its baseline if it has no version yet. Its id, or null when the
 * entry does not exist.
 */
export async function lockEntry(
  tx: Db,
  tenantId: string,
  kind: string,
  key: string,
): Promise<{ id: number } | null> {
  const id = await contentVersions.lock(tx, tenantId, sql`kind = ${kind} and key = ${key}`);
  return id === null ? null : { id };
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
  const { contentId, state, ...rest } = version;
  await contentVersions.record(tx, { itemId: contentId, variant: state, ...rest });
}
