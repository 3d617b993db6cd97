import "server-only";
import {
  BLOG_PAGE_SIZE,
  DEFAULT_SORT,
  POPULAR_POSTS_DEFAULT,
  buildBlogFilter,
  type BlogPost,
  type BlogPostPreview,
  type BlogPostSummary,
  type BlogSort,
  type CategoryOption,
  type Paged,
} from "@site/contract";
import { ApiError, CACHE_TAGS, apiFetch } from "./client";

export type PublishedPostsQuery = {
  page: number;
  size: number;
  /** A date order; absent: by relevance with a search, else newest first. */
  sort?: BlogSort;
  filter?: string;
  /** Words to look for in title, summary and body (issue 21). */
  search?: string;
};

/** The grid's page sizes (by screen width); the server renders the widest. */
const GRID_SIZES = new Set<number>(Object.values(BLOG_PAGE_SIZE));

/**
 * Whether a list query a visitor chose (the /blog address, the grid's /blog/api/blogs calls) is kept
 * in the shared data cache: only the first page without a filter, per sort order, at the grid's
 * sizes (at most 6 entries: the pages nearly every visitor opens). Other pages, searches and
 * filters go to the API each time; cached, each distinct query kept an entry (a file per query in
 * Next's default cache) that nothing ever removed.
 */
export function isSharedListQuery({ page, size, filter, search }: PublishedPostsQuery): boolean {
  return page === 0 && !filter && !search && GRID_SIZES.has(size);
}

/**
 * One page of published posts (spec §7). `filter` is the §7 filter string, "" for none.
 * `shared: false` reads past the data cache (for queries a visitor chose: see isSharedListQuery);
 * the site's own queries (feed, sitemap, related posts, an author's latest) are few and cached.
 */
export function getPublishedPosts(
  { page, size, sort, filter, search }: PublishedPostsQuery,
  { shared = true }: { shared?: boolean } = {},
) {
  return apiFetch<Paged<BlogPostSummary>>("/blog-posts/published", {
    query: {
      page,
      size,
      sort: sort ?? (search ? undefined : DEFAULT_SORT),
      filter: filter || undefined,
      search,
    },
    ...(shared ? { tags: [CACHE_TAGS.posts] } : { cache: "no-store" as const }),
  });
}

/** The most viewed posts, for the blog's hero carousel. */
export function getPopularPosts(size = POPULAR_POSTS_DEFAULT) {
  return apiFetch<BlogPostSummary[]>("/blog-posts/popular", { query: { size }, tags: [CACHE_TAGS.posts] });
}

/** The category filter's options, with their post counts. */
export function getCategories() {
  return apiFetch<CategoryOption[]>("/blog-categories", { tags: [CACHE_TAGS.categories, CACHE_TAGS.posts] });
}

/** A published post with its approved comments, or null when no such post exists. */
export async function getPost(slug: string): Promise<BlogPost | null> {
  try {
    return await apiFetch<BlogPost>("/blog-posts/article/slug", {
      query: { slug_name: slug },
      tags: [CACHE_TAGS.post(slug), CACHE_TAGS.posts],
    });
  } catch (error) {
    // 400 is a slug the API will not even look up (bad characters): as absent as an unknown one.
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

/**
 * The post a preview link shows (issue 21), draft or not, or null when the token is malformed, unknown,
 * altered, revoked or expired, or its post is gone. Never cached: revoking must end it at once.
 */
export async function getPreview(token: string): Promise<BlogPostPreview | null> {
  try {
    return await apiFetch<BlogPostPreview>("/blog-posts/preview", { query: { token }, cache: "no-store" });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export type RelatedPosts = { kind: "related" | "latest"; posts: BlogPostSummary[] };

/**
 * Posts to read next: those sharing a category with `post`, newest first; when none does, the
 * latest posts. The post itself is never among them.
 */
export async function getRelatedPosts(post: BlogPost, count = 6): Promise<RelatedPosts> {
  const others = (list: BlogPostSummary[]) => list.filter((p) => p.id !== post.id).slice(0, count);
  const categoryIds = post.categories.map((c) => c.category_id);
  if (categoryIds.length) {
    const related = await getPublishedPosts({
      page: 0,
      size: count + 1,
      filter: buildBlogFilter({ categoryIds }),
    });
    const posts = others(related.content);
    if (posts.length) return { kind: "related", posts };
  }
  const latest = await getPublishedPosts({ page: 0, size: count + 1 });
  return { kind: "latest", posts: others(latest.content) };
}
