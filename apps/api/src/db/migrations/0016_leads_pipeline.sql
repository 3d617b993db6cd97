-- Issue 32: the sales pipeline (leads: status, owner, notes, follow-up date, where the visit came from,
-- a booked call) and the outbound webhooks with their delivery log. The leads already received by the
-- contact and UX review forms enter the pipeline as "new", with their own dates.
CREATE TABLE "leads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"origin" text NOT NULL,
	"contact_lead_id" integer,
	"design_lead_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"message" text,
	"status" text DEFAULT 'new' NOT NULL,
	"lost_reason" text,
	"owner_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"follow_up_on" date,
	"landing_page" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"scheduler" text,
	"booking_id" text,
	"booked_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_ck" CHECK ("leads"."status" in ('new', 'contacted', 'qualified', 'proposal', 'won', 'lost')),
	CONSTRAINT "leads_origin_ck" CHECK ("leads"."origin" in ('contact', 'ux-review', 'booking'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"endpoint_id" integer NOT NULL,
	"event" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"events" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_contact_lead_id_contact_leads_id_fk" FOREIGN KEY ("contact_lead_id") REFERENCES "public"."contact_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_design_lead_id_design_campaign_leads_id_fk" FOREIGN KEY ("design_lead_id") REFERENCES "public"."design_campaign_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_owner_id_team_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."team_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_tenant_idx" ON "leads" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_tenant_email_idx" ON "leads" USING btree ("tenant_id","email");--> statement-breakpoint
CREATE INDEX "leads_follow_up_idx" ON "leads" USING btree ("tenant_id","follow_up_on");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_tenant_idx" ON "webhook_deliveries" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_tenant_idx" ON "webhook_endpoints" USING btree ("tenant_id");--> statement-breakpoint
INSERT INTO "leads" ("tenant_id", "origin", "contact_lead_id", "name", "email", "phone", "message", "created_at", "updated_at")
  SELECT "tenant_id", 'contact', "id", "first_name" || ' ' || "last_name", lower("email"), "phone_number", "message", "created_at", "created_at"
  FROM "contact_leads" ORDER BY "id";--> statement-breakpoint
INSERT INTO "leads" ("tenant_id", "origin", "design_lead_id", "name", "email", "company", "message", "created_at", "updated_at")
  SELECT "tenant_id", 'ux-review', "id", "full_name", lower("email"), "company", "message", "created_at", "created_at"
  FROM "design_campaign_leads" ORDER BY "id";
