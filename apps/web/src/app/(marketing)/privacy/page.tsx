import type { Metadata } from "next";
import { LegalDocument } from "@/components/marketing/legal-document";
import { privacyPolicy } from "@/content/legal/privacy";

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  alternates: { canonical: "/privacy" },
};

export default function PrivacyPage() {
  return <LegalDocument doc={privacyPolicy} pathname="/privacy" />;
}
