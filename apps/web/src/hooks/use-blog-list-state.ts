"use client";

import { useCallback, useMemo } from "react";
import { useSearchParams } from "next/navigation";
import { listHref, parseListParams, type BlogListState } from "@/components/blog/list-state";

/**
 * The blog list's state, read from the URL, and a way to change it. Changes go through the History
 * API, which Next's router picks up: useSearchParams follows them, Back and Forward restore them,
 * and no server round trip happens (TanStack Query fetches the posts).
 */
export function useBlogListState() {
  const params = useSearchParams();
  const state = useMemo(() => parseListParams(params), [params]);

  const navigate = useCallback((next: BlogListState, mode: "push" | "replace" = "push") => {
    const href = listHref(next, window.location.pathname);
    if (href === `${window.location.pathname}${window.location.search}`) return;
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  }, []);

  return { state, navigate };
}
