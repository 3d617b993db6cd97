import type { PrivacyHeld } from "@site/contract";
import { dateTime } from "@/lib/admin/format";
import { DataTable, type Column } from "../lists/data-table";

type Row<K extends keyof PrivacyHeld> = PrivacyHeld[K] extends (infer T)[] ? T : never;

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const when = (iso: string) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {dateTime(iso)}
  </time>
);
/** Messages are stored with <br> for line breaks: shown as lines, as text. */
const text = (value: string | null) =>
  value ? (
    <p className="max-w-md min-w-48 whitespace-pre-line">{value.replace(/<br\s*\/?>/gi, "\n")}</p>
  ) : (
    "—"
  );

const APPLICATIONS: Column<Row<"applications">>[] = [
  { header: "Received", cell: (a) => when(a.created_date) },
  { header: "Name", cell: (a) => `${a.first_name} ${a.last_name}`, className: "whitespace-nowrap" },
  { header: "Position", cell: (a) => a.career_title },
  { header: "Email as typed", cell: (a) => <span className="break-all">{a.email}</span> },
  {
    header: "Phone",
    cell: (a) => (a.phone_number ? `${a.phone_country_code} ${a.phone_number}` : "—"),
    className: "whitespace-nowrap",
  },
  { header: "Location", cell: (a) => [a.city, a.state, a.country].filter(Boolean).join(", ") || "—" },
  {
    header: "Resume",
    cell: (a) => (a.resume ? `${a.resume.original_name} · ${size(a.resume.size_bytes)}` : "—"),
  },
];
const SALES_LEADS: Column<Row<"sales_leads">>[] = [
  { header: "Received", cell: (l) => when(l.created_date) },
  { header: "Name", cell: (l) => l.name, className: "whitespace-nowrap" },
  { header: "Status", cell: (l) => l.status.charAt(0).toUpperCase() + l.status.slice(1) },
  { header: "Owner", cell: (l) => l.owner ?? "—" },
  { header: "Follow-up", cell: (l) => l.follow_up_on ?? "—", className: "whitespace-nowrap" },
  { header: "Notes", cell: (l) => text(l.notes || null) },
  { header: "Changes", cell: (l) => String(l.history.length) },
];
const CONTACT: Column<Row<"contact_leads">>[] = [
  { header: "Received", cell: (l) => when(l.created_date) },
  { header: "Name", cell: (l) => `${l.first_name} ${l.last_name}`, className: "whitespace-nowrap" },
  { header: "Email as typed", cell: (l) => <span className="break-all">{l.email}</span> },
  { header: "Phone", cell: (l) => l.phone_number ?? "—", className: "whitespace-nowrap" },
  { header: "Message", cell: (l) => text(l.message) },
];
const DESIGN: Column<Row<"design_campaign_leads">>[] = [
  { header: "Received", cell: (l) => when(l.created_date) },
  { header: "Name", cell: (l) => l.full_name, className: "whitespace-nowrap" },
  { header: "Email as typed", cell: (l) => <span className="break-all">{l.email}</span> },
  { header: "Website", cell: (l) => <span className="break-all">{l.website_url}</span> },
  { header: "Company", cell: (l) => l.company ?? "—" },
  { header: "Message", cell: (l) => text(l.message) },
];
const COMMENTS: Column<Row<"comments">>[] = [
  { header: "Sent", cell: (c) => when(c.created_date) },
  { header: "Name", cell: (c) => c.sender_name, className: "whitespace-nowrap" },
  { header: "On", cell: (c) => c.post.title },
  { header: "Status", cell: (c) => c.status.charAt(0) + c.status.slice(1).toLowerCase() },
  { header: "Comment", cell: (c) => text(c.content) },
];

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="font-display text-xl font-bold text-ink-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One kind of row held for the address, as a table under its heading; nothing when there is none. */
function HeldKind<T extends { id: number }>({
  id,
  title,
  columns,
  rows,
}: {
  id: string;
  title: string;
  columns: Column<T>[];
  rows: T[];
}) {
  if (rows.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <DataTable
        caption={`${title} held for this address`}
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        empty=""
      />
    </Section>
  );
}

/** Everything held about one address, kind by kind; kinds with nothing are left out. */
export function PrivacyHeldRows({ held }: { held: PrivacyHeld }) {
  return (
    <div className="flex flex-col gap-8">
      <HeldKind id="held-applications" title="Applications" columns={APPLICATIONS} rows={held.applications} />
      <HeldKind
        id="held-sales-leads"
        title="Leads in the sales pipeline"
        columns={SALES_LEADS}
        rows={held.sales_leads}
      />
      <HeldKind id="held-contact" title="Contact messages" columns={CONTACT} rows={held.contact_leads} />
      <HeldKind
        id="held-design"
        title="UX review requests"
        columns={DESIGN}
        rows={held.design_campaign_leads}
      />
      {held.newsletter ? (
        <Section id="held-newsletter" title="Newsletter">
          <p className="text-ink-800">
            Subscribed as <span className="font-semibold break-all">{held.newsletter.email}</span> since{" "}
            {when(held.newsletter.created_date)}.
          </p>
        </Section>
      ) : null}
      <HeldKind id="held-comments" title="Comments" columns={COMMENTS} rows={held.comments} />
    </div>
  );
}
