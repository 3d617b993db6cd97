import type { BlogPostSummary, Paged } from "@site/contract";
import { listQuery, sameListState, slicePage, type BlogListState } from "./list-state";

// The blog grid's data as both halves see it: BlogPosts (blog-posts.client.tsx), which serves the
// server's page, and the query engine it hands over to (blog-posts-query.client.tsx).

/** What the server rendered: the state it read from the URL, the page size it used and the page it got. */
export type InitialBlogPage = { state: BlogListState; size: number; data: Paged<BlogPostSummary> } | null;

/** The grid's data as the list renders it, wherever it came from. */
export type BlogPostsView = {
  data?: Paged<BlogPostSummary>;
  isError: boolean;
  /** True once a page has come from the network (the server's grid markup no longer applies). */
  isFetchedAfterMount: boolean;
  refetch: () => void;
  /**
   * The grid of `data`'s cards, rendered in the browser; absent while the server's grid is what is
   * shown (no card is rendered in the browser then).
   */
  renderGrid?: (highlight: string) => React.ReactNode;
};

export type BlogPostsProps = {
  state: BlogListState;
  size: number;
  initial: InitialBlogPage;
  children: (posts: BlogPostsView) => React.ReactNode;
};

/**
 * Whether the server's grid markup shows `state`'s page as it is: the same state, and the same posts
 * (the first page at any size, CSS hiding the cards past it; a later page only at the server's size).
 */
export function showsServerGrid(state: BlogListState, size: number, initial: InitialBlogPage) {
  return Boolean(
    initial && sameListState(state, initial.state) && (state.page === 0 || size === initial.size),
  );
}

/** The page of `state` cut from what the server rendered, when it lies wholly inside it; else undefined. */
export function initialAnswer(state: BlogListState, size: number, initial: InitialBlogPage) {
  if (!initial) return undefined;
  const [a, b] = [listQuery(initial.state), listQuery(state)];
  if (a.filter !== b.filter || a.search !== b.search || a.sort !== b.sort) return undefined;
  return slicePage(
    initial.data,
    { page: initial.state.page, size: initial.size },
    { page: state.page, size },
  );
}
