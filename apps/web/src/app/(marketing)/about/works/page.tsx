import { PageHero } from "@/components/marketing/page-hero";
import { WorkBoxes } from "@/components/marketing/work-boxes";
import { WorkStrip } from "@/components/marketing/work-strip";
import { getClientLogos, getWorks } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/about/works");

export default async function WorksPage() {
  // The strip and the projects as the team published them; without the API the page shows its hero alone.
  const [strip, works] = await Promise.all([
    getClientLogos("work-strip").catch(() => []),
    getWorks().catch(() => null),
  ]);
  const projects = works?.projects ?? [];
  return (
    <>
      <PageHero
        pathname="/about/works"
        crumbTitle="Our works"
        eyebrow="Portfolio"
        title="Work we are proud to put our name on"
        intro="Seventeen clients, from two-person startups to regulated enterprises. Choose a logo to jump to the project."
      />
      {strip.length ? (
        <div className="border-b border-ink-100 bg-white py-8">
          <div className="container-page">
            <WorkStrip clients={strip} />
          </div>
        </div>
      ) : null}
      {projects.length ? <WorkBoxes projects={projects} /> : null}
    </>
  );
}
