/**
 * Editorial power for posts (issue 21): preview links of a draft and the versions of a post. The admin
 * API's requests and answers, the public preview read's query, and their messages.
 */
import { z } from "zod";
import { blogPostSchema } from "./entities";
import { idParamSchema, MAX_ID } from "./requests";

export const EDITORIAL_MESSAGES = {
  previewNotDraft: "Only a draft has preview links: this post is published",
  previewDays: "Choose between 1 and 30 days",
  previewToken: "The preview link is not valid",
  revisionNumber: "The version is not valid",
  restoreAuthorGone: "This version's author no longer exists: restore another version or edit the post",
} as const;

/** How long a preview link works unless asked otherwise, and at most (days). */
export const PREVIEW_LINK_DAYS_DEFAULT = 7;
export const PREVIEW_LINK_DAYS_MAX = 30;

/** POST /admin/blog-posts/:id/preview-links: an empty body gives the default lifetime. */
export const previewLinkRequestSchema = z.object({
  expires_in_days: z
    .number({ error: EDITORIAL_MESSAGES.previewDays })
    .int({ error: EDITORIAL_MESSAGES.previewDays })
    .min(1, { error: EDITORIAL_MESSAGES.previewDays })
    .max(PREVIEW_LINK_DAYS_MAX, { error: EDITORIAL_MESSAGES.previewDays })
    .default(PREVIEW_LINK_DAYS_DEFAULT),
});

/** A preview link's token: its id, a dot, and the id's MAC (32 bytes in base64url). */
export const previewTokenSchema = z
  .string({ error: EDITORIAL_MESSAGES.previewToken })
  .regex(/^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/, { error: EDITORIAL_MESSAGES.previewToken });

/** GET /blog-posts/preview?token=: the public read of a preview link. */
export const previewQuerySchema = z.object({ token: previewTokenSchema });

/**
 * What a live preview link shows: the post as its public page does, its status (a draft is dated now,
 * as publishing would date it) and when the link stops working.
 */
export const blogPostPreviewSchema = blogPostSchema.extend({
  status: z.enum(["DRAFT", "PUBLISHED"]),
  preview_expires_at: z.string(),
});
export type BlogPostPreview = z.infer<typeof blogPostPreviewSchema>;

/** A preview link as the editor lists it; `token` is what the site's /blog/preview/<token> carries. */
export type AdminPreviewLink = {
  id: number;
  token: string;
  created_at: string;
  created_by: string;
  expires_at: string;
};

/** /admin/blog-posts/:id/preview-links/:link */
export const previewLinkParamSchema = idParamSchema.extend({
  link: z.coerce
    .number({ error: "link is not valid" })
    .int({ error: "link is not valid" })
    .positive({ error: "link is not valid" })
    .max(MAX_ID, { error: "link is not valid" }),
});

/** /admin/blog-posts/:id/revisions/:number */
export const revisionParamSchema = idParamSchema.extend({
  number: z.coerce
    .number({ error: EDITORIAL_MESSAGES.revisionNumber })
    .int({ error: EDITORIAL_MESSAGES.revisionNumber })
    .positive({ error: EDITORIAL_MESSAGES.revisionNumber })
    .max(MAX_ID, { error: EDITORIAL_MESSAGES.revisionNumber }),
});

/** One version in a post's history (newest first). */
export type AdminRevisionSummary = {
  number: number;
  title: string;
  created_at: string;
  created_by: string;
  /** The version this one restored, or null for an ordinary save. */
  restored_from: number | null;
};

/** One version with the post's editable fields as they were saved (the body as stored: sanitized HTML). */
export type AdminRevision = AdminRevisionSummary & {
  slug: string;
  summary: string;
  /** Sanitized HTML, as the post stored it. */
  body: string;
  /** What the editor typed, in body_format (a version from before it was kept: its HTML body). */
  body_source: string;
  body_format: "markdown" | "html";
  author_slug: string;
  category_ids: number[];
  banner_tag: string | null;
  hero_image_path: string;
  hero_image_alt_text: string;
  hero_image_title: string;
};

/** /admin/careers/:id/versions: one version of an opening in its history (newest first). */
export type AdminCareerVersionSummary = {
  number: number;
  title: string;
  created_at: string;
  created_by: string;
  /** The version this one restored, or null for an ordinary save. */
  restored_from: number | null;
};

/** One version of an opening: its content as saved (the description as typed, the pay in whole units). */
export type AdminCareerVersion = AdminCareerVersionSummary & {
  position_arrangement: string;
  job_description: string;
  body_format: "markdown" | "html";
  pay_min: number | null;
  pay_max: number | null;
  pay_currency: string | null;
  pay_period: string | null;
};
