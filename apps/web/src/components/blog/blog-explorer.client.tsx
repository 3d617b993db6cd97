"use client";

import { useRef } from "react";
import {
  RELEVANCE_LABEL,
  RELEVANCE_SORT,
  SORT_OPTIONS,
  type Author,
  type CategoryOption,
} from "@site/contract";
import type { UI_TEXT } from "@/content/ui-text";
import { Pagination } from "@/components/ui/pagination";
import { Select } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { useBlogListState } from "@/hooks/use-blog-list-state";
import { useBlogPageSize } from "@/hooks/use-blog-page-size";
import { BlogPosts } from "./blog-posts.client";
import { showsServerGrid, type BlogPostsView, type InitialBlogPage } from "./blog-posts-data";
import { CategoryFilter } from "./category-filter.client";
import { FilterChips } from "./filter-chips";
import { BlogListContext } from "./list-actions.client";
import { MobileFilter } from "./mobile-filter.client";
import { SearchBox } from "./search-box.client";
import {
  BLOG_GRID as GRID,
  BLOG_LIST_FORM,
  SERVER_PAGE_SIZE,
  changedListState,
  hasActiveFilters,
  isSearching,
  toListParams,
  type BlogListSort,
  type BlogListState,
} from "./list-state";

export type BlogExplorerProps = {
  initial: InitialBlogPage;
  /** The server's rendering of `initial` (BlogGrid): shown until the state or the data move on. */
  initialGrid?: React.ReactNode;
  categories: CategoryOption[];
  authors: Pick<Author, "slug" | "full_name">[];
  /** The list's fixed words, handed down by the page: the browser then carries these, not every UI text. */
  text: BlogListText;
  /**
   * The list's fixed panels and buttons, rendered on the server (list-panels.tsx): the empty result,
   * the failed load and the Apply button that only shows without JavaScript.
   */
  panels: {
    noResults: React.ReactNode;
    loadError: React.ReactNode;
    apply: React.ReactNode;
    applyBelowCategories: React.ReactNode;
  };
};

export type BlogListText = Pick<typeof UI_TEXT, "filterTitle" | "noCategories">;

/** The sort's choices: the spec's date orders, and "Best match" first while a search is active. */
function sortOptions(state: BlogListState) {
  const dates = SORT_OPTIONS.map((o) => ({ value: o.value as string, label: o.label as string }));
  return isSearching(state) ? [{ value: RELEVANCE_SORT, label: RELEVANCE_LABEL }, ...dates] : dates;
}

/** The blog list: search, category filter, sort, chips, grid and pagination, kept in the URL. */
export function BlogExplorer({ initial, initialGrid, categories, authors, text, panels }: BlogExplorerProps) {
  const { state, navigate } = useBlogListState();
  const measured = useBlogPageSize();
  const size = measured ?? SERVER_PAGE_SIZE;
  const topRef = useRef<HTMLHeadingElement>(null);

  /** Any change of filter or sort starts again at the first page (changedListState). */
  const change = (patch: Partial<BlogListState>) => navigate(changedListState(state, patch));

  const goToPage = (page: number) => {
    navigate({ ...state, page: page - 1 });
    const top = topRef.current;
    if (top) {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      top.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
      top.focus({ preventScroll: true });
    }
  };

  /** The heading, summary, grid and pagination of one page of posts. */
  const results = (posts: BlogPostsView) => {
    const data = posts.data;
    // The server's grid is the same posts in the same markup: keeping it spares hydrating every card.
    const serverGrid =
      !posts.isFetchedAfterMount && showsServerGrid(state, size, initial) ? initialGrid : undefined;
    const total = data?.totalElements ?? 0;
    const highlight = state.author ? "" : state.query;
    const pageQuery = Object.fromEntries(toListParams({ ...state, page: 0 }));
    let summary = "";
    if (data) {
      const from = state.page * size + 1;
      const to = state.page * size + data.content.length;
      summary = data.content.length
        ? `Showing ${from}–${to} of ${total} ${total === 1 ? "article" : "articles"}`
        : "No articles found";
    }
    return (
      <>
        <div className="mt-6 mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2
            ref={topRef}
            tabIndex={-1}
            className="scroll-mt-28 text-xl font-semibold outline-none sm:text-2xl"
          >
            {hasActiveFilters(state) ? "Matching articles" : "All articles"}
          </h2>
          <p aria-live="polite" className="text-sm text-ink-600">
            {summary}
          </p>
        </div>

        {data ? (
          data.content.length ? (
            (serverGrid ?? posts.renderGrid?.(highlight))
          ) : (
            <BlogListContext value={{ state, navigate, retry: posts.refetch }}>
              {panels.noResults}
            </BlogListContext>
          )
        ) : posts.isError ? (
          <BlogListContext value={{ state, navigate, retry: posts.refetch }}>
            {panels.loadError}
          </BlogListContext>
        ) : (
          <Skeleton count={size} className={GRID} label="Loading articles..." />
        )}

        {data && data.totalPages > 1 ? (
          <Pagination
            className="mt-12"
            page={state.page + 1}
            totalPages={data.totalPages}
            pathname="/blog"
            query={pageQuery}
            onPageChange={goToPage}
            label="Blog pages"
          />
        ) : null}
      </>
    );
  };

  return (
    <div className="container-page pb-20 lg:grid lg:grid-cols-[16.5rem_minmax(0,1fr)] lg:gap-10 xl:gap-12">
      {/* Below lg the filter is a dialog (MobileFilter), which needs JavaScript: without it, this list. */}
      <aside className="mb-6 hidden lg:mb-0 lg:block noscript:block" aria-label="Filters">
        <div className="sticky top-24 rounded-card border border-ink-100 bg-white p-5 shadow-card">
          <CategoryFilter
            categories={categories}
            selected={state.categories}
            onChange={(ids) => change({ categories: ids })}
            scroll
            form={BLOG_LIST_FORM}
            emptyText={text.noCategories}
          />
          {panels.applyBelowCategories}
        </div>
      </aside>

      <div className="min-w-0">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SearchBox value={state.query} onSearch={(query) => change({ query })} />
          <div className="flex gap-3">
            <MobileFilter
              categories={categories}
              selected={state.categories}
              onApply={(ids) => change({ categories: ids })}
              title={text.filterTitle}
              emptyText={text.noCategories}
            />
            <div className="flex min-w-0 flex-1 items-center gap-2 sm:flex-none">
              <label htmlFor="blog-sort" className="shrink-0 text-sm font-semibold text-ink-800">
                Sort
              </label>
              <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
                <Select
                  id="blog-sort"
                  name="sort"
                  form={BLOG_LIST_FORM}
                  value={state.sort}
                  options={sortOptions(state)}
                  onChange={(event) => change({ sort: event.target.value as BlogListSort })}
                  className="rounded-full"
                />
              </div>
              {panels.apply}
            </div>
          </div>
        </div>

        <div className="mt-4 empty:hidden">
          <FilterChips state={state} categories={categories} authors={authors} onGo={navigate} />
        </div>

        <BlogPosts state={state} size={size} initial={initial}>
          {results}
        </BlogPosts>
      </div>
    </div>
  );
}
