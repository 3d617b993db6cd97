import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { IndustryCards } from "@/components/marketing/industry-cards";
import { PageHero } from "@/components/marketing/page-hero";
import { industryCard } from "@site/contract";
import { getIndustries } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/industry");

const principles = [
  {
    title: "Compliance designed in",
    text: "HIPAA, PCI, CCPA and record-keeping rules shape the architecture from the first sprint, not the week before launch.",
  },
  {
    title: "Domain experts in the room",
    text: "Clinicians, dispatchers, paralegals and carriers' engineers review our work in every demo.",
  },
  {
    title: "Integrations that already exist",
    text: "EHRs, SBCs, practice-management and core banking systems: we have connected them before.",
  },
];

export default async function IndustriesPage() {
  // As the team published them; without the API the page shows its introduction and principles.
  const cards = (await getIndustries().catch(() => [])).map(industryCard);
  return (
    <>
      <PageHero
        pathname="/industry"
        crumbTitle="Industries"
        eyebrow="Industries"
        title="Deep expertise where software mistakes cost the most"
        intro="We focus on five industries so that your project starts with people who already know the regulations, the integrations and the daily reality of your users."
        actions={<BookingButton size="lg">Talk to an industry lead</BookingButton>}
      />
      {cards.length ? (
        <ContentSection
          id="industries"
          eyebrow="Where we work"
          title="Five industries, one standard of delivery"
        >
          <IndustryCards cards={cards} />
        </ContentSection>
      ) : null}
      <ContentSection
        id="principles"
        eyebrow="Why it matters"
        title="What industry focus means for your project"
        tone="muted"
      >
        <FeatureGrid items={principles} columns={3} numbered />
      </ContentSection>
    </>
  );
}
