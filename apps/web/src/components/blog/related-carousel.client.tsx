"use client";

import { CAROUSEL } from "@site/contract";
import { useCarousel } from "@/hooks/use-carousel";
import { CarouselControls } from "./carousel-controls";

const { related } = CAROUSEL;

/**
 * Related posts: 1 slide under 576 px, 2 from 576, 3 from 992 (CSS widths); autoplay every 3.5 s;
 * loops only up to desktop size (1200 px) and only with at least 3 posts (spec §9). The slides are
 * server-rendered children on a native scroll-snap track (useCarousel).
 */
export function RelatedCarouselFrame({ count, children }: { count: number; children: React.ReactNode }) {
  const { trackRef, rootProps, ...carousel } = useCarousel({
    delay: related.autoplayMs,
    loop: count >= related.loopMinItems && `(max-width: ${related.loopMaxWidth}px)`,
  });

  return (
    <section aria-roledescription="carousel" aria-label="More articles" {...rootProps}>
      <div ref={trackRef} className="carousel-track -mx-3 py-2">
        <div className="flex">{children}</div>
      </div>
      {/* The row keeps its height until the track is measured, so nothing below moves. */}
      <div className="mt-6 min-h-10">
        {carousel.count > 1 ? <CarouselControls label="related articles" {...carousel} /> : null}
      </div>
    </section>
  );
}
