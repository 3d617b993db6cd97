"use client";

import { useEffect, useState } from "react";
import type { BlogPostSummary, Paged } from "@site/contract";
import { listFilter, sameListState, slicePage, type BlogListState } from "./list-state";

export const BLOG_STALE_MS = 10_000;

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
   * shown (the card and image code then stays out of the page's first load).
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
  if (listFilter(initial.state) !== listFilter(state) || initial.state.sort !== state.sort) return undefined;
  return slicePage(
    initial.data,
    { page: initial.state.page, size: initial.size },
    { page: state.page, size },
  );
}

/** The query engine (TanStack Query and the fetching code), fetched once per visit on first need. */
export const loadQueryEngine = () => import("./blog-posts-query.client");
type Engine = Awaited<ReturnType<typeof loadQueryEngine>>;

const noop = () => {};

/**
 * The grid's data. While the visitor looks at what the server rendered (the first page, at any of
 * the three page sizes), it is cut from the server's page, the server's grid stays on screen and no
 * query or card code is loaded: a visit that only reads the list ships none of TanStack Query. The first state the server's page cannot answer
 * (another page, filter or sort, or a server render that failed) loads the engine, and from then on
 * every page goes through it (stale after 10 s, no refetch on window focus), the server's page
 * seeding its cache.
 */
export function BlogPosts(props: BlogPostsProps) {
  const { state, size, initial, children } = props;
  const [engine, setEngine] = useState<Engine | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const answer =
    engine || !showsServerGrid(state, size, initial) ? undefined : initialAnswer(state, size, initial);
  const needed = !engine && answer === undefined;

  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadQueryEngine().then(
      (module) => live && setEngine(module),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [needed, attempt]);

  if (engine) return <engine.QueryPosts {...props} />;
  if (answer) return children({ data: answer, isError: false, isFetchedAfterMount: false, refetch: noop });
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return children({ data: undefined, isError: failed, isFetchedAfterMount: false, refetch: retry });
}
