CREATE TABLE "resume_chunks" (
	"tenant_id" text NOT NULL,
	"resume_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "resume_chunks_resume_id_seq_pk" PRIMARY KEY("resume_id","seq"),
	CONSTRAINT "resume_chunks_seq_ck" CHECK ("resume_chunks"."seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "resume_chunks" ADD CONSTRAINT "resume_chunks_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resume_chunks" ADD CONSTRAINT "resume_chunks_resume_id_resumes_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."resumes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Existing resumes move into 256 KiB rows (RESUME_CHUNK_BYTES) before their column goes.
INSERT INTO "resume_chunks" ("tenant_id", "resume_id", "seq", "data")
SELECT r."tenant_id", r."id", s.seq, substring(r."content" FROM s.seq * 262144 + 1 FOR 262144)
FROM "resumes" r
CROSS JOIN LATERAL generate_series(0, (octet_length(r."content") - 1) / 262144) AS s(seq);--> statement-breakpoint
ALTER TABLE "resumes" DROP COLUMN "content";