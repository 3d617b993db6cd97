"use client";

import { useEffect, useState } from "react";
import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import type { AutoplayOptionsType } from "embla-carousel-autoplay";

/**
 * Embla on a viewport element, fetched and started only when the element comes within 200 px of the
 * screen. The slides are laid out by CSS on the server, so nothing moves when it starts; until then
 * `api` is undefined and the controls do nothing. A page whose carousels sit below the fold ships
 * no carousel code on its first load.
 *
 * `autoplay` adds Embla's autoplay plugin (started and stopped by the caller through
 * `api.plugins().autoplay`). Options are compared by value, so an inline object is fine.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  autoplay?: AutoplayOptionsType,
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [node, setNode] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  const [api, setApi] = useState<EmblaCarouselType>();
  const optionsKey = JSON.stringify(options);
  const autoplayKey = JSON.stringify(autoplay ?? null);

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
    if (!node || !near) return;
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
  }, [node, near, optionsKey, autoplayKey]);

  return [setNode, api];
}
