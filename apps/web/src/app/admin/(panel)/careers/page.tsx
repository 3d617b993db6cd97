import type { Metadata } from "next";
import Link from "next/link";
import {
  arrangementToWords,
  formatDate,
  formatPayRange,
  type AdminCareer,
  type AdminDeletedItem,
  type Paged,
  payRangeSchema,
} from "@site/contract";
import { CareerStatusButton } from "@/components/admin/career-status-button.client";
import { DataTable, type Column } from "@/components/admin/data-table";
import { DeleteButton } from "@/components/admin/editing/delete-button.client";
import { DeletedList } from "@/components/admin/editing/deleted-list.client";
import { PageHeading } from "@/components/admin/page-heading";
import { StatusBadge } from "@/components/admin/status-badge";
import { buttonClasses } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Careers" };

const PAGE_SIZE = 25;

const COLUMNS: Column<AdminCareer>[] = [
  {
    header: "Position",
    cell: (c) => (
      <Link
        href={`/admin/careers/${c.id}`}
        className="font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        {c.title}
      </Link>
    ),
    className: "min-w-56",
  },
  {
    header: "Status",
    cell: (c) => (
      <span className="flex flex-wrap gap-1.5">
        <StatusBadge status={c.status} />
        {c.published ? null : <StatusBadge status="HIDDEN" />}
      </span>
    ),
  },
  {
    header: "Arrangement",
    cell: (c) => arrangementToWords(c.position_arrangement),
    className: "whitespace-nowrap",
  },
  {
    header: "Pay range",
    cell: (c) => {
      const range = payRangeSchema.safeParse({
        min: c.pay_min,
        max: c.pay_max,
        currency: c.pay_currency,
        period: c.pay_period,
      });
      if (range.success) return formatPayRange(range.data);
      // An opening saved before ranges existed: it stays open, but cannot be saved again without one.
      return c.status === "OPEN" ? <span className="font-semibold text-accent-600">Missing</span> : "None";
    },
    className: "whitespace-nowrap",
  },
  { header: "Applicants", cell: (c) => c.applicant_count },
  {
    header: "Updated",
    cell: (c) => <time dateTime={c.updated_date}>{formatDate(c.updated_date)}</time>,
    className: "whitespace-nowrap",
  },
  {
    header: "Actions",
    cell: (c) => (
      <span className="flex flex-wrap gap-2">
        <CareerStatusButton id={c.id} title={c.title} status={c.status} />
        <DeleteButton kind="career" id={c.id} title={c.title} size="sm" />
      </span>
    ),
  },
];

export default async function AdminCareersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("careers");
  const page = pageParam(await searchParams);
  const [careers, deleted] = await Promise.all([
    adminFetch<Paged<AdminCareer>>("/careers", { page: page - 1, size: PAGE_SIZE }),
    adminFetch<AdminDeletedItem[]>("/careers/deleted"),
  ]);
  return (
    <>
      <PageHeading
        title="Careers"
        description="Open positions take applications; a closed one stays listed with its form disabled."
        actions={
          <Link href="/admin/careers/new" className={buttonClasses({ size: "sm" })}>
            New position
          </Link>
        }
      />
      <DataTable
        caption="Careers"
        columns={COLUMNS}
        rows={careers.content}
        rowKey={(c) => c.id}
        empty="No positions yet."
      />
      <Pagination
        className="mt-8"
        page={page}
        totalPages={careers.totalPages}
        pathname="/admin/careers"
        label="Career pages"
      />
      <DeletedList kind="career" items={deleted} />
    </>
  );
}
