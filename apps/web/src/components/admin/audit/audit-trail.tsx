import Link from "next/link";
import {
  auditTargetWords,
  entryEditPath,
  isMarketingKind,
  type AuditFieldChange,
  type TeamAuditEntry,
} from "@site/contract";
import { dateTime } from "@/lib/admin/format";
import { Marked } from "../editing/version-compare";
import { type DiffPart, wordDiff } from "../editing/version-diff";

/** Where in the team's area an entry's target is edited or listed, when it has such a page. */
export function auditTargetHref(type: string, id: string | null): string | null {
  switch (type) {
    case "post":
      return id ? `/admin/posts/${encodeURIComponent(id)}` : "/admin/posts";
    case "career":
      return id ? `/admin/careers/${encodeURIComponent(id)}` : "/admin/careers";
    case "content": {
      const [kind, key] = (id ?? "").split("/");
      if (!kind || !isMarketingKind(kind)) return "/admin/content";
      return key ? entryEditPath(kind, key) : `/admin/content/${kind}`;
    }
    case "comment":
      return "/admin/comments";
    case "webhook":
      return "/admin/settings/webhooks";
    case "lead":
      return id ? `/admin/leads/${encodeURIComponent(id)}` : "/admin/leads";
    case "applicant":
      return id ? `/admin/applicants/${encodeURIComponent(id)}` : "/admin/applicants";
    case "applicants":
      return "/admin/applicants";
    case "template":
      return "/admin/applicants/templates";
    case "author":
    case "category":
      return "/admin/taxonomy";
    case "person":
    case "invitation":
      return "/admin/people";
    case "key":
      return "/admin/keys";
    case "settings":
    case "applications":
      return "/admin/settings";
    default:
      return null;
  }
}

/** The target: its kind, its title linked to its page (when it still exists), its id. */
function Target({ entry }: { entry: TeamAuditEntry }) {
  if (!entry.target_type) return null;
  const href = auditTargetHref(entry.target_type, entry.target_id);
  const title = entry.target_title;
  return (
    <p className="mt-1 text-sm text-ink-800">
      <span className="text-ink-600">{auditTargetWords(entry.target_type)}: </span>
      {title && href ? (
        <Link href={href} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {title}
        </Link>
      ) : title ? (
        <span className="font-semibold">{title}</span>
      ) : null}
      {entry.target_id ? <span className="text-ink-600"> #{entry.target_id}</span> : null}
    </p>
  );
}

function Value({ parts, change }: { parts: DiffPart[]; change: "before" | "after" }) {
  const empty = parts.every((p) => !p.text);
  return (
    <div className="min-w-0">
      <p className="text-xs font-semibold tracking-wide text-ink-600 uppercase">
        {change === "before" ? "Before" : "After"}
      </p>
      <p className="mt-1 max-h-48 overflow-auto rounded-lg bg-ink-50 p-2 text-xs break-words whitespace-pre-wrap text-ink-900">
        {empty ? <span className="text-ink-600 italic">(none)</span> : <Marked parts={parts} />}
      </p>
    </div>
  );
}

/** An edit's changed fields: each field's value before and after, side by side from 640 px. */
function Changes({ changes, more }: { changes: AuditFieldChange[]; more: number }) {
  if (changes.length === 0) return null;
  const count = changes.length + more;
  return (
    <details className="mt-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
        {count === 1 ? "1 field changed" : `${count} fields changed`}
      </summary>
      <dl className="mt-2 flex flex-col gap-3">
        {changes.map((c, i) => {
          // Words removed and added marked as in a version comparison (version-compare.tsx).
          const diff = wordDiff(c.before, c.after);
          return (
            <div key={`${c.field}-${i}`} className="rounded-lg border border-ink-100 p-3">
              <dt className="text-sm font-semibold text-ink-950">{c.field}</dt>
              <dd className="mt-2 grid gap-2 sm:grid-cols-2">
                <Value parts={diff.before} change="before" />
                <Value parts={diff.after} change="after" />
              </dd>
            </div>
          );
        })}
      </dl>
      {more > 0 ? <p className="mt-2 text-sm text-ink-600">…and {more} more (in the CSV export).</p> : null}
    </details>
  );
}

/**
 * The trail's entries, newest first, one card each at every width: "Published by Ada Lovelace", when,
 * the target's title linked to its page, the summary, and for an edit the fields it changed. Below,
 * in small type, what was recorded as it was: the e-mail or key, the action's code, the address.
 */
export function AuditTrail({ entries, filtered }: { entries: TeamAuditEntry[]; filtered: boolean }) {
  if (entries.length === 0) {
    return (
      <p
        role="status"
        className="rounded-card border border-dashed border-ink-200 bg-ink-50 px-6 py-10 text-center text-ink-600"
      >
        {filtered ? "No entries match this filter." : "Nothing has been recorded yet."}
      </p>
    );
  }
  return (
    <section aria-label="Audit trail">
      <ol className="flex flex-col gap-3">
        {entries.map((e) => (
          <li key={e.id} className="rounded-card border border-ink-200 bg-white p-4 shadow-card sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <p className="font-semibold text-ink-950">
                {e.action_words} by {e.actor_name}
              </p>
              <time dateTime={e.at} className="text-sm whitespace-nowrap text-ink-600">
                {dateTime(e.at)}
              </time>
            </div>
            <Target entry={e} />
            {/* Many edits summarise themselves by the target's title: said once. */}
            {e.summary && e.summary !== e.target_title ? (
              <p className="mt-1 text-sm break-words text-ink-800">{e.summary}</p>
            ) : null}
            <Changes changes={e.changes} more={e.more_changes} />
            <p className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600">
              {e.system ? null : <span className="break-all">{e.actor}</span>}
              <code className="rounded bg-ink-100 px-1.5 py-0.5 text-ink-800">{e.action}</code>
              {e.ip ? <span>from {e.ip}</span> : null}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
