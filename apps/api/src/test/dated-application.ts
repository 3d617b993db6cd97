/**
 * An application dated by the caller, which the API never does (it dates each by its own clock): for the
 * retention purge's tests and the browser tests' fixture of an application past the limit.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { applications, careers, resumeChunks, resumes } from "../db/schema";

export type DatedApplication = {
  tenantId: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  email: string;
  /** The resume as the applicant named it, and its bytes, one chunk row each. */
  resume: { name: string; chunks: Buffer[] };
};

/** Stores the application, for the tenant's first open career, with its resume; answers its id. */
export async function insertDatedApplication(db: Db, a: DatedApplication): Promise<number> {
  const [career] = await db
    .select({ id: careers.id, title: careers.title })
    .from(careers)
    .where(and(eq(careers.tenantId, a.tenantId), eq(careers.status, "OPEN")))
    .limit(1);
  if (!career) throw new Error(`tenant ${a.tenantId} has no open career`);
  const { tenantId } = a;
  const [row] = await db
    .insert(applications)
    .values({
      tenantId,
      careerId: career.id,
      firstName: a.firstName,
      lastName: a.lastName,
      email: a.email,
      phoneCountryCode: "+1",
      applicantSource: "WEBSITE",
      jobTitle: career.title,
      createdAt: a.createdAt,
    })
    .returning({ id: applications.id });
  const [resume] = await db
    .insert(resumes)
    .values({
      tenantId,
      applicationId: row!.id,
      fileName: `${tenantId}-${row!.id}.pdf`,
      originalName: a.resume.name,
      mimeType: "application/pdf",
      sizeBytes: a.resume.chunks.reduce((n, c) => n + c.length, 0),
    })
    .returning({ id: resumes.id });
  await db
    .insert(resumeChunks)
    .values(a.resume.chunks.map((data, seq) => ({ tenantId, resumeId: resume!.id, seq, data })));
  return row!.id;
}
