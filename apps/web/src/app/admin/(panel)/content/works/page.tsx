import type { Metadata } from "next";
import { type AdminMarketingEntry, MARKETING_KINDS } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { WorksEditor } from "@/components/admin/works-editor.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Works" };

export default async function AdminWorksPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"works">>("/content/works/portfolio");
  return (
    <>
      <PageHeading
        title="Works"
        description={`${MARKETING_KINDS.works.description} ${MARKETING_KINDS.works.countNote}`}
      />
      <WorksEditor key={entry.key} entry={entry} />
    </>
  );
}
