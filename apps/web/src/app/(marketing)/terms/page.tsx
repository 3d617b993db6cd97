import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { termsOfService } from "@/content/legal/terms";

export const metadata: Metadata = {
  title: termsOfService.title,
  description: termsOfService.description,
  alternates: { canonical: "/terms" },
};

export default function TermsPage() {
  return <LegalDocument doc={termsOfService} pathname="/terms" />;
}
