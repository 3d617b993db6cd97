import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { formatDate, LEAD_ORIGIN_LABELS, type AdminLeadDetail } from "@site/contract";
import { AuditTrail } from "@/components/admin/audit/audit-trail";
import { LeadEditor } from "@/components/admin/leads/lead-editor.client";
import { LeadSource } from "@/components/admin/leads/lead-source";
import { LeadStatusBadge } from "@/components/admin/shell/status-badge";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { adminFetch } from "@/lib/api/admin";
import { ApiError } from "@/lib/api/client";
import { dateTime } from "@/lib/admin/format";
import { requirePermission } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Lead" };

const CARD = "rounded-card border border-ink-200 bg-white p-5 shadow-card";

/**
 * One lead: what the visitor sent, where the visit came from, the team's work on it (status, owner,
 * follow-up, notes) and its whole history in words, from the audit trail.
 */
export default async function AdminLeadPage({ params }: { params: Promise<{ id: string }> }) {
  await requirePermission("leads");
  const { id } = await params;
  if (!/^[1-9][0-9]{0,9}$/.test(id)) notFound();
  const { lead, history, owners } = await adminFetch<AdminLeadDetail>(`/pipeline/${id}`).catch((err) => {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  });
  return (
    <>
      <PageHeading
        back={{ href: "/admin/leads", label: "All leads" }}
        title={lead.name}
        description={
          <>
            <LeadStatusBadge status={lead.status} /> {LEAD_ORIGIN_LABELS[lead.origin]}, received{" "}
            {dateTime(lead.created_date)}
            {lead.owner ? `, owned by ${lead.owner.name}` : ""}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="lead-sent" className={CARD}>
            <h2 id="lead-sent" className="mb-3 text-lg font-bold text-ink-950">
              What they sent
            </h2>
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="font-semibold text-ink-700">E-mail</dt>
              <dd className="break-all">
                <a
                  href={`mailto:${lead.email}`}
                  className="text-brand-700 underline-offset-2 hover:underline"
                >
                  {lead.email}
                </a>
              </dd>
              {lead.phone ? (
                <>
                  <dt className="font-semibold text-ink-700">Phone</dt>
                  <dd>{lead.phone}</dd>
                </>
              ) : null}
              {lead.company ? (
                <>
                  <dt className="font-semibold text-ink-700">Company</dt>
                  <dd>{lead.company}</dd>
                </>
              ) : null}
              {lead.booked_for ? (
                <>
                  <dt className="font-semibold text-ink-700">Call booked for</dt>
                  <dd>
                    {dateTime(lead.booked_for)}
                    {lead.scheduler ? ` (${lead.scheduler === "calendly" ? "Calendly" : "Cal.com"})` : ""}
                  </dd>
                </>
              ) : null}
              {lead.lost_reason ? (
                <>
                  <dt className="font-semibold text-ink-700">Lost because</dt>
                  <dd>{lead.lost_reason}</dd>
                </>
              ) : null}
              {lead.follow_up_on ? (
                <>
                  <dt className="font-semibold text-ink-700">Follow up on</dt>
                  <dd>{formatDate(lead.follow_up_on)}</dd>
                </>
              ) : null}
            </dl>
            {lead.message ? (
              <p className="mt-4 text-sm whitespace-pre-line text-ink-900">
                {lead.message.replace(/<br\s*\/?>/gi, "\n")}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="lead-source" className={CARD}>
            <h2 id="lead-source" className="mb-3 text-lg font-bold text-ink-950">
              Where they came from
            </h2>
            <LeadSource lead={lead} />
          </section>
          <section aria-labelledby="lead-work" className={CARD}>
            <h2 id="lead-work" className="mb-3 text-lg font-bold text-ink-950">
              The team&apos;s work
            </h2>
            <LeadEditor lead={lead} owners={owners} />
          </section>
        </div>
        <section aria-labelledby="lead-history" className="min-w-0">
          <h2 id="lead-history" className="mb-3 text-lg font-bold text-ink-950">
            History
          </h2>
          <AuditTrail entries={history} filtered={false} />
        </section>
      </div>
    </>
  );
}
