import { BusinessAcceleratorView } from "@/components/marketing/landing/business-accelerator-view";
import { getLandingPage, getPricingTiers } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/products/business-accelerator");

export default async function BusinessAcceleratorPage() {
  // The team's copy and packages as published; while the API is down the hero names the page and the
  // packages' section keeps its heading.
  const [content, tiers] = await Promise.all([
    getLandingPage("business-accelerator").catch(() => null),
    getPricingTiers("business-accelerator").catch(() => []),
  ]);
  return <BusinessAcceleratorView content={content} tiers={tiers} />;
}
