"use client";

import { CAROUSEL } from "@site/contract";
import { useBlogCarousel } from "@/hooks/use-blog-carousel";
import { CarouselControls } from "./carousel-controls";

// Embla's `duration` is not milliseconds; 30 gives roughly the spec's 650 ms glide.
const HERO_DURATION = 30;

/**
 * The hero carousel's moving parts: Embla, autoplay every 5.5 s, looping (spec §9), and its controls.
 * The slides arrive as server-rendered children, so they cost no component work on hydration.
 */
export function HeroCarouselFrame({ count, children }: { count: number; children: React.ReactNode }) {
  const { emblaRef, rootProps, ...carousel } = useBlogCarousel({
    autoplayMs: CAROUSEL.hero.autoplayMs,
    loop: CAROUSEL.hero.loop && count > 1,
    duration: HERO_DURATION,
    singleSlideCount: count,
  });

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Popular articles"
      className="relative"
      {...rootProps}
    >
      <div ref={emblaRef} className="overflow-hidden rounded-[1.25rem]">
        <div className="flex touch-pan-y">{children}</div>
      </div>
      {count > 1 ? (
        <div className="mt-4">
          <CarouselControls
            label="popular articles"
            snaps={carousel.snaps}
            selected={carousel.selected}
            canPrev={carousel.canPrev}
            canNext={carousel.canNext}
            paused={carousel.paused}
            onPrev={carousel.scrollPrev}
            onNext={carousel.scrollNext}
            onDot={carousel.scrollTo}
            onTogglePause={carousel.togglePaused}
          />
        </div>
      ) : null}
    </section>
  );
}
