-- Issue 21, scheduled publishing: the moment a draft is to publish itself (its "scheduled-publish" job
-- publishes it then, if the post still holds that moment).
ALTER TABLE "posts" ADD COLUMN "publish_at" timestamp with time zone;