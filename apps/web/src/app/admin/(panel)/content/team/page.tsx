import type { Metadata } from "next";
import { type AdminMarketingEntry, MARKETING_KINDS } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { TeamEditor } from "@/components/admin/team-editor.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Team" };

export default async function AdminTeamPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"team">>("/content/team/leadership");
  return (
    <>
      <PageHeading
        title="Team"
        description={`${MARKETING_KINDS.team.description} ${MARKETING_KINDS.team.countNote} A portrait's path is an image of the site's own, e.g. /images/people/daniel-reyes.svg.`}
      />
      <TeamEditor key={entry.key} entry={entry} />
    </>
  );
}
