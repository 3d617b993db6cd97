import { SKELETON_DEFAULT_COUNT } from "@site/contract";

export type SkeletonProps = {
  /** How many placeholders to draw (spec §9: 4). */
  count?: number;
  /** "card" draws an image block with two text lines; "line" draws one text line. */
  variant?: "card" | "line";
  /** Classes for the grid that holds the placeholders. */
  className?: string;
  label?: string;
};

/** Loading placeholders that hold the space of the content they stand for, so nothing jumps. */
export function Skeleton({
  count = SKELETON_DEFAULT_COUNT,
  variant = "card",
  className = variant === "card" ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-3",
  label = "Loading...",
}: SkeletonProps) {
  return (
    <div role="status" aria-live="polite" aria-busy="true" className={className}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) =>
        variant === "card" ? (
          <div
            key={i}
            data-testid="skeleton-item"
            aria-hidden="true"
            className="overflow-hidden rounded-card border border-ink-100 bg-white"
          >
            <div className="skeleton-shimmer aspect-[16/10]" />
            <div className="space-y-3 p-5">
              <div className="skeleton-shimmer h-3 w-1/3 rounded-full" />
              <div className="skeleton-shimmer h-5 w-11/12 rounded-full" />
              <div className="skeleton-shimmer h-5 w-2/3 rounded-full" />
            </div>
          </div>
        ) : (
          <div
            key={i}
            data-testid="skeleton-item"
            aria-hidden="true"
            className="skeleton-shimmer h-4 w-full rounded-full"
          />
        ),
      )}
    </div>
  );
}
