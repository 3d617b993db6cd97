import type { Metadata } from "next";
import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { KeyResults } from "@/components/marketing/key-results";
import { PageHero } from "@/components/marketing/page-hero";
import { freeLeads } from "@/content/landing";

export const metadata: Metadata = {
  title: "Free Lead Audit",
  description: freeLeads.intro,
  alternates: { canonical: "/free-leads" },
};

export default function FreeLeadsPage() {
  return (
    <>
      <PageHero
        pathname="/free-leads"
        crumbTitle="Free lead audit"
        eyebrow={freeLeads.eyebrow}
        title={freeLeads.title}
        intro={freeLeads.intro}
        actions={<BookingButton size="lg">Book my free lead audit</BookingButton>}
        aside={<KeyResults items={freeLeads.outcomes} className="border border-ink-200 shadow-pop" stacked />}
      />
      <ContentSection id="findings" eyebrow="What we look at" title="Four places leads slip away">
        <FeatureGrid items={freeLeads.findings} numbered />
      </ContentSection>
      <ContentSection
        id="book"
        eyebrow="Next step"
        title="Thirty minutes, three fixes, no obligation"
        tone="muted"
      >
        <p className="max-w-2xl text-lg leading-8 text-ink-600">
          Pick a time that suits you. Bring your analytics login if you have one; we will bring a checklist
          refined over a hundred website projects.
        </p>
        <div className="mt-8">
          <BookingButton size="lg">Choose a time</BookingButton>
        </div>
      </ContentSection>
    </>
  );
}
