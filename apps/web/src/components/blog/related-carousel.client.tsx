"use client";

import { CAROUSEL, type BlogPostSummary } from "@site/contract";
import { useBlogCarousel } from "@/hooks/use-blog-carousel";
import { BlogCard } from "./blog-card";
import { CarouselControls } from "./carousel-controls";

const { related } = CAROUSEL;

/**
 * Related posts: 1 slide under 576 px, 2 from 576, 3 from 992 (CSS widths); autoplay every 3.5 s;
 * loops only up to desktop size (1200 px) and only with at least 3 posts (spec §9).
 */
export function RelatedCarousel({ posts }: { posts: BlogPostSummary[] }) {
  const { emblaRef, rootProps, ...carousel } = useBlogCarousel({
    autoplayMs: related.autoplayMs,
    align: "start",
    loop: posts.length >= related.loopMinItems,
    breakpoints: { [`(min-width: ${related.loopMaxWidth + 1}px)`]: { loop: false } },
  });

  return (
    <section aria-roledescription="carousel" aria-label="More articles" {...rootProps}>
      <div ref={emblaRef} className="-mx-3 overflow-hidden px-0 py-2">
        <div className="flex touch-pan-y">
          {posts.map((post, i) => (
            <div
              key={post.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${posts.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full px-3 sm:basis-1/2 lg:basis-1/3"
            >
              <BlogCard
                post={post}
                headingLevel="h3"
                sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw"
              />
            </div>
          ))}
        </div>
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
