import { type CareerStatus } from "@site/contract";
import { UI_TEXT } from "@/content/ui-text";

/** "Open" in green or "Closed" in red, as a small pill. */
export function CareerStatusBadge({ status, className = "" }: { status: CareerStatus; className?: string }) {
  const closed = status === "CLOSED";
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold tracking-wide uppercase ${
        closed ? "bg-danger-50 text-danger-600" : "bg-success-50 text-success-600"
      } ${className}`}
    >
      <span
        aria-hidden="true"
        className={`size-1.5 rounded-full ${closed ? "bg-danger-600" : "bg-success-600"}`}
      />
      {closed ? UI_TEXT.closedBanner : "Open"}
    </span>
  );
}

/** The red banner across a closed position's header (spec §2). */
export function ClosedBanner() {
  return (
    <div
      data-testid="closed-banner"
      className="inline-flex items-center gap-2 rounded-lg bg-danger-600 px-4 py-2 font-display text-sm font-bold tracking-[0.12em] text-white uppercase shadow-sm"
    >
      <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
        <rect x="4" y="9" width="12" height="8" rx="1.5" fill="currentColor" />
        <path d="M7 9V6.5a3 3 0 0 1 6 0V9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {UI_TEXT.closedBanner}
    </div>
  );
}
