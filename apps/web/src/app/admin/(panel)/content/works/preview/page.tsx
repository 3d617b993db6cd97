import type { Metadata } from "next";
import type { AdminMarketingEntry } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { OurWorkSectionView } from "@/components/home/our-work-section";
import { WorkBoxes } from "@/components/marketing/work-boxes";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Works preview" };

/** The saved works: the home page's our-work section, then /about/works' projects, with the public components. */
export default async function AdminWorksPreviewPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"works">>("/content/works/portfolio");
  return (
    <>
      <PreviewBanner title="Works" editHref="/admin/content/works" changed={entry.changed} asHeading />
      <div className="-mx-5 bg-white">
        <OurWorkSectionView works={entry.draft.ourWork} />
        <WorkBoxes projects={entry.draft.projects} />
      </div>
    </>
  );
}
