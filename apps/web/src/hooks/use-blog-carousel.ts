"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEmblaAutoplay, useLazyEmbla } from "./use-lazy-embla";

const REDUCED = "(prefers-reduced-motion: reduce)";

function subscribeReduced(onChange: () => void) {
  const list = window.matchMedia(REDUCED);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion; false on the server. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReduced,
    () => window.matchMedia(REDUCED).matches,
    () => false,
  );
}

export type BlogCarouselOptions = EmblaOptionsType & {
  autoplayMs: number;
  /**
   * For a carousel showing one slide at a time, its slide count: the controls are then complete
   * before Embla runs (a dot per slide, Previous and Next enabled; a press is carried out as soon
   * as Embla is running).
   */
  singleSlideCount?: number;
};

type Action = (api: EmblaCarouselType) => void;

/**
 * An Embla carousel with autoplay that holds while hovered or focused, never starts for visitors
 * who prefer reduced motion, and can be paused and resumed (WCAG 2.2.2).
 */
export function useBlogCarousel({ autoplayMs, singleSlideCount, ...options }: BlogCarouselOptions) {
  const reduced = usePrefersReducedMotion();
  // Autoplay runs through useEmblaAutoplay below, which knows about hover, focus and the pause button.
  const [emblaRef, api] = useLazyEmbla(options);
  const count = singleSlideCount ?? 0;
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>(() => Array.from({ length: count }, (_, i) => i));
  const [canPrev, setCanPrev] = useState(count > 1 && Boolean(options.loop));
  const [canNext, setCanNext] = useState(count > 1);
  const pending = useRef<Action | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList());
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    // A press made while Embla was on its way.
    pending.current?.(api);
    pending.current = null;
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  useEmblaAutoplay(api, autoplayMs, !(paused || reduced || hovered || focused));

  const act = useCallback(
    (action: Action) => {
      if (api) action(api);
      else pending.current = action;
    },
    [api],
  );
  const scrollPrev = useCallback(() => act((a) => a.scrollPrev()), [act]);
  const scrollNext = useCallback(() => act((a) => a.scrollNext()), [act]);
  const scrollTo = useCallback((i: number) => act((a) => a.scrollTo(i)), [act]);

  return {
    emblaRef,
    selected,
    snaps,
    canPrev,
    canNext,
    paused: paused || reduced,
    togglePaused: () => setPaused((p) => !p),
    scrollPrev,
    scrollNext,
    scrollTo,
    /** Spread on the carousel's region: hover and keyboard focus hold the autoplay. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
