import "server-only";
import { notFound } from "next/navigation";
import { type AdminMarketingEntry, type EntryKeyOf, isEntryKey, type MarketingKind } from "@site/contract";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";

/**
 * An entry of marketing content for its editor and preview, or the 404 page for a key its kind does
 * not declare (or, where the team adds entries, one the API does not know).
 *
 *   const entry = await contentEntry("pricing", key); // entry.key: "business-accelerator" | "campaign"
 */
export async function contentEntry<K extends MarketingKind>(
  kind: K,
  key: string,
): Promise<AdminMarketingEntry<K> & { key: EntryKeyOf<K> }> {
  if (!isEntryKey(kind, key)) notFound();
  const entry = await adminFetch<AdminMarketingEntry<K>>(`/content/${kind}/${key}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  return { ...entry, key };
}
