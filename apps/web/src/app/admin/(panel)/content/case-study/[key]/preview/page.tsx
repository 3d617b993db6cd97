import type { Metadata } from "next";
import { type AdminMarketingEntry, caseStudyCard, caseStudyOf } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { CaseStudiesSectionView } from "@/components/home/case-studies-section";
import { CaseStudyView } from "@/components/marketing/case-study-page";
import { adminFetch } from "@/lib/api/admin";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Case study preview" };

/**
 * A case study's saved draft rendered by the public page's own component, then the home page's case-study
 * cards, every case study as its saved draft.
 */
export default async function AdminCaseStudyPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const { key } = await params;
  const [entry, all] = await Promise.all([
    contentEntry("case-study", key),
    adminFetch<{ entries_list: AdminMarketingEntry<"case-study">[] }>("/content/case-study"),
  ]);
  const drafts = all.entries_list.map((e) => caseStudyOf(e.key, e.draft));
  return (
    <>
      <PreviewBanner
        title={entry.draft.title}
        editHref={`/admin/content/case-study/${key}`}
        changed={entry.changed}
      />
      <div className="-mx-5 bg-white">
        <CaseStudyView study={caseStudyOf(key, entry.draft)} others={drafts.filter((c) => c.slug !== key)} />
        <CaseStudiesSectionView cards={drafts.map(caseStudyCard)} label="Home page case study cards" />
      </div>
    </>
  );
}
