import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AdminCareer, AdminCareerVersion, AdminCareerVersionSummary } from "@site/contract";
import { HistoryPage, titleAndRestore } from "@/components/admin/editing/history-page";
import { careerFields } from "@/components/admin/editing/version-diff";
import { type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Position history" };

/**
 * An opening's versions (issue 31, item 3), as a post's: each save that changed it with who and when,
 * two compared, one restored (whether it is open and listed stays as it is).
 */
export default async function CareerHistoryPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  await requirePermission("careers");
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  return (
    <HistoryPage<AdminCareer, AdminCareerVersionSummary, AdminCareerVersion>
      query={await searchParams}
      kind={{
        api: `/careers/${id}`,
        list: "versions",
        what: titleAndRestore,
        compare: (older, newer) => ({
          ...careerFields(older, newer),
          note: "Whether the position is open and listed is not part of a version: restoring keeps them as they are.",
        }),
        words: (career) => ({
          title: `History: ${career.title}`,
          description:
            "Every save that changed this position is kept with who saved it and when. Compare two versions, and restore one: restoring saves it as a new version.",
          editor: `/admin/careers/${career.id}`,
          caption: "Versions of this position, newest first; choose an older and a newer one to compare",
          whatLabel: "Title",
          restore: {
            explain: `Its title, arrangement, pay range and job description become the position's, saved as a new version; the versions in between stay in the history.${career.published ? " The position is listed: the careers page shows the restored version at once." : ""}`,
            done: (n) => `Version ${n} restored: it is the position's content now.`,
          },
        }),
      }}
    />
  );
}
