import type { Metadata } from "next";
import Link from "next/link";
import {
  APPLICATION_STAGES,
  STAGE_LABELS,
  formatDate,
  type AdminApplicant,
  type AdminCareer,
  type ApplicationStage,
  type Paged,
  type StageCounts,
} from "@site/contract";
import { ReplyBy } from "@/components/admin/applicants/reply-by";
import { StageBadge } from "@/components/admin/shell/status-badge";
import { RemindersButton } from "@/components/admin/applicants/reminders-button.client";
import { DataTable, type Column } from "@/components/admin/lists/data-table";
import { DownloadLink } from "@/components/admin/shell/download-link";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { TabLinks } from "@/components/admin/shell/tab-links";
import { buttonClasses } from "@/components/ui/button";
import { Pagination, pageHref } from "@/components/ui/pagination";
import { Select } from "@/components/ui/select";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";
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
    header: "Name",
    cell: (a) => (
      <Link
        href={`/admin/applicants/${a.id}`}
        className="font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {a.first_name} {a.last_name}
      </Link>
    ),
  },
  { header: "Position", cell: (a) => a.job_title },
  { header: "Stage", cell: (a) => <StageBadge stage={a.stage} /> },
  { header: "Reply", cell: (a) => <ReplyBy date={a.reply_by} overdue={a.overdue} /> },
  {
    header: "Applied",
    cell: (a) => (
      <time dateTime={a.created_date} className="whitespace-nowrap">
        {formatDate(a.created_date)}
      </time>
    ),
  },
  {
    header: "Email",
    cell: (a) => (
      <a href={`mailto:${a.email}`} className="break-all text-brand-600 underline-offset-2 hover:underline">
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

function stageOf(params: SearchParams): ApplicationStage | undefined {
  const s = stringParam(params, "stage");
  return APPLICATION_STAGES.find((x) => x === s);
}

function positionOf(params: SearchParams): string | undefined {
  const p = stringParam(params, "position");
  return p && /^[1-9][0-9]{0,9}$/.test(p) ? p : undefined;
}

export default async function AdminApplicantsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("applicants");
  const params = await searchParams;
  const page = pageParam(params);
  const stage = stageOf(params);
  const position = positionOf(params);
  const [data, careers] = await Promise.all([
    adminFetch<Paged<AdminApplicant> & { counts: StageCounts }>("/applicants", {
      page: page - 1,
      size: PAGE_SIZE,
      career_id: position,
      stage,
    }),
    adminFetch<Paged<AdminCareer>>("/careers", { size: 100 }),
  ]);
  const tabs = [
    {
      href: pageHref("/admin/applicants", 1, { position }),
      label: "All",
      current: !stage,
      count: data.counts.all,
    },
    ...APPLICATION_STAGES.map((s) => ({
      href: pageHref("/admin/applicants", 1, { position, stage: s }),
      label: STAGE_LABELS[s],
      current: stage === s,
      count: data.counts[s],
    })),
  ];
  return (
    <>
      <PageHeading
        title="Applicants"
        description={`${data.counts.all} application${data.counts.all === 1 ? "" : "s"}${position ? " for this position" : ""}, newest first. Open one to read the resume, move it on and e-mail the candidate.`}
        actions={
          <>
            <Link
              href="/admin/applicants/templates"
              className={buttonClasses({ variant: "outline", size: "sm" })}
            >
              E-mail templates
            </Link>
            <RemindersButton />
            <DownloadLink href="/api/admin/applicants/export">Download CSV</DownloadLink>
          </>
        }
      />
      <form
        method="get"
        action="/admin/applicants"
        role="search"
        aria-label="Filter applicants"
        className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end"
      >
        <div className="flex flex-col gap-1.5 sm:w-80">
          <label htmlFor="applicants-position" className="text-sm font-semibold text-ink-900">
            Position
          </label>
          <Select
            id="applicants-position"
            name="position"
            defaultValue={position ?? ""}
            placeholder="Every position"
            options={careers.content.map((c) => ({
              value: String(c.id),
              label: c.status === "CLOSED" ? `${c.title} (closed)` : c.title,
            }))}
          />
        </div>
        {stage ? <input type="hidden" name="stage" value={stage} /> : null}
        <button type="submit" className={buttonClasses({ variant: "secondary", size: "md" })}>
          Show applicants
        </button>
      </form>
      <TabLinks label="Stage" tabs={tabs} />
      <DataTable
        caption="Applicants"
        columns={COLUMNS}
        rows={data.content}
        rowKey={(a) => a.id}
        empty={stage || position ? "No application matches these filters." : "No applications yet."}
      />
      <Pagination
        className="mt-8"
        page={page}
        totalPages={data.totalPages}
        pathname="/admin/applicants"
        query={{ position, stage }}
        label="Applicant pages"
      />
    </>
  );
}
