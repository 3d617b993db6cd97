-- Issue 20, counts the server can trust: a rating per visitor and post (a later one replaces it), and
-- page views of posts while their token lives (a like counts once per page view).
CREATE TABLE "post_page_views" (
	"post_id" integer NOT NULL,
	"id" text NOT NULL,
	"visitor" text NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_page_views_post_id_id_pk" PRIMARY KEY("post_id","id")
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
ALTER TABLE "post_page_views" ADD CONSTRAINT "post_page_views_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_ratings" ADD CONSTRAINT "post_ratings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_ratings" ADD CONSTRAINT "post_ratings_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_page_views_visitor_idx" ON "post_page_views" USING btree ("post_id","visitor","created_at");--> statement-breakpoint
CREATE INDEX "post_page_views_expiry_idx" ON "post_page_views" USING btree ("post_id","expires_at");