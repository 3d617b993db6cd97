import type { Metadata } from "next";
import {
  adminPipelineQuerySchema,
  formatDate,
  LEAD_ORIGIN_LABELS,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  LEAD_TYPES,
  type AdminLead,
  type AdminLeadList,
  type AdminContactLead,
  type AdminDesignCampaignLead,
  type AdminNewsletterSubscriber,
  type LeadType,
  type Paged,
} from "@site/contract";
import { DataTable, type Column } from "@/components/admin/lists/data-table";
import { DownloadLink } from "@/components/admin/shell/download-link";
import { LeadBulkBar, LEAD_BULK_FORM } from "@/components/admin/leads/lead-bulk.client";
import { summaryOf } from "@/components/admin/shell/error-summary";
import { listParams } from "@/components/admin/lists/list-params";
import { ListSearch } from "@/components/admin/lists/list-search";
import { LeadStatusBadge } from "@/components/admin/shell/status-badge";
import Link from "next/link";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { TabLinks } from "@/components/admin/shell/tab-links";
import { pageHref, Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Leads" };

/** The pipeline's search: its words, status, owner and source, in the address (a plain GET form). */
const KEYS = ["q", "status", "owner", "source"] as const;
const FILTER_IDS = {
  q: "leads-q",
  status: "leads-status",
  owner: "leads-owner",
  source: "leads-source",
} as const;

const PAGE_SIZE = 25;
/** The pipeline first; then each form's own rows as they were sent, with their CSV. */
type View = "pipeline" | LeadType;
const LABELS: Record<View, string> = {
  pipeline: "Pipeline",
  contact: "Contact messages",
  "design-campaign": "UX review requests",
  newsletter: "Newsletter",
};

const date = (iso: string) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {formatDate(iso)}
  </time>
);
const email = (address: string) => (
  <a href={`mailto:${address}`} className="text-brand-600 underline-offset-2 hover:underline">
    {address}
  </a>
);
/** Messages are stored with <br> for line breaks (spec §5): show them as lines, as text. */
const message = (text: string | null) =>
  text ? <p className="max-w-md min-w-64 whitespace-pre-line">{text.replace(/<br\s*\/?>/gi, "\n")}</p> : "—";

const CONTACT: Column<AdminContactLead>[] = [
  { header: "Received", cell: (l) => date(l.created_date) },
  { header: "Name", cell: (l) => `${l.first_name} ${l.last_name}`, className: "whitespace-nowrap" },
  { header: "Email", cell: (l) => email(l.email) },
  { header: "Phone", cell: (l) => l.phone_number ?? "—", className: "whitespace-nowrap" },
  { header: "Message", cell: (l) => message(l.message) },
];
const DESIGN: Column<AdminDesignCampaignLead>[] = [
  { header: "Received", cell: (l) => date(l.created_date) },
  { header: "Name", cell: (l) => l.full_name, className: "whitespace-nowrap" },
  { header: "Email", cell: (l) => email(l.email) },
  {
    header: "Website",
    cell: (l) => (
      <a
        href={l.website_url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-600 underline-offset-2 hover:underline"
      >
        {l.website_url}
      </a>
    ),
  },
  { header: "Company", cell: (l) => l.company ?? "—" },
  { header: "Message", cell: (l) => message(l.message) },
];
const NEWSLETTER: Column<AdminNewsletterSubscriber>[] = [
  { header: "Subscribed", cell: (l) => date(l.created_date) },
  { header: "Email", cell: (l) => email(l.email) },
  {
    header: "Status",
    // Double opt-in: an address counts once its owner opened the confirmation link; one never
    // confirmed is deleted after 7 days.
    cell: (l) =>
      l.confirmed_date ? (
        <span className="whitespace-nowrap text-success-600">Confirmed {date(l.confirmed_date)}</span>
      ) : (
        <span className="whitespace-nowrap text-warning-600">Awaiting confirmation</span>
      ),
  },
];

const PIPELINE: Column<AdminLead>[] = [
  {
    header: "Pick",
    cell: (l) => (
      <input
        type="checkbox"
        name="ids"
        value={l.id}
        form={LEAD_BULK_FORM}
        aria-label={`Tick ${l.name}`}
        className="size-5 accent-brand-600"
      />
    ),
  },
  {
    header: "Lead",
    cell: (l) => (
      <div className="min-w-48">
        <Link
          href={`/admin/leads/${l.id}`}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {l.name}
        </Link>
        <p className="text-ink-600">{l.email}</p>
      </div>
    ),
  },
  { header: "Status", cell: (l) => <LeadStatusBadge status={l.status} /> },
  { header: "Owner", cell: (l) => l.owner?.name ?? "—", className: "whitespace-nowrap" },
  {
    header: "Follow up",
    cell: (l) => (l.follow_up_on ? <time dateTime={l.follow_up_on}>{formatDate(l.follow_up_on)}</time> : "—"),
    className: "whitespace-nowrap",
  },
  { header: "Source", cell: (l) => l.source },
  { header: "From", cell: (l) => LEAD_ORIGIN_LABELS[l.origin], className: "whitespace-nowrap" },
  { header: "Received", cell: (l) => date(l.created_date) },
];

/** The sales pipeline: search, filters, counts per source, bulk changes, each lead's page. */
async function Pipeline({ params }: { params: SearchParams }) {
  const { page, values, parsed, errors } = listParams(params, KEYS, adminPipelineQuerySchema, PAGE_SIZE);
  const data = await adminFetch<AdminLeadList>(
    "/pipeline",
    parsed.success ? { ...parsed.data } : { page: 0, size: PAGE_SIZE },
  );
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <ListSearch
        action="/admin/leads"
        label="Find leads"
        submit="Show leads"
        errors={summaryOf(errors, FILTER_IDS)}
        clearHref={filtered ? "/admin/leads" : undefined}
        q={{ id: FILTER_IDS.q, label: "Name, e-mail, company or words", value: values.q, error: errors.q }}
        filters={[
          {
            id: FILTER_IDS.status,
            name: "status",
            label: "Status",
            placeholder: "Any status",
            value: values.status,
            options: LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
            error: errors.status,
          },
          {
            id: FILTER_IDS.owner,
            name: "owner",
            label: "Owner",
            placeholder: "Anyone",
            value: values.owner,
            options: [
              { value: "none", label: "Nobody yet" },
              ...data.owners.map((o) => ({ value: String(o.id), label: o.name })),
            ],
            error: errors.owner,
          },
          {
            id: FILTER_IDS.source,
            name: "source",
            label: "Source",
            placeholder: "Any source",
            value: values.source,
            // The source asked for stays a choice even when no lead has it (any more).
            options: [
              ...new Set([...data.sources.map((s) => s.source), ...(values.source ? [values.source] : [])]),
            ].map((s) => ({ value: s, label: s })),
            error: errors.source,
          },
        ]}
      />
      <section aria-labelledby="sources-heading" className="mb-6">
        <h2 id="sources-heading" className="mb-2 text-sm font-semibold text-ink-700">
          Leads per source{filtered ? " (this filter)" : ""}
        </h2>
        {data.sources.length ? (
          <ul className="flex flex-wrap gap-2">
            {data.sources.map((s) => (
              <li key={s.source}>
                <Link
                  href={pageHref("/admin/leads", 1, { ...values, source: s.source })}
                  className="inline-flex items-center gap-2 rounded-full border border-ink-300 bg-white px-3 py-1 text-sm text-ink-800 hover:bg-ink-50"
                >
                  {s.source} <span className="font-semibold">{s.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-600">None yet.</p>
        )}
      </section>
      {data.content.length ? (
        <LeadBulkBar
          key={`${page}-${JSON.stringify(values)}`}
          count={data.content.length}
          owners={data.owners}
        />
      ) : null}
      <DataTable
        caption="Leads"
        columns={PIPELINE}
        rows={data.content}
        rowKey={(r) => r.id}
        empty={filtered ? "No leads match this filter." : "No leads yet."}
      />
      <Pagination
        className="mt-8"
        page={page}
        totalPages={data.totalPages}
        pathname="/admin/leads"
        query={values}
        label="Lead pages"
      />
    </>
  );
}

export default async function AdminLeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("leads");
  const params = await searchParams;
  const type = LEAD_TYPES.find((t) => t === stringParam(params, "type"));
  const tabs = (current: View, count?: number) => (
    <TabLinks
      label="Lead type"
      tabs={(["pipeline", ...LEAD_TYPES] as const).map((t) => ({
        href: t === "pipeline" ? "/admin/leads" : `/admin/leads?type=${t}`,
        label: LABELS[t],
        current: t === current,
        count: t === current ? count : undefined,
      }))}
    />
  );
  if (!type) {
    return (
      <>
        <PageHeading
          title="Leads"
          description="Every lead the site brought in, with where it came from: move it along, give it an owner and a follow-up date."
        />
        {tabs("pipeline")}
        <Pipeline params={params} />
      </>
    );
  }
  const page = pageParam(params);
  const query = { page: page - 1, size: PAGE_SIZE };
  const table = await (async () => {
    switch (type) {
      case "contact": {
        const data = await adminFetch<Paged<AdminContactLead>>("/leads/contact", query);
        return {
          data,
          node: (
            <DataTable
              caption={LABELS.contact}
              columns={CONTACT}
              rows={data.content}
              rowKey={(r) => r.id}
              empty="No contact messages yet."
            />
          ),
        };
      }
      case "design-campaign": {
        const data = await adminFetch<Paged<AdminDesignCampaignLead>>("/leads/design-campaign", query);
        return {
          data,
          node: (
            <DataTable
              caption={LABELS["design-campaign"]}
              columns={DESIGN}
              rows={data.content}
              rowKey={(r) => r.id}
              empty="No UX review requests yet."
            />
          ),
        };
      }
      case "newsletter": {
        const data = await adminFetch<Paged<AdminNewsletterSubscriber>>("/leads/newsletter", query);
        return {
          data,
          node: (
            <DataTable
              caption={LABELS.newsletter}
              columns={NEWSLETTER}
              rows={data.content}
              rowKey={(r) => r.id}
              empty="No subscribers yet."
            />
          ),
        };
      }
    }
  })();
  return (
    <>
      <PageHeading
        title="Leads"
        description="Everything sent through the site's forms, newest first."
        actions={<DownloadLink href={`/api/admin/leads/${type}/export`}>Download CSV</DownloadLink>}
      />
      {tabs(type, table.data.totalElements)}
      {table.node}
      <Pagination
        className="mt-8"
        page={page}
        totalPages={table.data.totalPages}
        pathname="/admin/leads"
        query={{ type }}
        label="Lead pages"
      />
    </>
  );
}
