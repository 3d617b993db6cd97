import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Multipart } from "@fastify/multipart";
import { z } from "zod";
import { and, eq } from "drizzle-orm";
import {
  API_ERRORS,
  careerApplicationSchema,
  createdResultSchema,
  MESSAGES,
  RESUME_MAX_BYTES,
  fieldErrors,
} from "@site/contract";
import type { Db } from "../../db/client";
import { applications, careers, resumes } from "../../db/schema";
import { docs } from "../../lib/docs";
import { detectResumeTypeIn } from "../../lib/file-type";
import { enqueueWebhooks } from "../../lib/leads/webhooks";
import { caughtByHoneypot, decoyResult } from "../../lib/honeypot";
import { findNul, HttpError, notFound } from "../../lib/http-error";
import {
  enqueueVisitorEmail,
  renderApplicationConfirmation,
  siteNameOf,
} from "../../lib/notify/visitor-email";
import { SpoolError, spoolUpload, writeResumeChunks, type Spool } from "./resume-store";

const MULTIPART_MALFORMED = "The form data is malformed";

/** Room for the form's other parts and the multipart framing around a file at the cap. */
const ENVELOPE_BYTES = 256 * 1024;

type Upload = { spool: Spool; fileName: string };

const fileTooLarge = () =>
  new HttpError(413, API_ERRORS.fileTooLarge, { resumeFile: MESSAGES.resumeTooLarge });

/**
 * Reads the two parts in whatever order they come. The file goes to a temporary file as it arrives (see
 * resume-store.ts), never into memory whole; one over the cap throws 413 as soon as it passes it. On any
 * error the temporary file is closed here; otherwise the caller closes it.
 */
async function readForm(request: FastifyRequest): Promise<{ info?: string; file?: Upload }> {
  let info: string | undefined;
  let file: Upload | undefined;
  try {
    for await (const part of request.parts() as AsyncIterableIterator<Multipart>) {
      if (part.type === "file") {
        if (part.fieldname === "resumeFile" && !file) {
          file = { spool: await spoolUpload(part.file), fileName: part.filename };
          if (part.file.truncated) throw fileTooLarge();
        } else {
          part.file.resume();
        }
      } else if (part.fieldname === "applicantInfo" && typeof part.value === "string") {
        info = part.value;
      }
    }
  } catch (e) {
    await file?.spool.close();
    throw e;
  }
  return { info, file };
}

/** The visitor's file name, kept for the team's reference only (never a path): printable, at most 200 characters. */
function displayName(name: string | undefined): string {
  const cleaned = [...(name ?? "")]
    .filter((c) => c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .replace(/[\\/]/g, "_")
    .trim();
  return cleaned.slice(-200) || "resume";
}

export async function applicantRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/applicants/tenants",
    {
      config: { rateLimit: app.writeLimit, contentTypes: ["multipart/form-data"] },
      schema: docs({
        summary:
          "Applies to an opening: multipart with `applicantInfo` (JSON) and `resumeFile` (PDF, DOC or DOCX, judged by content, at most 5 MB)",
        tags: ["careers"],
        consumes: ["multipart/form-data"],
        body: z.object({
          applicantInfo: z.string().describe("JSON of the career application fields"),
          resumeFile: z.string().describe("The resume file"),
        }),
        response: createdResultSchema,
        errors: [400, 404, 409, 413, 415, 429],
      }),
      // Refuse an oversized upload from its declared length, before reading any of it.
      preValidation: async (request) => {
        const length = Number(request.headers["content-length"]);
        if (Number.isFinite(length) && length > RESUME_MAX_BYTES + ENVELOPE_BYTES) {
          throw new HttpError(413, API_ERRORS.fileTooLarge, { resumeFile: MESSAGES.resumeTooLarge });
        }
        if (!request.isMultipart()) throw new HttpError(415, "Send the application as multipart/form-data");
      },
    },
    async (request) => {
      let form: Awaited<ReturnType<typeof readForm>>;
      try {
        form = await readForm(request);
      } catch (e) {
        if (e instanceof HttpError || e instanceof SpoolError) throw e;
        if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
        // The parser's own errors (a truncated body, a missing closing boundary) carry no status: the
        // client sent a broken form, so 400, not 500. Errors with a status (part limits) keep theirs.
        if (e instanceof Error && (e as { statusCode?: number }).statusCode === undefined) {
          throw new HttpError(400, MULTIPART_MALFORMED);
        }
        throw e;
      }

      try {
        let infoJson: unknown = {};
        if (form.info !== undefined) {
          try {
            infoJson = JSON.parse(form.info);
          } catch {
            throw new HttpError(400, API_ERRORS.validation, { applicantInfo: API_ERRORS.badJson });
          }
        }
        const parsed = careerApplicationSchema.safeParse(infoJson ?? {});
        const errors: Record<string, string> = parsed.success ? {} : fieldErrors(parsed.error);
        const nul = parsed.success ? findNul(parsed.data) : undefined;
        if (nul !== undefined) errors[nul] = "Contains a character that is not allowed";
        if (!form.file || form.file.spool.size === 0) errors.resumeFile = MESSAGES.resumeRequired;
        if (!parsed.success || Object.keys(errors).length)
          throw new HttpError(400, API_ERRORS.validation, errors);
        const info = parsed.data;
        const upload = form.file!;

        const type = await detectResumeTypeIn(upload.spool);
        if (!type) throw new HttpError(415, API_ERRORS.fileType, { resumeFile: MESSAGES.resumeType });

        const [career] = await db
          .select({ id: careers.id, status: careers.status, title: careers.title })
          .from(careers)
          .where(
            and(
              eq(careers.tenantId, request.tenantId),
              eq(careers.id, info.job_application_id),
              eq(careers.published, true),
            ),
          )
          .limit(1);
        if (!career) throw notFound("No opening has this id");
        if (career.status === "CLOSED") throw new HttpError(409, API_ERRORS.careerClosed);
        const fileName = `${randomUUID()}.${type.ext}`;
        // The application, its file and its e-mails commit together: an accepted application never lacks
        // its resume. A bot's application does the same work, undone (lib/honeypot.ts).
        const store = async (tx: Db) => {
          const [row] = await tx
            .insert(applications)
            .values({
              tenantId: request.tenantId,
              careerId: career.id,
              firstName: info.first_name,
              lastName: info.last_name,
              email: info.email,
              country: info.country ?? null,
              state: info.state ?? null,
              city: info.city ?? null,
              phoneCountryCode: info.phone_country_code,
              phoneNumber: info.phone_number ?? null,
              applicantSource: info.applicant_source,
              jobTitle: info.job_title,
            })
            .returning({ id: applications.id });
          const [resume] = await tx
            .insert(resumes)
            .values({
              tenantId: request.tenantId,
              applicationId: row!.id,
              fileName,
              originalName: displayName(upload.fileName),
              mimeType: type.mime,
              sizeBytes: upload.spool.size,
            })
            .returning({ id: resumes.id });
          await writeResumeChunks(tx, { tenantId: request.tenantId, resumeId: resume!.id }, upload.spool);
          // The team's e-mail is a job in the same transaction: it exists exactly when the application does.
          await app.notifier.enqueue(
            {
              kind: "application",
              tenantId: request.tenantId,
              applicant: {
                id: row!.id,
                first_name: info.first_name,
                last_name: info.last_name,
                email: info.email,
                job_title: info.job_title,
                country: info.country,
                state: info.state,
                city: info.city,
                phone_country_code: info.phone_country_code,
                phone_number: info.phone_number,
                resume_file_name: fileName,
              },
            },
            { tx, reqId: request.id },
          );
          // The addresses the team asked to be told of new applications (lib/leads/webhooks.ts).
          await enqueueWebhooks(tx, request.tenantId, "application.created", {
            id: row!.id,
            career_id: career.id,
            job_title: info.job_title,
            first_name: info.first_name,
            last_name: info.last_name,
            email: info.email,
          });
          // The applicant's confirmation names the position as the site lists it.
          const email = renderApplicationConfirmation({
            site: await siteNameOf(tx, request.tenantId),
            firstName: info.first_name,
            position: career.title,
          });
          await enqueueVisitorEmail(tx, app.config, {
            tenantId: request.tenantId,
            to: info.email,
            reqId: request.id,
            email,
          });
          return row!.id;
        };
        // Awaited here: the spool is closed by the `finally` below.
        if (caughtByHoneypot(request, info)) return await decoyResult(db, applications, store);
        return { id: await db.transaction(store) };
      } finally {
        await form.file?.spool.close();
      }
    },
  );
}
