import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Industries" };

type Entry = AdminMarketingKindEntries<"industry">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Industry",
    cell: (e) => (
      <Link
        href={`/admin/content/industry/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {e.draft.title}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Headline", cell: (e) => e.draft.headline, className: "min-w-72" },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
];

/** The industries in the site's order (the home page shows the first three). */
export default async function AdminIndustriesContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"industry">>("/content/industry");
  return (
    <>
      <PageHeading title="Industries" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Industries"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No industries yet."
      />
    </>
  );
}
