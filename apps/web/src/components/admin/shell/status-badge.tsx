const TONES = {
  PENDING: "bg-white text-warning-600 ring-warning-600/40",
  APPROVED: "bg-success-50 text-success-600 ring-success-600/30",
  REJECTED: "bg-danger-50 text-danger-600 ring-danger-600/30",
  OPEN: "bg-success-50 text-success-600 ring-success-600/30",
  CLOSED: "bg-danger-50 text-danger-600 ring-danger-600/30",
  PUBLISHED: "bg-success-50 text-success-600 ring-success-600/30",
  DRAFT: "bg-ink-100 text-ink-700 ring-ink-300",
  SCHEDULED: "bg-brand-50 text-brand-700 ring-brand-600/30",
  HIDDEN: "bg-ink-100 text-ink-700 ring-ink-300",
  ARCHIVED: "bg-ink-100 text-ink-700 ring-ink-300",
} as const;

export type BadgeStatus = keyof typeof TONES;

const LABELS: Record<BadgeStatus, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
  OPEN: "Open",
  CLOSED: "Closed",
  PUBLISHED: "Published",
  DRAFT: "Draft",
  SCHEDULED: "Scheduled",
  HIDDEN: "Not listed",
  ARCHIVED: "Archived",
};

/**
 * A status as a small labelled pill; the word carries the meaning, the colour only echoes it. `detail`
 * follows the word ("Scheduled · Mar 1, 2026, 09:00 UTC").
 */
export function StatusBadge({ status, detail }: { status: BadgeStatus; detail?: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}
    >
      {LABELS[status]}
      {detail ? <span className="ml-1 font-normal"> · {detail}</span> : null}
    </span>
  );
}
