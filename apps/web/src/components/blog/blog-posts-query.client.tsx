"use client";

import { useState } from "react";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import type { BlogPostSummary, Paged } from "@site/contract";
import { RequestError, request } from "@/lib/request";
import { BlogCard } from "./blog-card";
import { BLOG_GRID, listQuery, type BlogListState } from "./list-state";
import { initialAnswer, type BlogPostsProps, type BlogPostsView } from "./blog-posts-data";

// Stale after 10 s: a visitor paging back and forth within that reads the cache, not the network.
const BLOG_STALE_MS = 10_000;

/**
 * The grid's query engine: TanStack Query over the site's /blog/api/blogs proxy (spec §7: page, sort,
 * filter, size), and the cards it renders. Loaded by BlogPosts the first time the list needs a page
 * the server did not render.
 */
export function QueryPosts(props: BlogPostsProps) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            staleTime: BLOG_STALE_MS,
            refetchOnWindowFocus: false,
            // A bad request will not get better by asking again; a hiccup of the server might.
            retry: (count, error) => !(error instanceof RequestError && error.status < 500) && count < 2,
          },
        },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <Query {...props} />
    </QueryClientProvider>
  );
}

function Query({ state, size, initial, children }: BlogPostsProps) {
  const query = useBlogPostsQuery(state, size, initial);
  const view: BlogPostsView = {
    data: query.data,
    isError: query.isError,
    isFetchedAfterMount: query.isFetchedAfterMount,
    refetch: () => void query.refetch(),
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

export function blogPostsKey(state: BlogListState, size: number) {
  return ["blog-posts", { page: state.page, size, ...listQuery(state) }] as const;
}

/** One page of the grid; pages that lie inside what the server rendered are cut from it instead of fetched. */
function useBlogPostsQuery(state: BlogListState, size: number, initial: BlogPostsProps["initial"]) {
  return useQuery({
    queryKey: blogPostsKey(state, size),
    queryFn: ({ signal }) =>
      request<Paged<BlogPostSummary>>("/blog/api/blogs", {
        method: "GET",
        query: { page: state.page, size, ...listQuery(state) },
        signal,
      }),
    initialData: () => initialAnswer(state, size, initial),
  });
}
