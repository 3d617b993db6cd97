import type { Metadata } from "next";
import type { AdminMarketingEntry } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { FaqSectionView } from "@/components/home/faq-section";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "FAQ preview" };

/** The saved FAQ draft in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminFaqPreviewPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"faq">>("/content/faq/home");
  return (
    <>
      <PreviewBanner title="FAQ" editHref="/admin/content/faq" changed={entry.changed} asHeading />
      <div className="-mx-5 bg-white">
        <FaqSectionView items={entry.draft.items} />
      </div>
    </>
  );
}
