"use client";

import type { BlogPostSummary, Paged } from "@site/contract";
import { RequestError, request } from "@/lib/request";
import { BlogCard } from "./blog-card";
import { BLOG_GRID, listQuery, type BlogListState } from "./list-state";
import { initialAnswer, type BlogPostsProps, type BlogPostsView } from "./blog-posts-data";
import { useCachedPage } from "./use-cached-page";

/**
 * The grid's query engine: pages from the site's /blog/api/blogs proxy (spec §7: page, sort,
 * filter, size), cached for the visit (use-cached-page.ts: stale after 10 s, no refetch on window
 * focus), and the cards it renders. Rendered by BlogPosts once the server's page no longer answers.
 */
export function QueryPosts({ state, size, initial, children }: BlogPostsProps) {
  const query = useBlogPostsQuery(state, size, initial);
  const view: BlogPostsView = {
    ...query,
    renderGrid: (highlight) => (
      <ul className={BLOG_GRID} data-testid="blog-grid">
        {query.data?.content.map((post) => (
          <li key={post.id}>
            <BlogCard post={post} highlight={highlight} headingLevel="h3" />
          </li>
        ))}
      </ul>
    ),
  };
  return children(view);
}

// A bad request will not get better by asking again; a hiccup of the server might.
const retryable = (error: unknown) => !(error instanceof RequestError && error.status < 500);

/** One page of the grid; pages that lie inside what the server rendered are cut from it instead of fetched. */
function useBlogPostsQuery(state: BlogListState, size: number, initial: BlogPostsProps["initial"]) {
  const query = { page: state.page, size, ...listQuery(state) };
  return useCachedPage(
    JSON.stringify(query),
    (signal) => request<Paged<BlogPostSummary>>("/blog/api/blogs", { method: "GET", query, signal }),
    () => initialAnswer(state, size, initial),
    retryable,
  );
}
