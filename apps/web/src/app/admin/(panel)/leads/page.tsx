import type { Metadata } from "next";
import {
  formatDate,
  LEAD_TYPES,
  type AdminContactLead,
  type AdminDesignCampaignLead,
  type AdminNewsletterSubscriber,
  type LeadType,
  type Paged,
} from "@site/contract";
import { DataTable, type Column } from "@/components/admin/data-table";
import { DownloadLink } from "@/components/admin/download-link";
import { PageHeading } from "@/components/admin/page-heading";
import { TabLinks } from "@/components/admin/tab-links";
import { Pagination } from "@/components/ui/pagination";
import { adminFetch } from "@/lib/api/admin";
import { pageParam, stringParam, type SearchParams } from "@/lib/admin/search-params";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Leads" };

const PAGE_SIZE = 25;
const LABELS: Record<LeadType, string> = {
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

export default async function AdminLeadsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requirePermission("leads");
  const params = await searchParams;
  const type = LEAD_TYPES.find((t) => t === stringParam(params, "type")) ?? "contact";
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
      <TabLinks
        label="Lead type"
        tabs={LEAD_TYPES.map((t) => ({
          href: t === "contact" ? "/admin/leads" : `/admin/leads?type=${t}`,
          label: LABELS[t],
          current: t === type,
          count: t === type ? table.data.totalElements : undefined,
        }))}
      />
      {table.node}
      <Pagination
        className="mt-8"
        page={page}
        totalPages={table.data.totalPages}
        pathname="/admin/leads"
        query={{ type: type === "contact" ? undefined : type }}
        label="Lead pages"
      />
    </>
  );
}
