import type { Metadata } from "next";
import { type AdminMarketingEntry, type IndustryPage, industryCard, industryPath } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { IndustryPageView } from "@/components/marketing/industry-page-view";
import { adminFetch } from "@/lib/api/admin";
import { caseStudiesOrNone } from "@/lib/api/marketing";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Industry preview" };

/** An industry's saved draft rendered by the public page's own component, the other industries as drafts too. */
export default async function AdminIndustryPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const { key } = await params;
  const [entry, all, studies] = await Promise.all([
    contentEntry("industry", key),
    adminFetch<{ entries_list: AdminMarketingEntry<"industry">[] }>("/content/industry"),
    caseStudiesOrNone(),
  ]);
  const page = (e: AdminMarketingEntry<"industry">): IndustryPage => ({
    slug: e.key,
    link: industryPath(e.key),
    ...e.draft,
  });
  const others = all.entries_list
    .filter((e) => e.key !== key)
    .slice(0, 3)
    .map((e) => industryCard(page(e)));
  return (
    <>
      <PreviewBanner
        title={entry.draft.title}
        editHref={`/admin/content/industry/${key}`}
        changed={entry.changed}
      />
      <div className="-mx-5 bg-white">
        <IndustryPageView
          industry={page(entry)}
          others={others}
          study={studies.find((c) => c.path === entry.draft.caseStudy)}
        />
      </div>
    </>
  );
}
