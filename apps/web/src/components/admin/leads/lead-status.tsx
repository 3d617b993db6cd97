import { LEAD_STATUS_LABELS, type LeadStatus } from "@site/contract";

const TONES: Record<LeadStatus, string> = {
  new: "bg-brand-50 text-brand-700 ring-brand-600/30",
  contacted: "bg-ink-100 text-ink-800 ring-ink-300",
  qualified: "bg-white text-warning-600 ring-warning-600/40",
  proposal: "bg-brand-600 text-white ring-brand-700",
  won: "bg-success-50 text-success-600 ring-success-600/30",
  lost: "bg-danger-50 text-danger-600 ring-danger-600/30",
};

/** A lead's status as a small pill; the word carries the meaning, the colour only echoes it. */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`}
    >
      {LEAD_STATUS_LABELS[status]}
    </span>
  );
}
