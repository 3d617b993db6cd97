import type { FAQPage, WithContext } from "schema-dts";
import type { CaseStudy, ServicePage } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { CaseStudyTeaser } from "@/components/marketing/case-study-teaser";
import { ContentSection } from "@/components/marketing/content-section";
import { FaqAccordion } from "@/components/marketing/faq-accordion.client";
import { FeatureGrid } from "@/components/marketing/feature-grid";
import { ServiceIcon } from "@/components/marketing/icons";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { ServiceCards } from "@/components/marketing/service-cards";
import { TechChips } from "@/components/marketing/tech-chips";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonClasses } from "@/components/ui/button";
import { servicePath } from "@site/contract";

/**
 * A service's page: hero with its headline, offerings, process, tools, case study, FAQ and three other
 * services. The public page renders it from what is published, the team's preview from the draft; `study`
 * is the published case study at the service's caseStudy path, if any.
 */
export function ServicePageView({
  service,
  others,
  study,
}: {
  service: ServicePage;
  others: ServicePage[];
  study?: CaseStudy;
}) {
  const faqData: WithContext<FAQPage> = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: service.faqs.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };

  return (
    <>
      <PageHero
        pathname={servicePath(service.slug)}
        crumbTitle={service.title}
        eyebrow={service.title}
        title={service.headline}
        intro={service.intro}
        actions={
          <>
            <BookingButton size="lg">Book a strategy call</BookingButton>
            {study ? (
              <a href={study.path} className={buttonClasses({ variant: "outline", size: "lg" })}>
                See the {study.client} case study
              </a>
            ) : null}
          </>
        }
        aside={
          <div className="on-dark rounded-3xl bg-ink-950 p-8 shadow-pop">
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
              <ServiceIcon name={service.icon} className="size-7" />
            </span>
            <p className="mt-6 text-sm font-semibold tracking-wide text-ink-300 uppercase">At a glance</p>
            <dl className="mt-4 divide-y divide-white/10">
              {service.results.map((r) => (
                <div key={r.title} className="flex flex-col-reverse py-4">
                  <dt className="text-sm leading-6 text-ink-300">{r.subTitle}</dt>
                  <dd className="font-display text-2xl font-bold text-white">{r.title}</dd>
                </div>
              ))}
            </dl>
          </div>
        }
      />
      <ContentSection
        id="offerings"
        eyebrow="What you get"
        title={`Our ${service.title.toLowerCase()} services`}
      >
        <FeatureGrid items={service.offerings} />
      </ContentSection>
      <ContentSection
        id="process"
        eyebrow="How it works"
        title="A process you can see every step of"
        tone="muted"
      >
        <NumberedSteps items={service.process} />
      </ContentSection>
      <ContentSection id="stack" eyebrow="Toolbox" title="Tools and technologies we use">
        <TechChips items={service.stack} label={`${service.title} tools and technologies`} />
      </ContentSection>
      {study ? (
        <ContentSection id="case-study" eyebrow="Proof" title="See it in a real project" tone="muted">
          <CaseStudyTeaser study={study} />
        </ContentSection>
      ) : null}
      <ContentSection id="faq" eyebrow="FAQ" title={`${service.title}: common questions`}>
        <div className="grid gap-8 lg:grid-cols-[1.4fr_0.6fr]">
          <FaqAccordion items={service.faqs} />
          <aside className="self-start rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-6">
            <h3 className="text-lg font-bold">Still have questions?</h3>
            <p className="mt-2 leading-7 text-ink-600">
              A 30-minute call with a senior engineer answers most of them, with no obligation.
            </p>
            <BookingButton className="mt-5">Book a call</BookingButton>
          </aside>
        </div>
        <JsonLd data={faqData} />
      </ContentSection>
      <ContentSection id="more-services" eyebrow="Keep exploring" title="Related services" tone="muted">
        <ServiceCards services={others} columns={3} />
      </ContentSection>
    </>
  );
}
