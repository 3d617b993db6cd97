import type { Metadata } from "next";
import type { AdminMarketingEntry } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { TeamSectionView } from "@/components/home/team-section";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Team preview" };

/** The saved team in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminTeamPreviewPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"team">>("/content/team/leadership");
  return (
    <>
      <PreviewBanner title="Team" editHref="/admin/content/team" changed={entry.changed} asHeading />
      <div className="-mx-5 bg-white">
        <TeamSectionView members={entry.draft.items} />
      </div>
    </>
  );
}
