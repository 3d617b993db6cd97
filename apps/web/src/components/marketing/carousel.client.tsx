"use client";

import { useId, type ReactNode } from "react";
import { useCarousel } from "@/hooks/use-carousel";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. "Our clients". */
  label: string;
  slides: ReactNode[];
  /**
   * Slides per view per breakpoint, as width classes for every slide, given once on their row:
   * "*:basis-1/2 md:*:basis-1/4" (each slide's own copy of them would repeat on every slide).
   */
  slideWidths?: string;
  /** Space between slides in px. */
  gap?: number;
  /** Autoplay delay in ms; omit for no autoplay. */
  delay?: number;
  /** Transition time in ms (spec §9 "speed"): how long a move glides. */
  speed?: number;
  /** Previous at the start and Next at the end go round to the other end. */
  loop?: boolean;
  arrows?: boolean;
  /** Clickable pagination dots. */
  dots?: boolean;
  tone?: "light" | "dark";
  className?: string;
  /** Test hook and styling hook on the region. */
  name?: string;
};

/**
 * An accessible carousel on native scrolling (useCarousel): prev/next buttons and arrow keys, optional
 * dots, an optional pause/play control, autoplay that pauses on hover and keyboard focus and never
 * starts under prefers-reduced-motion. Slide widths come from CSS, so the server-rendered row already
 * has its final layout, and without script it is a row that scrolls sideways.
 */
export function Carousel({
  label,
  slides,
  slideWidths = "*:basis-full",
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
  const { trackRef, rootProps, ...carousel } = useCarousel({ speed, delay, loop });
  const regionId = useId();

  const dark = tone === "dark";
  // .carousel-control and its tones: globals.css.
  const control = dark ? "carousel-control carousel-control-dark" : "carousel-control";
  const playing = carousel.playing;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-carousel={name}
      data-playing={playing ? "true" : "false"}
      className={className}
      {...rootProps}
    >
      {/* Focusable so that a keyboard can scroll it when its slides hold nothing to focus. */}
      <div ref={trackRef} className="carousel-track" id={regionId} tabIndex={0}>
        <div
          className={`carousel-row ${slideWidths}`}
          style={{ "--carousel-gap": `${gap}px` } as React.CSSProperties}
          aria-live={playing ? "off" : "polite"}
        >
          {slides.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${slides.length}`}
            >
              {/* The stop is the slide's content, not the gap before it (.carousel-row, globals.css). */}
              <div data-snap>{slide}</div>
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
                  className={control}
                  onClick={carousel.prev}
                  disabled={!carousel.canPrev}
                  aria-controls={regionId}
                  aria-label="Previous slide"
                >
                  <ChevronLeftIcon className="size-5" />
                </button>
                <button
                  type="button"
                  className={control}
                  onClick={carousel.next}
                  disabled={!carousel.canNext}
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
                className={control}
                onClick={carousel.togglePaused}
                aria-label={playing ? `Pause ${label} carousel` : `Play ${label} carousel`}
                data-testid="carousel-toggle"
              >
                {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
              </button>
            ) : null}
          </div>
          {dots && carousel.count > 1 ? (
            <div className="flex items-center gap-1" role="group" aria-label={`${label}: choose a slide`}>
              {Array.from({ length: carousel.count }, (_, i) => (
                <button
                  key={i}
                  type="button"
                  onClick={() => carousel.moveTo(i)}
                  aria-label={`Go to slide ${i + 1}`}
                  aria-current={i === carousel.selected ? "true" : undefined}
                  className="group flex size-6 items-center justify-center"
                >
                  <span
                    className={`block h-2 rounded-full transition-all ${i === carousel.selected ? "w-6 bg-brand-600" : dark ? "w-2 bg-white/40 group-hover:bg-white/70" : "w-2 bg-ink-300 group-hover:bg-ink-400"}`}
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
