/** Business constants and limits of spec §9. */

export const COMMENT_MAX_LENGTH = 1024;
export const WORDS_PER_MINUTE = 265;

/** Breakpoints in px (min-width). */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1370, xxxl: 1440 } as const;

/** Blog grid page size by viewport: 9 on very wide screens, 8 from "mobile and up" (md), otherwise 6. */
export const BLOG_PAGE_SIZE = { wide: 9, medium: 8, small: 6 } as const;
export const BLOG_PAGE_SIZE_WIDE_MIN = BREAKPOINTS.xxxl;
export const BLOG_PAGE_SIZE_MEDIUM_MIN = BREAKPOINTS.md;
/** The page size the server renders the first blog page with (the widest layout). */
export const BLOG_SERVER_PAGE_SIZE = BLOG_PAGE_SIZE.wide;
export const BLOG_MAX_PAGE_SIZE = 100;

export const PAGINATION_DEFAULT_SIZE = 5;
export const REQUEST_HELPER_DEFAULT_SIZE = 10;
export const PAGINATION_RANGE = { default: 5, small: 3 } as const;

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

export const CAROUSEL = {
  hero: { autoplayMs: 5500, speed: 650, loop: true },
  related: {
    autoplayMs: 3500,
    slides: { base: 1, sm: 2, lg: 3 },
    loopMaxWidth: BREAKPOINTS.xl,
    loopMinItems: 3,
  },
  projects: { autoplayMs: 5000 },
  ourClients: { delayMs: 1250, speed: 950, slides: [2, 3, 4, 5, 7] },
  ourWork: { delayMs: 8000, speed: 650 },
  caseStudies: { spaceBetween: 32 },
  workNavigation: { delayMs: 800 },
} as const;

export const MARQUEE = { heroSpeed: 4500, campaignSpeed: 6000, campaignItems: 7 } as const;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
/**
 * The request header a like carries its page view's token in (issue 20): the view call's answer gives
 * the token (`view_token`), and a like counts once per page view.
 */
export const VIEW_TOKEN_HEADER = "x-view-token";
export const AUTHOR_PAGE_ARTICLES = 4;
export const POPULAR_POSTS_DEFAULT = 5;
export const COPIED_MS = 1500;
export const TOAST_AUTO_CLOSE_MS = 4500;
export const TOAST_POSITION = "top-right";
export const SKELETON_DEFAULT_COUNT = 4;
export const SELECT_HEIGHT = 44;
export const MODAL_SIZES = ["sm", "md", "lg"] as const;
export type ModalSize = (typeof MODAL_SIZES)[number];

export const LOCATION_PAGE_SIZE = 1000;
export const LOCATION_PAGE = 0;
export const DEFAULT_PHONE_CODE = "+1";

/** Resume upload: 5 MB cap; types judged by content on the server. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_EXTENSIONS = [".pdf", ".doc", ".docx"] as const;
export const RESUME_MIME_TYPES = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
] as const;

export const SOCIAL_TYPES = ["X", "FACEBOOK", "LINKEDIN", "WHATSAPP", "TELEGRAM", "INSTAGRAM"] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

export const SHARE_TARGETS = ["X", "FACEBOOK", "LINKEDIN", "WHATSAPP", "TELEGRAM", "EMAIL"] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const PRICING_TIERS = ["Startup", "Premium", "Business+"] as const;

export const CAREER_STATUSES = ["OPEN", "CLOSED"] as const;
export type CareerStatus = (typeof CAREER_STATUSES)[number];
export const APPLICANT_SOURCE = "WEBSITE";

export const COMMENT_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const STAGE_PROD = "PROD";
