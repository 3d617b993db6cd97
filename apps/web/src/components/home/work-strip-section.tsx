import type { ClientLogo } from "@site/contract";
import { SectionHeading } from "@/components/marketing/section-heading";
import { WorkStrip } from "@/components/marketing/work-strip";
import { sectionTitles } from "@/content/home";
import { getClientLogos } from "@/lib/api/marketing";
import { HomeSection } from "./home-section";

/** Work navigation: 17 logos, each leading to its client's section on /about/works; left out while the API is down. */
export async function WorkStripSection() {
  const logos = await getClientLogos("work-strip").catch(() => []);
  return logos.length ? <WorkStripSectionView logos={logos} /> : null;
}

/** The strip's section itself (the team's preview too). */
export function WorkStripSectionView({ logos }: { logos: ClientLogo[] }) {
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
          <WorkStrip clients={logos} basePath="/about/works" />
        </div>
      </div>
    </HomeSection>
  );
}
