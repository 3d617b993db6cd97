import { cache } from "react";
import type { Metadata } from "next";
import { Image } from "@/components/ui/image";
import Link from "next/link";
import { notFound } from "next/navigation";
import { formatDate, slugSchema } from "@site/contract";
import { signFormTime } from "@site/contract/form-time";
import { UI_TEXT } from "@/content/ui-text";
import { env } from "@/env";
import { pageMetadata } from "@/components/seo/page-metadata";
import { Breadcrumbs } from "@/components/ui/breadcrumbs";
import { buttonClasses } from "@/components/ui/button";
import { BLOG_FEED_TITLE, FEED_PATH } from "@/components/blog/blog-copy";
import { CommentForm } from "@/components/blog/comment-form.client";
import { formOutcome } from "@/lib/forms/flash";
import { CommentList } from "@/components/blog/comment-list";
import { ArrowRightIcon, CalendarIcon, ClockIcon } from "@/components/blog/icons";
import { PostBody } from "@/components/blog/post-body";
import { PostEngagement } from "@/components/blog/post-engagement.client";
import { PostJsonLd } from "@/components/blog/post-json-ld";
import { PromoBanner } from "@/components/blog/promo-banner";
import { RelatedCarousel } from "@/components/blog/related-carousel";
import { ShareBar } from "@/components/blog/share-bar";
import { StarRating } from "@/components/blog/star-rating.client";
import { getPost, getRelatedPosts, type RelatedPosts } from "@/lib/api/blog";

type Props = { params: Promise<{ slug: string }> };

// Rendered per request: every page carries its own CSP nonce (src/proxy.ts). The API reads behind it
// stay cached, refreshed by time and by the API's revalidation calls (lib/api).
export const dynamic = "force-dynamic";

const loadPost = cache(async (slug: string) => (slugSchema.safeParse(slug).success ? getPost(slug) : null));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) return { title: "Article not found", robots: { index: false, follow: true } };
  const image = {
    url: new URL(post.hero_image.file_path, env.SITE_URL).toString(),
    width: 1200,
    height: 630,
    alt: post.hero_image_alt_text,
  };
  const meta = pageMetadata({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.summary,
    type: "article",
    publishedTime: post.published_date,
    authors: [new URL(`/author/${post.author_name.slug}`, env.SITE_URL).toString()],
    images: [image],
  });
  return {
    ...meta,
    authors: [{ name: post.author_name.full_name, url: `/author/${post.author_name.slug}` }],
    keywords: post.categories.map((c) => c.category_name),
    alternates: {
      ...meta.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: BLOG_FEED_TITLE }] },
    },
    openGraph: {
      ...meta.openGraph,
      tags: post.categories.map((c) => c.category_name),
    } as Metadata["openGraph"],
  };
}

export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const post = await loadPost(slug);
  if (!post) notFound();
  const related: RelatedPosts = await getRelatedPosts(post).catch(() => ({ kind: "latest", posts: [] }));
  const url = new URL(`/blog/${post.slug}`, env.SITE_URL).toString();

  return (
    <article>
      <PostJsonLd post={post} url={url} siteUrl={env.SITE_URL} />
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
                  <Link
                    href={`/blog?categories=${c.category_id}`}
                    className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-200"
                  >
                    {c.category_name}
                  </Link>
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
                <Link
                  href={`/author/${post.author_name.slug}`}
                  rel="author"
                  className="font-semibold text-ink-900 underline-offset-2 hover:text-brand-700 hover:underline"
                >
                  {post.author_name.full_name}
                </Link>
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
            <PostEngagement slug={post.slug} likeCount={post.like_count} viewCount={post.view_count} />
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
        <div className="mt-8 border-b border-ink-100 pb-8">
          <ShareBar url={url} title={post.title} />
        </div>
        <div className="mt-10">
          <PostBody html={post.body} />
        </div>
        <div className="mt-12">
          <StarRating slug={post.slug} ratingValue={post.rating_value} ratingCount={post.rating_count} />
        </div>
        <div className="mt-12">
          <PromoBanner tag={post.banner_tag} />
        </div>
        <section aria-labelledby="comments-title" className="mt-14 mb-16">
          <h2 id="comments-title" className="text-2xl font-semibold">
            Comments <span className="text-ink-500">({post.blog_comments.length})</span>
          </h2>
          <div className="mt-6">
            <CommentList comments={post.blog_comments} />
          </div>
          <div className="mt-10 rounded-card border border-ink-100 bg-white p-5 shadow-card sm:p-8">
            <CommentForm
              postId={post.id}
              page={`/blog/${post.slug}`}
              formStarted={signFormTime(env.REVALIDATE_SECRET, `comment:${post.id}`, new Date())}
              outcome={await formOutcome("comment")}
            />
          </div>
        </section>
      </div>

      {related.posts.length ? (
        <section aria-labelledby="related-title" className="border-t border-ink-100 bg-ink-50 py-14 sm:py-16">
          <div className="container-page">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <h2 id="related-title" className="text-2xl font-semibold sm:text-3xl">
                {related.kind === "related" ? UI_TEXT.relatedBlogs : UI_TEXT.latestBlogs}
              </h2>
              <Link href="/blog" className={buttonClasses({ variant: "outline" })}>
                {UI_TEXT.viewAllBlogs}
                <ArrowRightIcon />
              </Link>
            </div>
            <RelatedCarousel posts={related.posts} />
          </div>
        </section>
      ) : (
        <div className="container-page mb-16 flex justify-center">
          <Link href="/blog" className={buttonClasses({ variant: "outline" })}>
            {UI_TEXT.viewAllBlogs}
            <ArrowRightIcon />
          </Link>
        </div>
      )}
    </article>
  );
}
