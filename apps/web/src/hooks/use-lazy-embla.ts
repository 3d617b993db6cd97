"use client";

import { useEffect, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";

/** The events that say the visitor is reaching for a carousel (as in deferUntilNeeded). */
const INTENT_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;

export type LazyEmblaStart =
  /** As the element comes within 200 px of the screen. */
  | "near"
  /**
   * Near the screen and first needed: when the visitor reaches for the carousel (the pointer over
   * it, a touch, focus or a key inside it), or, for an autoplaying one, when its first advance is
   * due (`startedByTimer` is then true: the caller makes that advance). Under reduced motion there
   * is no autoplay, so only reaching for it starts it. For a carousel at the top of a page: its code
   * stays out of the page's first load and hydration.
   */
  | "first-use";

/**
 * Embla on a viewport element, fetched and started only when the element comes within 200 px of the
 * screen (or later, see LazyEmblaStart). The slides are laid out by CSS on the server, so nothing moves when it starts; until then
 * `api` is undefined and the controls do nothing. A page whose carousels sit below the fold ships
 * no carousel code on its first load.
 *
 * `autoplayDelay` is the carousel's autoplay delay, which "first-use" waits for (the advancing
 * itself is useEmblaAutoplay's). Options are compared by value, so an inline object is fine.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  { start = "near", autoplayDelay }: { start?: LazyEmblaStart; autoplayDelay?: number } = {},
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [wanted, setWanted] = useState<"intent" | "timer" | null>(start === "near" ? "intent" : null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);

  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: "200px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near]);

  useEffect(() => {
    if (!node || !near || wanted) return;
    const onIntent = () => setWanted("intent");
    // The carousel's region holds its controls too, which sit beside the viewport element.
    const scope = node.closest("[aria-roledescription='carousel']") ?? node.parentElement ?? node;
    for (const type of INTENT_EVENTS) scope.addEventListener(type, onIntent, { passive: true });
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    const timer =
      autoplayDelay !== undefined && !reduced
        ? window.setTimeout(() => setWanted((w) => w ?? "timer"), autoplayDelay)
        : undefined;
    return () => {
      for (const type of INTENT_EVENTS) scope.removeEventListener(type, onIntent);
      window.clearTimeout(timer);
    };
  }, [node, near, wanted, autoplayDelay]);

  const isWanted = wanted !== null;
  useEffect(() => {
    if (!node || !near || !isWanted) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    const opts = JSON.parse(optionsKey) as EmblaOptionsType;
    void import("embla-carousel").then(({ default: EmblaCarousel }) => {
      if (cancelled) return;
      instance = EmblaCarousel(node, opts);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, near, isWanted, optionsKey]);

  return [setNode, api, wanted === "timer"];
}

/**
 * Advances `api` every `delay` ms while `playing`, as Embla's autoplay plugin would (its 1 KB is
 * not shipped: the carousels decide when they play themselves). Any change of slide, by a control,
 * a key or a drag, starts the wait again; a drag holds it; a carousel that does not loop goes back
 * to its first slide from its last. Nothing moves with one stop or none, or while the tab is hidden.
 */
export function useEmblaAutoplay(
  api: EmblaCarouselType | undefined,
  delay: number | undefined,
  playing: boolean,
) {
  useEffect(() => {
    if (!api || !playing || delay === undefined) return;
    const embla = api;
    let timer: number | undefined;
    const stop = () => window.clearTimeout(timer);
    const arm = () => {
      stop();
      timer = window.setTimeout(advance, delay);
    };
    function advance() {
      if (!document.hidden && embla.scrollSnapList().length > 1) {
        if (embla.canScrollNext()) embla.scrollNext();
        else embla.scrollTo(0);
      }
      arm();
    }
    arm();
    embla.on("select", arm).on("reInit", arm).on("pointerDown", stop).on("pointerUp", arm);
    return () => {
      stop();
      embla.off("select", arm).off("reInit", arm).off("pointerDown", stop).off("pointerUp", arm);
    };
  }, [api, delay, playing]);
}
