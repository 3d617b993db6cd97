"use client";

import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import type { EmblaOptionsType } from "embla-carousel";
import { useLazyEmbla } from "./use-lazy-embla";

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

export type BlogCarouselOptions = EmblaOptionsType & { autoplayMs: number };

/**
 * An Embla carousel with autoplay that holds while hovered or focused, never starts for visitors
 * who prefer reduced motion, and can be paused and resumed (WCAG 2.2.2).
 */
export function useBlogCarousel({ autoplayMs, ...options }: BlogCarouselOptions) {
  const reduced = usePrefersReducedMotion();
  // Autoplay is started and stopped by the effect below, which knows about hover, focus and the
  // pause button.
  const [emblaRef, api] = useLazyEmbla(options, {
    delay: autoplayMs,
    playOnInit: false,
    stopOnInteraction: false,
  });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
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
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    // With one stop or none, Embla leaves the plugin uninitialised and play() would throw.
    if (snaps.length <= 1 || paused || reduced || hovered || focused) autoplay.stop();
    else autoplay.play();
  }, [api, snaps, paused, reduced, hovered, focused]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((i: number) => api?.scrollTo(i), [api]);

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
