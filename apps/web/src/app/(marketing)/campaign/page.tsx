import { CampaignView } from "@/components/marketing/landing/campaign-view";
import { getClientLogos, getLandingPage, getPricingTiers } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/campaign");

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
