import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CASE_STUDY_PATHS, type CaseStudy, type CaseStudyKey, caseStudyCard } from "@site/contract";
import { Image } from "@/components/ui/image";
import { BookingButton } from "@/components/booking/booking-button";
import { findRoute } from "@/content/routes";
import { getCaseStudies } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";
import { CaseStudyCards } from "./case-study-cards";
import { ContentSection } from "./content-section";
import { FeatureGrid } from "./feature-grid";
import { QuoteIcon } from "./icons";
import { KeyResults } from "./key-results";
import { PageHero } from "./page-hero";
import { TechChips } from "./tech-chips";

/** The published case studies, or null while the API is down. */
const published = () => getCaseStudies().catch(() => null);

/** Metadata of a case-study page, from its published entry (its route's title while the API is down). */
export async function caseStudyMetadata(slug: CaseStudyKey): Promise<Metadata> {
  const study = (await published())?.find((c) => c.slug === slug);
  const path = CASE_STUDY_PATHS[slug];
  if (!study) return marketingMetadata(path, { title: findRoute(path)?.title });
  return marketingMetadata(study.path, {
    title: study.title,
    description: `${study.client}: ${study.cardSubTitle}. ${study.summary.split(". ")[0]}.`,
  });
}

function Facts({ study }: { study: CaseStudy }) {
  const facts = [
    { label: "Client", value: study.client },
    { label: "Industry", value: study.industry },
    { label: "Timeline", value: study.duration },
    { label: "Delivered", value: study.delivered },
  ];
  return (
    <div className="overflow-hidden rounded-3xl border border-ink-200 bg-white shadow-pop">
      <Image
        src={study.image}
        alt={`${study.client} product screens`}
        width={640}
        height={400}
        priority
        className="h-auto w-full"
      />
      <dl className="grid grid-cols-2 gap-px bg-ink-100">
        {facts.map((f) => (
          <div key={f.label} className="bg-white p-4">
            <dt className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{f.label}</dt>
            <dd className="mt-1 text-sm font-semibold text-ink-950">{f.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * A case study's page as the team published it (404 while it is not). While the API is down it shows the
 * page's title with the booking button.
 */
export async function CaseStudyPage({ slug }: { slug: CaseStudyKey }) {
  const all = await published();
  if (!all) {
    const path = CASE_STUDY_PATHS[slug];
    const title = findRoute(path)?.title ?? "Case study";
    return (
      <PageHero
        pathname={path}
        crumbTitle={title}
        eyebrow="Case study"
        title={title}
        actions={<BookingButton size="lg">Discuss a similar project</BookingButton>}
      />
    );
  }
  const study = all.find((c) => c.slug === slug);
  if (!study) notFound();
  return <CaseStudyView study={study} others={all.filter((c) => c.slug !== slug)} />;
}

/** The layout every case study shares: facts, challenge, approach, features, results, quote (the team's preview too). */
export function CaseStudyView({ study, others }: { study: CaseStudy; others: CaseStudy[] }) {
  return (
    <>
      <PageHero
        pathname={study.path}
        crumbTitle={study.title}
        eyebrow={`Case study · ${study.client}`}
        title={study.headline}
        intro={study.summary}
        actions={<BookingButton size="lg">Discuss a similar project</BookingButton>}
        aside={<Facts study={study} />}
      />
      <ContentSection id="challenge" eyebrow="The challenge" title="Where things stood">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_0.8fr]">
          <div className="flex flex-col gap-5 text-lg leading-8 text-ink-700">
            {study.challenge.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div className="rounded-[var(--radius-card)] border border-ink-200 bg-ink-50 p-6">
            <h3 className="text-base font-bold">Services</h3>
            <div className="mt-4">
              <TechChips items={study.services} label="Services delivered" />
            </div>
          </div>
        </div>
      </ContentSection>
      <ContentSection id="approach" eyebrow="Our approach" title="How we worked" tone="muted">
        <ol className="relative flex flex-col gap-6 border-l-2 border-brand-200 pl-8">
          {study.approach.map((step, i) => (
            <li key={step.title} className="relative">
              <span
                aria-hidden="true"
                className="absolute top-0.5 -left-[45px] flex size-8 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
              >
                {i + 1}
              </span>
              <h3 className="text-xl font-bold">{step.title}</h3>
              <p className="mt-2 max-w-3xl leading-7 text-ink-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </ContentSection>
      <ContentSection id="solution" eyebrow="The solution" title="What we built">
        <FeatureGrid items={study.features} columns={3} />
        <div className="mt-10">
          <h3 className="text-base font-bold">Technology</h3>
          <div className="mt-4">
            <TechChips items={study.stack} label="Technology used" />
          </div>
        </div>
      </ContentSection>
      <ContentSection id="results" eyebrow="Results" title="The outcome" tone="dark">
        <KeyResults items={study.results} tone="dark" />
        {study.quote ? (
          <figure className="mt-12 max-w-3xl">
            <QuoteIcon className="size-10 text-brand-300" />
            <blockquote className="mt-4 font-display text-2xl leading-snug font-semibold text-white">
              <p>{study.quote.text}</p>
            </blockquote>
            <figcaption className="mt-5 text-ink-300">
              <span className="font-semibold text-white">{study.quote.name}</span>, {study.quote.position}
            </figcaption>
          </figure>
        ) : null}
      </ContentSection>
      <ContentSection id="more-case-studies" eyebrow="More work" title="Other case studies">
        <CaseStudyCards cards={others.map(caseStudyCard)} />
      </ContentSection>
    </>
  );
}
