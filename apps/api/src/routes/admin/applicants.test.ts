import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminApplicant, AdminCareer, Paged } from "@site/contract";
import { closeDb } from "../../test/context";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";
import { resumeFileName } from "./applicants.routes";

let ctx: AdminTestContext;
let openCareer: AdminCareer;
beforeAll(async () => {
  ctx = await createAdminTestContext();
  const careers = (await ctx.admin("GET", "/careers")).json() as Paged<AdminCareer>;
  openCareer = careers.content.find((c) => c.title === "Senior Backend Engineer")!;
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

/** Applies the way the site's career form does: multipart with applicantInfo + resumeFile. */
async function apply(
  first: string,
  last: string,
  file = PDF,
  fileName = "my cv (final).pdf",
): Promise<number> {
  const boundary = "----admin-test-boundary";
  const info = JSON.stringify({
    first_name: first,
    last_name: last,
    email: `${last.toLowerCase().replace(/[^a-z]/g, "")}@example.com`,
    city: "Irvine",
    job_title: openCareer.title,
    job_application_id: openCareer.id,
  });
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${info}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await ctx.app.inject({
    method: "POST",
    url: "/applicants/tenants",
    query: { tenant_id: ctx.tenantId },
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

describe("resume file name", () => {
  it("is built from the applicant's name and the stored type only", () => {
    expect(resumeFileName("Zoë", "O'Brien", "application/pdf")).toBe("zoe-obrien-resume.pdf");
    expect(resumeFileName("Ann", "Lee", "application/msword")).toBe("ann-lee-resume.doc");
    expect(
      resumeFileName("A", "B", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ).toBe("a-b-resume.docx");
    expect(resumeFileName('"; rm -rf /', "../../etc\r\nX-Evil: 1", "application/pdf")).toBe(
      "rm-rf-etc-x-evil-1-resume.pdf",
    );
    expect(resumeFileName("李", "雷", "application/pdf")).toBe("applicant-resume.pdf");
  });
});

describe("applicants", () => {
  it("lists applicants newest first, with paging and per career", async () => {
    await apply("Ada", "First");
    await apply("Ben", "Second");
    const res = await ctx.admin("GET", "/applicants", { query: { size: 1 } });
    expect(res.statusCode).toBe(200);
    const page = res.json() as Paged<AdminApplicant>;
    expect(page.totalElements).toBe(2);
    expect(page.totalPages).toBe(2);
    expect(page.content[0]).toMatchObject({
      first_name: "Ben",
      last_name: "Second",
      job_title: "Senior Backend Engineer",
      career_id: openCareer.id,
      city: "Irvine",
      phone_country_code: "+1",
      applicant_source: "WEBSITE",
      resume: { original_name: "my cv (final).pdf", mime_type: "application/pdf", size_bytes: PDF.length },
    });
    const other = (await ctx.admin("GET", "/applicants", { query: { career_id: openCareer.id + 1 } })).json();
    expect(other.totalElements).toBe(0);
    const careers = (await ctx.admin("GET", "/careers")).json() as Paged<AdminCareer>;
    expect(careers.content.find((c) => c.id === openCareer.id)!.applicant_count).toBe(2);
  });

  it("downloads a resume as an attachment named after the applicant, byte for byte", async () => {
    const id = await apply("Zoë", "O'Brien", PDF, "../../../etc/passwd.pdf");
    const res = await ctx.admin("GET", `/applicants/${id}/resume`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="zoe-obrien-resume.pdf"');
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it("exports applicants as CSV", async () => {
    const res = await ctx.admin("GET", "/applicants/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="applicants-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body).toContain('"zoe-obrien-resume.pdf"');
    expect(res.body).toContain('"\'+1"');
  });

  it("answers 404 for an unknown applicant and 400 for a bad id", async () => {
    expect((await ctx.admin("GET", "/applicants/999999/resume")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/applicants/nope/resume")).statusCode).toBe(400);
    expect((await ctx.admin("GET", "/applicants", { query: { career_id: "x" } })).statusCode).toBe(400);
  });
});
