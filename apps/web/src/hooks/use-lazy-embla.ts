"use client";

import { useEffect, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";

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
 * `autoplay` adds Embla's autoplay plugin (started and stopped by the caller through
 * `api.plugins().autoplay`). Options are compared by value, so an inline object is fine.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay?: AutoplayOptionsType,
  start: LazyEmblaStart = "near",
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined, boolean] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [wanted, setWanted] = useState<"intent" | "timer" | null>(start === "near" ? "intent" : null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay ?? null);
  const autoplayDelay = typeof autoplay?.delay === "number" ? autoplay.delay : undefined;

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
    const autoplayOpts = JSON.parse(autoplayKey) as AutoplayOptionsType | null;
    void Promise.all([
      import("embla-carousel"),
      autoplayOpts ? import("embla-carousel-autoplay") : null,
    ]).then(([{ default: EmblaCarousel }, autoplayModule]) => {
      if (cancelled) return;
      instance = EmblaCarousel(node, opts, autoplayModule ? [autoplayModule.default(autoplayOpts!)] : []);
      setApi(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [node, near, isWanted, optionsKey, autoplayKey]);

  return [setNode, api, wanted === "timer"];
}
