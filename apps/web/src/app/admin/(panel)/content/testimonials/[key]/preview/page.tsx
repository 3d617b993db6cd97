import type { Metadata } from "next";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { MARKETING_KINDS } from "@site/contract";
import { CustomerQuotesSectionView } from "@/components/home/customer-quotes-section";
import { TestimonialsSectionView } from "@/components/home/testimonials-section";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Testimonials preview" };

/** A section's saved quotes in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminTestimonialsPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("testimonials", (await params).key);
  const quotes = entry.draft.items;
  return (
    <>
      <PreviewBanner
        title={MARKETING_KINDS.testimonials.entries[entry.key].label}
        editHref={`/admin/content/testimonials/${entry.key}`}
        changed={entry.changed}
        asHeading
      />
      <div className="-mx-5 bg-white">
        {entry.key === "home" ? (
          <TestimonialsSectionView quotes={quotes} />
        ) : (
          <CustomerQuotesSectionView quotes={quotes} />
        )}
      </div>
    </>
  );
}
