import type { Metadata } from "next";
import { notFound } from "next/navigation";
import {
  type AdminContentVersion,
  type AdminContentVersionSummary,
  type AdminMarketingEntry,
  isMarketingKind,
  MARKETING_KINDS,
  isEntryKey,
  entryEditPath,
} from "@site/contract";
import { HistoryPage } from "@/components/admin/editing/history-page";
import { jsonFields } from "@/components/admin/editing/version-diff";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Content history" };

const STATE = { draft: "Draft saved", published: "Published" } as const;

/**
 * A content entry's versions (issue 21), whatever its kind: every save of the draft, every publish and
 * every restore, with who and when. Two chosen are compared field by field, each changed text word by
 * word (without a choice, the last two); restoring one saves it as the draft, as a new version.
 */
export default async function ContentHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ kind: string; key: string }>;
  searchParams: Promise<SearchParams>;
}) {
  await requirePermission("content");
  const { kind, key } = await params;
  if (!isMarketingKind(kind) || !isEntryKey(kind, key)) notFound();
  const label = MARKETING_KINDS[kind].label;
  return (
    <HistoryPage<AdminMarketingEntry, AdminContentVersionSummary, AdminContentVersion>
      query={await searchParams}
      kind={{
        api: `/content/${kind}/${key}`,
        list: "versions",
        what: (v) => (v.restored_from ? `Restored version ${v.restored_from} as the draft` : STATE[v.state]),
        noteOf: (v) => STATE[v.state],
        compare: (older, newer) => {
          const fields = jsonFields(older.data, newer.data);
          return {
            ...fields,
            note:
              fields.text.length + fields.others.length === 0
                ? "Both versions hold the same content."
                : `${fields.same} other ${fields.same === 1 ? "field is" : "fields are"} the same in both versions.`,
          };
        },
        words: (entry) => ({
          title: `History: ${label} (${key})`,
          description:
            "Every save of the draft and every publish is kept with who and when. Compare two versions, and restore one: it becomes the draft, saved as a new version, and visitors see it once you publish.",
          editor: entryEditPath(entry.kind, entry.key),
          caption: `Versions of ${label} (${key}), newest first; choose an older and a newer one to compare`,
          whatLabel: "What",
          restore: {
            explain:
              "Its content becomes the draft, saved as a new version; the versions in between stay in the history. Visitors keep seeing what is published until you publish.",
            done: (n) => `Version ${n} restored as the draft. Publish it to show it to visitors.`,
          },
        }),
      }}
    />
  );
}
