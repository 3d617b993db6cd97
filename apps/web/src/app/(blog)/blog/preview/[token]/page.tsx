import { cache } from "react";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { previewTokenSchema } from "@site/contract";
import { PostArticle } from "@/components/blog/post-article";
import { getPreview, getRelatedPosts, type RelatedPosts } from "@/lib/api/blog";

type Props = { params: Promise<{ token: string }> };

// A preview link (issue 21): the draft as /blog/[slug] will show it, to anyone holding the link while it
// lives. Rendered per request and never kept by a cache (server/page-cache.mjs and nginx leave
// /blog/preview/ alone), so revoking the link ends it at once; never indexed.
export const dynamic = "force-dynamic";

const loadPreview = cache(async (token: string) =>
  previewTokenSchema.safeParse(token).success ? getPreview(token) : null,
);

const ROBOTS = { index: false, follow: false, nocache: true } as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { token } = await params;
  const post = await loadPreview(token);
  return { title: post ? `Preview: ${post.title}` : "Preview not found", robots: ROBOTS };
}

export default async function PostPreviewPage({ params }: Props) {
  const { token } = await params;
  const post = await loadPreview(token);
  if (!post) notFound();
  // Published since the link was made: the public page is the real thing.
  if (post.status === "PUBLISHED") redirect(`/blog/${post.slug}`);
  const related: RelatedPosts = await getRelatedPosts(post).catch(() => ({ kind: "latest", posts: [] }));
  return <PostArticle post={post} related={related} preview />;
}
