-- Issue 31, items 3 and 5. What the team typed into a post or a job description is kept as typed
-- (body_source / description_source, in its format); the sanitized HTML stays derived from it at every
-- save. Rows from before keep NULL: their HTML is their source (the API derives it on read).
-- Deleted posts and careers are kept for their undo: deleted_at, and what to put back (a post's status,
-- whether a career was listed).
ALTER TABLE "careers" ADD COLUMN "description_source" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "description_format" text DEFAULT 'html' NOT NULL;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "deleted_published" boolean;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "body_source" text;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD COLUMN "body_format" text DEFAULT 'html' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_source" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "body_format" text DEFAULT 'html' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "deleted_status" text;