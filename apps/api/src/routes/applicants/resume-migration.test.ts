/**
 * Migration 0001_resume_chunks on a database holding resumes the old way (the whole file in
 * resumes.content): each one moves into resume_chunks, 256 KiB per row, and reads and downloads back byte
 * for byte. On an in-memory PGlite, and on a fresh database of the PostgreSQL server when DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { buildApp } from "../../app";
import { createDb, MIGRATIONS_FOLDER, PGLITE_EXTENSIONS, type Db } from "../../db/client";
import { RESUME_CHUNK_BYTES, resumeChunks, resumes } from "../../db/schema";
import { parseConfig, testConfig } from "../../env";
import { installJobSchema } from "../../lib/jobs/install";
import { sqlExecutor } from "../../lib/jobs/sql";
import { pdfDocument } from "../../test/documents";
import { createApiKey } from "../../lib/auth/keys";
import { readResume } from "./resume-store";

const { DATABASE_URL } = parseConfig(process.env);
const temps: string[] = [];
afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the migrations folder holding only 0000_init, as a database created before the change has. */
function initOnlyFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "resume-migration-"));
  temps.push(dir);
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalFile = path.join(dir, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag === "0000_init");
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

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

/** The old layout migrated with 0000 only, filled, then brought up to date by the API's own migration step. */
async function onPglite() {
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: initOnlyFolder() });
    const db = drizzlePglite({ client }) as unknown as Db;
    const stored = await legacyRows(db, sizes.map(pdfOf));
    await migratePglite(drizzlePglite({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    // The rest of the API's migration step (db/client.ts): the job queue's schema, which the app's
    // job runner needs once it has handlers (team e-mails, the retention purge).
    await installJobSchema(sqlExecutor(client));
    await checkMoved(db, stored);
  } finally {
    await client.close();
  }
}

async function onPostgres(serverUrl: string) {
  const name = `resume_migration_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    let stored: Awaited<ReturnType<typeof legacyRows>>;
    try {
      await migratePg(drizzlePg({ client: pool }), { migrationsFolder: initOnlyFolder() });
      stored = await legacyRows(drizzlePg({ client: pool }) as unknown as Db, sizes.map(pdfOf));
    } finally {
      await pool.end();
    }
    const handle = await createDb({ url: url.toString(), poolSize: 2 });
    try {
      await handle.migrate();
      await checkMoved(handle.db, stored);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  }
}

it(`moves resumes stored whole into 256 KiB chunks (${DATABASE_URL ? "PostgreSQL" : "PGlite"})`, async () => {
  await (DATABASE_URL ? onPostgres(DATABASE_URL) : onPglite());
});
