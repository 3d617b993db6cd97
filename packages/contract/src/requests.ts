/**
 * Every request of spec §7 with the validation rules and exact messages of §5. The site's forms and
 * the API validate with these same schemas.
 */
import { z } from "zod";
import {
  APPLICANT_SOURCE,
  BLOG_MAX_PAGE_SIZE,
  COMMENT_MAX_LENGTH,
  DEFAULT_PHONE_CODE,
  DEFAULT_SORT,
  LOCATION_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  SORT_OPTIONS,
} from "./constants";
import { MESSAGES } from "./messages";

const NAME_MAX = 100;
/** Ids are PostgreSQL integers: anything larger can name no row. */
export const MAX_ID = 2_147_483_647;
const EMAIL_MAX = 254;

/** A trimmed, required text field: missing, empty or blank all give `message`. */
export function requiredText(message: string, max = NAME_MAX) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: MESSAGES.tooLong(max) });
}

/** Optional trimmed text: empty becomes undefined. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) })
    .optional()
    .transform((v) => (v ? v : undefined));
}

/** 'Please enter your email' when empty, 'Email is not valid' when malformed. */
export const emailField = z
  .string({ error: MESSAGES.emailRequired })
  .trim()
  .min(1, { error: MESSAGES.emailRequired })
  .max(EMAIL_MAX, { error: MESSAGES.emailInvalid })
  .pipe(z.email({ error: MESSAGES.emailInvalid }));

const phoneNumber = z
  .string()
  .trim()
  .max(30, { error: MESSAGES.phoneInvalid })
  .regex(/^[0-9 ()+.-]*$/, { error: MESSAGES.phoneInvalid })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The honeypot every public form carries: an input people never see or reach (off-screen, aria-hidden,
 * out of the tab order) that form-filling bots tend to fill. The API answers a filled one with its usual
 * success and keeps nothing.
 */
export const HONEYPOT_FIELD = "company_fax";
// A blank honeypot (a person's) is dropped from the parsed body, so it never travels further.
const honeypotField = z
  .string()
  .max(500)
  .optional()
  .transform((v) => (isHoneypotFilled(v) ? v : undefined));

/** True when a submission's honeypot holds anything but blanks: `isHoneypotFilled(body.company_fax)`. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

// ---------- Comment ----------

export const commentRequestSchema = z.object({
  comment_sender_name: requiredText(MESSAGES.nameRequired),
  comment_sender_email: emailField,
  sender_comment_content: z
    .string({ error: MESSAGES.commentRequired })
    .trim()
    .min(1, { error: MESSAGES.commentRequired })
    .max(COMMENT_MAX_LENGTH, { error: MESSAGES.commentTooLong }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type CommentRequest = z.input<typeof commentRequestSchema>;

// ---------- Career application (the multipart part `applicantInfo`) ----------

export const phoneCountryCodeField = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}(-\d{1,4})?$/, { error: "Choose a country calling code" });

export const careerApplicationSchema = z.object({
  first_name: requiredText(MESSAGES.firstNameRequired),
  last_name: requiredText(MESSAGES.lastNameRequired),
  email: emailField,
  country: optionalText(100),
  state: optionalText(100),
  city: optionalText(100),
  phone_country_code: phoneCountryCodeField.default(DEFAULT_PHONE_CODE),
  phone_number: phoneNumber,
  applicant_source: z.literal(APPLICANT_SOURCE).default(APPLICANT_SOURCE),
  job_title: requiredText("The job title is missing", 200),
  /** The career's id, by which the API finds the opening. */
  job_application_id: z.coerce
    .number({ error: "The position is missing" })
    .int({ error: "The position is missing" })
    .positive({ error: "The position is missing" })
    .max(MAX_ID, { error: "The position is missing" }),
  [HONEYPOT_FIELD]: honeypotField,
});
export type CareerApplication = z.input<typeof careerApplicationSchema>;

/** The form's fields as the visitor fills them (the file is checked apart, see RESUME_* constants). */
export const careerFormSchema = careerApplicationSchema.omit({
  applicant_source: true,
  job_title: true,
  job_application_id: true,
});
export type CareerForm = z.input<typeof careerFormSchema>;

// ---------- Leads ----------

export const contactLeadSchema = z.object({
  first_name: requiredText(MESSAGES.firstNameRequired),
  last_name: requiredText(MESSAGES.lastNameRequired),
  email: emailField,
  phone_number: phoneNumber,
  message: requiredText(MESSAGES.messageRequired, 5000),
  [HONEYPOT_FIELD]: honeypotField,
});
export type ContactLead = z.input<typeof contactLeadSchema>;

/** The UX review request of /ux-review (fields are ours: the spec does not show them). */
export const designCampaignLeadSchema = z.object({
  full_name: requiredText(MESSAGES.nameRequired),
  email: emailField,
  website_url: z
    .string({ error: MESSAGES.websiteInvalid })
    .trim()
    .min(1, { error: MESSAGES.websiteInvalid })
    .max(500, { error: MESSAGES.websiteInvalid })
    .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
    .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: MESSAGES.websiteInvalid })),
  company: optionalText(150),
  message: optionalText(2000),
  [HONEYPOT_FIELD]: honeypotField,
});
export type DesignCampaignLead = z.input<typeof designCampaignLeadSchema>;

export const newsletterSchema = z.object({ email: emailField, [HONEYPOT_FIELD]: honeypotField });
export type NewsletterRequest = z.input<typeof newsletterSchema>;

// ---------- Queries ----------

export const tenantQuerySchema = z.object({
  tenant_id: z
    .string({ error: "tenant_id is required" })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "tenant_id is not valid" }),
});

const sortValues = SORT_OPTIONS.map((o) => o.value) as [string, ...string[]];

export const publishedPostsQuerySchema = z.object({
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(BLOG_MAX_PAGE_SIZE).default(10),
  sort: z.enum(sortValues).default(DEFAULT_SORT),
  filter: z.string().max(2000).optional(),
});
export type PublishedPostsQuery = z.input<typeof publishedPostsQuerySchema>;

export const popularPostsQuerySchema = z.object({
  size: z.coerce.number().int().min(1).max(20).default(5),
});

const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "slug is not valid" });
export const slugSchema = slug;

export const slugQuerySchema = z.object({ slug_name: slug });
export const authorSlugQuerySchema = z.object({ author_slug: slug });

export const ratingValueField = z.coerce
  .number({ error: MESSAGES.ratingRange })
  .int({ error: MESSAGES.ratingRange })
  .min(RATING_MIN, { error: MESSAGES.ratingRange })
  .max(RATING_MAX, { error: MESSAGES.ratingRange });
export const ratingQuerySchema = z.object({ slug_name: slug, rating_value: ratingValueField });
export const ratingBodySchema = z.object({
  slug_name: slug.optional(),
  rating_value: ratingValueField.optional(),
});

export const commentQuerySchema = z.object({
  blog_post_id: z.coerce
    .number({ error: "blog_post_id is not valid" })
    .int({ error: "blog_post_id is not valid" })
    .positive({ error: "blog_post_id is not valid" })
    .max(MAX_ID, { error: "blog_post_id is not valid" }),
});

export const idParamSchema = z.object({
  id: z.coerce
    .number({ error: "id is not valid" })
    .int({ error: "id is not valid" })
    .positive({ error: "id is not valid" })
    .max(MAX_ID, { error: "id is not valid" }),
});

export const countriesQuerySchema = z.object({
  countryName: z.string().trim().max(100).optional().default(""),
  size: z.coerce.number().int().min(1).max(LOCATION_PAGE_SIZE).default(LOCATION_PAGE_SIZE),
  page: z.coerce.number().int().min(0).max(1000).default(0),
});
export const locationNameSchema = z.string().trim().min(1).max(100);
