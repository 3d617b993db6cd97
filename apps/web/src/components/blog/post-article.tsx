import type { ReactNode } from "react";
import { formatDate, type BlogPost } from "@site/contract";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { env } from "@/env";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { Image } from "@/components/ui/image";
import type { RelatedPosts } from "@/lib/api/blog";
import { CommentList } from "./comment-list";
import { ArrowRightIcon, CalendarIcon, ClockIcon } from "./icons";
import { PostBody } from "./post-body";
import { PostEngagement } from "./post-engagement.client";
import { PostJsonLd } from "./post-json-ld";
import { PromoBanner } from "./promo-banner";
import { RelatedCarousel } from "./related-carousel";
import { ShareBar } from "./share-bar";
import { StarRating } from "./star-rating.client";

/**
 * A post's page: /blog/[slug] and, with `preview`, a preview link's /blog/preview/[token] (issue 21), so
 * a draft is read exactly as it will be published. A preview shows a banner saying it is a draft and
 * leaves out what would count or send (views, likes, rating, sharing, comments) and the structured
 * data; the public page passes its comment form.
 */
export function PostArticle({
  post,
  related,
  preview = false,
  commentForm,
}: {
  post: BlogPost;
  related: RelatedPosts;
  preview?: boolean;
  commentForm?: ReactNode;
}) {
  const url = new URL(`/blog/${post.slug}`, env.SITE_URL).toString();

  return (
    <article>
      {preview ? (
        <div
          role="note"
          className="border-b border-accent-200 bg-accent-50 text-accent-700"
          data-testid="preview-banner"
        >
          <p className="container-page py-3 text-center text-sm font-semibold">
            Preview: this draft is not published
          </p>
        </div>
      ) : (
        <PostJsonLd post={post} url={url} siteUrl={env.SITE_URL} />
      )}
      <header className="bg-gradient-to-b from-brand-50 to-white">
        <div className="container-page max-w-[52rem]! pt-6 pb-8 sm:pt-8 sm:pb-10">
          <Breadcrumbs
            pathname={`/blog/${post.slug}`}
            items={[
              { text: "Home", href: "/" },
              { text: "Blog", href: "/blog" },
              { text: post.title, href: `/blog/${post.slug}` },
            ]}
          />
          {post.categories.length ? (
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Categories">
              {post.categories.map((c) => (
                <li key={c.category_id}>
                  <a
                    href={`/blog?categories=${c.category_id}`}
                    className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-200"
                  >
                    {c.category_name}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="mt-4 text-3xl leading-tight font-bold sm:text-4xl lg:text-[2.75rem]">
            {post.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-ink-700" data-testid="post-summary">
            {post.summary}
          </p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-ink-200 pt-5">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-600">
              <span>
                By{" "}
                <a
                  href={`/author/${post.author_name.slug}`}
                  rel="author"
                  className="font-semibold text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {post.author_name.full_name}
                </a>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon />
                <time dateTime={post.published_date}>{formatDate(post.published_date)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <ClockIcon />
                {post.read_time} min read
              </span>
            </div>
            {preview ? null : (
              <PostEngagement
                slug={post.slug}
                likeCount={post.like_count}
                viewCount={post.view_count}
                likeFailed={TOASTS.likeFailed}
              />
            )}
          </div>
        </div>
      </header>

      <div className="container-page max-w-[52rem]!">
        <Image
          src={post.hero_image.file_path}
          alt={post.hero_image_alt_text}
          title={post.hero_image_title || undefined}
          width={1200}
          height={630}
          sizes="(min-width: 832px) 768px, 100vw"
          preload
          className="aspect-[1200/630] w-full rounded-[1.25rem] bg-ink-100 object-cover shadow-card"
        />
        {preview ? null : (
          <div className="mt-8 border-b border-ink-100 pb-8">
            <ShareBar url={url} title={post.title} />
          </div>
        )}
        <div className="mt-10">
          <PostBody html={post.body} />
        </div>
        {preview ? null : (
          <div className="mt-12">
            <StarRating
              slug={post.slug}
              ratingValue={post.rating_value}
              ratingCount={post.rating_count}
              text={{
                ratingSuccess: TOASTS.ratingSuccess,
                ratingFailed: TOASTS.ratingFailed,
                ratingThanks: UI_TEXT.ratingThanks,
              }}
            />
          </div>
        )}
        <div className="mt-12">
          <PromoBanner tag={post.banner_tag} />
        </div>
        {preview ? (
          // A draft has no comments to show and takes none.
          <div className="mb-16" />
        ) : (
          <section aria-labelledby="comments-title" className="mt-14 mb-16">
            <h2 id="comments-title" className="text-2xl font-semibold">
              Comments <span className="text-ink-500">({post.blog_comments.length})</span>
            </h2>
            <div className="mt-6">
              <CommentList comments={post.blog_comments} />
            </div>
            <div className="mt-10 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-8">
              {commentForm}
            </div>
          </section>
        )}
      </div>

      {related.posts.length ? (
        <section aria-labelledby="related-title" className="border-t border-ink-100 bg-ink-50 py-14 sm:py-16">
          <div className="container-page">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="text-2xl font-semibold sm:text-3xl">
                {related.kind === "related" ? UI_TEXT.relatedBlogs : UI_TEXT.latestBlogs}
              </h2>
              <a href="/blog" className={buttonClasses({ variant: "outline" })}>
                {UI_TEXT.viewAllBlogs}
                <ArrowRightIcon />
              </a>
            </div>
            <RelatedCarousel posts={related.posts} />
          </div>
        </section>
      ) : (
        <div className="container-page mb-16 flex justify-center">
          <a href="/blog" className={buttonClasses({ variant: "outline" })}>
            {UI_TEXT.viewAllBlogs}
            <ArrowRightIcon />
          </a>
        </div>
      )}
    </article>
  );
}
