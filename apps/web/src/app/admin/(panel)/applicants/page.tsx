import type { Metadata } from "next";
import { formatDate, type AdminApplicant, type Paged } from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { DownloadLink } from "@/components/admin/download-link";
import { PageHeading } from "@/components/admin/page-heading";
import { Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Applicants" };

const PAGE_SIZE = 25;

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const COLUMNS: Column<AdminApplicant>[] = [
  {
    header: "Applied",
    cell: (a) => (
      <time dateTime={a.created_date} className="whitespace-nowrap">
        {formatDate(a.created_date)}
      </time>
    ),
  },
  {
    header: "Name",
    cell: (a) => `${a.first_name} ${a.last_name}`,
    className: "whitespace-nowrap font-medium text-ink-950",
  },
  { header: "Position", cell: (a) => a.job_title },
  {
    header: "Email",
    cell: (a) => (
      <a href={`mailto:${a.email}`} className="text-brand-600 underline-offset-2 hover:underline">
        {a.email}
      </a>
    ),
  },
  {
    header: "Phone",
    cell: (a) => (a.phone_number ? `${a.phone_country_code} ${a.phone_number}` : "—"),
    className: "whitespace-nowrap",
  },
  { header: "Location", cell: (a) => [a.city, a.state, a.country].filter(Boolean).join(", ") || "—" },
  {
    header: "Resume",
    cell: (a) =>
      a.resume ? (
        <div className="flex flex-col items-start gap-1">
          <DownloadLink
            href={`/api/admin/applicants/${a.id}/resume`}
            variant="secondary"
            label={`Download ${a.first_name} ${a.last_name}'s resume`}
          >
            Download
          </DownloadLink>
          <span className="text-xs text-ink-600">
            {a.resume.original_name} · {size(a.resume.size_bytes)}
          </span>
        </div>
      ) : (
        "—"
      ),
  },
];

export default async function AdminApplicantsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("applicants");
  const page = pageParam(await searchParams);
  const data = await adminFetch<Paged<AdminApplicant>>("/applicants", { page: page - 1, size: PAGE_SIZE });
  return (
    <>
      <PageHeading
        title="Applicants"
        description={`${data.totalElements} application${data.totalElements === 1 ? "" : "s"}, newest first. Resumes download under the applicant's name.`}
        actions={<DownloadLink href="/api/admin/applicants/export">Download CSV</DownloadLink>}
      />
      <DataTable
        caption="Applicants"
        columns={COLUMNS}
        rows={data.content}
        rowKey={(a) => a.id}
        empty="No applications yet."
      />
      <Pagination
        className="mt-8"
        page={page}
        totalPages={data.totalPages}
        pathname="/admin/applicants"
        label="Applicant pages"
      />
    </>
  );
}
