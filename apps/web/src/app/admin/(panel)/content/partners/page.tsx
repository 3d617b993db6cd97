import type { Metadata } from "next";
import { type AdminMarketingEntry, MARKETING_KINDS } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { PartnersEditor } from "@/components/admin/partners-editor.client";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Partners" };

export default async function AdminPartnersPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"partners">>("/content/partners/showcase");
  return (
    <>
      <PageHeading
        title="Partners"
        description={`${MARKETING_KINDS.partners.description} ${MARKETING_KINDS.partners.countNote}`}
      />
      <PartnersEditor key={entry.key} entry={entry} />
    </>
  );
}
