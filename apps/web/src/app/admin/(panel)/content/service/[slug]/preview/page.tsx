import type { Metadata } from "next";
import type { AdminMarketingEntry, ServicePage } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { ServicePageView } from "@/components/marketing/service-page-view";
import { adminFetch } from "@/lib/api/admin";
import { caseStudiesOrNone } from "@/lib/api/marketing";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Service preview" };

/** A service's saved draft rendered by the public page's own component, its related services as drafts too. */
export default async function AdminServicePreviewPage({ params }: { params: Promise<{ slug: string }> }) {
  await requirePermission("content");
  const { slug } = await params;
  const [entry, all, studies] = await Promise.all([
    contentEntry("service", slug),
    adminFetch<{ entries_list: AdminMarketingEntry<"service">[] }>("/content/service"),
    caseStudiesOrNone(),
  ]);
  const page = (e: AdminMarketingEntry<"service">): ServicePage => ({ slug: e.key, ...e.draft });
  const others = all.entries_list
    .filter((e) => e.key !== slug)
    .slice(0, 3)
    .map(page);
  return (
    <>
      <PreviewBanner
        title={entry.draft.title}
        editHref={`/admin/content/service/${slug}`}
        changed={entry.changed}
      />
      <div className="-mx-5 bg-white">
        <ServicePageView
          service={page(entry)}
          others={others}
          study={studies.find((c) => c.path === entry.draft.caseStudy)}
        />
      </div>
    </>
  );
}
