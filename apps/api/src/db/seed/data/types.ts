/** Shapes of the seed data; the seeding code in apps/api/src/db/seed maps them onto the tables. */

export type SeedCommentStatus = "APPROVED" | "PENDING" | "REJECTED";

export type SeedComment = {
  name: string;
  email: string;
  content: string;
  /** The company's public answer (author_comment_content). */
  reply?: string;
  status: SeedCommentStatus;
  /** ISO 8601, always after the post's published_date. */
  created_date: string;
};

export type SeedPost = {
  slug: string;
  title: string;
  summary: string;
  /** Clean HTML: h2/h3, p, ul/ol, blockquote, table, pre/code only. */
  body: string;
  /** Author slug. */
  author: string;
  /** Category ids (SeedCategory.id). */
  categories: number[];
  /** Lowercase key of BANNER_TAG_PATHS, or null for no banner. */
  banner_tag: string | null;
  /** ISO 8601. */
  published_date: string;
  hero_image_alt_text: string;
  hero_image_title: string;
  view_count: number;
  like_count: number;
  rating_sum: number;
  rating_count: number;
  comments: SeedComment[];
};

export type SeedSocialType = "X" | "FACEBOOK" | "LINKEDIN" | "WHATSAPP" | "TELEGRAM" | "INSTAGRAM";

export type SeedAuthor = {
  slug: string;
  full_name: string;
  bio: string;
  social: { social_media_type: SeedSocialType; social_link: string }[];
};

export type SeedCategory = { id: number; name: string };

export type SeedCareer = {
  title: string;
  status: "OPEN" | "CLOSED";
  /** Underscore-separated words, e.g. FULL_TIME, FULL_TIME_REMOTE, CONTRACT_HYBRID. */
  position_arrangement: string;
  /** The pay range in whole units; every OPEN career has one (a CLOSED one may not). */
  pay: { min: number; max: number; currency: "USD" | "EUR" | "GBP" | "CAD"; period: "HOUR" | "YEAR" } | null;
  /** ISO 8601. */
  updated_date: string;
  /** Clean HTML. */
  job_description: string;
};

export type SeedData = {
  categories: SeedCategory[];
  authors: SeedAuthor[];
  posts: SeedPost[];
  careers: SeedCareer[];
};
