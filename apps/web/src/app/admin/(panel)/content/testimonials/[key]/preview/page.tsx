import type { Metadata } from "next";
import { PreviewBanner } from "@/components/admin/preview-banner";
import { TESTIMONIALS_SECTIONS } from "@/components/admin/testimonials-sections";
import { CustomerQuotesSectionView } from "@/components/home/customer-quotes-section";
import { TestimonialsSectionView } from "@/components/home/testimonials-section";
import { testimonialsEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Testimonials preview" };

/** A section's saved quotes in the home page's own section; the team's area is never indexed or cached. */
export default async function AdminTestimonialsPreviewPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await testimonialsEntry((await params).key);
  const quotes = entry.draft.items;
  return (
    <>
      <PreviewBanner
        title={TESTIMONIALS_SECTIONS[entry.key].title}
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
