"use client";

import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "next/navigation";
import {
  listHref,
  normalizeCategories,
  parseListParams,
  type BlogListState,
} from "@/components/blog/list-state";

/**
 * The blog list's state, read from the URL, and a way to change it. Changes go through the History
 * API, which Next's router picks up: useSearchParams follows them, Back and Forward restore them,
 * and no server round trip happens (the grid's query engine fetches the posts).
 */
export function useBlogListState() {
  const params = useSearchParams();
  const urlKey = params.toString();
  const fromUrl = useMemo(() => parseListParams(new URLSearchParams(urlKey)), [urlKey]);

  // The router applies a pushState in a transition, a moment later. Until it does, the state just
  // chosen is shown, so a checkbox never flips back for a frame; any URL change ends the override.
  const [override, setOverride] = useState<{ base: string; state: BlogListState } | null>(null);
  if (override && override.base !== urlKey) setOverride(null);
  const state = override && override.base === urlKey ? override.state : fromUrl;
  // Back or Forward before the router has caught up with the last push leaves useSearchParams where it
  // was, so the override would outlive its address: any move through the history ends it too.
  useEffect(() => {
    const end = () => setOverride(null);
    window.addEventListener("popstate", end);
    return () => window.removeEventListener("popstate", end);
  }, []);

  const navigate = (chosen: BlogListState, mode: "push" | "replace" = "push") => {
    // One spelling per selection: the override must equal what the URL will parse back to.
    const next = { ...chosen, categories: normalizeCategories(chosen.categories) };
    const href = listHref(next, window.location.pathname);
    if (href === `${window.location.pathname}${window.location.search}`) return;
    setOverride({ base: urlKey, state: next });
    if (mode === "push") window.history.pushState(null, "", href);
    else window.history.replaceState(null, "", href);
  };

  return { state, navigate };
}
