import { PageHero } from "@/components/marketing/page-hero";
import { PartnersView } from "@/components/marketing/partners-view";
import { getPartners } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/about/partners");

export default async function PartnersPage() {
  // As the team published it; without the API the page shows its introduction alone.
  const content = await getPartners().catch(() => null);
  return (
    <>
      <PageHero
        pathname="/about/partners"
        eyebrow="Partners"
        title="Better together: the networks behind our telecom work"
        intro="Our telecom projects run on carrier-grade networks. These partners bring numbers, routing and contact-center platforms; we bring the portals, integrations and automation on top."
      />
      {content ? <PartnersView content={content} /> : null}
    </>
  );
}
