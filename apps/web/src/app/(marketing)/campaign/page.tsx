import type { Metadata } from "next";
import { CampaignView } from "@/components/marketing/landing/campaign-view";
import { getClientLogos, getLandingPage, getPricingTiers } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Website Redesign Campaign",
  description:
    "This quarter we are taking on a small number of website redesigns for growing B2B companies, with a research phase included at no extra cost. You get personas, a journey map and tested wireframes before a single pixel is polished.",
  alternates: { canonical: "/campaign" },
};

export default async function CampaignPage() {
  // The team's copy, the home page's marquee row and the packages, as published; each left out (the hero
  // naming the page) while the API is down.
  const [content, logos, tiers] = await Promise.all([
    getLandingPage("campaign").catch(() => null),
    getClientLogos("hero-marquee").catch(() => []),
    getPricingTiers("campaign").catch(() => []),
  ]);
  return <CampaignView content={content} logos={logos} tiers={tiers} />;
}
