import type { Metadata } from "next";
import { HOME_SECTIONS } from "@site/contract";
import { HomeSectionEditor } from "@/components/admin/home-section-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit a home page section" };

export default async function AdminHomeSectionEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("home", (await params).key);
  const { label, count } = HOME_SECTIONS[entry.key];
  return (
    <>
      <PageHeading
        title={`Home page: ${label}`}
        description={`The copy of the home page's ${label}; its links stay as they are.${count ? ` The spec fixes ${count.fixed} ${count.what}: publishing needs exactly ${count.fixed}.` : ""}`}
      />
      <HomeSectionEditor key={entry.key} entry={entry} />
    </>
  );
}
