import type { CaseStudy, IndustryCard, IndustryPage } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { CaseStudyTeaser } from "@/components/marketing/case-study-teaser";
import { CheckList } from "@/components/marketing/check-list";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { IndustryCards } from "@/components/marketing/industry-cards";
import { KeyResults } from "@/components/marketing/key-results";
import { PageHero } from "@/components/marketing/page-hero";
import { buttonClasses } from "@/components/ui/button";

/**
 * An industry's page (/industry/<slug>) as published, or as the team's preview shows its draft; `study` is
 * the published case study at the industry's caseStudy path, if any.
 */
export function IndustryPageView({
  industry,
  others,
  study,
}: {
  industry: IndustryPage;
  others: IndustryCard[];
  study?: CaseStudy;
}) {
  return (
    <>
      <PageHero
        pathname={industry.link}
        crumbTitle={industry.title}
        eyebrow={`${industry.title} software`}
        title={industry.headline}
        intro={industry.intro}
        actions={
          <>
            <BookingButton size="lg">Book a strategy call</BookingButton>
            {study ? (
              <a href={study.path} className={buttonClasses({ variant: "outline", size: "lg" })}>
                Read the {study.client} story
              </a>
            ) : null}
          </>
        }
        aside={
          <div className="rounded-3xl border border-ink-200 bg-white p-8 shadow-pop">
            <p className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              Built to the standards of
            </p>
            <CheckList items={industry.compliance} className="mt-5" />
          </div>
        }
      />
      <ContentSection
        id="challenges"
        eyebrow="The challenge"
        title={`What makes ${industry.title.toLowerCase()} software hard`}
      >
        <FeatureGrid items={industry.challenges} columns={3} numbered />
      </ContentSection>
      <ContentSection id="solutions" eyebrow="What we build" title="Solutions we deliver" tone="dark">
        <FeatureGrid items={industry.solutions} columns={3} tone="dark" />
      </ContentSection>
      <ContentSection id="results" eyebrow="Results" title="Outcomes our clients measure">
        <KeyResults items={industry.results} className="border border-ink-200" />
      </ContentSection>
      {study ? (
        <ContentSection id="case-study" eyebrow="Case study" title="Proof from the field" tone="muted">
          <CaseStudyTeaser study={study} />
        </ContentSection>
      ) : null}
      {others.length ? (
        <ContentSection id="other-industries" eyebrow="Other industries" title="We also work in">
          <IndustryCards cards={others} />
        </ContentSection>
      ) : null}
    </>
  );
}
