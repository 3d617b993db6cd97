"use client";

import { useSyncExternalStore } from "react";
import { BLOG_PAGE_SIZE_MEDIUM_MIN, BLOG_PAGE_SIZE_WIDE_MIN } from "@site/contract";
import { pageSizeForWidth } from "@/components/blog/list-state";

// The same media queries as the grid's CSS (md and 3xl), so the JS size and the posts CSS shows agree.
const WIDE = `(min-width: ${BLOG_PAGE_SIZE_WIDE_MIN}px)`;
const MEDIUM = `(min-width: ${BLOG_PAGE_SIZE_MEDIUM_MIN}px)`;

function subscribe(onChange: () => void) {
  const lists = [window.matchMedia(WIDE), window.matchMedia(MEDIUM)];
  lists.forEach((l) => l.addEventListener("change", onChange));
  return () => lists.forEach((l) => l.removeEventListener("change", onChange));
}

function snapshot(): number {
  if (window.matchMedia(WIDE).matches) return pageSizeForWidth(BLOG_PAGE_SIZE_WIDE_MIN);
  if (window.matchMedia(MEDIUM).matches) return pageSizeForWidth(BLOG_PAGE_SIZE_MEDIUM_MIN);
  return pageSizeForWidth(0);
}

/**
 * Posts per page for this viewport (9 / 8 / 6), following resizes. Null while rendering on the
 * server and hydrating: the width is unknown there, and the grid then relies on CSS alone.
 */
export function useBlogPageSize(): number | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
