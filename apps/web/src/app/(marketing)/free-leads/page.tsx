import type { Metadata } from "next";
import { FreeLeadsView } from "@/components/marketing/landing/free-leads-view";
import { getLandingPage } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Free Lead Audit",
  description:
    "Most company websites get traffic but lose the enquiries. In a free 30-minute session we review your site, forms and follow-up with you, and show you where leads are slipping away and what would catch them.",
  alternates: { canonical: "/free-leads" },
};

export default async function FreeLeadsPage() {
  // The team's copy as published (cache tag marketing:landing); without the API the hero names the page.
  const content = await getLandingPage("free-leads").catch(() => null);
  return <FreeLeadsView content={content} />;
}
