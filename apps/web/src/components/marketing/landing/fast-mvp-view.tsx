import { type CaseStudy, LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { CaseStudyTeaser } from "@/components/marketing/case-study-teaser";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { KeyResults } from "@/components/marketing/key-results";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";

/**
 * /fast-mvp's main content (also the team's preview). Without its copy (the API down) the hero names the
 * page and keeps its booking button; the sections are left out.
 */
export function FastMvpView({
  content,
  example,
}: {
  content: LandingContentOf<"fast-mvp"> | null;
  /** The example case study (AIOPA) as the team published it; its section is left out without it. */
  example: CaseStudy | undefined;
}) {
  return (
    <>
      <PageHero
        pathname="/fast-mvp"
        noBreadcrumbs
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES["fast-mvp"].label}
        intro={content?.intro}
        actions={<BookingButton size="lg">Book a 30-minute scoping call</BookingButton>}
        aside={
          content ? (
            <KeyResults items={content.results} className="border border-ink-200 shadow-pop" stacked />
          ) : undefined
        }
      />
      {content ? (
        <>
          <ContentSection
            id="timeline"
            eyebrow={content.headings.timeline.eyebrow}
            title={content.headings.timeline.title}
          >
            <NumberedSteps items={content.steps} columns={3} />
          </ContentSection>
          <ContentSection
            id="included"
            eyebrow={content.headings.included.eyebrow}
            title={content.headings.included.title}
            tone="muted"
          >
            <FeatureGrid items={content.included} />
          </ContentSection>
          {example ? (
            <ContentSection
              id="example"
              eyebrow={content.headings.example.eyebrow}
              title={content.headings.example.title}
            >
              <CaseStudyTeaser study={example} />
            </ContentSection>
          ) : null}
          <section aria-labelledby="fast-mvp-cta" className="pb-20">
            <div className="container-page">
              <div className="on-dark rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-center sm:p-14">
                <h2 id="fast-mvp-cta" className="text-3xl font-bold text-white sm:text-4xl">
                  {content.ctaTitle}
                </h2>
                <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{content.ctaText}</p>
                <BookingButton variant="inverse" size="lg" className="mt-8">
                  Book a call
                </BookingButton>
              </div>
            </div>
          </section>
        </>
      ) : null}
    </>
  );
}
