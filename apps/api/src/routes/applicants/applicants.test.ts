import { randomBytes } from "node:crypto";
import { readdirSync, readlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { connect, type AddressInfo } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { API_ERRORS, MESSAGES, RESUME_MAX_BYTES, type CareerSummary } from "@site/contract";
import { applications, RESUME_CHUNK_BYTES, resumeChunks, resumes } from "../../db/schema";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import {
  docDocument,
  docxDocument,
  elfExecutable,
  multipartBody,
  pdfDocument,
  zipArchive,
  type Part,
} from "../../test/documents";
import { createApiKey } from "../../lib/auth/keys";
import { readResume } from "./resume-store";

let t: TestContext;
let other: TestContext;
/** A recruiter's key of `t`'s tenant: who downloads resumes. */
let recruiterKey: string;
let open: CareerSummary;
let closed: CareerSummary;

beforeAll(async () => {
  t = await createTestContext();
  ({ token: recruiterKey } = await createApiKey(t.handle.db, {
    tenantId: t.tenantId,
    name: "recruiting",
    roles: ["recruiter"],
  }));
  other = await createTestContext();
  const list = (await t.get("/job-applications/published/tenants")).json() as CareerSummary[];
  open = list.find((c) => c.status === "OPEN")!;
  closed = list.find((c) => c.status === "CLOSED")!;
});
afterAll(async () => {
  await t.close();
  await other.close();
  await closeDb();
});

const info = (career: CareerSummary, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    first_name: "Jordan",
    last_name: "Lee",
    email: "jordan.lee@example.com",
    country: "United States",
    state: "California",
    city: "Irvine",
    phone_country_code: "+1",
    phone_number: "949 555 0142",
    applicant_source: "WEBSITE",
    job_title: career.title,
    job_application_id: career.id,
    ...extra,
  });

const file = (data: Buffer, filename = "resume.pdf", contentType = "application/pdf"): Part => ({
  name: "resumeFile",
  filename,
  contentType,
  data,
});

function apply(ctx: TestContext, parts: Part[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts);
  return ctx.app.inject({
    method: "POST",
    url: "/applicants/tenants",
    query: { tenant_id: ctx.tenantId },
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
}

async function stored(id: number) {
  const [row] = await t.handle.db
    .select({ application: applications, resume: resumes })
    .from(applications)
    .innerJoin(resumes, eq(resumes.applicationId, applications.id))
    .where(and(eq(applications.id, id), eq(applications.tenantId, t.tenantId)));
  return row && { ...row, content: await readResume(t.handle.db, t.tenantId, row.resume.id) };
}

/** Temporary upload files this process still holds open (they are unlinked as soon as they are created). */
function openSpools(): string[] {
  return (
    readdirSync("/proc/self/fd")
      .map((fd) => {
        try {
          return readlinkSync(`/proc/self/fd/${fd}`);
        } catch {
          return "";
        }
      })
      // O_TMPFILE files show as "<folder>/#<inode> (deleted)"; named ones elsewhere as resume-upload-<uuid>.
      .filter((target) => /\/#\d+ \(deleted\)$/.test(target) || target.includes("resume-upload-"))
  );
}

/** What this tenant has stored: applications, resumes and resume chunks. */
async function counts() {
  const n = async (table: typeof applications | typeof resumes | typeof resumeChunks) =>
    (await t.handle.db.select().from(table).where(eq(table.tenantId, t.tenantId))).length;
  return { applications: await n(applications), resumes: await n(resumes), chunks: await n(resumeChunks) };
}

describe("POST /applicants/tenants", () => {
  it("accepts a PDF, a DOC and a DOCX judged by content, storing each under a generated name", async () => {
    const cases = [
      { data: pdfDocument(), name: "Jordan Lee CV.pdf", ext: "pdf", mime: "application/pdf" },
      { data: docDocument(), name: "cv.doc", ext: "doc", mime: "application/msword" },
      {
        data: docxDocument(),
        name: "../../etc/passwd.docx",
        ext: "docx",
        mime: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      },
    ];
    for (const c of cases) {
      // The browser's declared type is ignored: only the bytes count.
      const res = await apply(t, [
        { name: "applicantInfo", value: info(open) },
        file(c.data, c.name, "application/octet-stream"),
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const { id } = res.json();
      const row = (await stored(id))!;
      expect(row.application).toMatchObject({
        firstName: "Jordan",
        lastName: "Lee",
        email: "jordan.lee@example.com",
        city: "Irvine",
        phoneCountryCode: "+1",
        phoneNumber: "949 555 0142",
        applicantSource: "WEBSITE",
        jobTitle: open.title,
        careerId: open.id,
      });
      expect(row.resume.fileName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${c.ext}$`));
      expect(row.resume.mimeType).toBe(c.mime);
      expect(row.resume.sizeBytes).toBe(c.data.length);
      expect(Buffer.compare(row.content, c.data)).toBe(0);
      expect(row.resume.originalName).not.toContain("/");
    }
  });

  it("accepts the file before the JSON part, and fills the defaults", async () => {
    const res = await apply(t, [
      file(pdfDocument()),
      {
        name: "applicantInfo",
        value: JSON.stringify({
          first_name: "Sam",
          last_name: "Park",
          email: "sam@example.com",
          job_title: open.title,
          job_application_id: open.id,
        }),
      },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await stored(res.json().id))!;
    expect(row.application).toMatchObject({
      phoneCountryCode: "+1",
      applicantSource: "WEBSITE",
      country: null,
    });
  });

  it("answers 400 with the spec's messages when fields or the file are missing", async () => {
    const res = await apply(t, [{ name: "applicantInfo", value: JSON.stringify({ email: "nope" }) }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      first_name: MESSAGES.firstNameRequired,
      last_name: MESSAGES.lastNameRequired,
      email: MESSAGES.emailInvalid,
      resumeFile: MESSAGES.resumeRequired,
    });
    const noFile = await apply(t, [{ name: "applicantInfo", value: info(open) }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toEqual({
      message: API_ERRORS.validation,
      errors: { resumeFile: MESSAGES.resumeRequired },
    });
    const emptyFile = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(Buffer.alloc(0))]);
    expect(emptyFile.json().errors).toEqual({ resumeFile: MESSAGES.resumeRequired });
    const notJson = await apply(t, [{ name: "applicantInfo", value: "{first_name:" }, file(pdfDocument())]);
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().errors.applicantInfo).toBe(API_ERRORS.badJson);
    const noInfo = await apply(t, [file(pdfDocument())]);
    expect(noInfo.statusCode).toBe(400);
    expect(noInfo.json().errors.first_name).toBe(MESSAGES.firstNameRequired);
  });

  it("answers 415 to a renamed executable, a ZIP that is not a Word file, plain text, and a JSON body", async () => {
    for (const data of [
      elfExecutable(),
      zipArchive({ "notes.txt": "hello" }),
      Buffer.from("Just text, no resume"),
    ]) {
      const res = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(data, "resume.pdf")]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        message: API_ERRORS.fileType,
        errors: { resumeFile: MESSAGES.resumeType },
      });
    }
    const json = await t.post("/applicants/tenants", {}, { first_name: "Jo" });
    expect(json.statusCode).toBe(415);
  });

  it("answers 413 to a 6 MB file, whether or not the request declares its length", async () => {
    const before = await counts();
    const big = Buffer.concat([pdfDocument(), Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const declared = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(big)]);
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe(API_ERRORS.fileTooLarge);

    // Without a usable Content-Length the stream is cut at 5 MB instead.
    const body = multipartBody([{ name: "applicantInfo", value: info(open) }, file(big)]);
    const { "content-length": _omit, ...headers } = body.headers;
    const streamed = await t.app.inject({
      method: "POST",
      url: "/applicants/tenants",
      query: { tenant_id: t.tenantId },
      payload: body.payload,
      headers: { ...headers, "transfer-encoding": "chunked" },
    });
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().errors).toEqual({ resumeFile: MESSAGES.resumeTooLarge });

    // One byte over the cap, in a request whose declared length passes the early check.
    const justOver = Buffer.concat([
      pdfDocument(),
      Buffer.alloc(RESUME_MAX_BYTES + 1 - pdfDocument().length),
    ]);
    const over = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(justOver)]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toEqual({
      message: API_ERRORS.fileTooLarge,
      errors: { resumeFile: MESSAGES.resumeTooLarge },
    });
    expect(await counts()).toEqual(before);
    expect(openSpools()).toEqual([]);
  });

  it("stores a 5 MB file in 256 KiB rows with the application, and the team downloads it byte for byte", async () => {
    const head = pdfDocument("Five megabytes");
    const data = Buffer.concat([head, randomBytes(RESUME_MAX_BYTES - head.length)]);
    // The file part first: the fields are known only once the file has arrived.
    const res = await apply(t, [file(data, "big.pdf"), { name: "applicantInfo", value: info(open) }]);
    expect(res.statusCode, res.body).toBe(200);
    const row = (await stored(res.json().id))!;
    expect(row.resume.sizeBytes).toBe(RESUME_MAX_BYTES);
    const rows = await t.handle.db
      .select({ seq: resumeChunks.seq, data: resumeChunks.data })
      .from(resumeChunks)
      .where(eq(resumeChunks.resumeId, row.resume.id))
      .orderBy(resumeChunks.seq);
    expect(rows.map((r) => r.seq)).toEqual([...Array(RESUME_MAX_BYTES / RESUME_CHUNK_BYTES).keys()]);
    expect(rows.every((r) => r.data.length === RESUME_CHUNK_BYTES)).toBe(true);
    expect(Buffer.compare(row.content, data)).toBe(0);

    const download = await t.app.inject({
      method: "GET",
      url: `/admin/applicants/${res.json().id}/resume`,
      query: { tenant_id: t.tenantId },
      headers: { authorization: `Bearer ${recruiterKey}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-length"]).toBe(String(RESUME_MAX_BYTES));
    expect(download.headers["content-disposition"]).toBe('attachment; filename="jordan-lee-resume.pdf"');
    expect(download.rawPayload.equals(data)).toBe(true);

    // A file whose size is not a whole number of chunks ends with a shorter row.
    const odd = Buffer.concat([docxDocument(), Buffer.alloc(0)]);
    const small = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(odd, "cv.docx")]);
    const smallRow = (await stored(small.json().id))!;
    expect(smallRow.content.equals(odd)).toBe(true);
    expect(openSpools()).toEqual([]);
  });

  it("stores nothing for a body cut off in the middle of the file", async () => {
    const before = await counts();
    const body = multipartBody([
      { name: "applicantInfo", value: info(open) },
      file(Buffer.concat([pdfDocument(), randomBytes(600 * 1024)])),
    ]);
    // The body ends 100 KB early, without its closing boundary: the parser's cut-off.
    const { "content-length": _omit, ...headers } = body.headers;
    const res = await t.app.inject({
      method: "POST",
      url: "/applicants/tenants",
      query: { tenant_id: t.tenantId },
      payload: body.payload.subarray(0, body.payload.length - 100 * 1024),
      headers: { ...headers, "transfer-encoding": "chunked" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The form data is malformed");

    // A visitor whose connection drops halfway through the file, over a real socket.
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const head = Object.entries(body.headers).map(([k, v]) => `${k}: ${v}\r\n`);
    socket.write(
      `POST /applicants/tenants?tenant_id=${t.tenantId} HTTP/1.1\r\nhost: x\r\n${head.join("")}\r\n`,
    );
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    await sleep(200);
    socket.destroy();
    await sleep(500);
    // The API still answers, has stored nothing of either, and holds no temporary file open.
    expect((await t.get("/job-applications/published/tenants")).statusCode).toBe(200);
    expect(await counts()).toEqual(before);
    expect(openSpools()).toEqual([]);
  });

  it("answers 500, not 400, when the temporary file cannot be written, storing nothing", async () => {
    const before = await counts();
    const previous = process.env.TMPDIR;
    process.env.TMPDIR = path.join(tmpdir(), `missing-${randomBytes(4).toString("hex")}`);
    try {
      const res = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(pdfDocument())]);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: "Something went wrong on our side" });
    } finally {
      if (previous === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previous;
    }
    expect(await counts()).toEqual(before);
    const again = await apply(t, [{ name: "applicantInfo", value: info(open) }, file(pdfDocument())]);
    expect(again.statusCode).toBe(200);
  });

  it("answers 409 to a CLOSED career and 404 to an unknown or another tenant's career, storing nothing", async () => {
    const countBefore = (
      await t.handle.db.select().from(applications).where(eq(applications.tenantId, t.tenantId))
    ).length;
    const res = await apply(t, [{ name: "applicantInfo", value: info(closed) }, file(pdfDocument())]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: API_ERRORS.careerClosed });
    const unknown = await apply(t, [
      { name: "applicantInfo", value: info(open, { job_application_id: 2147483000 }) },
      file(pdfDocument()),
    ]);
    expect(unknown.statusCode).toBe(404);
    const theirs = ((await other.get("/job-applications/published/tenants")).json() as CareerSummary[]).find(
      (c) => c.status === "OPEN",
    )!;
    const cross = await apply(t, [{ name: "applicantInfo", value: info(theirs) }, file(pdfDocument())]);
    expect(cross.statusCode).toBe(404);
    const countAfter = (
      await t.handle.db.select().from(applications).where(eq(applications.tenantId, t.tenantId))
    ).length;
    expect(countAfter).toBe(countBefore);
  });

  it("answers 400 to an unknown tenant's id format and 404 to an unknown tenant", async () => {
    const body = multipartBody([{ name: "applicantInfo", value: info(open) }, file(pdfDocument())]);
    const missing = await t.app.inject({ method: "POST", url: "/applicants/tenants", ...body });
    expect(missing.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: "POST",
      url: "/applicants/tenants?tenant_id=ghost",
      ...body,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers 429 once an address has sent too many applications", async () => {
    const limited = await createTestContext({ config: { RATE_LIMIT_DISABLED: false, RATE_LIMIT_MAX: 1 } });
    try {
      const career = (
        (await limited.get("/job-applications/published/tenants")).json() as CareerSummary[]
      ).find((c) => c.status === "OPEN")!;
      const send = () =>
        apply(limited, [{ name: "applicantInfo", value: info(career) }, file(pdfDocument())], {
          "x-forwarded-for": "203.0.113.50",
        });
      expect((await send()).statusCode).toBe(200);
      const refused = await send();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(API_ERRORS.rateLimited);
    } finally {
      await limited.close();
    }
  });
});
