"use client";

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useEmblaAutoplay, useLazyEmbla } from "@/hooks/use-lazy-embla";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Our clients". */
  label: string;
  slides: ReactNode[];
  /** Width classes of each slide, e.g. "basis-1/2 md:basis-1/4": slides per view per breakpoint. */
  slideClassName?: string;
  /** Space between slides in px. */
  gap?: number;
  /** Autoplay delay in ms; omit for no autoplay. */
  delay?: number;
  /** Transition time in ms (spec §9 "speed"), mapped onto Embla's duration scale. */
  speed?: number;
  loop?: boolean;
  arrows?: boolean;
  /** Clickable pagination dots. */
  dots?: boolean;
  tone?: "light" | "dark";
  className?: string;
  /** Test hook and styling hook on the region. */
  name?: string;
};

// Embla's `duration` is not in ms; its default of 25 feels like ~650 ms, so one unit ≈ 25 ms.
const toEmblaDuration = (ms: number) => Math.max(15, Math.round(ms / 25));

const controlBase =
  "inline-flex size-10 items-center justify-center rounded-full border transition-colors disabled:opacity-40";

/**
 * An accessible Embla carousel: prev/next buttons and arrow keys, an optional pause/play control,
 * autoplay that pauses on hover and keyboard focus and never starts under prefers-reduced-motion.
 * Slide widths come from CSS, so the server-rendered row already has its final layout.
 */
export function Carousel({
  label,
  slides,
  slideClassName = "basis-full",
  gap = 24,
  delay,
  speed = 650,
  loop = true,
  arrows = true,
  dots = false,
  tone = "light",
  className = "",
  name,
}: CarouselProps) {
  const autoplay = delay !== undefined;
  const rootRef = useRef<HTMLElement>(null);
  // Embla is late code, fetched and started once the page is idle or on the visitor's first reach
  // for the carousel (useLazyEmbla). Whether it autoplays is another matter: only while on screen.
  const [inView, setInView] = useState(false);
  const [emblaRef, emblaApi] = useLazyEmbla({ loop, align: "start", duration: toEmblaDuration(speed) });
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(loop);
  const [canNext, setCanNext] = useState(true);
  const regionId = useId();

  useEffect(() => {
    const el = rootRef.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setInView(entry.isIntersecting);
      },
      { threshold: 0 },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // Visitors who ask for less motion start paused; they can still press play.
  useEffect(() => {
    if (!autoplay) return;
    const media = window.matchMedia("(prefers-reduced-motion: reduce)");
    const sync = () => {
      if (media.matches) setUserPaused(true);
    };
    sync();
    media.addEventListener("change", sync);
    return () => media.removeEventListener("change", sync);
  }, [autoplay]);

  const shouldPlay = autoplay && inView && !userPaused && !hovered && !focused;

  useEmblaAutoplay(emblaApi, delay, shouldPlay);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      setSelected(emblaApi.selectedScrollSnap());
      setCanPrev(emblaApi.canScrollPrev());
      setCanNext(emblaApi.canScrollNext());
    };
    const onInit = () => {
      setSnaps(emblaApi.scrollSnapList());
      onSelect();
    };
    onInit();
    emblaApi.on("select", onSelect).on("reInit", onInit);
    return () => {
      emblaApi.off("select", onSelect).off("reInit", onInit);
    };
  }, [emblaApi]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      emblaApi?.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      emblaApi?.scrollNext();
    }
  };

  const dark = tone === "dark";
  const controlTone = dark
    ? "border-white/25 text-white hover:bg-white/10"
    : "border-ink-300 bg-white text-ink-800 hover:border-brand-600 hover:text-brand-700";
  const playing = autoplay && !userPaused;

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      data-playing={playing ? "true" : "false"}
      className={className}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div ref={emblaRef} className="overflow-hidden" id={regionId}>
        <div className="flex touch-pan-y" style={{ marginLeft: -gap }} aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName}`}
              style={{ paddingLeft: gap }}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {arrows || dots || autoplay ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-2">
            {arrows ? (
              <>
                <button
                  type="button"
                  className={`${controlBase} ${controlTone}`}
                  onClick={() => emblaApi?.scrollPrev()}
                  disabled={!canPrev}
                  aria-controls={regionId}
                  aria-label="Previous slide"
                >
                  <ChevronLeftIcon className="size-5" />
                </button>
                <button
                  type="button"
                  className={`${controlBase} ${controlTone}`}
                  onClick={() => emblaApi?.scrollNext()}
                  disabled={!canNext}
                  aria-controls={regionId}
                  aria-label="Next slide"
                >
                  <ChevronRightIcon className="size-5" />
                </button>
              </>
            ) : null}
            {autoplay ? (
              <button
                type="button"
                className={`${controlBase} ${controlTone}`}
                onClick={() => setUserPaused((p) => !p)}
                aria-label={playing ? `Pause ${label} carousel` : `Play ${label} carousel`}
                data-testid="carousel-toggle"
              >
                {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
              </button>
            ) : null}
          </div>
          {dots && snaps.length > 1 ? (
            <div className="flex items-center gap-1" role="group" aria-label={`${label}: choose a slide`}>
              {snaps.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => emblaApi?.scrollTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === selected ? "true" : undefined}
                  className="group flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${i === selected ? "w-6 bg-brand-600" : dark ? "w-2 bg-white/40 group-hover:bg-white/70" : "w-2 bg-ink-300 group-hover:bg-ink-400"}`}
                  />
                </button>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
