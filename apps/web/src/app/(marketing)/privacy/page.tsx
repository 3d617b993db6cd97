import { LegalDocument } from "@/components/marketing/legal-document";
import { privacyPolicy } from "@/content/legal/privacy";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/privacy");

export default function PrivacyPage() {
  return <LegalDocument doc={privacyPolicy} pathname="/privacy" />;
}
