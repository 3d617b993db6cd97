import { CaseStudyCards } from "@/components/marketing/case-study-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { type CaseStudyCard, caseStudyCard } from "@site/contract";
import { sectionTitles } from "@/content/home";
import { caseStudiesOrNone } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Case-study cards: 6 projects, each linking to its case study, as published; left out while the API is down. */
export async function CaseStudiesSection() {
  const cards = (await caseStudiesOrNone()).map(caseStudyCard);
  return cards.some((c) => c.allowShow) ? <CaseStudiesSectionView cards={cards} /> : null;
}

/** The section itself (the team's preview too, which names its carousel apart from the page's). */
export function CaseStudiesSectionView({ cards, label }: { cards: CaseStudyCard[]; label?: string }) {
  return (
    <HomeSection name="case-studies" labelledBy="case-studies-title">
      <div className="container-page">
        <SectionHeading
          id="case-studies-title"
          eyebrow="Case studies"
          title={sectionTitles.caseStudies.title}
          intro={sectionTitles.caseStudies.intro}
        />
        <div className="mt-12">
          <CaseStudyCards cards={cards} label={label} />
        </div>
      </div>
    </HomeSection>
  );
}
