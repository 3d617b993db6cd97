import type { Metadata } from "next";
import { PageHeading } from "@/components/admin/page-heading";
import { ServiceEditor } from "@/components/admin/service-editor.client";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit service" };

export default async function AdminServiceEditPage({ params }: { params: Promise<{ slug: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("service", (await params).slug);
  return (
    <>
      <PageHeading
        title={entry.draft.title}
        description="A service's page: its hero, offerings, process, tools and questions."
      />
      <ServiceEditor key={entry.key} entry={entry} />
    </>
  );
}
