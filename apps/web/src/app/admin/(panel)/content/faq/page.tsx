import type { Metadata } from "next";
import { type AdminMarketingEntry, MARKETING_KINDS } from "@site/contract";
import { FaqEditor } from "@/components/admin/faq-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "FAQ" };

export default async function AdminFaqPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"faq">>("/content/faq/home");
  return (
    <>
      <PageHeading
        title="FAQ"
        description={`${MARKETING_KINDS.faq.description} ${MARKETING_KINDS.faq.countNote}`}
      />
      <FaqEditor key={entry.key} entry={entry} />
    </>
  );
}
