/** Entities of spec §3: the API's response shapes and the site's typed content shapes. */
import { z } from "zod";
import { CAREER_STATUSES, SOCIAL_TYPES } from "./constants";
import { payRangeSchema } from "./pay-range";

// ---------- API entities ----------

export const imageSchema = z.object({ file_path: z.string() });

export const categorySchema = z.object({
  category_id: z.number().int(),
  category_name: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category as the blog filter lists it (GET /blog-categories). */
export const categoryOptionSchema = categorySchema.extend({ post_count: z.number().int() });
export type CategoryOption = z.infer<typeof categoryOptionSchema>;

export const authorRefSchema = z.object({ full_name: z.string(), slug: z.string() });
export type AuthorRef = z.infer<typeof authorRefSchema>;

export const commentSchema = z.object({
  comment_id: z.number().int(),
  comment_sender_name: z.string(),
  sender_comment_content: z.string(),
  /** The company's reply, when there is one. */
  author_comment_content: z.string().nullable(),
  created_date: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;

/** A run of text that a search matched (`match: true`) or not. */
export const textRunSchema = z.object({ text: z.string(), match: z.boolean() });
export type TextRun = z.infer<typeof textRunSchema>;

export const blogPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  hero_image: imageSchema,
  hero_image_alt_text: z.string(),
  hero_image_title: z.string(),
  published_date: z.string(),
  like_count: z.number().int(),
  view_count: z.number().int(),
  /** Average rating, 0 when nobody has rated yet. */
  rating_value: z.number(),
  rating_count: z.number().int(),
  read_time: z.number().int(),
  categories: z.array(categorySchema),
  author_name: authorRefSchema,
  banner_tag: z.string().nullable(),
  /** With a search (issue 21): the title and a short snippet of the text, cut into matched and plain runs. */
  search_match: z.object({ title: z.array(textRunSchema), snippet: z.array(textRunSchema) }).optional(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  /** Sanitized HTML. */
  body: z.string(),
  blog_comments: z.array(commentSchema),
  /** The team's SEO title, description and social image (issue 32); null fields fall back to the post's own. */
  seo: z
    .object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      image: z.string().nullable(),
    })
    .optional(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const socialTypeSchema = z.enum(SOCIAL_TYPES);
export const socialLinkSchema = z.object({ social_media_type: socialTypeSchema, social_link: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const authorSchema = z.object({
  full_name: z.string(),
  slug: z.string(),
  avatar: imageSchema,
  bio: z.string(),
  number_of_articles: z.number().int(),
  social_media_link: z.array(socialLinkSchema),
});
export type Author = z.infer<typeof authorSchema>;

export const careerStatusSchema = z.enum(CAREER_STATUSES);

export const careerSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: careerStatusSchema,
  updated_date: z.string(),
  /** When it was posted (created, or reopened after being closed): its "Date posted"; edits keep it. */
  posted_date: z.string(),
  /** Underscore-separated words, e.g. "FULL_TIME_REMOTE". */
  position_arrangement: z.string(),
  /** What the position pays, in whole units (issue 21); null for a position published without one. */
  pay_range: payRangeSchema.nullable(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;

export const careerSchema = careerSummarySchema.extend({
  /** Sanitized HTML. */
  job_description: z.string(),
  /** The team's SEO title, description and social image (issue 32); null fields fall back to the opening's own. */
  seo: z
    .object({
      title: z.string().nullable(),
      description: z.string().nullable(),
      image: z.string().nullable(),
    })
    .optional(),
});
export type Career = z.infer<typeof careerSchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalPages: z.number().int(), totalElements: z.number().int() });
}
export type Paged<T> = { content: T[]; totalPages: number; totalElements: number };

export const countryOptionSchema = z.object({ countryName: z.string() });
export type CountryOption = z.infer<typeof countryOptionSchema>;
export const stateOptionSchema = z.object({ state_name: z.string() });
export type StateOption = z.infer<typeof stateOptionSchema>;
export const cityOptionSchema = z.object({ city_name: z.string() });
export type CityOption = z.infer<typeof cityOptionSchema>;

/** Every API error: 400, 404, 409, 413, 415, 429. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const likeResultSchema = z.object({ like_count: z.number().int() });
/** A view starts a page view; its token (sent back in VIEW_TOKEN_HEADER) lets one like of it count. */
export const viewResultSchema = z.object({ view_count: z.number().int(), view_token: z.string() });
export const ratingResultSchema = z.object({ rating_value: z.number(), rating_count: z.number().int() });
export const createdResultSchema = z.object({ id: z.number().int() });

// ---------- Site content entities ----------

export const menuSubItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().optional(),
  link: z.string(),
  path: z.string().optional(),
});
export const menuItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  isLink: z.boolean(),
  description: z.string().optional(),
  path: z.string().optional(),
  sub: z.array(menuSubItemSchema).optional(),
});
export type MenuSubItem = z.infer<typeof menuSubItemSchema>;
export type MenuItem = z.infer<typeof menuItemSchema>;

export const industryCardSchema = z.object({ title: z.string(), description: z.string(), link: z.string() });
export type IndustryCard = z.infer<typeof industryCardSchema>;

export const caseStudyCardSchema = z.object({
  title: z.string(),
  subTitle: z.string(),
  link: z.string(),
  image: z.string(),
  allowShow: z.boolean(),
});
export type CaseStudyCard = z.infer<typeof caseStudyCardSchema>;

export const workItemSchema = z.object({
  image: z.string(),
  logo: z.string(),
  title: z.string(),
  description: z.string(),
});
export type WorkItem = z.infer<typeof workItemSchema>;

export const workBoxCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  logo: z.string(),
  shortDescription: z.string(),
  description: z.string(),
  caseStudyPath: z.string().optional(),
  solutions: z.array(z.string()),
  bgColorClassName: z.string(),
});
export type WorkBoxCard = z.infer<typeof workBoxCardSchema>;

export const customerQuoteSchema = z.object({
  name: z.string(),
  position: z.string(),
  image: z.string(),
  logo: z.string(),
  logoAlt: z.string(),
  quote: z.string(),
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

export const keyResultItemSchema = z.object({ title: z.string(), subTitle: z.string() });
export type KeyResultItem = z.infer<typeof keyResultItemSchema>;

export const websitePackageCardSchema = z.object({
  title: z.string(),
  bgType: z.enum(["primary", "secondary", "tertiary"]),
  features: z.array(z.object({ title: z.string() })),
});
export type WebsitePackageCard = z.infer<typeof websitePackageCardSchema>;

export const featureItemSchema = z.object({ index: z.number().int(), text: z.string() });
export type FeatureItem = z.infer<typeof featureItemSchema>;

export const faqItemSchema = z.object({ question: z.string(), answer: z.string() });
export type FaqItem = z.infer<typeof faqItemSchema>;

export const projectSchema = z.object({ title: z.string(), imageUrl: z.string() });
export type Project = z.infer<typeof projectSchema>;

export const breadcrumbEntrySchema = z.object({ text: z.string(), href: z.string() });
export type BreadcrumbEntry = z.infer<typeof breadcrumbEntrySchema>;

export const radioOptionSchema = z.object({
  label: z.string(),
  value: z.string(),
  disabled: z.boolean().optional(),
});
export type RadioOption = z.infer<typeof radioOptionSchema>;

export const toastTypeSchema = z.enum(["success", "error", "warning", "info"]);
export type ToastType = z.infer<typeof toastTypeSchema>;
