import { LegalDocument } from "@/components/marketing/legal-document";
import { termsOfService } from "@/content/legal/terms";
import { marketingMetadata } from "@/lib/seo/marketing-metadata";

/** Title, description and social image as the team set them in "Search and sharing" (issue 32). */
export const generateMetadata = () => marketingMetadata("/terms");

export default function TermsPage() {
  return <LegalDocument doc={termsOfService} pathname="/terms" />;
}
