/**
 * Business constants and limits of spec §9. Those the browser's code reads are in modules of their own
 * (breakpoints.ts, ui-constants.ts, blog-constants.ts, form-constants.ts), re-exported here.
 */
export * from "./breakpoints";
export * from "./ui-constants";
export * from "./blog-constants";
export * from "./form-constants";

export const LOCATION_PAGE_SIZE = 1000;
export const LOCATION_PAGE = 0;

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
