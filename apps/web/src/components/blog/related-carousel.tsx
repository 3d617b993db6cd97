import type { BlogPostSummary } from "@site/contract";
import { BlogCard } from "./blog-card";
import { RelatedCarouselFrame } from "./related-carousel.client";

/**
 * Related posts as carousel slides, rendered on the server and in the page's first HTML (a browser
 * without script shows them as a row); the carousel starts as late work (useCarousel).
 */
export function RelatedCarousel({ posts }: { posts: BlogPostSummary[] }) {
  return (
    <RelatedCarouselFrame count={posts.length}>
      {posts.map((post, i) => (
        <div
          key={post.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${posts.length}`}
          data-snap
          className="min-w-0 shrink-0 grow-0 basis-full snap-start px-3 sm:basis-1/2 lg:basis-1/3"
        >
          <BlogCard
            post={post}
            headingLevel="h3"
            sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw"
          />
        </div>
      ))}
    </RelatedCarouselFrame>
  );
}
