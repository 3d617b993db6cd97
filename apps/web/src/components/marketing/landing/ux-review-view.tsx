import { type CustomerQuote, LANDING_PAGES, type LandingContentOf } from "@site/contract";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { QuoteCard } from "@/components/marketing/quote-card";
import { UxReviewForm } from "@/components/marketing/ux-review-form.client";
import type { FormOutcome } from "@/lib/forms/outcome";
import type { Attribution } from "@site/contract/forms";

/**
 * /ux-review's main content (also the team's preview): the team's copy, the quote and the request form.
 * Without its copy (the API down) the hero names the page and the form still takes requests.
 */
export function UxReviewView({
  content,
  quote,
  outcome,
  attribution,
}: {
  content: LandingContentOf<"ux-review"> | null;
  quote: CustomerQuote | undefined;
  outcome?: FormOutcome;
  attribution?: Attribution;
}) {
  return (
    <>
      <PageHero
        pathname="/ux-review"
        noBreadcrumbs
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES["ux-review"].label}
        intro={content?.intro}
        actions={
          <a
            href="#request"
            className="inline-flex h-13 items-center justify-center rounded-full bg-brand-600 px-7 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Request my free review
          </a>
        }
        aside={quote ? <QuoteCard quote={quote} large /> : undefined}
      />
      {content ? (
        <>
          <ContentSection
            id="checks"
            eyebrow={content.headings.checks.eyebrow}
            title={content.headings.checks.title}
          >
            <FeatureGrid items={content.checks} columns={3} />
          </ContentSection>
          <ContentSection
            id="deliverables"
            eyebrow={content.headings.deliverables.eyebrow}
            title={content.headings.deliverables.title}
            tone="muted"
          >
            <NumberedSteps items={content.deliverables} columns={3} />
          </ContentSection>
        </>
      ) : null}
      <section id="request" aria-labelledby="request-title" className="scroll-mt-24 py-16 sm:py-24">
        <div className="container-page">
          <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-white p-8 shadow-pop sm:p-12">
            <h2 id="request-title" className="text-3xl font-bold">
              {content?.formTitle ?? "Request your free review"}
            </h2>
            {content ? <p className="mt-3 text-lg leading-8 text-ink-600">{content.formIntro}</p> : null}
            <div className="mt-8">
              <UxReviewForm outcome={outcome} attribution={attribution} />
            </div>
          </div>
        </div>
      </section>
    </>
  );
}
