import type { Metadata } from "next";
import { MARKETING_KINDS } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { TestimonialsEditor } from "@/components/admin/testimonials-editor.client";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit testimonials" };

export default async function AdminTestimonialsEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("testimonials", (await params).key);
  const home = entry.key === "home";
  return (
    <>
      <PageHeading
        title={MARKETING_KINDS.testimonials.entries[entry.key].label}
        description={
          home
            ? `The home page's Testimonials section; its first RxPost quote also stands beside the UX review form. ${MARKETING_KINDS.testimonials.countNote}`
            : "The Customer stories section near the end of the home page: results other clients measured."
        }
      />
      <TestimonialsEditor key={entry.key} entry={entry} />
    </>
  );
}
