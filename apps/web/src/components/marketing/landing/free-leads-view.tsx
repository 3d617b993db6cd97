import { LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { KeyResults } from "@/components/marketing/key-results";
import { PageHero } from "@/components/marketing/page-hero";

/**
 * /free-leads below the layout (also the team's preview). Without its copy (the API down) the hero names
 * the page and keeps its booking button; the sections are left out.
 */
export function FreeLeadsView({ content }: { content: LandingContentOf<"free-leads"> | null }) {
  return (
    <>
      <PageHero
        pathname="/free-leads"
        crumbTitle="Free lead audit"
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES["free-leads"].label}
        intro={content?.intro}
        actions={<BookingButton size="lg">Book my free lead audit</BookingButton>}
        aside={
          content ? (
            <KeyResults items={content.outcomes} className="border border-ink-200 shadow-pop" stacked />
          ) : undefined
        }
      />
      {content ? (
        <>
          <ContentSection
            id="findings"
            eyebrow={content.headings.findings.eyebrow}
            title={content.headings.findings.title}
          >
            <FeatureGrid items={content.findings} numbered />
          </ContentSection>
          <ContentSection
            id="book"
            eyebrow={content.headings.book.eyebrow}
            title={content.headings.book.title}
            tone="muted"
          >
            <p className="max-w-2xl text-lg leading-8 text-ink-600">{content.bookText}</p>
            <div className="mt-8">
              <BookingButton size="lg">Choose a time</BookingButton>
            </div>
          </ContentSection>
        </>
      ) : null}
    </>
  );
}
