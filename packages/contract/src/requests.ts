/**
 * Every request of spec §7 with the validation rules and exact messages of §5. The API and the site's
 * gateway validate with these schemas; the public forms' fields are built from the rules of
 * form-rules.ts, with which the browser checks them (without zod).
 */
import { z } from "zod";
import {
  APPLICANT_SOURCE,
  BLOG_MAX_PAGE_SIZE,
  LOCATION_PAGE_SIZE,
  RATING_MAX,
  RATING_MIN,
  RELEVANCE_SORT,
  SORT_OPTIONS,
} from "./constants";
import {
  CAREER_FORM_RULES,
  COMMENT_RULES,
  CONTACT_RULES,
  DESIGN_CAMPAIGN_RULES,
  EMAIL_PATTERN,
  isHoneypotFilled,
  NEWSLETTER_RULES,
  PHONE_CODE_PATTERN,
  PHONE_PATTERN,
  rules,
  websiteAddress,
  type EmailRule,
  type FieldRule,
  type FormRules,
  type HoneypotRule,
  type OptionalRule,
  type PhoneCodeRule,
  type PhoneRule,
  type TextRule,
  type WebsiteRule,
} from "./form-rules";
import { FILTER_TITLE_MAX } from "./filter";
import { dropHiddenCharacters, hasHiddenCharacters } from "./hidden-characters";
import { MESSAGES } from "./messages";

/** Ids are PostgreSQL integers: anything larger can name no row. */
export const MAX_ID = 2_147_483_647;

/** A trimmed, required text field: missing, empty or blank all give `message`. */
export function requiredText(message: string, max?: number, tooLong?: string) {
  return textField(rules.text(message, max, tooLong));
}

/** A trimmed, required person's name that refuses hidden characters with `hidden` (hidden-characters.ts). */
export function nameText(message: string, hidden: string, max?: number, tooLong?: string) {
  return textField(rules.text(message, max, tooLong, { refuse: hidden }));
}

/** A trimmed, required text that a person writes: hidden characters are dropped (hidden-characters.ts). */
export function proseText(message: string, max?: number, tooLong?: string) {
  return textField(rules.text(message, max, tooLong, "drop"));
}

/** Optional trimmed text: empty becomes undefined. */
export function optionalText(max: number) {
  return optionalField(rules.optional(max));
}

// ---------- The public forms' fields, from the rules of form-rules.ts ----------

/** A string with a rule's hidden characters dropped, or refused (after the other checks, as checkField). */
function hiddenOf(
  rule: TextRule | OptionalRule,
  string: z.ZodString,
  checks: (s: z.ZodString) => z.ZodString,
) {
  const read = checks((rule.hidden === "drop" ? string.overwrite(dropHiddenCharacters) : string).trim());
  const { hidden } = rule;
  return typeof hidden === "object"
    ? read.refine((v) => !hasHiddenCharacters(v), { error: hidden.refuse })
    : read;
}

function textField(rule: TextRule) {
  return hiddenOf(rule, z.string({ error: rule.required }), (s) =>
    s.min(1, { error: rule.required }).max(rule.max, { error: rule.tooLong }),
  );
}

function optionalField(rule: OptionalRule) {
  return hiddenOf(rule, z.string(), (s) => s.max(rule.max, { error: rule.tooLong }))
    .optional()
    .transform((v) => (v ? v : undefined));
}

function emailOf(rule: EmailRule) {
  return z
    .string({ error: rule.required })
    .trim()
    .min(1, { error: rule.required })
    .max(rule.max, { error: rule.invalid })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: rule.invalid }));
}

function phoneOf(rule: PhoneRule) {
  return z
    .string()
    .trim()
    .max(rule.max, { error: rule.invalid })
    .regex(PHONE_PATTERN, { error: rule.invalid })
    .optional()
    .transform((v) => (v ? v : undefined));
}

function websiteOf(rule: WebsiteRule) {
  return (
    z
      .string({ error: rule.invalid })
      .trim()
      .min(1, { error: rule.invalid })
      .max(rule.max, { error: rule.invalid })
      .transform((v, ctx) => {
        const address = websiteAddress(v);
        if (address !== null) return address;
        ctx.issues.push({ code: "custom", message: rule.invalid, input: v });
        return z.NEVER;
      })
      // What it takes, for readers of the schema (the API's docs, the hostile tests' generators): the
      // check above is code, not one of zod's formats.
      .meta({ format: "uri" })
  );
}

function phoneCodeOf(rule: PhoneCodeRule) {
  return z.string().trim().regex(PHONE_CODE_PATTERN, { error: rule.invalid });
}

// A blank honeypot (a person's) is dropped from the parsed body, so it never travels further.
function honeypotOf(rule: HoneypotRule) {
  return z
    .string()
    .max(rule.max, { error: rule.tooLong })
    .optional()
    .transform((v) => (isHoneypotFilled(v) ? v : undefined));
}

type ZodFieldOf<R extends FieldRule> = R extends TextRule
  ? ReturnType<typeof textField>
  : R extends OptionalRule
    ? ReturnType<typeof optionalField>
    : R extends EmailRule
      ? ReturnType<typeof emailOf>
      : R extends PhoneRule
        ? ReturnType<typeof phoneOf>
        : R extends WebsiteRule
          ? ReturnType<typeof websiteOf>
          : R extends PhoneCodeRule
            ? z.ZodDefault<ReturnType<typeof phoneCodeOf>>
            : ReturnType<typeof honeypotOf>;

/** The zod schema of one rule: the same verdicts and messages as checkField, the output of cleanField. */
export function zodField<R extends FieldRule>(rule: R): ZodFieldOf<R> {
  const field = (rule: FieldRule) => {
    switch (rule.kind) {
      case "text":
        return textField(rule);
      case "optional":
        return optionalField(rule);
      case "email":
        return emailOf(rule);
      case "phone":
        return phoneOf(rule);
      case "website":
        return websiteOf(rule);
      case "phoneCode":
        return phoneCodeOf(rule).default(rule.fallback);
      case "honeypot":
        return honeypotOf(rule);
    }
  };
  return field(rule) as ZodFieldOf<R>;
}

/** A form's fields as a zod shape, from its rules. */
export function zodShape<R extends FormRules>(formRules: R): { [K in keyof R]: ZodFieldOf<R[K]> } {
  return Object.fromEntries(Object.entries(formRules).map(([name, rule]) => [name, zodField(rule)])) as {
    [K in keyof R]: ZodFieldOf<R[K]>;
  };
}

/** 'Please enter your email' when empty, 'Email is not valid' when malformed. */
export const emailField = zodField(rules.email);

// ---------- Comment ----------

export const commentRequestSchema = z.object(zodShape(COMMENT_RULES));
export type CommentRequest = z.input<typeof commentRequestSchema>;

// ---------- Career application (the multipart part `applicantInfo`) ----------

export const phoneCountryCodeField = phoneCodeOf(rules.phoneCode);

export const careerApplicationSchema = z.object({
  ...zodShape(CAREER_FORM_RULES),
  applicant_source: z.literal(APPLICANT_SOURCE).default(APPLICANT_SOURCE),
  job_title: requiredText("The job title is missing", 200),
  /** The career's id, by which the API finds the opening. */
  job_application_id: z.coerce
    .number({ error: "The position is missing" })
    .int({ error: "The position is missing" })
    .positive({ error: "The position is missing" })
    .max(MAX_ID, { error: "The position is missing" }),
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

export const contactLeadSchema = z.object(zodShape(CONTACT_RULES));
export type ContactLead = z.input<typeof contactLeadSchema>;

/** The UX review request of /ux-review (fields are ours: the spec does not show them). */
export const designCampaignLeadSchema = z.object(zodShape(DESIGN_CAMPAIGN_RULES));
export type DesignCampaignLead = z.input<typeof designCampaignLeadSchema>;

export const newsletterSchema = z.object(zodShape(NEWSLETTER_RULES));
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
  /** Absent: by relevance with a search, else DEFAULT_SORT. */
  sort: z.enum([...sortValues, RELEVANCE_SORT]).optional(),
  filter: z.string().max(2000).optional(),
  /**
   * Words to look for in title, summary and body (issue 21): ranked by relevance unless a date order is
   * given, tolerant of word forms and small typos; each post then carries `search_match`.
   */
  search: z
    .string()
    .max(FILTER_TITLE_MAX, { error: MESSAGES.tooLong(FILTER_TITLE_MAX) })
    .optional(),
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
