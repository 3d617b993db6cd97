import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Services" };

type Entry = AdminMarketingKindEntries<"service">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Service",
    cell: (e) => (
      <Link
        href={`/admin/content/service/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {e.draft.title}
      </Link>
    ),
    className: "min-w-56",
  },
  { header: "Headline", cell: (e) => e.draft.headline, className: "min-w-72" },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  {
    header: "Saved",
    cell: (e) => formatDate(e.updated_date),
    className: "whitespace-nowrap",
  },
];

export default async function AdminServicesContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"service">>("/content/service");
  return (
    <>
      <PageHeading title="Services" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Services"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No services yet."
      />
    </>
  );
}
