import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, entryInfo, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Testimonials" };

type Entry = AdminMarketingKindEntries<"testimonials">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Section",
    cell: (e) => (
      <Link
        href={`/admin/content/testimonials/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {entryInfo("testimonials", e.key)?.label ?? e.key}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Quotes", cell: (e) => e.draft.items.map((q) => q.name).join(", "), className: "min-w-72" },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  {
    header: "Saved",
    cell: (e) => formatDate(e.updated_date),
    className: "whitespace-nowrap",
  },
];

export default async function AdminTestimonialsContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"testimonials">>("/content/testimonials");
  return (
    <>
      <PageHeading title="Testimonials" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Testimonials"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No testimonials yet."
      />
    </>
  );
}
