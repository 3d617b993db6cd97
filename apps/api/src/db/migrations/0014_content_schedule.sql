-- Issue 21, scheduled publishing of marketing content: the moment an entry's saved draft is to publish
-- itself, and the number of the draft's version then (its "content-publish" job publishes it only if the
-- entry still holds both and no save or restore came since).
ALTER TABLE "marketing_content" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_content" ADD COLUMN "publish_version" integer;