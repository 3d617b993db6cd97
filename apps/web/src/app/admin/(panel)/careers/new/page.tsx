import type { Metadata } from "next";
import { CareerEditor } from "@/components/admin/careers/career-editor.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "New position" };

export default async function AdminNewCareerPage() {
  await requirePermission("careers");
  return (
    <>
      <PageHeading
        title="New position"
        description="It appears on /about/career as soon as it is saved and listed."
      />
      <CareerEditor />
    </>
  );
}
