import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, entryAddress, entryInfo, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Landing pages" };

type Entry = AdminMarketingKindEntries<"landing">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Page",
    cell: (e) => (
      <Link
        href={`/admin/content/landing/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {entryInfo("landing", e.key)?.label ?? e.key}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Address", cell: (e) => entryAddress("landing", e.key) },
  { header: "Headline", cell: (e) => e.draft.title, className: "min-w-72" },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
];

/** The landing and product pages whose copy the team edits. */
export default async function AdminLandingContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"landing">>("/content/landing");
  return (
    <>
      <PageHeading title="Landing pages" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Landing pages"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No landing pages yet."
      />
    </>
  );
}
