CREATE TABLE "not_found_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "not_found_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"path" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"referrer_host" text
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"status" integer DEFAULT 301 NOT NULL,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_status_ck" CHECK ("redirects"."status" in (301, 302))
);
--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "seo_image" text;--> statement-breakpoint
ALTER TABLE "not_found_log" ADD CONSTRAINT "not_found_log_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "not_found_log_tenant_path_uq" ON "not_found_log" USING btree ("tenant_id","path");--> statement-breakpoint
CREATE INDEX "not_found_log_tenant_seen_idx" ON "not_found_log" USING btree ("tenant_id","last_seen");--> statement-breakpoint
CREATE UNIQUE INDEX "redirects_tenant_from_uq" ON "redirects" USING btree ("tenant_id","from_path");