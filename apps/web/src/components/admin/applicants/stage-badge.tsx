import { STAGE_LABELS, type ApplicationStage } from "@site/contract";

const TONES: Record<ApplicationStage, string> = {
  new: "bg-white text-brand-700 ring-brand-600/30",
  screen: "bg-ink-100 text-ink-700 ring-ink-300",
  interview: "bg-brand-50 text-brand-700 ring-brand-600/30",
  offer: "bg-white text-warning-600 ring-warning-600/40",
  hired: "bg-success-50 text-success-600 ring-success-600/30",
  rejected: "bg-danger-50 text-danger-600 ring-danger-600/30",
};

/** An application's stage as a labelled pill; the word carries the meaning, the colour echoes it. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[stage]}`}
    >
      {STAGE_LABELS[stage]}
    </span>
  );
}

/** "Reply by Dec 6, 2026", marked when the day has passed. */
export function ReplyBy({ date, overdue }: { date: string | null; overdue: boolean }) {
  if (!date) return <span className="text-ink-600">No reply due</span>;
  return overdue ? (
    <span className="font-semibold text-danger-600">Reply overdue since {date}</span>
  ) : (
    <span className="text-ink-700">Reply by {date}</span>
  );
}
