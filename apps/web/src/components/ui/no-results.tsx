import type { ReactNode } from "react";

export type NoResultsProps = {
  /** The words (the generic ones are UI_TEXT.noResultsTitle and noResultsHint), handed down by the caller. */
  title: string;
  hint: string;
  /** An action under the message, e.g. the blog's 'Clear Filters' button. */
  action?: ReactNode;
  className?: string;
};

/** The generic empty-result panel (spec §8). */
export function NoResults({ title, hint, action, className = "" }: NoResultsProps) {
  return (
    <div
      role="status"
      className={`flex flex-col items-center rounded-card border border-dashed border-ink-200 bg-ink-50 px-6 py-14 text-center ${className}`}
    >
      <svg viewBox="0 0 64 64" className="mb-5 size-16" aria-hidden="true">
        <circle
          cx="28"
          cy="28"
          r="17"
          fill="var(--color-brand-50)"
          stroke="var(--color-brand-600)"
          strokeWidth="4"
        />
        <path d="m41 41 12 12" stroke="var(--color-brand-600)" strokeWidth="5" strokeLinecap="round" />
        <path d="M22 24h.01M34 24h.01" stroke="var(--color-ink-700)" strokeWidth="4" strokeLinecap="round" />
        <path
          d="M22 34q6-5 12 0"
          fill="none"
          stroke="var(--color-ink-700)"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <p className="font-display text-xl font-semibold text-ink-950">{title}</p>
      <p className="mt-2 max-w-sm text-ink-600">{hint}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
