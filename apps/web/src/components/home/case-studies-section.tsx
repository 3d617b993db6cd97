import { CaseStudyCards } from "@/components/marketing/case-study-cards";
import { SectionHeading } from "@/components/marketing/section-heading";
import { caseStudyCards } from "@/content/case-studies";
import { sectionTitles } from "@/content/home";
import { HomeSection } from "./home-section";

/** Case-study cards: 6 projects, each linking to its case study. */
export function CaseStudiesSection() {
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
          <CaseStudyCards cards={caseStudyCards} />
        </div>
      </div>
    </HomeSection>
  );
}
