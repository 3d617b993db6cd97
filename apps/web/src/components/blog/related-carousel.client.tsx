"use client";

import { CAROUSEL } from "@site/contract";
import { useBlogCarousel } from "@/hooks/use-blog-carousel";
import { CarouselControls } from "./carousel-controls";

const { related } = CAROUSEL;

/**
 * Related posts: 1 slide under 576 px, 2 from 576, 3 from 992 (CSS widths); autoplay every 3.5 s;
 * loops only up to desktop size (1200 px) and only with at least 3 posts (spec §9). The slides are
 * server-rendered children.
 */
export function RelatedCarouselFrame({ count, children }: { count: number; children: React.ReactNode }) {
  const { emblaRef, rootProps, ...carousel } = useBlogCarousel({
    autoplayMs: related.autoplayMs,
    align: "start",
    loop: count >= related.loopMinItems,
    breakpoints: { [`(min-width: ${related.loopMaxWidth + 1}px)`]: { loop: false } },
  });

  return (
    <section aria-roledescription="carousel" aria-label="More articles" {...rootProps}>
      <div ref={emblaRef} className="-mx-3 overflow-hidden px-0 py-2">
        <div className="flex touch-pan-y">{children}</div>
      </div>
      {/* The row keeps its height before Embla measures, so nothing below moves. */}
      <div className="mt-6 min-h-10">
        {carousel.snaps.length > 1 ? (
          <CarouselControls
            label="related articles"
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
        ) : null}
      </div>
    </section>
  );
}
