import { Image } from "@/components/ui/image";
import { CAROUSEL, LANDING_PAGES, type LandingContentOf, type PricingTier } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { Carousel } from "@/components/marketing/carousel.client";
import { ContentSection } from "@/components/marketing/content-section";
import { NumberedSteps } from "@/components/marketing/numbered-steps";
import { PageHero } from "@/components/marketing/page-hero";
import { PricingTiers } from "@/components/marketing/pricing-tiers";

const benefitIcons: Record<string, React.ReactNode> = {
  magnet: <path d="M6 4v7a6 6 0 0 0 12 0V4h-4v7a2 2 0 0 1-4 0V4zM6 8h4M14 8h4" />,
  chart: <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.5-4 3.2-6 6.5-6s6 2 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .6 3.3 2.6 3.5 6" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </>
  ),
};

/**
 * /products/business-accelerator below the layout (also the team's preview): its copy and its packages,
 * as published. Without its copy (the API down) the hero names the page and keeps its buttons, and the
 * packages show if they came; the other sections are left out.
 */
export function BusinessAcceleratorView({
  content,
  tiers,
}: {
  content: LandingContentOf<"business-accelerator"> | null;
  tiers: PricingTier[];
}) {
  return (
    <>
      <PageHero
        pathname="/products/business-accelerator"
        eyebrow={content?.eyebrow}
        title={content?.title ?? LANDING_PAGES["business-accelerator"].label}
        intro={content?.intro}
        actions={
          <>
            <BookingButton size="lg">Book a free website consultation</BookingButton>
            <a
              href="#packages"
              className="inline-flex h-13 items-center px-2 font-semibold text-brand-700 hover:text-brand-800"
            >
              Compare packages ↓
            </a>
          </>
        }
        aside={
          <div className="overflow-hidden rounded-3xl border border-white/60 shadow-pop">
            <Image
              src="/images/case-studies/valleyhill.svg"
              alt=""
              width={640}
              height={400}
              priority
              className="h-auto w-full"
            />
          </div>
        }
      />
      {content ? (
        <ContentSection
          id="benefits"
          eyebrow={content.headings.benefits.eyebrow}
          title={content.headings.benefits.title}
        >
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {content.benefits.map((b) => (
              <li
                key={b.title}
                data-testid="accelerator-benefit"
                className="rounded-[var(--radius-card)] border border-ink-200 bg-white p-6 shadow-card"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-50 text-accent-600">
                  <svg
                    viewBox="0 0 24 24"
                    className="size-6"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                    aria-hidden="true"
                  >
                    {benefitIcons[b.icon]}
                  </svg>
                </span>
                <h3 className="mt-5 text-lg font-bold">{b.title}</h3>
                <p className="mt-2 leading-7 text-ink-600">{b.text}</p>
              </li>
            ))}
          </ul>
        </ContentSection>
      ) : null}
      <section
        id="packages"
        aria-labelledby="packages-title"
        className="scroll-mt-24 bg-ink-50 py-16 sm:py-24"
      >
        <div className="container-page">
          <div className="mx-auto max-w-3xl text-center">
            <p className="eyebrow">{content?.headings.packages.eyebrow ?? "Packages"}</p>
            <h2 id="packages-title" className="mt-3 text-3xl font-bold sm:text-4xl">
              {content?.headings.packages.title ?? "Packages"}
            </h2>
            {content ? <p className="mt-4 text-lg leading-8 text-ink-600">{content.packagesText}</p> : null}
          </div>
          {tiers.length ? (
            <div className="mt-14">
              <PricingTiers packages={tiers} />
            </div>
          ) : null}
        </div>
      </section>
      {content ? (
        <>
          <ContentSection
            id="process"
            eyebrow={content.headings.process.eyebrow}
            title={content.headings.process.title}
          >
            <NumberedSteps items={content.steps} columns={5} />
          </ContentSection>
          <ContentSection
            id="projects"
            eyebrow={content.headings.projects.eyebrow}
            title={content.headings.projects.title}
            tone="muted"
          >
            <Carousel
              label="Projects"
              name="projects"
              delay={CAROUSEL.projects.autoplayMs}
              gap={24}
              dots
              slideWidths="*:basis-full sm:*:basis-1/2 lg:*:basis-1/3"
              slides={content.projects.map((p) => (
                <figure
                  key={p.title}
                  data-testid="project-slide"
                  className="overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card"
                >
                  <Image
                    src={p.imageUrl}
                    alt=""
                    width={640}
                    height={400}
                    className="aspect-[8/5] h-auto w-full object-cover"
                  />
                  <figcaption className="p-5 font-semibold text-ink-950">{p.title}</figcaption>
                </figure>
              ))}
            />
          </ContentSection>
        </>
      ) : null}
    </>
  );
}
