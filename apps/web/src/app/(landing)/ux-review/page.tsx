import type { Metadata } from "next";
import { ReducedFooter } from "@/components/layout/reduced-footer";
import { ReducedHeader } from "@/components/layout/reduced-header";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { UxReviewForm } from "@/components/marketing/ux-review-form.client";
import { QuoteCard } from "@/components/marketing/quote-card";
import { uxReview } from "@/content/landing";
import { getTestimonials } from "@/lib/api/marketing";
import { formOutcome } from "@/lib/forms/flash";

export const metadata: Metadata = {
  title: "Free UX Review",
  description: uxReview.intro,
  alternates: { canonical: "/ux-review" },
};

export default async function UxReviewPage() {
  const [outcome, testimonials] = await Promise.all([
    formOutcome("ux-review"),
    // Without the API the hero shows no quote.
    getTestimonials("home").catch(() => []),
  ]);
  // The redesign this page sells is RxPost's (their quote is on the research), else the first testimonial.
  const quote = testimonials.find((t) => t.logoAlt === "RxPost") ?? testimonials[0];
  return (
    <>
      <ReducedHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageHero
          pathname="/ux-review"
          noBreadcrumbs
          eyebrow={uxReview.eyebrow}
          title={uxReview.title}
          intro={uxReview.intro}
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
        <ContentSection id="checks" eyebrow="What we review" title="Six things every visitor notices">
          <FeatureGrid items={uxReview.checks} columns={3} />
        </ContentSection>
        <ContentSection
          id="deliverables"
          eyebrow="What you receive"
          title="A review you can act on this week"
          tone="muted"
        >
          <NumberedSteps items={uxReview.deliverables} columns={3} />
        </ContentSection>
        <section id="request" aria-labelledby="request-title" className="scroll-mt-24 py-16 sm:py-24">
          <div className="container-page">
            <div className="mx-auto max-w-3xl rounded-3xl border border-ink-200 bg-white p-8 shadow-pop sm:p-12">
              <h2 id="request-title" className="text-3xl font-bold">
                {uxReview.formTitle}
              </h2>
              <p className="mt-3 text-lg leading-8 text-ink-600">{uxReview.formIntro}</p>
              <div className="mt-8">
                <UxReviewForm outcome={outcome} />
              </div>
            </div>
          </div>
        </section>
      </main>
      <ReducedFooter />
    </>
  );
}
