import { Image } from "@/components/ui/image";
import { CAROUSEL, type WorkItem } from "@site/contract";
import { UI_TEXT } from "@/content/ui-text";
import { buttonClasses } from "@/components/ui/button";
import { Carousel } from "@/components/marketing/carousel.client";
import { SectionHeading } from "@/components/marketing/section-heading";
import { sectionTitles } from "@/content/home";
import { getWorks } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Our work as the team published it: 3 works, 8 s apart, and 'View All Works' (spec §1, §9); left out while the API is down. */
export async function OurWorkSection() {
  const works = (await getWorks().catch(() => null))?.ourWork ?? [];
  return works.length ? <OurWorkSectionView works={works} /> : null;
}

/** The section itself (the team's preview too). */
export function OurWorkSectionView({ works }: { works: WorkItem[] }) {
  return (
    <HomeSection name="our-work" labelledBy="our-work-title" className="bg-ink-50 py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="our-work-title"
            eyebrow="Our work"
            title={sectionTitles.ourWork.title}
            intro={sectionTitles.ourWork.intro}
          />
          <a href="/about/works" className={buttonClasses({ variant: "outline", className: "shrink-0" })}>
            {UI_TEXT.viewAllWorks}
          </a>
        </div>
        <Carousel
          label="Our work"
          name="our-work"
          className="mt-12"
          delay={CAROUSEL.ourWork.delayMs}
          speed={CAROUSEL.ourWork.speed}
          gap={24}
          dots
          slides={works.map((work) => (
            <article
              key={work.title}
              data-testid="work-item"
              className="grid overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-card md:grid-cols-2"
            >
              <div className="aspect-[8/5] bg-ink-100 md:aspect-auto">
                <Image
                  src={work.image}
                  alt=""
                  width={640}
                  height={400}
                  className="h-full w-full object-cover"
                />
              </div>
              <div className="flex flex-col justify-center p-7 sm:p-10">
                <Image src={work.logo} alt="" width={170} height={48} className="h-9 w-auto self-start" />
                <h3 className="mt-6 text-2xl font-bold">{work.title}</h3>
                <p className="mt-3 text-lg leading-8 text-ink-600">{work.description}</p>
              </div>
            </article>
          ))}
        />
      </div>
    </HomeSection>
  );
}
