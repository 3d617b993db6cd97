-- Issue 21, editorial power: the marketing pages' content (FAQ, services, …) as tenant content the team
-- edits: one row per entry of a kind, its draft and what is published, as JSON the API checks against the
-- contract's schema of its kind. The API's start fills it from the seed for every tenant lacking a kind.
CREATE TABLE "marketing_content" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_content_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "marketing_content" ADD CONSTRAINT "marketing_content_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_content_tenant_kind_key_idx" ON "marketing_content" USING btree ("tenant_id","kind","key");