CREATE TABLE "career_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "career_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"career_id" integer NOT NULL,
	"number" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_by_user_id" integer,
	"created_by_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"restored_from" integer
);
--> statement-breakpoint
ALTER TABLE "careers" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_versions" ADD CONSTRAINT "career_versions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_versions" ADD CONSTRAINT "career_versions_career_id_careers_id_fk" FOREIGN KEY ("career_id") REFERENCES "public"."careers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_versions" ADD CONSTRAINT "career_versions_created_by_user_id_team_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."team_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_versions_number_uq" ON "career_versions" USING btree ("tenant_id","career_id","number");