import type { ReactNode } from "react";
import { type ApplicationStage, LEAD_STATUS_LABELS, type LeadStatus, STAGE_LABELS } from "@site/contract";

/** The colours a badge may take; each echoes its word, never carries the meaning alone. */
const TONES = {
  neutral: "bg-ink-100 text-ink-700 ring-ink-300",
  info: "bg-brand-50 text-brand-700 ring-brand-600/30",
  outline: "bg-white text-brand-700 ring-brand-600/30",
  strong: "bg-brand-600 text-white ring-brand-700",
  warning: "bg-white text-warning-600 ring-warning-600/40",
  success: "bg-success-50 text-success-600 ring-success-600/30",
  danger: "bg-danger-50 text-danger-600 ring-danger-600/30",
} as const;

type Tone = keyof typeof TONES;

/**
 * A word as a small pill (a status, a stage), the colour only echoing it. `nowrap` keeps it on one line
 * (in a table cell); `detail` follows the word ("Scheduled · Mar 1, 2026, 09:00 UTC").
 */
export function Badge({
  tone,
  nowrap = false,
  detail,
  children,
}: {
  tone: Tone;
  nowrap?: boolean;
  detail?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold${nowrap ? " whitespace-nowrap" : ""} ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
      {detail ? <span className="ml-1 font-normal"> · {detail}</span> : null}
    </span>
  );
}

const STATUSES = {
  PENDING: ["Pending", "warning"],
  APPROVED: ["Approved", "success"],
  REJECTED: ["Rejected", "danger"],
  OPEN: ["Open", "success"],
  CLOSED: ["Closed", "danger"],
  PUBLISHED: ["Published", "success"],
  DRAFT: ["Draft", "neutral"],
  SCHEDULED: ["Scheduled", "info"],
  HIDDEN: ["Not listed", "neutral"],
  ARCHIVED: ["Archived", "neutral"],
} as const satisfies Record<string, readonly [string, Tone]>;

export type BadgeStatus = keyof typeof STATUSES;

/** A comment's, a post's or an opening's status: "Published", "Scheduled · <when>"... */
export function StatusBadge({ status, detail }: { status: BadgeStatus; detail?: string }) {
  const [word, tone] = STATUSES[status];
  return (
    <Badge tone={tone} detail={detail}>
      {word}
    </Badge>
  );
}

const STAGE_TONES: Record<ApplicationStage, Tone> = {
  new: "outline",
  screen: "neutral",
  interview: "info",
  offer: "warning",
  hired: "success",
  rejected: "danger",
};

/** An application's stage: "Interview", "Offer"... */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return (
    <Badge tone={STAGE_TONES[stage]} nowrap>
      {STAGE_LABELS[stage]}
    </Badge>
  );
}

const LEAD_TONES: Record<LeadStatus, Tone> = {
  new: "info",
  contacted: "neutral",
  qualified: "warning",
  proposal: "strong",
  won: "success",
  lost: "danger",
};

/** A lead's status in the sales pipeline: "Contacted", "Won"... */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <Badge tone={LEAD_TONES[status]} nowrap>
      {LEAD_STATUS_LABELS[status]}
    </Badge>
  );
}
