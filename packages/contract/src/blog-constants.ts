/**
 * The blog's constants (spec §9) the browser's code reads: page sizes, orders, comments, ratings, likes.
 * A module of their own, so a page's code carries these and not the other constants.
 */
import { BREAKPOINTS } from "./breakpoints";

export const COMMENT_MAX_LENGTH = 1024;
export const WORDS_PER_MINUTE = 265;

/** Blog grid page size by viewport: 9 on very wide screens, 8 from "mobile and up" (md), otherwise 6. */
export const BLOG_PAGE_SIZE = { wide: 9, medium: 8, small: 6 } as const;
export const BLOG_PAGE_SIZE_WIDE_MIN = BREAKPOINTS.xxxl;
export const BLOG_PAGE_SIZE_MEDIUM_MIN = BREAKPOINTS.md;
/** The page size the server renders the first blog page with (the widest layout). */
export const BLOG_SERVER_PAGE_SIZE = BLOG_PAGE_SIZE.wide;
export const BLOG_MAX_PAGE_SIZE = 100;

export const SORT_OPTIONS = [
  { value: "publishedDate,desc", label: "Newest First" },
  { value: "publishedDate,asc", label: "Oldest First" },
] as const;
export type BlogSort = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: BlogSort = "publishedDate,desc";
/**
 * The order of a search's results by how well each post matches (issue 21): the default while a search
 * is active; without a search it means DEFAULT_SORT.
 */
export const RELEVANCE_SORT = "relevance";
export const RELEVANCE_LABEL = "Best match";

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/**
 * The request header a like carries its page view's token in (issue 20): the view call's answer gives
 * the token (`view_token`), and a like counts once per page view.
 */
export const VIEW_TOKEN_HEADER = "x-view-token";
export const AUTHOR_PAGE_ARTICLES = 4;
export const POPULAR_POSTS_DEFAULT = 5;
