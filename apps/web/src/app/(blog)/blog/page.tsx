import type { Metadata } from "next";
import type { Author, BlogPostSummary, CategoryOption } from "@site/contract";
import { pageMetadata } from "@/components/seo/page-metadata";
import { BlogExplorer } from "@/components/blog/blog-explorer.client";
import { HeroCarousel } from "@/components/blog/hero-carousel";
import { BlogHeader } from "@/components/blog/blog-header";
import { BlogGrid } from "@/components/blog/blog-grid";
import { ApplyWithoutScript, BlogLoadError, BlogNoResults } from "@/components/blog/list-panels";
import { BLOG_DESCRIPTION, BLOG_FEED_TITLE, BLOG_TITLE, FEED_PATH } from "@/components/blog/blog-copy";
import { redirect } from "next/navigation";
import {
  CLEAR_SEARCH,
  SERVER_PAGE_SIZE,
  listQuery,
  parseListParams,
  toListParams,
} from "@/components/blog/list-state";
import { getCategories, getPopularPosts, getPublishedPosts, isSharedListQuery } from "@/lib/api/blog";
import { getAuthors } from "@/lib/api/authors";
import { UI_TEXT } from "@/content/ui-text";
import type { InitialBlogPage } from "@/components/blog/blog-posts-data";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { page } = parseListParams(await searchParams);
  // Page 1 is the bare /blog; later pages are their own canonical pages (spec §2).
  const path = page > 0 ? `/blog?page=${page + 1}` : "/blog";
  const meta = pageMetadata({
    path,
    title: page > 0 ? `${BLOG_TITLE} – Page ${page + 1}` : BLOG_TITLE,
    description: BLOG_DESCRIPTION,
  });
  return {
    ...meta,
    alternates: {
      ...meta.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: BLOG_FEED_TITLE }] },
    },
  };
}

/** Every read of this page fails soft: the page still renders, and the grid retries from the browser. */
async function settle<T>(promise: Promise<T>, fallback: T): Promise<T> {
  try {
    return await promise;
  } catch {
    return fallback;
  }
}

export default async function BlogPage({ searchParams }: Props) {
  const params = await searchParams;
  const state = parseListParams(params);
  // The search box's × without JavaScript: the list without the search, at its own address.
  if (params[CLEAR_SEARCH.name] !== undefined) {
    const rest = toListParams(state).toString();
    redirect(rest ? `/blog?${rest}` : "/blog");
  }
  const list = { page: state.page, size: SERVER_PAGE_SIZE, ...listQuery(state) };
  const [first, popular, categories, authors] = await Promise.all([
    // A page, search or filter from the address is the visitor's choice: cached, each would keep
    // its own entry; only the first pages are shared (isSharedListQuery).
    settle(getPublishedPosts(list, { shared: isSharedListQuery(list) }), null),
    settle(getPopularPosts(), [] as BlogPostSummary[]),
    settle(getCategories(), [] as CategoryOption[]),
    settle(getAuthors(), [] as Author[]),
  ]);
  const initial: InitialBlogPage = first ? { state, size: SERVER_PAGE_SIZE, data: first } : null;

  return (
    <>
      <BlogHeader>{popular.length ? <HeroCarousel posts={popular} /> : null}</BlogHeader>
      <BlogExplorer
        initial={initial}
        initialGrid={
          first?.content.length ? (
            <BlogGrid posts={first.content} highlight={state.author ? "" : state.query} />
          ) : undefined
        }
        categories={categories}
        authors={authors.map((a) => ({ slug: a.slug, full_name: a.full_name }))}
        text={{ filterTitle: UI_TEXT.filterTitle, noCategories: UI_TEXT.noCategories }}
        panels={{
          noResults: <BlogNoResults />,
          loadError: <BlogLoadError />,
          apply: <ApplyWithoutScript />,
          applyBelowCategories: <ApplyWithoutScript className="mt-4" />,
        }}
      />
    </>
  );
}
