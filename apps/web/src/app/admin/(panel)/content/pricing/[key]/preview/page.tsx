import type { Metadata } from "next";
import { PRICING_PAGES } from "@site/contract";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { PricingTiers } from "@/components/marketing/pricing-tiers";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Pricing tiers preview" };

/** A page's saved tiers in the public pages' own cards; the team's area is never indexed or cached. */
export default async function AdminPricingPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("pricing", (await params).key);
  return (
    <>
      <PreviewBanner
        title={`Pricing tiers: ${PRICING_PAGES[entry.key].label}`}
        editHref={`/admin/content/pricing/${entry.key}`}
        changed={entry.changed}
        asHeading
      />
      <div className="-mx-5 bg-ink-50 py-16">
        <div className="container-page">
          <h2 className="sr-only">Packages</h2>
          <PricingTiers packages={entry.draft.tiers} />
        </div>
      </div>
    </>
  );
}
