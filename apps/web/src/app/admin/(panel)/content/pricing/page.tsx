import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, entryInfo, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Pricing tiers" };

type Entry = AdminMarketingKindEntries<"pricing">["entries_list"][number];

const pageName = (key: string) => {
  const label = entryInfo("pricing", key)?.label ?? key;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

const COLUMNS: Column<Entry>[] = [
  {
    header: "Page",
    cell: (e) => (
      <Link
        href={`/admin/content/pricing/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {pageName(e.key)}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Tiers", cell: (e) => e.draft.tiers.map((t) => t.title).join(", "), className: "min-w-56" },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
];

/** The pages that show the website packages, each with its own tiers. */
export default async function AdminPricingContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"pricing">>("/content/pricing");
  return (
    <>
      <PageHeading title="Pricing tiers" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Pricing tiers by page"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No pricing tiers yet."
      />
    </>
  );
}
