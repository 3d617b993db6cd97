-- Issue 32, item 3: the recruiting pipeline. Each application gets a stage (new by default, so every
-- application received so far starts as new), a rejection reason, when the stage last changed and the
-- day the candidate hears back by (a week from now for existing applications); its history of stage
-- moves, notes, scores and e-mails; one scorecard per reviewer; and the team's edits of the three
-- candidate e-mail templates (a kind without a row uses the default in the contract).
CREATE TABLE "application_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_label" text NOT NULL,
	"body" text,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_ck" CHECK ("application_events"."kind" in ('stage', 'note', 'score', 'email'))
);
--> statement-breakpoint
CREATE TABLE "application_scorecards" (
	"tenant_id" text NOT NULL,
	"application_id" integer NOT NULL,
	"reviewer_key" text NOT NULL,
	"reviewer_label" text NOT NULL,
	"score" integer NOT NULL,
	"summary" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_scorecards_application_id_reviewer_key_pk" PRIMARY KEY("application_id","reviewer_key"),
	CONSTRAINT "application_scorecards_score_ck" CHECK ("application_scorecards"."score" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "recruiting_templates" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "recruiting_templates_tenant_id_kind_pk" PRIMARY KEY("tenant_id","kind"),
	CONSTRAINT "recruiting_templates_kind_ck" CHECK ("recruiting_templates"."kind" in ('received', 'interview', 'rejection'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reply_by" date DEFAULT (current_date + 7);--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_scorecards" ADD CONSTRAINT "application_scorecards_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_templates" ADD CONSTRAINT "recruiting_templates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_app_idx" ON "application_events" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("tenant_id","career_id","stage");--> statement-breakpoint
CREATE INDEX "applications_reply_by_idx" ON "applications" USING btree ("tenant_id","reply_by");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_stage_ck" CHECK ("applications"."stage" in ('new', 'screen', 'interview', 'offer', 'hired', 'rejected'));--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rejection_ck" CHECK ("applications"."stage" <> 'rejected' or "applications"."rejection_reason" is not null);