import type { Metadata } from "next";
import {
  auditActionOption,
  auditQuerySchema,
  can,
  type Paged,
  type TeamAuditEntry,
  type TeamPerson,
} from "@site/contract";
import { AuditTrail } from "@/components/admin/audit/audit-trail";
import { listParams, pageIf } from "@/components/admin/lists/list-params";
import { ListSearch } from "@/components/admin/lists/list-search";
import { summaryOf } from "@/components/admin/shell/error-summary";
import { DownloadLink } from "@/components/admin/shell/download-link";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { pageHref, Pagination } from "@/components/ui/pagination";
import { requirePermission } from "@/lib/admin/session";
import type { SearchParams } from "@/lib/admin/search-params";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Audit trail" };

const PAGE_SIZE = 25;

/** The trail's search: person, action and dates, in the address (a plain GET form). */
const KEYS = ["actor", "action", "from", "to"] as const;
const FILTER_IDS = {
  actor: "audit-actor",
  action: "audit-action",
  from: "audit-from",
  to: "audit-to",
} as const;

/** The CSV export of the entries the filter shows (every page of them). */
function exportHref({
  actor,
  action,
  from,
  to,
}: {
  actor?: number;
  action?: string;
  from?: string;
  to?: string;
}) {
  return pageHref("/api/admin/audit/export", 1, { actor: actor?.toString(), action, from, to });
}

/**
 * The audit trail: every admin write and sensitive read, newest first, filtered by person, action and
 * dates through the URL. Read-only: nothing here (nor in the API) changes or deletes an entry.
 */
export default async function AdminAuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const me = await requirePermission("audit");
  const { page, values, parsed, errors } = listParams(await searchParams, KEYS, auditQuerySchema, PAGE_SIZE);
  if (parsed.success && parsed.data.from && parsed.data.to && parsed.data.from > parsed.data.to) {
    errors.to = "The end date is before the start date";
  }
  if (errors.actor) errors.actor = "Choose a person from the list";
  const valid = parsed.success && Object.keys(errors).length === 0;

  const [entries, actions, people] = await Promise.all([
    pageIf(valid ? parsed : { success: false }, (query) =>
      adminFetch<Paged<TeamAuditEntry>>("/audit", query),
    ),
    adminFetch<string[]>("/audit/actions"),
    // Everyone who holds the audit permission may list people today; the guard keeps the page working
    // should a role ever have one without the other (the filter then lacks only the person list).
    can(me.roles, "people") ? adminFetch<TeamPerson[]>("/people") : Promise.resolve<TeamPerson[]>([]),
  ]);
  const filtered = Object.values(values).some(Boolean);
  return (
    <>
      <PageHeading
        title="Audit trail"
        description="Who did what and when: every change made here, every export and resume download, every sign-in, and what the site did by itself (scheduled publishing, removing old applications). Entries cannot be changed or deleted."
        actions={
          valid ? (
            <DownloadLink href={exportHref(parsed.data)}>
              {filtered ? "Download these entries (CSV)" : "Download CSV"}
            </DownloadLink>
          ) : null
        }
      />
      <ListSearch
        action="/admin/audit"
        label="Filter the audit trail"
        submit="Show entries"
        errors={summaryOf(errors, FILTER_IDS)}
        clearHref={filtered ? "/admin/audit" : undefined}
        filters={[
          {
            id: FILTER_IDS.actor,
            name: "actor",
            label: "Person",
            placeholder: "Everyone",
            value: values.actor,
            options: people.map((p) => ({
              value: String(p.id),
              label: `${p.name} (${p.email})${p.removed_at ? " — removed" : ""}`,
            })),
            error: errors.actor,
          },
          {
            id: FILTER_IDS.action,
            name: "action",
            label: "Action",
            placeholder: "Every action",
            value: values.action,
            options: actions
              .map((a) => ({ value: a, label: auditActionOption(a) }))
              .sort((x, y) => x.label.localeCompare(y.label)),
            error: errors.action,
          },
        ]}
        dates={[
          { id: FILTER_IDS.from, name: "from", label: "From (UTC)", value: values.from, error: errors.from },
          { id: FILTER_IDS.to, name: "to", label: "To (UTC)", value: values.to, error: errors.to },
        ]}
      />
      {valid ? (
        <>
          <p className="mb-3 text-sm text-ink-600" role="status">
            {entries.totalElements === 1 ? "1 entry" : `${entries.totalElements} entries`}
            {filtered ? (entries.totalElements === 1 ? " matches this filter" : " match this filter") : ""},
            newest first. Times are UTC.
          </p>
          <AuditTrail entries={entries.content} filtered={filtered} />
          <Pagination
            className="mt-8"
            page={page}
            totalPages={entries.totalPages}
            pathname="/admin/audit"
            query={values}
            label="Audit trail pages"
          />
        </>
      ) : null}
    </>
  );
}
