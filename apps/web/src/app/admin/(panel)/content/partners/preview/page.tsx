import type { Metadata } from "next";
import type { AdminMarketingEntry } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { PartnersView } from "@/components/marketing/partners-view";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Partners preview" };

/** The saved partners page below its hero, with the public page's own component. */
export default async function AdminPartnersPreviewPage() {
  await requirePermission("content");
  const entry = await adminFetch<AdminMarketingEntry<"partners">>("/content/partners/showcase");
  return (
    <>
      <PreviewBanner title="Partners" editHref="/admin/content/partners" changed={entry.changed} asHeading />
      <div className="-mx-5 bg-white">
        <PartnersView content={entry.draft} />
      </div>
    </>
  );
}
