"use client";

import { useQuery } from "@tanstack/react-query";
import type { BlogPostSummary, Paged } from "@site/contract";
import { request } from "@/lib/request";
import { listFilter, slicePage, type BlogListState } from "@/components/blog/list-state";

export const BLOG_STALE_MS = 10_000;

/** What the server rendered: the state it read from the URL, the page size it used and the page it got. */
export type InitialBlogPage = { state: BlogListState; size: number; data: Paged<BlogPostSummary> } | null;

export function blogPostsKey(state: BlogListState, size: number) {
  return ["blog-posts", { page: state.page, size, sort: state.sort, filter: listFilter(state) }] as const;
}

/**
 * One page of the grid through the site's /blog/api/blogs proxy (spec §7: page, sort, filter, size).
 * Pages that lie inside what the server rendered are cut from it instead of fetched.
 */
export function useBlogPosts(state: BlogListState, size: number, initial: InitialBlogPage) {
  const filter = listFilter(state);
  return useQuery({
    queryKey: blogPostsKey(state, size),
    queryFn: ({ signal }) =>
      request<Paged<BlogPostSummary>>("/blog/api/blogs", {
        method: "GET",
        query: { page: state.page, sort: state.sort, filter, size },
        signal,
      }),
    initialData: () => {
      if (!initial) return undefined;
      if (listFilter(initial.state) !== filter || initial.state.sort !== state.sort) return undefined;
      return slicePage(
        initial.data,
        { page: initial.state.page, size: initial.size },
        { page: state.page, size },
      );
    },
    staleTime: BLOG_STALE_MS,
    refetchOnWindowFocus: false,
  });
}
