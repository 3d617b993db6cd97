import type { Metadata } from "next";
import Link from "next/link";
import { type AdminMarketingKindEntries, formatDate } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { adminFetch } from "@/lib/api/admin";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Case studies" };

type Entry = AdminMarketingKindEntries<"case-study">["entries_list"][number];

const COLUMNS: Column<Entry>[] = [
  {
    header: "Case study",
    cell: (e) => (
      <Link
        href={`/admin/content/case-study/${e.key}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {e.draft.client}
      </Link>
    ),
    className: "min-w-48",
  },
  { header: "Card text", cell: (e) => e.draft.cardSubTitle, className: "min-w-72" },
  { header: "Home page", cell: (e) => (e.draft.allowShow ? "Shown" : "Hidden") },
  { header: "State", cell: (e) => <StatusBadge status={e.changed ? "DRAFT" : "PUBLISHED"} /> },
  { header: "Saved", cell: (e) => formatDate(e.updated_date), className: "whitespace-nowrap" },
];

/** The case studies in the order of the home page's cards. */
export default async function AdminCaseStudiesContentPage() {
  await requirePermission("content");
  const kind = await adminFetch<AdminMarketingKindEntries<"case-study">>("/content/case-study");
  return (
    <>
      <PageHeading title="Case studies" description={`${kind.description} ${kind.count_note ?? ""}`} />
      <DataTable
        caption="Case studies"
        columns={COLUMNS}
        rows={kind.entries_list}
        rowKey={(e) => e.key}
        empty="No case studies yet."
      />
    </>
  );
}
