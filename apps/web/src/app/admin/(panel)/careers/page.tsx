import type { Metadata } from "next";
import Link from "next/link";
import {
  ADMIN_CAREER_SORTS,
  adminCareersQuerySchema,
  arrangementToWords,
  ADMIN_CAREER_FILTERS,
  formatDate,
  formatPayRange,
  type AdminCareer,
  type AdminCareerCounts,
  type AdminCareerSort,
  type AdminDeletedItem,
  type AdminCareerFilter,
  type Paged,
  payRangeSchema,
} from "@site/contract";
import { CAREER_BULK_FORM, CareerBulkBar } from "@/components/admin/careers/career-bulk.client";
import { CareerStatusButton } from "@/components/admin/careers/career-status-button.client";
import { DataTable, type Column } from "@/components/admin/lists/data-table";
import { ArchiveButton } from "@/components/admin/editing/archive-button.client";
import { DeleteButton } from "@/components/admin/editing/delete-button.client";
import { DeletedList } from "@/components/admin/editing/deleted-list.client";
import { summaryOf } from "@/components/admin/shell/error-summary";
import { ListCount, ListSearch } from "@/components/admin/lists/list-search";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { StatusBadge } from "@/components/admin/shell/status-badge";
import { listParams, pageIf } from "@/components/admin/lists/list-params";
import { StatusTabs } from "@/components/admin/lists/status-tabs";
import { buttonClasses } from "@/components/ui/button";
import { pageHref, Pagination } from "@/components/ui/pagination";
import { dateTime } from "@/lib/admin/format";
import { adminFetch } from "@/lib/api/admin";
import type { SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Careers" };

const PAGE_SIZE = 25;

const STATUS_TABS: { status: AdminCareerFilter | undefined; label: string }[] = [
  { status: undefined, label: "All" },
  { status: "OPEN", label: "Open" },
  { status: "CLOSED", label: "Closed" },
  { status: "ARCHIVED", label: "Archived" },
];

const SORT_LABELS: Record<AdminCareerSort, string> = {
  updated: "Last changed",
  posted: "Date posted",
  title: "Position (A to Z)",
  applicants: "Most applicants",
};

const IDS = { q: "careers-q", arrangement: "careers-arrangement", sort: "careers-sort" } as const;

const KEYS = ["status", "q", "arrangement", "sort"] as const;

const COLUMNS: Column<AdminCareer>[] = [
  {
    header: "Position",
    cell: (c) => (
      <span className="flex items-start gap-3">
        <input
          type="checkbox"
          name="ids"
          value={c.id}
          form={CAREER_BULK_FORM}
          aria-label={`Tick ${c.title}`}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
        />
        <Link
          href={`/admin/careers/${c.id}`}
          className="font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          {c.title}
        </Link>
      </span>
    ),
    className: "min-w-56",
  },
  {
    header: "Status",
    cell: (c) => (
      <span className="flex flex-wrap gap-1.5">
        <StatusBadge status={c.status} />
        {c.archived_at ? (
          <StatusBadge status="ARCHIVED" />
        ) : c.published ? null : c.publish_at ? (
          // The moment under the badge, so the column stays narrow enough for the table to fit.
          <span className="flex flex-col items-start gap-0.5">
            <StatusBadge status="SCHEDULED" />
            <time dateTime={c.publish_at} className="text-xs text-ink-700">
              {dateTime(c.publish_at)}
            </time>
          </span>
        ) : (
          <StatusBadge status="HIDDEN" />
        )}
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
    header: "Posted",
    cell: (c) => <time dateTime={c.posted_date}>{formatDate(c.posted_date)}</time>,
    className: "whitespace-nowrap",
  },
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
        <ArchiveButton kind="career" id={c.id} title={c.title} archived={Boolean(c.archived_at)} />
        <DeleteButton kind="career" id={c.id} title={c.title} size="sm" />
      </span>
    ),
  },
];

/**
 * The positions: tabs by status with their counts, a search by title, where the work is (the
 * arrangement) and order, all in the address (a plain GET form); at 375 px each position is a card.
 */
export default async function AdminCareersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("careers");
  const {
    page,
    values: filter,
    parsed,
    errors,
  } = listParams(await searchParams, KEYS, adminCareersQuerySchema, PAGE_SIZE);
  const [careers, counts, deleted] = await Promise.all([
    pageIf(parsed, (query) => adminFetch<Paged<AdminCareer>>("/careers", query)),
    adminFetch<AdminCareerCounts>("/careers/counts"),
    adminFetch<AdminDeletedItem[]>("/careers/deleted"),
  ]);
  const status = ADMIN_CAREER_FILTERS.find((s) => s === filter.status);
  const searching = Boolean(filter.q || filter.arrangement);
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
      <StatusTabs
        label="Position status"
        tabs={STATUS_TABS}
        current={status}
        counts={counts}
        pathname="/admin/careers"
        filter={filter}
      />
      <ListSearch
        action="/admin/careers"
        label="Find positions"
        submit="Show positions"
        errors={summaryOf(errors, IDS)}
        keep={{ status }}
        sort={{
          id: IDS.sort,
          value: filter.sort,
          options: ADMIN_CAREER_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] })),
          error: errors.sort,
        }}
        clearHref={searching || filter.sort ? pageHref("/admin/careers", 1, { status }) : undefined}
        q={{ id: IDS.q, label: "Position", value: filter.q, error: errors.q }}
        filters={[
          {
            id: IDS.arrangement,
            name: "arrangement",
            label: "Location and hours",
            placeholder: "Anywhere",
            value: filter.arrangement,
            options: counts.arrangements.map((a) => ({
              value: a.arrangement,
              label: `${arrangementToWords(a.arrangement)} (${a.count})`,
            })),
            error: errors.arrangement,
          },
        ]}
      />
      {parsed.success ? (
        <>
          <ListCount total={careers.totalElements} noun={["position", "positions"]} searching={searching} />
          {careers.content.length ? (
            <CareerBulkBar
              key={`${status ?? "all"}-${page}-${filter.q ?? ""}-${filter.arrangement ?? ""}-${filter.sort ?? ""}`}
              count={careers.content.length}
            />
          ) : null}
          <DataTable
            caption="Careers"
            columns={COLUMNS}
            rows={careers.content}
            rowKey={(c) => c.id}
            empty={searching ? "No positions match this search." : "No positions here yet."}
          />
          <Pagination
            className="mt-8"
            page={page}
            totalPages={careers.totalPages}
            pathname="/admin/careers"
            query={filter}
            label="Career pages"
          />
        </>
      ) : null}
      <DeletedList kind="career" items={deleted} />
    </>
  );
}
