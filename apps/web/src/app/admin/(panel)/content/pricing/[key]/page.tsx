import type { Metadata } from "next";
import { MARKETING_KINDS, PRICING_PAGES } from "@site/contract";
import { PageHeading } from "@/components/admin/page-heading";
import { PricingEditor } from "@/components/admin/pricing-editor.client";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit pricing tiers" };

export default async function AdminPricingEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("pricing", (await params).key);
  const { label } = PRICING_PAGES[entry.key];
  return (
    <>
      <PageHeading
        title={`Pricing tiers: ${label}`}
        description={`The package cards of the ${label}, in their order. ${MARKETING_KINDS.pricing.countNote}`}
      />
      <PricingEditor key={entry.key} entry={entry} />
    </>
  );
}
