import type { TeamAuditEntry } from "@site/contract";
import { dateTime } from "@/lib/admin/format";
import { DataTable, type Column } from "./data-table";

/** A before/after value as indented JSON (a plain string as it is). */
function shown(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value, null, 2);
}

function Change({ entry }: { entry: TeamAuditEntry }) {
  const parts = (
    [
      ["Before", entry.before],
      ["After", entry.after],
    ] as const
  ).filter(([, v]) => v !== null && v !== undefined);
  if (parts.length === 0) return <span className="text-ink-600">—</span>;
  return (
    <details className="group max-w-md min-w-56">
      <summary className="cursor-pointer rounded text-sm font-semibold text-brand-600 underline-offset-2 hover:underline">
        {parts.length === 2 ? "Before and after" : parts[0]![0]}
      </summary>
      <div className="mt-2 flex flex-col gap-2">
        {parts.map(([label, value]) => (
          <div key={label}>
            {parts.length === 2 ? (
              <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">{label}</p>
            ) : null}
            <pre className="mt-1 max-h-64 overflow-auto rounded-lg bg-ink-50 p-2 text-xs whitespace-pre-wrap text-ink-800">
              {shown(value)}
            </pre>
          </div>
        ))}
      </div>
    </details>
  );
}

const COLUMNS: Column<TeamAuditEntry>[] = [
  {
    header: "When",
    cell: (e) => <time dateTime={e.at}>{dateTime(e.at)}</time>,
    className: "whitespace-nowrap",
  },
  { header: "Who", cell: (e) => <span className="break-words">{e.actor}</span>, className: "min-w-52" },
  {
    header: "What",
    cell: (e) => (
      <code className="rounded bg-ink-100 px-1.5 py-0.5 text-xs whitespace-nowrap text-ink-900">
        {e.action}
      </code>
    ),
  },
  {
    header: "Target",
    cell: (e) =>
      e.target_type ? (
        <span className="whitespace-nowrap">
          {e.target_type}
          {e.target_id ? <span className="text-ink-600"> #{e.target_id}</span> : null}
        </span>
      ) : (
        "—"
      ),
  },
  { header: "Summary", cell: (e) => <p className="max-w-sm min-w-48">{e.summary ?? "—"}</p> },
  { header: "Change", cell: (e) => <Change entry={e} /> },
];

/** The trail's entries as a table: who did what, when, to what, and for edits the values before and after. */
export function AuditTrail({ entries, filtered }: { entries: TeamAuditEntry[]; filtered: boolean }) {
  return (
    <DataTable
      caption="Audit trail"
      columns={COLUMNS}
      rows={entries}
      rowKey={(e) => e.id}
      empty={filtered ? "No entries match this filter." : "Nothing has been recorded yet."}
    />
  );
}
