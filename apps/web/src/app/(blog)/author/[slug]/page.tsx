import { cache } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { AUTHOR_PAGE_ARTICLES, DEFAULT_SORT, buildBlogFilter, slugSchema } from "@site/contract";
import { UI_TEXT } from "@/content/ui-text";
import { env } from "@/env";
import { pageMetadata } from "@/components/seo/page-metadata";
import { buttonClasses } from "@/components/ui/button";
import { AuthorProfile } from "@/components/author/author-profile";
import { BlogCard } from "@/components/blog/blog-card";
import { ArrowRightIcon } from "@/components/blog/icons";
import { listHref, EMPTY_LIST_STATE } from "@/components/blog/list-state";
import { getAuthor } from "@/lib/api/authors";
import { getPublishedPosts } from "@/lib/api/blog";

type Props = { params: Promise<{ slug: string }> };

// Rendered per request: every page carries its own CSP nonce (src/proxy.ts); the API reads stay cached.
export const dynamic = "force-dynamic";

const loadAuthor = cache(async (slug: string) =>
  slugSchema.safeParse(slug).success ? getAuthor(slug) : null,
);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const author = await loadAuthor(slug);
  if (!author) return { title: "Author not found", robots: { index: false, follow: true } };
  return pageMetadata({
    path: `/author/${author.slug}`,
    title: `${author.full_name}, Author`,
    description: author.bio.slice(0, 160),
    type: "profile",
    noindex: false,
    images: [{ url: new URL(author.avatar.file_path, env.SITE_URL).toString(), alt: author.full_name }],
  });
}

export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const author = await loadAuthor(slug);
  if (!author) notFound();
  const latest = await getPublishedPosts({
    page: 0,
    size: AUTHOR_PAGE_ARTICLES,
    sort: DEFAULT_SORT,
    filter: buildBlogFilter({ authorSlug: author.slug }),
  }).catch(() => null);
  // 'Show more blogs': the blog list filtered by this author, newest first (spec §2).
  const moreHref = `${listHref({ ...EMPTY_LIST_STATE, author: author.slug })}&sort=${encodeURIComponent(DEFAULT_SORT)}`;

  return (
    <>
      <AuthorProfile author={author} />
      <section aria-labelledby="author-articles" className="container-page pb-20">
        <h2 id="author-articles" className="text-2xl font-semibold sm:text-3xl">
          Latest articles by {author.full_name}
        </h2>
        {latest?.content.length ? (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {latest.content.map((post) => (
              <li key={post.id}>
                <BlogCard
                  post={post}
                  headingLevel="h3"
                  sizes="(min-width: 1200px) 280px, (min-width: 576px) 45vw, 100vw"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-6 text-ink-600">No articles published yet.</p>
        )}
        {author.number_of_articles > 0 ? (
          <div className="mt-10 flex justify-center">
            <a href={moreHref} className={buttonClasses({ variant: "primary", size: "lg" })}>
              {UI_TEXT.showMoreBlogs}
              <ArrowRightIcon />
            </a>
          </div>
        ) : null}
      </section>
    </>
  );
}
