import { Image } from "@/components/ui/image";
import { formatDate, type BlogPostSummary } from "@site/contract";
import { HeroCarouselFrame } from "./hero-carousel.client";
import { ArrowRightIcon, ClockIcon } from "./icons";

/** The blog's hero: the most read posts, one slide each. */
export function HeroCarousel({ posts }: { posts: BlogPostSummary[] }) {
  if (!posts.length) return null;
  return (
    <HeroCarouselFrame count={posts.length}>
      {posts.map((post, i) => (
        <div
          key={post.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${posts.length}`}
          data-snap
          className="min-w-0 shrink-0 grow-0 basis-full snap-start snap-always"
        >
          <article className="group relative grid h-full overflow-hidden rounded-[1.25rem] bg-ink-950 text-white lg:grid-cols-[1.2fr_1fr] lg:items-center">
            <div className="relative aspect-[1200/630] self-start">
              <Image
                src={post.hero_image.file_path}
                alt={post.hero_image_alt_text}
                width={1200}
                height={630}
                sizes="(min-width: 992px) 640px, 100vw"
                loading={i === 0 ? "eager" : "lazy"}
                fetchPriority={i === 0 ? "high" : "auto"}
                className="size-full object-cover"
              />
            </div>
            <div className="on-dark flex flex-col gap-4 p-6 sm:p-8 lg:py-6 lg:pr-10 lg:pl-8">
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-[0.12em] uppercase">
                <span className="rounded-full bg-accent-400 px-2.5 py-1 text-ink-950">Popular</span>
                {post.categories[0] ? (
                  <span className="text-brand-300">{post.categories[0].category_name}</span>
                ) : null}
              </div>
              <h2 className="font-display text-2xl leading-tight font-semibold text-white sm:text-3xl">
                <a
                  href={`/blog/${post.slug}`}
                  className="rounded-sm after:absolute after:inset-0 after:content-[''] group-hover:text-brand-200"
                >
                  {post.title}
                </a>
              </h2>
              <p className="line-clamp-3 text-ink-300 max-sm:hidden">{post.summary}</p>
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-300">
                <span className="font-medium text-white">{post.author_name.full_name}</span>
                <span aria-hidden="true">·</span>
                <time dateTime={post.published_date}>{formatDate(post.published_date)}</time>
                <span aria-hidden="true">·</span>
                <span className="inline-flex items-center gap-1">
                  <ClockIcon className="size-3.5" />
                  {post.read_time} min read
                </span>
              </div>
              <span
                aria-hidden="true"
                className="inline-flex items-center gap-2 text-sm font-semibold text-brand-300 group-hover:text-white"
              >
                Read article <ArrowRightIcon />
              </span>
            </div>
          </article>
        </div>
      ))}
    </HeroCarouselFrame>
  );
}
