import { ChevronIcon } from "./icons";

export type CarouselControlsProps = {
  label: string;
  /** Stops, one dot each. */
  count: number;
  selected: number;
  canPrev: boolean;
  canNext: boolean;
  paused: boolean;
  prev: () => void;
  next: () => void;
  moveTo: (index: number) => void;
  togglePaused: () => void;
  tone?: "light" | "dark";
};

/** Prev / Next, one dot per stop and a pause button: everything an auto-moving carousel must offer. */
export function CarouselControls({
  label,
  count,
  selected,
  canPrev,
  canNext,
  paused,
  prev,
  next,
  moveTo,
  togglePaused,
  tone = "light",
}: CarouselControlsProps) {
  const button =
    tone === "dark"
      ? "border-white/30 text-white hover:bg-white/10"
      : "border-ink-200 bg-white text-ink-800 hover:border-ink-400 hover:bg-ink-50";
  const dot =
    tone === "dark"
      ? "bg-white/40 aria-[current=true]:bg-white"
      : "bg-ink-300 aria-[current=true]:bg-brand-600";
  return (
    <div className="flex items-center gap-3">
      <button
        type="button"
        onClick={togglePaused}
        aria-label={paused ? `Play ${label}` : `Pause ${label}`}
        className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors ${button}`}
      >
        <svg viewBox="0 0 24 24" className="size-4" aria-hidden="true">
          {paused ? (
            <path d="M8 5.5v13l10.5-6.5L8 5.5Z" fill="currentColor" />
          ) : (
            <path d="M8 5h3v14H8zM13 5h3v14h-3z" fill="currentColor" />
          )}
        </svg>
      </button>
      {count > 1 ? (
        <div className="flex items-center">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              onClick={() => moveTo(i)}
              aria-label={`Go to slide ${i + 1} of ${count}`}
              aria-current={i === selected ? "true" : undefined}
              className="group inline-flex size-6 items-center justify-center"
            >
              <span
                aria-current={i === selected ? "true" : undefined}
                className={`block h-2 rounded-full transition-all ${i === selected ? "w-6" : "w-2"} ${dot}`}
              />
            </button>
          ))}
        </div>
      ) : null}
      <div className="ml-auto flex gap-2">
        <button
          type="button"
          onClick={prev}
          disabled={!canPrev}
          aria-label="Previous slide"
          className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors disabled:opacity-40 ${button}`}
        >
          <ChevronIcon direction="left" />
        </button>
        <button
          type="button"
          onClick={next}
          disabled={!canNext}
          aria-label="Next slide"
          className={`inline-flex size-10 items-center justify-center rounded-full border transition-colors disabled:opacity-40 ${button}`}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
    </div>
  );
}
