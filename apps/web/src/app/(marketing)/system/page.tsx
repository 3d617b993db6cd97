import { SystemView } from "@/components/marketing/landing/system-view";
import { getLandingPage } from "@/lib/api/marketing";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

// Hidden from indexing (spec §6). Its booking popup uses the system scheduler: the booking provider
// picks SCHEDULER_URL_SYSTEM on this path.
/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () =>
  marketingMetadata("/system", {}, { robots: { index: false, follow: false } });

export default async function SystemPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("system").catch(() => null);
  return <SystemView content={content} />;
}
