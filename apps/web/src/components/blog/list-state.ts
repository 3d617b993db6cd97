import {
  BLOG_PAGE_SIZE,
  BLOG_PAGE_SIZE_MEDIUM_MIN,
  BLOG_PAGE_SIZE_WIDE_MIN,
  BLOG_SERVER_PAGE_SIZE,
  DEFAULT_SORT,
  FILTER_MAX_CATEGORIES,
  FILTER_TITLE_MAX,
  RELEVANCE_SORT,
  SORT_OPTIONS,
  buildBlogFilter,
  type BlogSort,
  type Paged,
} from "@site/contract";

/**
 * The id of the blog list's GET form (the search box's form). The sort and the category checkboxes belong
 * to it through their `form` attribute, so that without JavaScript one submit sends the search, the
 * sort and the categories to /blog, which renders the list they ask for.
 */
export const BLOG_LIST_FORM = "blog-list";

/**
 * The blog list's state as the URL carries it (spec §2):
 *   /blog?query=edge%20ai&categories=2,5&author=jane-doe&sort=publishedDate,asc&page=3
 * `page` here is the API's 0-based page. In the URL the parameter counts from 1 like the visible
 * page numbers; 0, 1 and absent all mean the first page, so the first page never carries it.
 */
export type BlogListState = {
  query: string;
  page: number;
  /** A date order, or by relevance (only while a search is active, and then the default). */
  sort: BlogListSort;
  categories: number[];
  author: string;
};

export type BlogListSort = BlogSort | typeof RELEVANCE_SORT;

export const EMPTY_LIST_STATE: BlogListState = {
  query: "",
  page: 0,
  sort: DEFAULT_SORT,
  categories: [],
  author: "",
};

const MAX_PAGE = 100_000;
// The contract's slug rule, as a plain pattern: this module runs in the browser, where zod is not needed.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SORTS = new Set<string>([...SORT_OPTIONS.map((o) => o.value), RELEVANCE_SORT]);

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

/** Every value of a parameter, in order (a repeated one comes as an array from Next's searchParams). */
function readAll(source: ParamSource, key: string): string[] {
  if (source instanceof URLSearchParams) return source.getAll(key);
  const value = source[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The first value of a parameter. */
const read = (source: ParamSource, key: string): string | undefined => readAll(source, key)[0];

/** Reads the state from a URL's parameters; anything malformed falls back to its default, never throws. */
/**
 * The search box's clear (×) button as a form field: without JavaScript it submits the list's form
 * with `clear=query`, which drops the search (the page then moves to the list's own address).
 */
export const CLEAR_SEARCH = { name: "clear", value: "query" } as const;

export function parseListParams(source: ParamSource): BlogListState {
  const cleared = read(source, CLEAR_SEARCH.name) === CLEAR_SEARCH.value;
  const query = cleared ? "" : (read(source, "query") ?? "").trim().slice(0, FILTER_TITLE_MAX).trim();

  const rawPage = Number.parseInt(read(source, "page") ?? "", 10);
  const page = Number.isFinite(rawPage) && rawPage > 1 ? Math.min(rawPage, MAX_PAGE) - 1 : 0;

  const rawSort = read(source, "sort") ?? "";

  // `categories=2,5` as the site writes it, and `category=2&category=5` as the filter's checkboxes send it
  // when the form is submitted without JavaScript (BLOG_LIST_FORM).
  const categories = normalizeCategories(
    [(read(source, "categories") ?? "").split(","), ...readAll(source, "category")]
      .flat()
      .map((s) => s.trim())
      .filter((s) => /^\d{1,9}$/.test(s))
      .map(Number),
  );

  const rawAuthor = (read(source, "author") ?? "").trim().toLowerCase();
  const author = rawAuthor.length <= 200 && SLUG.test(rawAuthor) ? rawAuthor : "";

  const searching = Boolean(query) && !author;
  const sort: BlogListSort = SORTS.has(rawSort)
    ? (rawSort as BlogSort)
    : searching
      ? RELEVANCE_SORT
      : DEFAULT_SORT;
  return {
    query,
    page,
    sort: !searching && sort === RELEVANCE_SORT ? DEFAULT_SORT : sort,
    categories,
    author,
  };
}

/** Whether the list shows a search's results: a search, and no author (who stands alone). */
export function isSearching(state: Pick<BlogListState, "query" | "author">): boolean {
  return Boolean(state.query) && !state.author;
}

/** The order a state has when none is chosen: by relevance while searching, else newest first. */
export function defaultSortOf(state: Pick<BlogListState, "query" | "author">): BlogListSort {
  return isSearching(state) ? RELEVANCE_SORT : DEFAULT_SORT;
}

/** Positive, unique, ascending and capped: one selection has one spelling in the URL and the filter. */
export function normalizeCategories(ids: number[]): number[] {
  return [...new Set(ids.filter((n) => Number.isSafeInteger(n) && n > 0))]
    .sort((a, b) => a - b)
    .slice(0, FILTER_MAX_CATEGORIES);
}

/** The URL parameters of a state, defaults left out: toListParams(EMPTY_LIST_STATE).toString() === "". */
export function toListParams(state: BlogListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.categories.length) params.set("categories", state.categories.join(","));
  if (state.author) params.set("author", state.author);
  if (state.sort !== defaultSortOf(state)) params.set("sort", state.sort);
  if (state.page > 0) params.set("page", String(state.page + 1));
  return params;
}

/**
 * The state after a change of filter or sort: back to the first page, and a new search or category choice
 * ends an author filter, which would otherwise override it.
 */
export function changedListState(state: BlogListState, patch: Partial<BlogListState>): BlogListState {
  const next = { ...state, page: 0, ...patch };
  if ((patch.query !== undefined || patch.categories !== undefined) && patch.author === undefined) {
    next.author = "";
  }
  // An order nobody chose follows the search: by relevance when one starts, newest first when it ends.
  if (patch.sort === undefined && state.sort === defaultSortOf(state)) next.sort = defaultSortOf(next);
  if (next.sort === RELEVANCE_SORT && !isSearching(next)) next.sort = DEFAULT_SORT;
  return next;
}

/** Every filter removed (search, categories, author); the sort stays. */
export function clearedListState(state: BlogListState): BlogListState {
  return changedListState(state, { query: "", categories: [], author: "" });
}

/** "/blog" or "/blog?query=...": the address of a state. */
export function listHref(state: BlogListState, pathname = "/blog"): string {
  const search = toListParams(state).toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The spec §7 filter string of a state (categories, or the author, who stands alone). */
export function listFilter(state: BlogListState): string {
  return buildBlogFilter({ categoryIds: state.categories, authorSlug: state.author || undefined });
}

/**
 * What the list asks the API for: the §7 filter, the search's words (looked for in title, summary and
 * body) and the order, left out when it is by relevance (the API's default with a search).
 *   listQuery({ query: "mvp", sort: "relevance", page: 0, categories: [2], author: "" })
 *     // { filter: "categories.id=in=(2)", search: "mvp" }
 */
export function listQuery(state: BlogListState): { filter: string; search?: string; sort?: BlogSort } {
  return {
    filter: listFilter(state),
    ...(isSearching(state) ? { search: state.query } : {}),
    ...(state.sort === RELEVANCE_SORT ? {} : { sort: state.sort }),
  };
}

export function sameCategories(a: readonly number[], b: readonly number[]): boolean {
  const x = normalizeCategories([...a]);
  const y = normalizeCategories([...b]);
  return x.length === y.length && x.every((n, i) => n === y[i]);
}

export function sameListState(a: BlogListState, b: BlogListState): boolean {
  return (
    a.query === b.query &&
    a.page === b.page &&
    a.sort === b.sort &&
    a.author === b.author &&
    sameCategories(a.categories, b.categories)
  );
}

export function hasActiveFilters(state: BlogListState): boolean {
  return Boolean(state.query || state.categories.length || state.author);
}

/** Posts per page by viewport width (spec §9): 9 from 1440 px, 8 from 768 px, otherwise 6. */
export function pageSizeForWidth(width: number): number {
  if (width >= BLOG_PAGE_SIZE_WIDE_MIN) return BLOG_PAGE_SIZE.wide;
  if (width >= BLOG_PAGE_SIZE_MEDIUM_MIN) return BLOG_PAGE_SIZE.medium;
  return BLOG_PAGE_SIZE.small;
}

export type PageWindow = { page: number; size: number };

/**
 * A page of another size cut from a page already in hand, when it lies wholly inside it; else undefined.
 * The server renders the first page at the widest size (9), so a phone's first page of 6 is its first
 * six posts and needs no second request:
 *   slicePage({content: [a..i], totalElements: 20, totalPages: 3}, {page: 0, size: 9}, {page: 0, size: 6})
 *   → {content: [a..f], totalElements: 20, totalPages: 4}
 */
export function slicePage<T>(have: Paged<T>, from: PageWindow, to: PageWindow): Paged<T> | undefined {
  const total = have.totalElements;
  const haveStart = from.page * from.size;
  const haveEnd = haveStart + have.content.length;
  const wantStart = to.page * to.size;
  const wantEnd = Math.min(wantStart + to.size, total);
  const totalPages = Math.ceil(total / to.size);
  if (wantStart >= total) {
    // Past the end: an empty page is the truthful answer only when we know the total.
    return wantStart === 0 ? { content: [], totalElements: total, totalPages } : undefined;
  }
  if (wantStart < haveStart || wantEnd > haveEnd) return undefined;
  return {
    content: have.content.slice(wantStart - haveStart, wantEnd - haveStart),
    totalElements: total,
    totalPages,
  };
}

export const SERVER_PAGE_SIZE = BLOG_SERVER_PAGE_SIZE;

/**
 * The grid's columns, and the posts CSS hides before the page size is known: the server renders the
 * widest page (9); below 1440 px the 9th card is hidden and below 768 px the 7th to 9th, so the first
 * paint already shows 9 / 8 / 6 cards and hydration changes nothing on screen. Only where scripts run:
 * without them the server's pages of 9 are the pages (?page=2 starts at the 10th post), so all 9 show.
 */
export const BLOG_GRID =
  "grid gap-6 md:grid-cols-2 3xl:grid-cols-3 scripted:max-3xl:[&>li:nth-child(n+9)]:hidden scripted:max-md:[&>li:nth-child(n+7)]:hidden";
