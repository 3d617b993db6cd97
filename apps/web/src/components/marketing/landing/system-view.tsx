import { LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";

/**
 * /system below the layout (also the team's preview). Without its copy (the API down) the hero names the
 * page and keeps its booking button; the agenda is left out.
 */
export function SystemView({ content }: { content: LandingContentOf<"system"> | null }) {
  return (
    <>
      <PageHero
        pathname="/system"
        crumbTitle="System walkthrough"
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES.system.label}
        intro={content?.intro}
        actions={<BookingButton size="lg">Book a system walkthrough</BookingButton>}
      />
      {content ? (
        <ContentSection
          id="agenda"
          eyebrow={content.headings.agenda.eyebrow}
          title={content.headings.agenda.title}
        >
          <NumberedSteps items={content.agenda} />
          <div className="mt-12">
            <BookingButton size="lg">Choose a time</BookingButton>
          </div>
        </ContentSection>
      ) : null}
    </>
  );
}
