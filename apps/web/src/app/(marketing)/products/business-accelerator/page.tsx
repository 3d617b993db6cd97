import type { Metadata } from "next";
import { BusinessAcceleratorView } from "@/components/marketing/landing/business-accelerator-view";
import { getLandingPage, getPricingTiers } from "@/lib/api/marketing";

export const metadata: Metadata = {
  title: "Business Accelerator",
  description:
    "A lead-generating website with landing pages, built-in CRM and email automation. Startup, Premium and Business+ packages at a fixed price.",
  alternates: { canonical: "/products/business-accelerator" },
};

export default async function BusinessAcceleratorPage() {
  // The team's copy and packages as published; while the API is down the hero names the page and the
  // packages' section keeps its heading.
  const [content, tiers] = await Promise.all([
    getLandingPage("business-accelerator").catch(() => null),
    getPricingTiers("business-accelerator").catch(() => []),
  ]);
  return <BusinessAcceleratorView content={content} tiers={tiers} />;
}
