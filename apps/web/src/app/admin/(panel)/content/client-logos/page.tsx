import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, draftCountNote, entryInfo, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Client logos" };

type Entry = AdminMarketingKindEntries<"client-logos">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Row",
    cell: (e) => (
      <Link
        href={`/admin/content/client-logos/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {entryInfo("client-logos", e.key)?.label ?? e.key}
      </Link>
    ),
    className: "min-w-48",
  },
  {
    header: "Logos",
    cell: (e) => {
      const count = draftCountNote("client-logos", e.key, e.draft);
      return `${e.draft.items.length}${count ? ` (the spec fixes ${count.count.fixed})` : ""}`;
    },
    className: "whitespace-nowrap",
  },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  {
    header: "Saved",
    cell: (e) => formatDate(e.updated_date),
    className: "whitespace-nowrap",
  },
];

export default async function AdminClientLogosContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"client-logos">>("/content/client-logos");
  return (
    <>
      <PageHeading title="Client logos" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Client logos"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No rows of logos yet."
      />
    </>
  );
}
