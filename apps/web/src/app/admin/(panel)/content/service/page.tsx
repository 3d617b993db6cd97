import type { Metadata } from "next";
import type { AdminMarketingKindEntries } from "@site/contract";
import { ContentEntries } from "@/components/admin/content-entries.client";
import { entryRow } from "@/components/admin/content-entry-row";
import { PageHeading } from "@/components/admin/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Services" };

/** The services: a new one, their order on the site, unpublishing and deleting (ContentEntries). */
export default async function AdminServicesContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"service">>("/content/service");
  return (
    <>
      <PageHeading title="Services" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <ContentEntries
        kind="service"
        noun="service"
        rows={kind.entries_list.map(entryRow)}
        publicPrefix="/services/"
      />
    </>
  );
}
