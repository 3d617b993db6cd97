import type { Metadata } from "next";
import type { AdminMarketingEntry, AdminMarketingKindEntries, ServicePage } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { ServicesSectionView } from "@/components/home/services-section";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Home page services preview" };

/**
 * The saved choice in the home page's own cards: the services it names, in the services' order, each as
 * visitors see it (its draft while it is not published yet).
 */
export default async function AdminHomeServicesPreviewPage() {
  await requirePermission("content");
  const [entry, services] = await Promise.all([
    adminFetch<AdminMarketingEntry<"home-services">>("/content/home-services/home"),
    adminFetch<AdminMarketingKindEntries<"service">>("/content/service"),
  ]);
  const chosen = new Set(entry.draft.services);
  const cards: ServicePage[] = services.entries_list
    .filter((s) => chosen.has(s.key))
    .map((s) => ({ slug: s.key, ...(s.published ?? s.draft) }));
  return (
    <>
      <PreviewBanner
        title="Home page services"
        editHref="/admin/content/home-services"
        changed={entry.changed}
        asHeading
      />
      <div className="-mx-5 bg-white">
        <ServicesSectionView services={cards} />
      </div>
    </>
  );
}
