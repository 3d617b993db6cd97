/**
 * Migration 0001_resume_chunks on a database holding resumes the old way (the whole file in
 * resumes.content): each one moves into resume_chunks, 256 KiB per row, and reads and downloads back byte
 * for byte. On an in-memory PGlite, and on a fresh database of the PostgreSQL server when DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { buildApp } from "../../app";
import type { Db } from "../../db/client";
import { OLDER_SCHEMA_DATABASE, onOlderSchema } from "../../test/older-schema";
import { RESUME_CHUNK_BYTES, resumeChunks, resumes } from "../../db/schema";
import { testConfig } from "../../env";
import { pdfDocument } from "../../test/documents";
import { createApiKey } from "../../lib/auth/keys";
import { readResume } from "./resume-store";

/** Old-layout rows: a tenant, an opening, and one application per file with the file in resumes.content. */
async function legacyRows(db: Db, files: Buffer[]): Promise<{ applicationId: number; file: Buffer }[]> {
  await db.execute(sql`insert into tenants (id, name) values ('legacy', 'Legacy')`);
  const career = await db.execute<{ id: number }>(
    sql`insert into careers (tenant_id, title, position_arrangement, job_description)
        values ('legacy', 'Engineer', 'REMOTE', '<p>Build things</p>') returning id`,
  );
  const careerId = (career as unknown as { rows: { id: number }[] }).rows[0]!.id;
  const stored: { applicationId: number; file: Buffer }[] = [];
  for (const [i, file] of files.entries()) {
    const application = await db.execute<{ id: number }>(
      sql`insert into applications (tenant_id, career_id, first_name, last_name, email, phone_country_code,
            applicant_source, job_title)
          values ('legacy', ${careerId}, 'Ada', ${`Old${i}`}, 'ada@example.com', '+1', 'WEBSITE', 'Engineer')
          returning id`,
    );
    const applicationId = (application as unknown as { rows: { id: number }[] }).rows[0]!.id;
    await db.execute(
      sql`insert into resumes (tenant_id, application_id, file_name, original_name, mime_type, size_bytes, content)
          values ('legacy', ${applicationId}, ${`old-${i}.pdf`}, 'cv.pdf', 'application/pdf', ${file.length}, ${file})`,
    );
    stored.push({ applicationId, file });
  }
  return stored;
}

const pdfOf = (size: number) => {
  const head = pdfDocument("Old resume");
  return Buffer.concat([head, randomBytes(size - head.length)]);
};

async function checkMoved(db: Db, stored: { applicationId: number; file: Buffer }[]) {
  for (const { applicationId, file } of stored) {
    const [resume] = await db
      .select({ id: resumes.id, sizeBytes: resumes.sizeBytes })
      .from(resumes)
      .where(eq(resumes.applicationId, applicationId));
    const rows = await db
      .select({ seq: resumeChunks.seq, length: sql<number>`octet_length(${resumeChunks.data})` })
      .from(resumeChunks)
      .where(eq(resumeChunks.resumeId, resume!.id))
      .orderBy(asc(resumeChunks.seq));
    const expected = Math.ceil(file.length / RESUME_CHUNK_BYTES);
    expect(rows.map((r) => r.seq)).toEqual([...Array(expected).keys()]);
    expect(rows.slice(0, -1).every((r) => Number(r.length) === RESUME_CHUNK_BYTES)).toBe(true);
    expect(resume!.sizeBytes).toBe(file.length);
    expect((await readResume(db, "legacy", resume!.id)).equals(file)).toBe(true);
  }
  // The team downloads a moved resume as before (a recruiter's key of the old tenant).
  const { token } = await createApiKey(db, { tenantId: "legacy", name: "recruiting", roles: ["recruiter"] });
  const app = await buildApp({ db, config: testConfig() });
  try {
    const { applicationId, file } = stored[0]!;
    const res = await app.inject({
      method: "GET",
      url: `/admin/applicants/${applicationId}/resume?tenant_id=legacy`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="ada-old0-resume.pdf"');
    expect(res.rawPayload.equals(file)).toBe(true);
  } finally {
    await app.close();
  }
}

// 700 KB (three rows, the last one short), exactly one row, and a small file.
const sizes = [700 * 1024, RESUME_CHUNK_BYTES, 2000];

it(`moves resumes stored whole into 256 KiB chunks (${OLDER_SCHEMA_DATABASE})`, async () => {
  // The old layout: migrated with 0000 only, filled, then brought up to date.
  await onOlderSchema("_resume_chunks", (db) => legacyRows(db, sizes.map(pdfOf)), checkMoved);
});
