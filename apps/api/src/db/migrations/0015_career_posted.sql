-- Issue 31, item 7: an opening's "Date posted" (and JobPosting's datePosted) was its last change, so any
-- edit reset it to today. posted_at is set when an opening is created and when a closed one is reopened;
-- an opening that exists keeps the moment it was created.
ALTER TABLE "careers" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "careers" SET "posted_at" = "created_at";
