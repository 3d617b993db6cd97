import { FreeLeadsView } from "@/components/marketing/landing/free-leads-view";
import { getLandingPage } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/free-leads");

export default async function FreeLeadsPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("free-leads").catch(() => null);
  return <FreeLeadsView content={content} />;
}
