"use client";

import { CAROUSEL } from "@site/contract";
import { useCarousel } from "@/hooks/use-carousel";
import { CarouselControls } from "./carousel-controls";

/**
 * The hero carousel's moving parts: a native scroll-snap track (useCarousel) gliding in 650 ms,
 * autoplay every 5.5 s, looping (spec §9), and its controls. The slides arrive as server-rendered
 * children, so they cost no component work on hydration; one per view, so the dots are known at once.
 */
export function HeroCarouselFrame({ count, children }: { count: number; children: React.ReactNode }) {
  const { trackRef, rootProps, ...carousel } = useCarousel({
    delay: CAROUSEL.hero.autoplayMs,
    speed: CAROUSEL.hero.speed,
    loop: CAROUSEL.hero.loop && count > 1,
    stops: count,
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Popular articles"
      className="relative"
      {...rootProps}
    >
      <div ref={trackRef} className="carousel-track rounded-[1.25rem]">
        <div className="flex">{children}</div>
      </div>
      {count > 1 ? (
        <div className="mt-4">
          <CarouselControls label="popular articles" {...carousel} />
        </div>
      ) : null}
    </section>
  );
}
