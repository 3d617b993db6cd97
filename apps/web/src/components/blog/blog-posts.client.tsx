"use client";

import { useEffect, useState } from "react";
import { initialAnswer, showsServerGrid, type BlogPostsProps } from "./blog-posts-data";

/** The query engine (the page cache, the fetching code and the cards), fetched once per visit as late code (whenNeeded). */
export const loadQueryEngine = () => import("./blog-posts-query.client");
type Engine = Awaited<ReturnType<typeof loadQueryEngine>>;

const noop = () => {};

/**
 * The grid's data. While the visitor looks at what the server rendered (the first page, at any of
 * the three page sizes), it is cut from the server's page, the server's grid stays on screen and no
 * query or card code runs; the engine comes as late code once the page is idle. The first state the
 * server's page cannot answer
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
