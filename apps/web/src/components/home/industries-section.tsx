import { HOME_COUNTS, industryCard } from "@site/contract";
import { IndustryCards } from "@/components/marketing/industry-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { ArrowRightIcon } from "@/components/marketing/icons";
import { sectionTitles } from "@/content/home";
import { getIndustries } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Industry expertise: the first 3 industries as the team published them (spec §9); left out while the API is down. */
export async function IndustriesSection() {
  const industries = await getIndustries().catch(() => []);
  if (!industries.length) return null;
  const cards = industries.slice(0, HOME_COUNTS.industries).map(industryCard);
  return (
    <HomeSection name="industries" labelledBy="industries-title" className="bg-ink-50 py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-col justify-between gap-6 md:flex-row md:items-end">
          <SectionHeading
            id="industries-title"
            eyebrow="Industries"
            title={sectionTitles.industries.title}
            intro={sectionTitles.industries.intro}
          />
          <a
            href="/industry"
            className="inline-flex shrink-0 items-center gap-2 font-semibold text-brand-700 hover:text-brand-800"
          >
            All industries <ArrowRightIcon className="size-4" />
          </a>
        </div>
        <div className="mt-12">
          <IndustryCards cards={cards} />
        </div>
      </div>
    </HomeSection>
  );
}
