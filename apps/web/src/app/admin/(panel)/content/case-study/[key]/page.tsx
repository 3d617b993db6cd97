import type { Metadata } from "next";
import { MARKETING_KINDS } from "@site/contract";
import { CaseStudyEditor } from "@/components/admin/case-study-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit case study" };

export default async function AdminCaseStudyEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("case-study", (await params).key);
  return (
    <>
      <PageHeading
        title={entry.draft.title}
        description={`A case study's page and its card. ${MARKETING_KINDS["case-study"].countNote}`}
      />
      <CaseStudyEditor key={entry.key} entry={entry} />
    </>
  );
}
