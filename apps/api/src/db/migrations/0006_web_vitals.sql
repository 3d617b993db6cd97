-- Issue 20, real-user speed: LCP, INP and CLS per page view of visitors who allowed analytics, with
-- the page's path and nothing that identifies the visitor; kept 28 days.
CREATE TABLE "web_vitals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "web_vitals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" text NOT NULL,
	"path" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"navigation_type" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_metric_ck" CHECK ("web_vitals"."metric" in ('LCP', 'INP', 'CLS')),
	CONSTRAINT "web_vitals_value_ck" CHECK ("web_vitals"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "web_vitals" ADD CONSTRAINT "web_vitals_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_vitals_tenant_recorded_idx" ON "web_vitals" USING btree ("tenant_id","recorded_at");