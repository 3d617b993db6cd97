import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, draftCountNote, entryInfo, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Home page sections" };

type Entry = AdminMarketingKindEntries<"home">["entries_list"][number];

const name = (key: string) => {
  const label = entryInfo("home", key)?.label ?? key;
  return label.charAt(0).toUpperCase() + label.slice(1);
};

const COLUMNS: Column<Entry>[] = [
  {
    header: "Section",
    cell: (e) => (
      <Link
        href={`/admin/content/home/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {name(e.key)}
      </Link>
    ),
    className: "min-w-48",
  },
  {
    header: "Spec count",
    cell: (e) => {
      const count = draftCountNote("home", e.key, e.draft)?.count;
      return count ? `${count.fixed} ${count.what}` : "None";
    },
  },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
];

/** The home page sections whose copy the team edits, each its own entry. */
export default async function AdminHomeContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"home">>("/content/home");
  return (
    <>
      <PageHeading title="Home page sections" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Home page sections"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No sections yet."
      />
    </>
  );
}
