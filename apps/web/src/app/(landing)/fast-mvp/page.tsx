import type { Metadata } from "next";
import { BookingButton } from "@/components/booking/booking-button";
import { Footer } from "@/components/layout/footer";
import { ReducedHeader } from "@/components/layout/reduced-header";
import { CaseStudyTeaser } from "@/components/marketing/case-study-teaser";
import { ContentSection } from "@/components/marketing/content-section";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { KeyResults } from "@/components/marketing/key-results";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { fastMvp } from "@/content/landing";
import { caseStudiesOrNone } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Fast AI MVP",
  description: fastMvp.intro,
  alternates: { canonical: "/fast-mvp" },
};

export default async function FastMvpPage() {
  // AIOPA as the team published it; the example is left out while the API is down.
  const aiopa = (await caseStudiesOrNone()).find((c) => c.slug === "aiopa");
  return (
    <>
      <ReducedHeader showBooking />
      <main id="main" tabIndex={-1} className="outline-none">
        <PageHero
          pathname="/fast-mvp"
          noBreadcrumbs
          eyebrow={fastMvp.eyebrow}
          title={fastMvp.title}
          intro={fastMvp.intro}
          actions={<BookingButton size="lg">Book a 30-minute scoping call</BookingButton>}
          aside={<KeyResults items={fastMvp.results} className="border border-ink-200 shadow-pop" stacked />}
        />
        <ContentSection id="timeline" eyebrow="Six weeks" title="How we get you to real users">
          <NumberedSteps items={fastMvp.steps} columns={3} />
        </ContentSection>
        <ContentSection
          id="included"
          eyebrow="Included"
          title="Everything a real AI product needs"
          tone="muted"
        >
          <FeatureGrid items={fastMvp.included} />
        </ContentSection>
        {aiopa ? (
          <ContentSection id="example" eyebrow="Example" title="AIOPA: from notebook to paying customers">
            <CaseStudyTeaser study={aiopa} />
          </ContentSection>
        ) : null}
        <section aria-labelledby="fast-mvp-cta" className="pb-20">
          <div className="container-page">
            <div className="on-dark rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 p-8 text-center sm:p-14">
              <h2 id="fast-mvp-cta" className="text-3xl font-bold text-white sm:text-4xl">
                {fastMvp.ctaTitle}
              </h2>
              <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{fastMvp.ctaText}</p>
              <BookingButton variant="inverse" size="lg" className="mt-8">
                Book a call
              </BookingButton>
            </div>
          </div>
        </section>
      </main>
      <Footer />
    </>
  );
}
