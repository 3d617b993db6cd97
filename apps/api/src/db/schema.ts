/**
 * The database schema. Every row belongs to a tenant (tenant_id → tenants.id); every query filters on it.
 * Runs unchanged on PGlite and PostgreSQL.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** bytea as a Node Buffer on both drivers (PGlite hands back a Uint8Array, node-postgres a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A full-text search document; written by the database's own trigger (migration 0007), never by code. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const id = () => integer("id").primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const tenantId = () =>
  text("tenant_id")
    .notNull()
    .references(() => tenants.id, { onDelete: "cascade" });

export const tenants = pgTable("tenants", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  createdAt: createdAt(),
});

export const authors = pgTable(
  "authors",
  {
    id: id(),
    tenantId: tenantId(),
    slug: text("slug").notNull(),
    fullName: text("full_name").notNull(),
    bio: text("bio").notNull(),
    avatarPath: text("avatar_path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("authors_tenant_slug_uq").on(t.tenantId, t.slug)],
);

export const authorSocialLinks = pgTable(
  "author_social_links",
  {
    id: id(),
    tenantId: tenantId(),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
    socialMediaType: text("social_media_type").notNull(),
    socialLink: text("social_link").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("author_social_links_author_idx").on(t.authorId, t.position),
    check(
      "author_social_links_type_ck",
      sql`${t.socialMediaType} in ('X', 'FACEBOOK', 'LINKEDIN', 'WHATSAPP', 'TELEGRAM', 'INSTAGRAM')`,
    ),
  ],
);

export const categories = pgTable(
  "categories",
  {
    id: id(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("categories_tenant_name_uq").on(t.tenantId, t.name)],
);

export const POST_STATUSES = ["DRAFT", "PUBLISHED"] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const posts = pgTable(
  "posts",
  {
    id: id(),
    tenantId: tenantId(),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "restrict" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    /** Sanitized HTML, derived from bodySource (renderRichText) at every save. */
    body: text("body").notNull(),
    /**
     * What the editor typed, as typed (issue 31, item 5), in bodyFormat: the editor shows this back.
     * Null for a post saved before it was kept: its HTML body is then its source.
     */
    bodySource: text("body_source"),
    bodyFormat: text("body_format").$type<"markdown" | "html">().notNull().default("html"),
    /**
     * Deleted by the team (issue 31, item 3): hidden from the team's lists and, taken back to a draft,
     * from the public site; undone within the undo window by putting back deletedStatus.
     */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    deletedStatus: text("deleted_status").$type<PostStatus>(),
    /**
     * Archived by the team (issue 31, item 3), as careers are: taken back to a draft (off the public
     * site, any schedule cancelled), out of the default list (its "Archived" filter shows it) until
     * unarchived, when it stays a draft.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
    /** Minutes at 265 words per minute (readTimeMinutes of the body), kept so the list never loads bodies. */
    readTime: integer("read_time").notNull(),
    heroImagePath: text("hero_image_path").notNull(),
    heroImageAltText: text("hero_image_alt_text").notNull(),
    heroImageTitle: text("hero_image_title").notNull(),
    bannerTag: text("banner_tag"),
    status: text("status").$type<PostStatus>().notNull().default("DRAFT"),
    publishedDate: timestamp("published_date", { withTimezone: true, mode: "date" }),
    /**
     * When a draft is to publish itself (issue 21): a "scheduled-publish" job starts then and publishes it
     * if this still holds the same moment. Null: not scheduled. Cleared when the post is published.
     */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    likeCount: integer("like_count").notNull().default(0),
    viewCount: integer("view_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    /** SEO title, description and social image (issue 32); null: the page uses its own title, summary, image. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoImage: text("seo_image"),
    /**
     * The words of title (weight A), summary (B) and body text (C), English-stemmed, for the blog's
     * search: kept by the trigger posts_search_document (migration 0007).
     */
    search: tsvector("search"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("posts_tenant_slug_uq").on(t.tenantId, t.slug),
    index("posts_search_idx").using("gin", t.search),
    // The published list, both sort directions (a b-tree reads either way), with id as the tie-break.
    index("posts_published_list_idx").on(t.tenantId, t.status, t.publishedDate, t.id),
    index("posts_popular_idx").on(t.tenantId, t.status, t.viewCount),
    index("posts_author_idx").on(t.authorId, t.status),
    check("posts_status_ck", sql`${t.status} in ('DRAFT', 'PUBLISHED')`),
    check("posts_published_date_ck", sql`${t.status} <> 'PUBLISHED' or ${t.publishedDate} is not null`),
    check(
      "posts_counters_ck",
      sql`${t.likeCount} >= 0 and ${t.viewCount} >= 0 and ${t.ratingSum} >= 0 and ${t.ratingCount} >= 0`,
    ),
  ],
);

export const postCategories = pgTable(
  "post_categories",
  {
    tenantId: tenantId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.categoryId] }),
    index("post_categories_category_idx").on(t.categoryId, t.postId),
  ],
);

/**
 * Preview links of a draft (issue 21): a signed link that shows the post, as the public page will, to
 * someone without an account until it expires or is revoked. The URL's token is this row's id and a MAC
 * of it keyed from REVALIDATE_SECRET (lib/preview-links.ts), so only the id is stored; revoking sets
 * revoked_at, and a post's deletion takes its links with it.
 */
export const postPreviewLinks = pgTable(
  "post_preview_links",
  {
    id: id(),
    tenantId: tenantId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** The person who made it (null for a machine key); the label is what the editor shows. */
    createdByUserId: integer("created_by_user_id").references(() => teamUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("post_preview_links_post_idx").on(t.tenantId, t.postId, t.expiresAt)],
);

/**
 * Every saved version of a post (issue 21): written in the same transaction as each save (create, edit,
 * restore), numbered 1, 2, 3... per post, with the editable fields as saved (the body as stored:
 * sanitized HTML), who and when. A restore copies an older version into the post and is itself a new
 * version naming the one it restored (`restored_from`). The author is kept by slug and the categories by
 * id, so removing an author or a category never loses a version; a restore checks they still exist.
 * Migration 0011 gave every post that existed then a version 1 holding its content at that time.
 */
export const postRevisions = pgTable(
  "post_revisions",
  {
    id: id(),
    tenantId: tenantId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    summary: text("summary").notNull(),
    /** Sanitized HTML, as the post stored it. */
    body: text("body").notNull(),
    /** What the editor typed, in bodyFormat (null before it was kept: body is then the source). */
    bodySource: text("body_source"),
    bodyFormat: text("body_format").$type<"markdown" | "html">().notNull().default("html"),
    authorSlug: text("author_slug").notNull(),
    categoryIds: integer("category_ids").array().notNull(),
    bannerTag: text("banner_tag"),
    heroImagePath: text("hero_image_path").notNull(),
    heroImageAltText: text("hero_image_alt_text").notNull(),
    heroImageTitle: text("hero_image_title").notNull(),
    /** The person who saved it (null for a machine key or the migration); the label is what the team reads. */
    createdByUserId: integer("created_by_user_id").references(() => teamUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: createdAt(),
    /** The number of the version this one restored, or null for an ordinary save. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [uniqueIndex("post_revisions_post_number_uq").on(t.tenantId, t.postId, t.number)],
);

/**
 * Each visitor's rating of a post (issue 20): one per visitor and post, which a later rating replaces; the
 * post keeps the sum and count (seeded posts' ratings have no rows). `visitor` is a keyed hash of the
 * visitor's address (lib/engagement.ts), never the address itself.
 */
export const postRatings = pgTable(
  "post_ratings",
  {
    tenantId: tenantId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitor: text("visitor").notNull(),
    value: integer("value").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.visitor] }),
    check("post_ratings_value_ck", sql`${t.value} between 1 and 5`),
  ],
);

/**
 * Page views of posts, kept while their token lives (issue 20): a view call starts one and answers its
 * signed token (lib/engagement.ts); a like counts once per page view (`liked`). A like without a valid
 * token belongs to the address's latest page view of the post (or, when it has none, to one made for
 * that address and day), so a likes-only client counts once too. `visitor` is a keyed hash of the
 * address, never the address. Expired rows are deleted as views arrive.
 */
export const postPageViews = pgTable(
  "post_page_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    visitor: text("visitor").notNull(),
    liked: boolean("liked").notNull().default(false),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.id] }),
    index("post_page_views_visitor_idx").on(t.postId, t.visitor, t.createdAt),
    index("post_page_views_expiry_idx").on(t.postId, t.expiresAt),
  ],
);

/**
 * Every word (stemmed) the posts of a tenant have held, for the search's typo tolerance: a search word
 * also looks for the words here that are most alike by trigrams (pg_trgm). The API adds a post's words
 * as it saves it (indexSearchWords); a word no post holds any more costs nothing but a row.
 */
export const searchWords = pgTable(
  "search_words",
  {
    tenantId: tenantId(),
    word: text("word").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.word] }),
    index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`),
  ],
);

export const COMMENT_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const comments = pgTable(
  "comments",
  {
    id: id(),
    tenantId: tenantId(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    senderName: text("sender_name").notNull(),
    senderEmail: text("sender_email").notNull(),
    content: text("content").notNull(),
    /** The company's reply, when there is one. */
    authorCommentContent: text("author_comment_content"),
    status: text("status").$type<CommentStatus>().notNull().default("PENDING"),
    /**
     * Why the comment looked like spam when it arrived (e.g. "3 links"), shown to the moderator; null
     * when nothing stood out. Every comment waits for moderation either way.
     */
    flagReason: text("flag_reason"),
    createdAt: createdAt(),
    moderatedAt: timestamp("moderated_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("comments_post_idx").on(t.postId, t.status, t.createdAt),
    index("comments_tenant_status_idx").on(t.tenantId, t.status, t.createdAt),
    check("comments_status_ck", sql`${t.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

export const CAREER_STATUSES = ["OPEN", "CLOSED"] as const;
export type CareerStatus = (typeof CAREER_STATUSES)[number];

export const careers = pgTable(
  "careers",
  {
    id: id(),
    tenantId: tenantId(),
    title: text("title").notNull(),
    status: text("status").$type<CareerStatus>().notNull().default("OPEN"),
    /** Underscore-separated words, e.g. FULL_TIME_REMOTE. */
    positionArrangement: text("position_arrangement").notNull(),
    /** Sanitized HTML, derived from descriptionSource at every save. */
    jobDescription: text("job_description").notNull(),
    /** What the team typed, as typed, in descriptionFormat; null before it was kept (the HTML is then the source). */
    descriptionSource: text("description_source"),
    descriptionFormat: text("description_format").$type<"markdown" | "html">().notNull().default("html"),
    /** Deleted by the team: unlisted and out of the team's list; undone by putting back deletedPublished. */
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }),
    deletedPublished: boolean("deleted_published"),
    /** Unpublished careers are the team's drafts: neither listed nor open to applications. */
    published: boolean("published").notNull().default(true),
    /**
     * The pay range (issue 21, California SB 1162), all four or none: minimum and maximum in the currency's
     * minor unit (cents; every allowed currency has two decimals), so an hourly $62.50 is exact.
     */
    payMin: integer("pay_min"),
    payMax: integer("pay_max"),
    /** ISO 4217: USD, EUR, GBP or CAD. */
    payCurrency: text("pay_currency"),
    /** HOUR or YEAR. */
    payPeriod: text("pay_period"),
    /** SEO title, description and social image (issue 32); null: the page uses its own title, summary, image. */
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoImage: text("seo_image"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * When the opening was posted: set when it is created and when the team reopens a closed one (a
     * new posting), never by an edit. Its page's "Date posted" and JobPosting's datePosted.
     */
    postedAt: timestamp("posted_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * When an unlisted opening is to list itself (issue 31, item 3): a "career-publish" job starts then
     * and lists it, if it is still unlisted, undeleted and holds this same moment.
     */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    /** Archived by the team: unlisted, out of the default list (its "Archived" filter shows it) until unarchived. */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("careers_tenant_list_idx").on(t.tenantId, t.published, t.updatedAt),
    check("careers_status_ck", sql`${t.status} in ('OPEN', 'CLOSED')`),
    check(
      "careers_pay_range_ck",
      sql`(${t.payMin} is null and ${t.payMax} is null and ${t.payCurrency} is null and ${t.payPeriod} is null)
        or (${t.payMin} is not null and ${t.payMax} is not null and ${t.payCurrency} is not null
          and ${t.payPeriod} is not null and ${t.payMin} > 0 and ${t.payMin} <= ${t.payMax}
          and ${t.payMax} <= 1000000000 and ${t.payCurrency} in ('USD', 'EUR', 'GBP', 'CAD')
          and ${t.payPeriod} in ('HOUR', 'YEAR'))`,
    ),
    // Added NOT VALID by migration 0008: careers opened before pay ranges existed keep their row until
    // someone saves them; every insert and update is checked.
    check("careers_open_pay_ck", sql`${t.status} <> 'OPEN' or ${t.payMin} is not null`),
  ],
);

/**
 * An opening's versions (issue 31, item 3; the publishing engine's store, lib/publishing): each save
 * that changes its content keeps one, `data` holding the title, arrangement, description as typed and
 * its format, and the pay range, as the admin API answers them.
 */
export const careerVersions = pgTable(
  "career_versions",
  {
    id: id(),
    tenantId: tenantId(),
    careerId: integer("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    data: jsonb("data").notNull(),
    /** The person who saved it (null for a machine key or the baseline); the label is what the team reads. */
    createdByUserId: integer("created_by_user_id").references(() => teamUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: createdAt(),
    /** The number of the version this one restored, or null. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [uniqueIndex("career_versions_number_uq").on(t.tenantId, t.careerId, t.number)],
);

export const applications = pgTable(
  "applications",
  {
    id: id(),
    tenantId: tenantId(),
    careerId: integer("career_id")
      .notNull()
      .references(() => careers.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    country: text("country"),
    state: text("state"),
    city: text("city"),
    phoneCountryCode: text("phone_country_code").notNull(),
    phoneNumber: text("phone_number"),
    applicantSource: text("applicant_source").notNull(),
    /** The career's title as the applicant saw it. */
    jobTitle: text("job_title").notNull(),
    createdAt: createdAt(),
    /** Where the application stands (issue 32): new, screen, interview, offer, hired, rejected. */
    stage: text("stage").$type<ApplicationStageValue>().notNull().default("new"),
    /** Why it was rejected (the team's words, never shown to the candidate); null in any other stage. */
    rejectionReason: text("rejection_reason"),
    stageChangedAt: timestamp("stage_changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    /** The day by which the candidate hears from the team in this stage; null once hired or rejected. */
    replyBy: date("reply_by", { mode: "string" }).default(sql`(current_date + 7)`),
  },
  (t) => [
    index("applications_tenant_idx").on(t.tenantId, t.createdAt),
    index("applications_career_idx").on(t.careerId),
    index("applications_stage_idx").on(t.tenantId, t.careerId, t.stage),
    index("applications_reply_by_idx").on(t.tenantId, t.replyBy),
    check(
      "applications_stage_ck",
      sql`${t.stage} in ('new', 'screen', 'interview', 'offer', 'hired', 'rejected')`,
    ),
    check("applications_rejection_ck", sql`${t.stage} <> 'rejected' or ${t.rejectionReason} is not null`),
  ],
);

type ApplicationStageValue = "new" | "screen" | "interview" | "offer" | "hired" | "rejected";

/**
 * An application's history (issue 32): stage moves, notes, scorecards given and e-mails sent, with who
 * and when. Rows are only added; the application's deletion (retention, privacy erase) takes them along.
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: id(),
    tenantId: tenantId(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** stage, note, score or email. */
    kind: text("kind").notNull(),
    actorUserId: integer("actor_user_id"),
    actorLabel: text("actor_label").notNull(),
    /** A note's text, or the e-mail as sent. */
    body: text("body"),
    /** What else the line needs: the stage moved from and to, the reason, the score, the template. */
    data: jsonb("data").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("application_events_app_idx").on(t.applicationId, t.createdAt),
    check("application_events_kind_ck", sql`${t.kind} in ('stage', 'note', 'score', 'email')`),
  ],
);

/** One reviewer's scorecard of one application (1 to 5 and a summary); saving again replaces it. */
export const applicationScorecards = pgTable(
  "application_scorecards",
  {
    tenantId: tenantId(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** `user:<id>` for a person, `key:<id>` for a machine key. */
    reviewerKey: text("reviewer_key").notNull(),
    reviewerLabel: text("reviewer_label").notNull(),
    score: integer("score").notNull(),
    summary: text("summary"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.reviewerKey] }),
    check("application_scorecards_score_ck", sql`${t.score} between 1 and 5`),
  ],
);

/** The team's edits of the candidate e-mail templates; a kind without a row uses the contract's default. */
export const recruitingTemplates = pgTable(
  "recruiting_templates",
  {
    tenantId: tenantId(),
    /** received, interview or rejection. */
    kind: text("kind").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedBy: text("updated_by").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.kind] }),
    check("recruiting_templates_kind_ck", sql`${t.kind} in ('received', 'interview', 'rejection')`),
  ],
);

export const resumes = pgTable(
  "resumes",
  {
    id: id(),
    tenantId: tenantId(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    /** Generated (uuid + extension of the detected type); the visitor's file name is kept apart, never used as a path. */
    fileName: text("file_name").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("resumes_application_uq").on(t.applicationId),
    uniqueIndex("resumes_file_name_uq").on(t.fileName),
  ],
);

/**
 * A resume's bytes in order, in rows of RESUME_CHUNK_BYTES (the last one shorter), so neither an upload nor
 * a download ever holds a whole file in memory. Written in the transaction that inserts the application.
 */
export const resumeChunks = pgTable(
  "resume_chunks",
  {
    tenantId: tenantId(),
    resumeId: integer("resume_id")
      .notNull()
      .references(() => resumes.id, { onDelete: "cascade" }),
    /** 0, 1, 2… */
    seq: integer("seq").notNull(),
    data: bytea("data").notNull(),
  },
  (t) => [primaryKey({ columns: [t.resumeId, t.seq] }), check("resume_chunks_seq_ck", sql`${t.seq} >= 0`)],
);

/** 256 KiB: a row PostgreSQL stores out of line (TOAST), small enough that 4 uploads at once stay small. */
export const RESUME_CHUNK_BYTES = 256 * 1024;

export const contactLeads = pgTable(
  "contact_leads",
  {
    id: id(),
    tenantId: tenantId(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phoneNumber: text("phone_number"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("contact_leads_tenant_idx").on(t.tenantId, t.createdAt)],
);

export const designCampaignLeads = pgTable(
  "design_campaign_leads",
  {
    id: id(),
    tenantId: tenantId(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    websiteUrl: text("website_url").notNull(),
    company: text("company"),
    message: text("message"),
    createdAt: createdAt(),
  },
  (t) => [index("design_campaign_leads_tenant_idx").on(t.tenantId, t.createdAt)],
);

/**
 * The sales pipeline (issue 32): one row per lead the team works, whatever made it (the contact form, a
 * UX review request, a call booked in the scheduler). The form's own row (contact_leads,
 * design_campaign_leads) stays as the visitor sent it; this one carries the team's work on it (status,
 * owner, notes, follow-up date) and where the visit came from (landing page, referrer's host, UTM
 * parameters), as the form carried them. A booked call updates the newest lead of its address.
 */
export const leads = pgTable(
  "leads",
  {
    id: id(),
    tenantId: tenantId(),
    /** contact, ux-review or booking (LEAD_ORIGINS in the contract). */
    origin: text("origin").notNull(),
    contactLeadId: integer("contact_lead_id").references(() => contactLeads.id, { onDelete: "cascade" }),
    designLeadId: integer("design_lead_id").references(() => designCampaignLeads.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Stored lowercased: a booked call finds its lead by it. */
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    message: text("message"),
    status: text("status").notNull().default("new"),
    lostReason: text("lost_reason"),
    ownerId: integer("owner_id").references(() => teamUsers.id, { onDelete: "set null" }),
    notes: text("notes").notNull().default(""),
    followUpOn: date("follow_up_on", { mode: "string" }),
    landingPage: text("landing_page"),
    referrerHost: text("referrer_host"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    /** The booked call: its scheduler (calendly, cal.com), its moment and the scheduler's id for it. */
    scheduler: text("scheduler"),
    bookingId: text("booking_id"),
    bookedFor: timestamp("booked_for", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("leads_tenant_idx").on(t.tenantId, t.createdAt),
    index("leads_tenant_email_idx").on(t.tenantId, t.email),
    index("leads_follow_up_idx").on(t.tenantId, t.followUpOn),
    check(
      "leads_status_ck",
      sql`${t.status} in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')`,
    ),
    check("leads_origin_ck", sql`${t.origin} in ('contact', 'ux-review', 'booking')`),
  ],
);

/**
 * Outbound webhooks (issue 32): the addresses the Owner asked to be told of new leads and applications.
 * Each delivery is signed with the endpoint's secret (HMAC-SHA256) and sent by the job queue.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: id(),
    tenantId: tenantId(),
    url: text("url").notNull(),
    secret: text("secret").notNull(),
    /** lead.created, application.created. */
    events: text("events").array().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("webhook_endpoints_tenant_idx").on(t.tenantId)],
);

/** One event sent (or being sent) to one endpoint: the delivery log of the team's area. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: id(),
    tenantId: tenantId(),
    endpointId: integer("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    event: text("event").notNull(),
    /** The exact bytes sent (and signed), so a retry sends the same. */
    body: text("body").notNull(),
    /** pending, delivered or failed (for good). */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    responseStatus: integer("response_status"),
    error: text("error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("webhook_deliveries_tenant_idx").on(t.tenantId, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: id(),
    tenantId: tenantId(),
    /** Stored lowercased, so the unique index de-duplicates regardless of case. */
    email: text("email").notNull(),
    /**
     * When the address was asked to subscribe (again): its confirmation link is signed over this moment
     * and expires NEWSLETTER_CONFIRM_DAYS after it (lib/newsletter.ts).
     */
    createdAt: createdAt(),
    /** When the person opened the confirmation link (double opt-in); null until then. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("newsletter_subscribers_tenant_email_uq").on(t.tenantId, t.email)],
);

export const media = pgTable(
  "media",
  {
    id: id(),
    tenantId: tenantId(),
    /** Site-relative, e.g. /media/blog/<slug>.svg. */
    path: text("path").notNull(),
    contentType: text("content_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    content: bytea("content").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("media_tenant_path_uq").on(t.tenantId, t.path)],
);

// ── The team's side: accounts, sessions, invitations, passkeys, machine keys, audit trail, settings ──

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A person of the company's team. Roles are lib/auth/roles.ts's names (several per person). A removed
 * person keeps their row (the audit trail names them) but can never sign in again.
 */
export const teamUsers = pgTable(
  "team_users",
  {
    id: id(),
    tenantId: tenantId(),
    /** Stored lowercased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** argon2id (PHC string); null for a person who signs in with passkeys only. */
    passwordHash: text("password_hash"),
    roles: text("roles").array().notNull(),
    createdAt: createdAt(),
    removedAt: at("removed_at"),
  },
  (t) => [uniqueIndex("team_users_tenant_email_uq").on(t.tenantId, t.email)],
);

/**
 * A signed-in browser. The cookie holds a random token; only its SHA-256 is stored, so a copy of the
 * database signs nobody in. Ends at the first of: idle timeout past last_seen_at, expires_at, ended_at.
 */
export const teamSessions = pgTable(
  "team_sessions",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => teamUsers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastSeenAt: at("last_seen_at").notNull().defaultNow(),
    expiresAt: at("expires_at").notNull(),
    endedAt: at("ended_at"),
    /** How the person proved who they are: password, password+passkey, passkey. */
    method: text("method").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    uniqueIndex("team_sessions_token_uq").on(t.tokenHash),
    index("team_sessions_user_idx").on(t.userId, t.endedAt),
  ],
);

/**
 * A single-use link sent by e-mail: an invitation (roles to give), a password reset, or the first
 * owner's setup. Only the token's SHA-256 is stored.
 */
export const teamTokens = pgTable(
  "team_tokens",
  {
    id: id(),
    tenantId: tenantId(),
    kind: text("kind").$type<"invite" | "reset" | "setup">().notNull(),
    email: text("email").notNull(),
    name: text("name"),
    roles: text("roles").array().notNull(),
    tokenHash: text("token_hash").notNull(),
    /** Who sent it (null: the command line or the first start). */
    createdBy: integer("created_by").references(() => teamUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
    usedAt: at("used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("team_tokens_token_uq").on(t.tokenHash),
    index("team_tokens_tenant_idx").on(t.tenantId, t.kind, t.createdAt),
    check("team_tokens_kind_ck", sql`${t.kind} in ('invite', 'reset', 'setup')`),
  ],
);

/** A WebAuthn credential (passkey) of a person. */
export const teamPasskeys = pgTable(
  "team_passkeys",
  {
    id: id(),
    tenantId: tenantId(),
    userId: integer("user_id")
      .notNull()
      .references(() => teamUsers.id, { onDelete: "cascade" }),
    /** base64url credential id. */
    credentialId: text("credential_id").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: text("transports")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
  },
  (t) => [
    uniqueIndex("team_passkeys_credential_uq").on(t.credentialId),
    index("team_passkeys_user_idx").on(t.userId),
  ],
);

/** A WebAuthn challenge waiting for its answer (five minutes, single use). */
export const teamChallenges = pgTable("team_challenges", {
  id: text("id").primaryKey(),
  tenantId: tenantId(),
  /** register (a signed-in person adds a passkey), sign-in (passkey alone), second-factor. */
  purpose: text("purpose").notNull(),
  userId: integer("user_id").references(() => teamUsers.id, { onDelete: "cascade" }),
  challenge: text("challenge").notNull(),
  expiresAt: at("expires_at").notNull(),
});

/** One failed sign-in, for the throttle (per account and per address, counted over a window). */
export const teamSignInFailures = pgTable(
  "team_sign_in_failures",
  {
    id: id(),
    tenantId: tenantId(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    at: at("at").notNull().defaultNow(),
  },
  (t) => [
    index("team_sign_in_failures_email_idx").on(t.tenantId, t.email, t.at),
    index("team_sign_in_failures_ip_idx").on(t.ip, t.at),
  ],
);

/** A machine's key: shown once, stored as its SHA-256, scoped to roles, revocable. */
export const teamApiKeys = pgTable(
  "team_api_keys",
  {
    id: id(),
    tenantId: tenantId(),
    name: text("name").notNull(),
    /** The first characters, to tell keys apart in the list. */
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull(),
    roles: text("roles").array().notNull(),
    createdBy: integer("created_by").references(() => teamUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    lastUsedAt: at("last_used_at"),
    revokedAt: at("revoked_at"),
  },
  (t) => [uniqueIndex("team_api_keys_token_uq").on(t.tokenHash)],
);

/**
 * The audit trail: who did what, when, and for edits the values before and after. Append-only: the
 * site has no route that changes or deletes an entry, and a trigger (migration 0002) refuses UPDATE and
 * DELETE to everyone but a tenant's removal.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    tenantId: tenantId(),
    at: at("at").notNull().defaultNow(),
    /** The person (null for a machine key or nobody, e.g. a failed sign-in). */
    actorUserId: integer("actor_user_id"),
    /** What the trail shows as "who": the person's e-mail, "key: <name>", or the address tried. */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    summary: text("summary"),
    before: text("before"),
    after: text("after"),
    ip: text("ip"),
    requestId: text("request_id"),
  },
  (t) => [
    index("audit_entries_tenant_at_idx").on(t.tenantId, t.at),
    index("audit_entries_actor_idx").on(t.tenantId, t.actorUserId, t.at),
    index("audit_entries_action_idx").on(t.tenantId, t.action, t.at),
  ],
);

/** The team's settings per tenant (one row). */
export const teamSettings = pgTable("team_settings", {
  tenantId: text("tenant_id")
    .primaryKey()
    .references(() => tenants.id, { onDelete: "cascade" }),
  /** Applications and their resumes older than this are purged by the daily retention job. */
  retentionDays: integer("retention_days").notNull().default(365),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/**
 * Real-user speed (issue 20): one row per metric of a page view whose visitor allowed analytics. Nothing
 * that identifies the visitor is stored: no address, cookie, user agent or page-view id, only the page's
 * path, what was measured and when. Rows older than WEB_VITALS_KEEP_DAYS (28) are deleted by the daily
 * retention job (lib/web-vitals.ts).
 */
export const webVitals = pgTable(
  "web_vitals",
  {
    id: id(),
    tenantId: tenantId(),
    path: text("path").notNull(),
    metric: text("metric").notNull(),
    value: doublePrecision("value").notNull(),
    navigationType: text("navigation_type"),
    recordedAt: timestamp("recorded_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("web_vitals_tenant_recorded_idx").on(t.tenantId, t.recordedAt),
    check("web_vitals_metric_ck", sql`${t.metric} in ('LCP', 'INP', 'CLS')`),
    check("web_vitals_value_ck", sql`${t.value} >= 0`),
  ],
);

/**
 * Marketing content the team edits (issue 21): one row per entry of a kind (a service per slug, the home
 * page's FAQ as one entry), its data JSON checked by the contract's schema of its kind (MARKETING_KINDS)
 * before it is written. `draft` is what the editor saves and previews; `published` is what visitors see,
 * a copy of the draft taken on publish (null until then). Filled from the seed for every tenant at start
 * (db/seed/marketing.ts), so an upgraded site keeps its copy.
 */
export const marketingContent = pgTable(
  "marketing_content",
  {
    id: id(),
    tenantId: tenantId(),
    kind: text("kind").notNull(),
    key: text("key").notNull(),
    position: integer("position").notNull().default(0),
    draft: jsonb("draft").notNull(),
    published: jsonb("published"),
    /** Who saved the draft last: an e-mail, "key: <name>", or "seed". */
    updatedBy: text("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true, mode: "date" }),
    /**
     * When the saved draft is to publish itself (issue 21): a "content-publish" job starts then and
     * publishes it only if the entry still holds this moment and `publishVersion`, the number of the
     * draft's version scheduled, is still its newest draft (a save or restore since clears both).
     */
    publishAt: timestamp("publish_at", { withTimezone: true, mode: "date" }),
    publishVersion: integer("publish_version"),
  },
  (t) => [uniqueIndex("marketing_content_tenant_kind_key_idx").on(t.tenantId, t.kind, t.key)],
);

/**
 * The versions of a marketing content entry (issue 21): every save of its draft, every publish and every
 * restore writes one, in the same transaction, numbered 1, 2, 3... per entry, with the entry's data as it
 * then stood (`state` says which copy: the saved draft, or what was published), who and when. A restore
 * saves an older version's data as the draft and is itself a new version naming it (`restored_from`).
 * Entries saved before versions existed get their content then as version 1 ("Before version history")
 * at their next save or first look at their versions.
 */
export const marketingContentVersions = pgTable(
  "marketing_content_versions",
  {
    id: id(),
    tenantId: tenantId(),
    contentId: integer("content_id")
      .notNull()
      .references(() => marketingContent.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    /** "draft" (a save or a restore) or "published" (a publish, by hand or by its schedule). */
    state: text("state").notNull(),
    data: jsonb("data").notNull(),
    /** The person who saved it (null for a machine key, the queue or the baseline); the label is what the team reads. */
    createdByUserId: integer("created_by_user_id").references(() => teamUsers.id, { onDelete: "set null" }),
    createdByLabel: text("created_by_label").notNull(),
    createdAt: createdAt(),
    /** The number of the version this one restored, or null. */
    restoredFrom: integer("restored_from"),
  },
  (t) => [uniqueIndex("marketing_content_versions_number_uq").on(t.tenantId, t.contentId, t.number)],
);

/**
 * The site's redirects (issue 32): an exact path or a pattern with `:name` segments (`/old/:slug`) to a
 * path or an https address, 301 or 302. Made by hand, by a CSV import, or by the API when a published
 * post's slug changes ("slug"). The site's proxy reads them all (cache tag "redirects").
 */
export const redirects = pgTable(
  "redirects",
  {
    id: id(),
    tenantId: tenantId(),
    fromPath: text("from_path").notNull(),
    toPath: text("to_path").notNull(),
    status: integer("status").notNull().default(301),
    /** manual, import or slug. */
    source: text("source").notNull().default("manual"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("redirects_tenant_from_uq").on(t.tenantId, t.fromPath),
    check("redirects_status_ck", sql`${t.status} in (301, 302)`),
  ],
);

/**
 * The SEO title, description and social image of a marketing page (issue 32), by its path (one of the
 * contract's MARKETING_SEO_PAGES, or a published service's, industry's or case study's page). The seed
 * writes each fixed page's defaults; empty fields fall back to them. An entry's row stays while the entry
 * is unpublished or deleted, for when it is back.
 */
export const pageSeo = pgTable(
  "page_seo",
  {
    id: id(),
    tenantId: tenantId(),
    path: text("path").notNull(),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    seoImage: text("seo_image"),
    /** "seed" or the team member's e-mail. */
    updatedBy: text("updated_by").notNull().default("seed"),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("page_seo_tenant_path_uq").on(t.tenantId, t.path)],
);

/**
 * Addresses that answered 404 (issue 32): the path without its query string (tokens), how often, when
 * last, and the host of the last referrer. Bounded: past NOT_FOUND_LOG_MAX rows the least recently seen go.
 */
export const notFoundLog = pgTable(
  "not_found_log",
  {
    id: id(),
    tenantId: tenantId(),
    path: text("path").notNull(),
    count: integer("count").notNull().default(1),
    lastSeen: timestamp("last_seen", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    referrerHost: text("referrer_host"),
  },
  (t) => [
    uniqueIndex("not_found_log_tenant_path_uq").on(t.tenantId, t.path),
    index("not_found_log_tenant_seen_idx").on(t.tenantId, t.lastSeen),
  ],
);
