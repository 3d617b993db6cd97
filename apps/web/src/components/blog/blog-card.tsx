import { formatDate, type BlogPostSummary } from "@site/contract";
import { optimizedImageProps } from "@/components/ui/optimized-image";
import { HighlightedText, MarkedRuns } from "./highlighted-text";
import { ClockIcon } from "./icons";

export type BlogCardProps = {
  post: BlogPostSummary;
  /** Search words to mark in the title. */
  highlight?: string;
  /** The heading level that fits the page outline (h2 in the grid, h3 under a section heading). */
  headingLevel?: "h2" | "h3";
  /** Load the image at once: only for cards in the first screenful. */
  eager?: boolean;
  sizes?: string;
};

/** A post's card: image, categories, title, summary, author, date and read time. The whole card is one link. */
export function BlogCard({
  post,
  highlight,
  headingLevel: Heading = "h2",
  eager = false,
  sizes = "(min-width: 1440px) 300px, (min-width: 768px) 45vw, 100vw",
}: BlogCardProps) {
  const href = `/blog/${post.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-ink-100 bg-white shadow-card has-[a:focus-visible]:ring-4 has-[a:focus-visible]:ring-brand-200 transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-pop motion-reduce:hover:translate-y-0">
      <div className="relative aspect-[1200/630] overflow-hidden bg-ink-100">
        {/* next/image's markup from a helper small enough for the browser's cards (optimized-image.ts). */}
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimizer's srcset, as next/image writes it */}
        <img
          alt={post.hero_image_alt_text}
          className="size-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:group-hover:scale-100"
          {...optimizedImageProps({
            src: post.hero_image.file_path,
            width: 1200,
            height: 630,
            sizes,
            loading: eager ? "eager" : "lazy",
          })}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5 sm:p-6">
        {post.categories.length ? (
          <p className="flex items-center gap-1.5 text-xs font-semibold">
            <span className="sr-only">Categories: </span>
            <span className="truncate rounded-full bg-brand-50 px-2.5 py-1 text-brand-700">
              {post.categories[0]!.category_name}
            </span>
            {post.categories.length > 1 ? (
              <span
                className="shrink-0 rounded-full bg-ink-100 px-2 py-1 text-ink-700"
                title={post.categories
                  .slice(1)
                  .map((c) => c.category_name)
                  .join(", ")}
              >
                <span className="sr-only">
                  {`, ${post.categories
                    .slice(1)
                    .map((c) => c.category_name)
                    .join(", ")}`}
                </span>
                <span aria-hidden="true">+{post.categories.length - 1}</span>
              </span>
            ) : null}
          </p>
        ) : null}
        <Heading className="font-display text-lg leading-snug font-semibold text-ink-950">
          <a
            href={href}
            className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {/* A search's own marks (word forms, typos), else the spec's marks of the words as typed. */}
            {post.search_match ? (
              <MarkedRuns runs={post.search_match.title} />
            ) : (
              <HighlightedText text={post.title} query={highlight} />
            )}
          </a>
        </Heading>
        {post.search_match?.snippet.some((run) => run.match) ? (
          // Where the search's words are in the text: a snippet in place of the summary.
          <p className="line-clamp-3 text-[0.9375rem] leading-6 text-ink-600" data-testid="search-snippet">
            <span aria-hidden="true">… </span>
            <MarkedRuns runs={post.search_match.snippet} />
            <span aria-hidden="true"> …</span>
          </p>
        ) : (
          <p className="line-clamp-3 text-[0.9375rem] leading-6 text-ink-600">{post.summary}</p>
        )}
        <div className="mt-auto border-t border-ink-100 pt-4 text-sm text-ink-600">
          <p className="truncate font-medium text-ink-800">{post.author_name.full_name}</p>
          <p className="mt-1 flex items-center gap-2">
            <time dateTime={post.published_date}>{formatDate(post.published_date)}</time>
            <span aria-hidden="true">·</span>
            <span className="inline-flex items-center gap-1">
              <ClockIcon className="size-3.5" />
              {post.read_time} min read
            </span>
          </p>
        </div>
      </div>
    </article>
  );
}
