import type { Metadata } from "next";
import { PageHero } from "@/components/marketing/page-hero";
import { PartnersView } from "@/components/marketing/partners-view";
import { getPartners } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Partners",
  description: "Cobaltline's telecom partners and how carriers, vendors and agencies partner with us.",
  alternates: { canonical: "/about/partners" },
};

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
