import type { Metadata } from "next";
import { LANDING_PAGES, MARKETING_KINDS } from "@site/contract";
import { LandingEditor } from "@/components/admin/landing-editor.client";
import { PageHeading } from "@/components/admin/page-heading";
import { contentEntry } from "@/lib/admin/content-entries";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Edit a landing page" };

export default async function AdminLandingEditPage({ params }: { params: Promise<{ key: string }> }) {
  await requirePermission("content");
  const entry = await contentEntry("landing", (await params).key);
  const page = LANDING_PAGES[entry.key];
  return (
    <>
      <PageHeading
        title={`Landing page: ${page.label}`}
        description={`The copy of ${page.address}: its hero, its sections' headings and their items. Buttons, booking and forms stay as they are.${entry.key === "business-accelerator" ? ` ${MARKETING_KINDS.landing.countNote}` : ""}`}
      />
      <LandingEditor key={entry.key} entry={entry} />
    </>
  );
}
