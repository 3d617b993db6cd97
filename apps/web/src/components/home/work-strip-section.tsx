import { SectionHeading } from "@/components/marketing/section-heading";
import { WorkStrip } from "@/components/marketing/work-strip";
import { workNavigationClients } from "@/content/clients";
import { sectionTitles } from "@/content/home";
import { HomeSection } from "./home-section";

/** Work navigation: 17 logos, each leading to its client's section on /about/works. */
export function WorkStripSection() {
  return (
    <HomeSection name="work-strip" labelledBy="work-strip-title" className="bg-ink-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="work-strip-title"
          eyebrow="Portfolio"
          title={sectionTitles.workStrip.title}
          intro={sectionTitles.workStrip.intro}
          align="center"
        />
        <div className="mt-10">
          <WorkStrip clients={workNavigationClients} basePath="/about/works" />
        </div>
      </div>
    </HomeSection>
  );
}
