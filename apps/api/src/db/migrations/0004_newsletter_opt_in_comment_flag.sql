-- Issue 20: a comment keeps why it was flagged for the moderator (null: nothing stood out), and the
-- newsletter's double opt-in records when an address was confirmed. Addresses stored before the opt-in
-- existed count as confirmed from the day they subscribed: the expiry of unconfirmed addresses must not
-- delete the list that was already there.
ALTER TABLE "comments" ADD COLUMN "flag_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "newsletter_subscribers" SET "confirmed_at" = "created_at";
