import type { Metadata } from "next";
import { type AdminMarketingEntry, type AdminMarketingKindEntries, MARKETING_KINDS } from "@site/contract";
import { entryRow } from "@/components/admin/content-entry-row";
import { HomeServicesEditor } from "@/components/admin/home-services-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Home page services" };

export default async function AdminHomeServicesPage() {
  await requirePermission("content");
  const [entry, services] = await Promise.all([
    adminFetch<AdminMarketingEntry<"home-services">>("/content/home-services/home"),
    adminFetch<AdminMarketingKindEntries<"service">>("/content/service"),
  ]);
  const info = MARKETING_KINDS["home-services"];
  return (
    <>
      <PageHeading
        title={info.label}
        description={`${info.description} ${info.countNote} Their order is the services' order, set on the Services page.`}
      />
      <HomeServicesEditor
        key={entry.key}
        entry={entry}
        services={services.entries_list
          .map(entryRow)
          .map(({ key, title, published }) => ({ key, title, published }))}
      />
    </>
  );
}
