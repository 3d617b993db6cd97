import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import {
  adminApplicantsQuerySchema,
  ADMIN_MESSAGES,
  APPLICATION_STAGES,
  type StageCounts,
  API_ERRORS,
  idParamSchema,
  MAX_ID,
  resumeQuerySchema,
  type AdminApplicant,
} from "@site/contract";
import type { Db } from "../../db/client";
import { applications, resumes } from "../../db/schema";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { dayOf, isOverdue } from "../../lib/recruiting";
import { resumeChunks } from "../applicants/resume-store";
import { csvFileName, toCsv } from "./csv";
import { doc, isoNotNull, paged } from "./shared";

const EXPORT_MAX_ROWS = 50_000;

const EXTENSION: Record<string, string> = {
  "application/pdf": "pdf",
  "application/msword": "doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
};

/**
 * A download name built only from the applicant's name and the stored type, never from what the visitor's
 * file was called: "Zoë O'Brien" → "zoe-obrien-resume.pdf". Safe in a header and on every file system.
 */
export function resumeFileName(firstName: string, lastName: string, mimeType: string): string {
  const base = `${firstName} ${lastName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80);
  return `${base || "applicant"}-resume.${EXTENSION[mimeType] ?? "bin"}`;
}

const columns = {
  id: applications.id,
  careerId: applications.careerId,
  jobTitle: applications.jobTitle,
  firstName: applications.firstName,
  lastName: applications.lastName,
  email: applications.email,
  country: applications.country,
  state: applications.state,
  city: applications.city,
  phoneCountryCode: applications.phoneCountryCode,
  phoneNumber: applications.phoneNumber,
  applicantSource: applications.applicantSource,
  createdAt: applications.createdAt,
  resumeName: resumes.originalName,
  resumeMime: resumes.mimeType,
  resumeSize: resumes.sizeBytes,
  stage: applications.stage,
  replyBy: applications.replyBy,
};

async function applicantPage(db: Db, where: SQL, limit: number, offset: number): Promise<AdminApplicant[]> {
  const rows = await db
    .select(columns)
    .from(applications)
    .leftJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
  const today = dayOf(new Date());
  return rows.map((r) => ({
    id: r.id,
    career_id: r.careerId,
    job_title: r.jobTitle,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    country: r.country,
    state: r.state,
    city: r.city,
    phone_country_code: r.phoneCountryCode,
    phone_number: r.phoneNumber,
    applicant_source: r.applicantSource,
    created_date: isoNotNull(r.createdAt),
    resume:
      r.resumeMime !== null && r.resumeName !== null && r.resumeSize !== null
        ? { original_name: r.resumeName, mime_type: r.resumeMime, size_bytes: r.resumeSize }
        : null,
    stage: r.stage,
    reply_by: r.replyBy,
    overdue: isOverdue(r.stage, r.replyBy, today),
  }));
}

const CSV_HEADER = [
  "id",
  "created_date",
  "job_title",
  "first_name",
  "last_name",
  "email",
  "phone_country_code",
  "phone_number",
  "country",
  "state",
  "city",
  "applicant_source",
  "resume",
];

export async function adminApplicantRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/applicants",
    doc(
      "Applicants, newest first (optionally for one career and stage), with counts per stage",
      "applicants",
    ),
    async (request) => {
      const { page, size, career_id, stage } = parseInput(adminApplicantsQuerySchema, request.query);
      // Past PostgreSQL's integer range the id names no career, and the database would refuse the query.
      if (career_id !== undefined && career_id > MAX_ID) {
        throw new HttpError(400, API_ERRORS.validation, { career_id: "career_id is not valid" });
      }
      const ofPosition = and(
        eq(applications.tenantId, request.tenantId),
        career_id ? eq(applications.careerId, career_id) : undefined,
      )!;
      const where = and(ofPosition, stage ? eq(applications.stage, stage) : undefined)!;
      const [content, [total], byStage] = await Promise.all([
        applicantPage(db, where, size, page * size),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(applications)
          .where(where),
        // The position's counts per stage, whichever stage is shown: the filter's tabs.
        db
          .select({ stage: applications.stage, n: sql<number>`count(*)::int` })
          .from(applications)
          .where(ofPosition)
          .groupBy(applications.stage),
      ]);
      const counts = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0])) as StageCounts;
      counts.all = 0;
      for (const row of byStage) {
        counts[row.stage] = Number(row.n);
        counts.all += Number(row.n);
      }
      return { ...paged(content, Number(total?.n ?? 0), size), counts };
    },
  );

  app.get(
    "/applicants/export",
    doc("All applicants as CSV", "applicants", { audit: "applicants.export" }),
    async (request, reply) => {
      const rows = await applicantPage(db, eq(applications.tenantId, request.tenantId), EXPORT_MAX_ROWS, 0);
      const csv = toCsv(
        CSV_HEADER,
        rows.map((r) => [
          r.id,
          r.created_date,
          r.job_title,
          r.first_name,
          r.last_name,
          r.email,
          r.phone_country_code,
          r.phone_number,
          r.country,
          r.state,
          r.city,
          r.applicant_source,
          r.resume ? resumeFileName(r.first_name, r.last_name, r.resume.mime_type) : "",
        ]),
      );
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${csvFileName("applicants")}"`)
        .send(csv);
    },
  );

  app.get(
    "/applicants/:id/resume",
    doc("Download an applicant's resume", "applicants", { audit: "applicant.resume_download" }),
    async (request, reply) => {
      const { id } = parseInput(idParamSchema, request.params);
      const { inline } = parseInput(resumeQuerySchema, request.query);
      const [row] = await db
        .select({
          firstName: applications.firstName,
          lastName: applications.lastName,
          resumeId: resumes.id,
          mimeType: resumes.mimeType,
          sizeBytes: resumes.sizeBytes,
        })
        .from(applications)
        .leftJoin(resumes, eq(resumes.applicationId, applications.id))
        .where(and(eq(applications.tenantId, request.tenantId), eq(applications.id, id)))
        .limit(1);
      if (!row) throw notFound("Applicant not found");
      if (row.resumeId === null || !row.mimeType || row.sizeBytes === null)
        throw notFound(ADMIN_MESSAGES.noResume);
      const name = resumeFileName(row.firstName, row.lastName, row.mimeType);
      // Sent a chunk at a time as the client reads it, never whole in memory.
      const body = Readable.from(
        resumeChunks(db, { tenantId: request.tenantId, resumeId: row.resumeId, sizeBytes: row.sizeBytes }),
        { objectMode: false },
      );
      return (
        reply
          .header("content-type", row.mimeType)
          // A PDF may be shown in the application's page (issue 32); Word files always download.
          .header(
            "content-disposition",
            `${inline && row.mimeType === "application/pdf" ? "inline" : "attachment"}; filename="${name}"`,
          )
          .header("x-content-type-options", "nosniff")
          .header("content-length", row.sizeBytes)
          .send(body)
      );
    },
  );
}
