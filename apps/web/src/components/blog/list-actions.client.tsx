"use client";

import { createContext, useContext } from "react";
import { buttonClasses } from "@/components/ui/button";
import { ListStateButton } from "./list-state-button";
import { clearedListState, hasActiveFilters, type BlogListState } from "./list-state";

/**
 * What the blog list's server-rendered panels (the empty result, the failed load) need from the
 * explorer to act: the list's state, a way to change it, and a retry of the last load. The panels'
 * words and art come from the server; only their buttons are code, and they read this.
 */
export type BlogListControls = {
  state: BlogListState;
  navigate: (next: BlogListState) => void;
  retry: () => void;
};

export const BlogListContext = createContext<BlogListControls | null>(null);

function useControls(): BlogListControls {
  const controls = useContext(BlogListContext);
  if (!controls) throw new Error("A blog list action needs the BlogExplorer around it.");
  return controls;
}

/** 'Clear Filters' under the empty result, while a search, category or author narrows the list. */
export function ClearFiltersAction({ label }: { label: string }) {
  const { state, navigate } = useControls();
  if (!hasActiveFilters(state)) return null;
  return (
    <ListStateButton to={clearedListState(state)} onGo={navigate} className={buttonClasses()}>
      {label}
    </ListStateButton>
  );
}

/** 'Try again' under a failed load: asks for the same page again. */
export function RetryAction({ label }: { label: string }) {
  const { retry } = useControls();
  return (
    <button type="button" onClick={retry} className={`mt-5 ${buttonClasses({ variant: "outline" })}`}>
      {label}
    </button>
  );
}
