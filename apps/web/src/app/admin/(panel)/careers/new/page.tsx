import type { Metadata } from "next";
import { CareerEditor } from "@/components/admin/career-editor.client";
import { PageHeading } from "@/components/admin/page-heading";

export const metadata: Metadata = { title: "New position" };

export default function AdminNewCareerPage() {
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
