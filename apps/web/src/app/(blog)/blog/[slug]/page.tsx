import { cache } from "react";
import type { Metadata } from "next";
import { slugSchema } from "@site/contract";
import { signFormTime } from "@site/contract/form-time";
import { env } from "@/env";
import { TOASTS } from "@/content/toasts";
import { UI_TEXT } from "@/content/ui-text";
import { pageMetadata } from "@/components/seo/page-metadata";
import { BLOG_FEED_TITLE, FEED_PATH } from "@/components/blog/blog-copy";
import { CommentForm } from "@/components/blog/comment-form.client";
import { PostArticle } from "@/components/blog/post-article";
import { formOutcome } from "@/lib/forms/flash";
import { getPost, getRelatedPosts, type RelatedPosts } from "@/lib/api/blog";
import { missingPage } from "@/lib/seo/missing-page";
import { withSeo } from "@/lib/seo/with-seo";

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
  // The team's SEO fields (issue 32) where filled in; the post's own title, summary and hero otherwise.
  const meta = pageMetadata(
    withSeo(
      {
        path: `/blog/${post.slug}`,
        title: post.title,
        description: post.summary,
        type: "article",
        publishedTime: post.published_date,
        authors: [new URL(`/author/${post.author_name.slug}`, env.SITE_URL).toString()],
        images: [image],
      },
      post.seo,
    ),
  );
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
  if (!post) return missingPage(`/blog/${encodeURIComponent(slug)}`);
  const related: RelatedPosts = await getRelatedPosts(post).catch(() => ({ kind: "latest", posts: [] }));
  return (
    <PostArticle
      post={post}
      related={related}
      commentForm={
        <CommentForm
          postId={post.id}
          page={`/blog/${post.slug}`}
          formStarted={signFormTime(env.REVALIDATE_SECRET, `comment:${post.id}`, new Date())}
          outcome={await formOutcome("comment")}
          text={{
            commentFailed: TOASTS.commentFailed,
            commentSent: TOASTS.commentSent,
            commentReviewTitle: UI_TEXT.commentReviewTitle,
            commentReviewBody: UI_TEXT.commentReviewBody,
            required: UI_TEXT.required,
          }}
        />
      }
    />
  );
}
