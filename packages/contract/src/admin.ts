/**
 * The team's admin API (/admin/...): every request body and query, and the shapes it answers with.
 * The admin area's forms and the API validate with these same schemas.
 */
import { z } from "zod";
import { bannerPath } from "./banners";
import { CAREER_STATUSES, COMMENT_STATUSES } from "./constants";
import { categorySchema, socialLinkSchema } from "./entities";
import { checkPayRange, PAY_CURRENCIES, PAY_PERIODS, payFields } from "./pay-range";
import { APPLICATION_STAGES } from "./recruiting";
import { MAX_ID, nameText, proseText, requiredText, slugSchema } from "./requests";
import { seoFieldsSchema } from "./seo";

export const ADMIN_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_PAGE_SIZE_MAX = 100;
/** Hero images: PNG, JPEG or WebP, judged by their bytes, at most 2 MB. */
export const HERO_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const HERO_IMAGE_MIME_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const POST_BODY_MAX = 200_000;
export const BODY_FORMATS = ["markdown", "html"] as const;
export type BodyFormat = (typeof BODY_FORMATS)[number];
export const ADMIN_POST_STATUSES = ["DRAFT", "PUBLISHED"] as const;
export type AdminPostStatus = (typeof ADMIN_POST_STATUSES)[number];
export const LEAD_TYPES = ["contact", "design-campaign", "newsletter"] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const ADMIN_MESSAGES = {
  unauthorized: "Unauthorized",
  scheduleInPast: "Choose a moment in the future",
  scheduleNotDraft: "Only a draft can be scheduled: this post is published",
  scheduleListed: "Only an unlisted opening can be scheduled: this one is already on the careers page",
  careerArchived: "This opening is archived: unarchive it first",
  postArchived: "This post is archived: unarchive it first",
  slugTaken: "Another post already uses this slug",
  authorSlugTaken: "Another author already uses this slug",
  categoryTaken: "A category with this name already exists",
  unknownAuthor: "Choose an existing author",
  unknownCategory: "Choose existing categories",
  authorHasPosts: "This author still has posts; move them to another author first",
  imageType: "Upload a PNG, JPEG or WebP image",
  imageTooLarge: "The image must be 2 MB or smaller",
  imageMissing: "Choose an image to upload",
  noResume: "This applicant has no resume on file",
  bannerTag: "Choose one of the banner tags",
  nameHidden: "Please type the name without hidden formatting characters",
} as const;

// ---------- Queries ----------

export const adminPageQuerySchema = z.object({
  page: z.coerce.number({ error: "page is not valid" }).int().min(0).max(100_000).default(0),
  size: z.coerce
    .number({ error: "size is not valid" })
    .int()
    .min(1)
    .max(ADMIN_PAGE_SIZE_MAX)
    .default(ADMIN_PAGE_SIZE_DEFAULT),
});
export type AdminPageQuery = z.input<typeof adminPageQuerySchema>;

export const commentStatusSchema = z.enum(COMMENT_STATUSES);
/**
 * The spam reasons a comment can carry (apps/api lib/comment-flags.ts writes them when it arrives; a
 * moderator's "mark as spam" adds MARKED_SPAM_REASON), as the moderation list filters them: any reason,
 * none, or one kind.
 */
export const COMMENT_FLAG_FILTERS = ["any", "none", "links", "no_form", "too_fast", "marked"] as const;
export type CommentFlagFilter = (typeof COMMENT_FLAG_FILTERS)[number];
export const COMMENT_FLAG_LABELS: Record<CommentFlagFilter, string> = {
  any: "Any spam reason",
  none: "No spam reason",
  links: "Too many links",
  no_form: "Sent without the comment form",
  too_fast: "Sent faster than typing",
  marked: "Marked as spam by the team",
};
/** What "mark as spam" records as the reason of a comment that had none. */
export const MARKED_SPAM_REASON = "Marked as spam by the team";

export const adminCommentsQuerySchema = adminPageQuerySchema.extend({
  status: commentStatusSchema.default("PENDING"),
  /** Only comments with this kind of spam reason. */
  flag: z.enum(COMMENT_FLAG_FILTERS, { error: "Choose a spam reason from the list" }).optional(),
  /** Words of the comment, its sender's name or address. */
  q: z.string().trim().max(100, { error: "Search for at most 100 characters" }).optional(),
});
export type AdminCommentsQuery = z.input<typeof adminCommentsQuerySchema>;

/** At most this many comments are moderated in one action (a page of the queue and more). */
export const COMMENT_BULK_MAX = 100;

/** One decision for many comments: approve, reject, or mark as spam (rejected, with a spam reason) each of `ids`. */
export const adminCommentBulkSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID), { error: "Choose the comments" })
    .min(1, { error: "Choose at least one comment" })
    .max(COMMENT_BULK_MAX, { error: `Choose at most ${COMMENT_BULK_MAX} comments at once` }),
  status: z.enum(["APPROVED", "REJECTED", "SPAM"], { error: "Choose approve, reject or spam" }),
});

/** What a bulk decision changed: the comments now in the chosen state, and those not found. */
export type AdminCommentBulkResult = { updated: number; missing: number[] };

/**
 * One change for many posts: publish each of `ids`, take each back to draft, archive it (a draft out
 * of the default list, as its Archive button does) or delete it.
 */
export const adminPostBulkSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID), { error: "Choose the posts" })
    .min(1, { error: "Choose at least one post" })
    .max(COMMENT_BULK_MAX, { error: `Choose at most ${COMMENT_BULK_MAX} posts at once` }),
  status: z.enum(["PUBLISHED", "DRAFT", "ARCHIVED", "DELETED"], {
    error: "Choose publish, unpublish, archive or delete",
  }),
});

/** Undoes a bulk deletion (POST /admin/blog-posts/bulk/undelete): the posts come back as they were. */
export const adminPostBulkUndeleteSchema = adminPostBulkSchema.pick({ ids: true });

/** What a bulk change of posts did: the posts now in the chosen state, and those not found. */
export type AdminPostBulkResult = AdminCommentBulkResult;

/** One change for many openings: archive each of `ids`, or delete it (kept for the undo window). */
export const adminCareerBulkSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID), { error: "Choose the positions" })
    .min(1, { error: "Choose at least one position" })
    .max(COMMENT_BULK_MAX, { error: `Choose at most ${COMMENT_BULK_MAX} positions at once` }),
  status: z.enum(["ARCHIVED", "DELETED"], { error: "Choose archive or delete" }),
});

/** Undoes a bulk deletion of openings (POST /admin/careers/bulk/undelete): each comes back as it was. */
export const adminCareerBulkUndeleteSchema = adminCareerBulkSchema.pick({ ids: true });

export const leadTypeSchema = z.enum(LEAD_TYPES);
export const adminLeadTypeParamSchema = z.object({ type: leadTypeSchema });

export const adminApplicantsQuerySchema = adminPageQuerySchema.extend({
  career_id: z.coerce.number({ error: "career_id is not valid" }).int().positive().optional(),
  /** One stage of the recruiting pipeline (recruiting.ts). */
  stage: z.enum(APPLICATION_STAGES, { error: "Choose a stage from the list" }).optional(),
});

/**
 * Where a post stands for the team: published, a draft, or a draft with a moment to publish itself
 * ("Scheduled", shown with that moment wherever the post is listed or edited).
 */
export const ADMIN_POST_STATES = ["PUBLISHED", "SCHEDULED", "DRAFT"] as const;
export type AdminPostState = (typeof ADMIN_POST_STATES)[number];

/** The state of a post as the team's area shows it. */
export function adminPostState(post: { status: AdminPostStatus; publish_at: string | null }): AdminPostState {
  return post.status === "DRAFT" && post.publish_at ? "SCHEDULED" : post.status;
}

/** How the posts list can be ordered. */
export const ADMIN_POST_SORTS = ["updated", "published", "title"] as const;
export type AdminPostSort = (typeof ADMIN_POST_SORTS)[number];

/** The posts list's status filter: a state (archived posts left out), or the archived ones. */
export const ADMIN_POST_FILTERS = [...ADMIN_POST_STATES, "ARCHIVED"] as const;
export type AdminPostFilter = (typeof ADMIN_POST_FILTERS)[number];

export const adminPostsQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(ADMIN_POST_FILTERS, { error: "Choose a status from the list" }).optional(),
  /** Words of the title or the address (slug). */
  q: z.string().trim().max(100, { error: "Search for at most 100 characters" }).optional(),
  /** An author's slug. */
  author: z.string().trim().max(120).optional(),
  /** A category's id. */
  category: z.coerce
    .number({ error: "Choose a category from the list" })
    .int()
    .positive()
    .max(MAX_ID)
    .optional(),
  sort: z.enum(ADMIN_POST_SORTS, { error: "Choose an order from the list" }).default("updated"),
});

/** How many posts stand in each state, and archived (the list's tabs; "all" leaves the archived out). */
export type AdminPostCounts = Record<AdminPostFilter, number> & { all: number };

/** How the careers list can be ordered. */
export const ADMIN_CAREER_SORTS = ["updated", "posted", "title", "applicants"] as const;
export type AdminCareerSort = (typeof ADMIN_CAREER_SORTS)[number];

/**
 * The careers list's filters: its status (open or closed), words of the title, where the work is
 * (the position's arrangement, as stored: "FULL_TIME_REMOTE") and the order.
 */
/** The careers list's status filter: open or closed (archived ones left out), or the archived ones. */
export const ADMIN_CAREER_FILTERS = [...CAREER_STATUSES, "ARCHIVED"] as const;
export type AdminCareerFilter = (typeof ADMIN_CAREER_FILTERS)[number];

export const adminCareersQuerySchema = adminPageQuerySchema.extend({
  status: z.enum(ADMIN_CAREER_FILTERS, { error: "Choose a status from the list" }).optional(),
  q: z.string().trim().max(100, { error: "Search for at most 100 characters" }).optional(),
  arrangement: z.string().trim().max(60, { error: "Choose a location from the list" }).optional(),
  sort: z.enum(ADMIN_CAREER_SORTS, { error: "Choose an order from the list" }).default("updated"),
});

/**
 * How many positions are open and closed, and archived (the list's tabs; "all" leaves the archived
 * out), and the arrangements in use (its filter).
 */
export type AdminCareerCounts = Record<AdminCareerFilter, number> & {
  all: number;
  arrangements: { arrangement: string; count: number }[];
};

// ---------- Bodies ----------

export const adminCommentReplySchema = z.object({
  /** Shown under the visitor's comment: hidden characters are dropped, as from the comment. */
  author_comment_content: proseText("Please enter a reply", 4000),
});
export type AdminCommentReply = z.input<typeof adminCommentReplySchema>;

export const bodyFormatSchema = z.enum(BODY_FORMATS);

/** "Full time, remote" or "full-time remote" → "FULL_TIME_REMOTE". */
const arrangementField = z
  .string({ error: "Please enter the arrangement" })
  .trim()
  .min(1, { error: "Please enter the arrangement" })
  .max(80)
  .transform((v) =>
    v
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, "_")
      .replace(/^_+|_+$/g, ""),
  )
  .pipe(z.string().min(1, { error: "Use letters and numbers, e.g. FULL_TIME_REMOTE" }));

const PAY_KEYS = new Set(["status", ...Object.keys(payFields)]);

export const adminCareerSchema = z
  .object({
    title: requiredText("Please enter a title", 200),
    position_arrangement: arrangementField,
    job_description: requiredText("Please enter the job description", POST_BODY_MAX),
    body_format: bodyFormatSchema.default("html"),
    status: z.enum(CAREER_STATUSES).default("OPEN"),
    published: z.boolean().default(true),
    ...payFields,
  })
  // Runs even when another field (the title) is wrong, so the form shows every message at once.
  .superRefine(checkPayRange, {
    when: (payload) => !payload.issues.some((i) => PAY_KEYS.has(String(i.path?.[0]))),
  });
export type AdminCareerInput = z.input<typeof adminCareerSchema>;

export const adminCareerStatusSchema = z.object({ status: z.enum(CAREER_STATUSES) });

/** A media path the API handed out, e.g. "/media/blog/5f0c….webp". */
export const mediaPathSchema = z
  .string({ error: "Please upload a hero image" })
  .trim()
  .min(1, { error: "Please upload a hero image" })
  .max(300)
  .regex(/^\/media\/[a-z0-9][a-z0-9/_.-]*$/, { error: "The image path is not valid" })
  .refine((v) => !v.includes(".."), { error: "The image path is not valid" });

const bannerTagField = z
  .string()
  .trim()
  .max(60)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || bannerPath(v) !== undefined, { error: ADMIN_MESSAGES.bannerTag });

export const adminPostSchema = z.object({
  title: requiredText("Please enter a title", 200),
  slug: slugSchema,
  summary: requiredText("Please enter a summary", 600),
  body: requiredText("Please write the post", POST_BODY_MAX),
  body_format: bodyFormatSchema.default("markdown"),
  author_slug: slugSchema,
  category_ids: z.array(z.number().int().positive()).max(20).default([]),
  banner_tag: bannerTagField,
  hero_image_path: mediaPathSchema,
  hero_image_alt_text: requiredText("Please describe the hero image", 200),
  hero_image_title: requiredText("Please give the hero image a title", 200),
  ...seoFieldsSchema.shape,
});
export type AdminPostInput = z.input<typeof adminPostSchema>;

export const adminPreviewSchema = z.object({
  body: z.string({ error: "Please write the text to preview" }).max(POST_BODY_MAX, {
    error: `Keep the text under ${POST_BODY_MAX.toLocaleString("en-US")} characters`,
  }),
  body_format: bodyFormatSchema.default("markdown"),
});
export type AdminPreviewInput = z.input<typeof adminPreviewSchema>;

export const adminAuthorSchema = z.object({
  full_name: nameText("Please enter the author's name", ADMIN_MESSAGES.nameHidden, 120),
  slug: slugSchema,
  bio: requiredText("Please enter a short bio", 2000),
  avatar_path: mediaPathSchema.optional(),
  social_media_link: z
    .array(
      socialLinkSchema.extend({
        social_link: z.url({ protocol: /^https?$/, error: "Enter a full https:// address" }).max(500),
      }),
    )
    .max(6)
    .default([]),
});
export type AdminAuthorInput = z.input<typeof adminAuthorSchema>;

export const adminCategorySchema = z.object({
  category_name: requiredText("Please enter a category name", 80),
});
export type AdminCategoryInput = z.input<typeof adminCategorySchema>;

// ---------- Responses ----------

export const adminCommentSchema = z.object({
  comment_id: z.number().int(),
  status: commentStatusSchema,
  comment_sender_name: z.string(),
  comment_sender_email: z.string(),
  sender_comment_content: z.string(),
  author_comment_content: z.string().nullable(),
  /** Why it looked like spam when it arrived (e.g. too many links); null when nothing stood out. */
  flag_reason: z.string().nullable(),
  created_date: z.string(),
  moderated_date: z.string().nullable(),
  post: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
});
export type AdminComment = z.infer<typeof adminCommentSchema>;

export const adminContactLeadSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  message: z.string(),
  created_date: z.string(),
});
export type AdminContactLead = z.infer<typeof adminContactLeadSchema>;

export const adminDesignCampaignLeadSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  email: z.string(),
  website_url: z.string(),
  company: z.string().nullable(),
  message: z.string().nullable(),
  created_date: z.string(),
});
export type AdminDesignCampaignLead = z.infer<typeof adminDesignCampaignLeadSchema>;

export const adminNewsletterSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  created_date: z.string(),
  /** When the address was confirmed (double opt-in); null while it waits for its confirmation. */
  confirmed_date: z.string().nullable(),
});
export type AdminNewsletterSubscriber = z.infer<typeof adminNewsletterSubscriberSchema>;

export type AdminLeadRow = {
  contact: AdminContactLead;
  "design-campaign": AdminDesignCampaignLead;
  newsletter: AdminNewsletterSubscriber;
};

export const adminApplicantSchema = z.object({
  id: z.number().int(),
  career_id: z.number().int(),
  job_title: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  country: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  phone_country_code: z.string(),
  phone_number: z.string().nullable(),
  applicant_source: z.string(),
  created_date: z.string(),
  resume: z
    .object({ original_name: z.string(), mime_type: z.string(), size_bytes: z.number().int() })
    .nullable(),
  stage: z.enum(APPLICATION_STAGES),
  /** YYYY-MM-DD, null in a closed stage. */
  reply_by: z.string().nullable(),
  overdue: z.boolean(),
});
export type AdminApplicant = z.infer<typeof adminApplicantSchema>;

export const adminCareerRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.enum(CAREER_STATUSES),
  position_arrangement: z.string(),
  /** Sanitized HTML as stored (derived from description_source). */
  job_description: z.string(),
  /** What the team typed, as typed, in body_format. */
  description_source: z.string(),
  body_format: bodyFormatSchema,
  published: z.boolean(),
  /** The pay range in whole units, or all four null (a closed position, or one opened before ranges). */
  pay_min: z.number().nullable(),
  pay_max: z.number().nullable(),
  pay_currency: z.enum(PAY_CURRENCIES).nullable(),
  pay_period: z.enum(PAY_PERIODS).nullable(),
  updated_date: z.string(),
  created_date: z.string(),
  /** When it was posted (created, or reopened after being closed); edits keep it. */
  posted_date: z.string(),
  /** When an unlisted opening will list itself (issue 31, item 3), or null. */
  publish_at: z.string().nullable(),
  /** When it was archived (off the careers page and the default list until unarchived), or null. */
  archived_at: z.string().nullable(),
  applicant_count: z.number().int(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_image: z.string().nullable(),
});
export type AdminCareer = z.infer<typeof adminCareerRowSchema>;

export const adminPostRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** Sanitized HTML as stored (derived from body_source). */
  body: z.string(),
  /** What the editor typed, as typed, in body_format: the editor shows this back (issue 31, item 5). */
  body_source: z.string(),
  body_format: bodyFormatSchema,
  status: z.enum(ADMIN_POST_STATUSES),
  published_date: z.string().nullable(),
  /** When a draft will publish itself (issue 21), or null. */
  publish_at: z.string().nullable(),
  /** When it was archived (a draft, off the default list until unarchived), or null. */
  archived_at: z.string().nullable(),
  updated_date: z.string(),
  author: z.object({ slug: z.string(), full_name: z.string() }),
  categories: z.array(categorySchema),
  banner_tag: z.string().nullable(),
  hero_image_path: z.string(),
  hero_image_alt_text: z.string(),
  hero_image_title: z.string(),
  read_time: z.number().int(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  seo_image: z.string().nullable(),
  comment_counts: z.object({ pending: z.number().int(), approved: z.number().int() }),
});
export type AdminPost = z.infer<typeof adminPostRowSchema>;

/** A draft's publishing moment (issue 21): an ISO date-time with its offset, in the future. */
export const adminScheduleSchema = z.object({
  publish_at: z.iso.datetime({ offset: true, error: "Choose a date and time" }),
});

/**
 * How long a deleted post or career can be brought back (issue 31, item 3): its Undo stays in the toast
 * and on the list ("Recently deleted") this long; after it the item is gone from the team's area.
 */
export const UNDO_DELETE_DAYS = 30;

/** A deleted post or career as the list's "Recently deleted" shows it. */
export type AdminDeletedItem = { id: number; title: string; deleted_at: string };

export const adminAuthorRowSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  full_name: z.string(),
  bio: z.string(),
  avatar_path: z.string(),
  social_media_link: z.array(socialLinkSchema),
  number_of_articles: z.number().int(),
});
export type AdminAuthor = z.infer<typeof adminAuthorRowSchema>;

export const adminCategoryRowSchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
  post_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategoryRowSchema>;

export const adminMediaSchema = z.object({
  id: z.number().int(),
  file_path: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type AdminMedia = z.infer<typeof adminMediaSchema>;

export const adminPreviewResultSchema = z.object({ html: z.string(), read_time: z.number().int() });
export type AdminPreviewResult = z.infer<typeof adminPreviewResultSchema>;

export const adminSessionSchema = z.object({ ok: z.literal(true), tenant_id: z.string() });
