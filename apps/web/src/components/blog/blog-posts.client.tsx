"use client";

import { useState } from "react";
import { QueryPosts } from "./blog-posts-query.client";
import { initialAnswer, showsServerGrid, type BlogPostsProps } from "./blog-posts-data";

const noop = () => {};

/**
 * The grid's data. While the visitor looks at what the server rendered (the first page, at any of
 * the three page sizes), it is cut from the server's page and the server's grid stays on screen: no
 * query runs and no card is rendered in the browser. The first state the server's page cannot answer
 * (another page, filter or sort, or a server render that failed) hands over to the query engine
 * (QueryPosts), and from then on every page goes through it (stale after 10 s, no refetch on window
 * focus), the server's page seeding its cache.
 *
 * The engine is a few hundred bytes of cache and the card's markup, so it comes with the list's own
 * code rather than as a chunk of its own: the page needs it within seconds either way, and one chunk
 * is less to send than two plus the code that loads the second.
 */
export function BlogPosts(props: BlogPostsProps) {
  const { state, size, initial, children } = props;
  const [engaged, setEngaged] = useState(false);
  const answer =
    engaged || !showsServerGrid(state, size, initial) ? undefined : initialAnswer(state, size, initial);
  if (answer) return children({ data: answer, isError: false, isFetchedAfterMount: false, refetch: noop });
  // Once engaged, the engine keeps the list even when the visitor comes back to the server's state.
  if (!engaged) setEngaged(true);
  return <QueryPosts {...props} />;
}
