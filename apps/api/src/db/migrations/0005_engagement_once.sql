-- Issue 20, counts the server can trust: a rating per visitor and post (a later one replaces it), and
-- marks of what was counted once already (a like per page view, or per address and day without a token).
CREATE TABLE "engagement_marks" (
	"post_id" integer NOT NULL,
	"kind" text NOT NULL,
	"mark" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "engagement_marks_post_id_kind_mark_pk" PRIMARY KEY("post_id","kind","mark")
);
--> statement-breakpoint
CREATE TABLE "post_ratings" (
	"tenant_id" text NOT NULL,
	"post_id" integer NOT NULL,
	"visitor" text NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_ratings_post_id_visitor_pk" PRIMARY KEY("post_id","visitor"),
	CONSTRAINT "post_ratings_value_ck" CHECK ("post_ratings"."value" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "engagement_marks" ADD CONSTRAINT "engagement_marks_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_ratings" ADD CONSTRAINT "post_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_ratings" ADD CONSTRAINT "post_ratings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "engagement_marks_expiry_idx" ON "engagement_marks" USING btree ("post_id","expires_at");