import type { Metadata } from "next";
import { MARKETING_KINDS } from "@site/contract";
import { IndustryEditor } from "@/components/admin/industry-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit industry" };

export default async function AdminIndustryEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("industry", (await params).key);
  return (
    <>
      <PageHeading
        title={entry.draft.title}
        description={`An industry's page and its card. ${MARKETING_KINDS.industry.countNote}`}
      />
      <IndustryEditor key={entry.key} entry={entry} />
    </>
  );
}
