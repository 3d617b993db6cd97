"use client";

import { useEffect, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useWhenNeeded } from "@/components/ui/when-needed";

/**
 * Embla on a viewport element, fetched and started as late code (whenNeeded): once the page is idle
 * after loading, or sooner when the visitor reaches for the carousel (its region, which holds the
 * controls beside the viewport element). The slides are laid out by CSS on the server, so nothing
 * moves when it starts; until then `api` is undefined (useBlogCarousel holds a press made meanwhile).
 * Options are compared by value, so an inline object is fine.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);

  const scope = node?.closest("[aria-roledescription='carousel']") ?? node?.parentElement ?? node;
  useWhenNeeded(scope ?? null, () => setWanted(true), !wanted);

  useEffect(() => {
    if (!node || !wanted) return;
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
  }, [node, wanted, optionsKey]);

  return [setNode, api];
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
