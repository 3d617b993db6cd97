-- Issue 21, editorial power: the versions of marketing content. Every save of an entry's draft, every
-- publish and every restore keeps one (its data, draft or published, who, when, the version it restored),
-- written in the same transaction. Entries saved before get their content as version 1 at their next save.
CREATE TABLE "marketing_content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "marketing_content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"content_id" integer NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "marketing_content_versions" ADD CONSTRAINT "marketing_content_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_content_versions" ADD CONSTRAINT "marketing_content_versions_content_id_marketing_content_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."marketing_content"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_content_versions" ADD CONSTRAINT "marketing_content_versions_created_by_user_id_team_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."team_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_content_versions_number_uq" ON "marketing_content_versions" USING btree ("tenant_id","content_id","number");