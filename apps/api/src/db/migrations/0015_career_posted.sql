-- Issue 31, item 7: an opening's "Date posted" (and JobPosting's datePosted) was its last change, so any
-- edit reset it to today. posted_at is set when an opening is created and when a closed one is reopened;
-- an opening that exists keeps the moment it was created.
--
-- Filling the column rewrites every row, and PostgreSQL checks each rewritten row against every
-- constraint, NOT VALID ones too: an open position from before pay ranges (migration 0008 lets it keep
-- its row until someone saves it) would stop the migration. So that one check is dropped for the fill
-- and added back exactly as 0008 made it, NOT VALID: such rows are still kept, new writes still checked.
ALTER TABLE "careers" DROP CONSTRAINT "careers_open_pay_ck";--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "careers" SET "posted_at" = "created_at";--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_open_pay_ck" CHECK ("careers"."status" <> 'OPEN' or "careers"."pay_min" is not null) NOT VALID;
