/**
 * Each write reads only its own media type: JSON routes application/json (or no body at all), the
 * application's upload multipart/form-data. Anything else is a 415 before the body is read, and nothing is
 * stored: a form another website posts (text/plain, urlencoded, multipart) never reaches a handler.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import type { CareerSummary } from "@site/contract";
import { contactLeads } from "../db/schema";
import { createAdminTestContext, type AdminTestContext } from "../routes/admin/admin-test-context";
import { closeDb } from "../test/context";
import { multipartBody, pdfDocument } from "../test/documents";
import { unsupportedType } from "./bodies";

let t: AdminTestContext;

beforeAll(async () => {
  t = await createAdminTestContext();
});
afterAll(async () => {
  await t.close();
  await closeDb();
});

const JSON_ONLY = { message: unsupportedType(["application/json"]) };
const MULTIPART_ONLY = { message: unsupportedType(["multipart/form-data"]) };

const lead = (email: string) =>
  JSON.stringify({ first_name: "Sam", last_name: "Park", email, message: "Hello there" });

const storedLeads = async (email: string) => {
  const [row] = await t.handle.db
    .select({ n: count() })
    .from(contactLeads)
    .where(and(eq(contactLeads.tenantId, t.tenantId), eq(contactLeads.email, email)));
  return Number(row!.n);
};

const send = (url: string, contentType: string | undefined, payload?: string | Buffer, query = {}) =>
  t.app.inject({
    method: "POST",
    url,
    query: { tenant_id: t.tenantId, ...query },
    headers: contentType ? { "content-type": contentType } : {},
    ...(payload === undefined ? {} : { payload }),
  });

describe("JSON routes", () => {
  it.each([
    ["text/plain", "text/plain;charset=UTF-8"],
    ["a urlencoded form", "application/x-www-form-urlencoded"],
    ["a multipart form", "multipart/form-data; boundary=x"],
    ["JSON under another name", "application/vnd.api+json"],
  ])("refuse %s to /leads/contact-us with 415 and store nothing", async (_name, type) => {
    const email = `other-site-${type.length}@example.com`;
    const body = type.startsWith("multipart")
      ? `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n--x--\r\n`
      : lead(email);
    const res = await send("/leads/contact-us", type, body);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(JSON_ONLY);
    expect(await storedLeads(email)).toBe(0);
  });

  it("refuse a body that names no type", async () => {
    const res = await send("/leads/contact-us", undefined, lead("untyped@example.com"));
    expect(res.statusCode).toBe(415);
    expect(await storedLeads("untyped@example.com")).toBe(0);
  });

  it("accept application/json, with or without a charset", async () => {
    for (const type of ["application/json", "Application/JSON; charset=utf-8"]) {
      const email = `json-${type.length}@example.com`;
      expect((await send("/leads/contact-us", type, lead(email))).statusCode).toBe(200);
      expect(await storedLeads(email)).toBe(1);
    }
  });

  it("take like and view with no body, or an empty JSON one, and refuse text", async () => {
    for (const url of ["/blog-posts/like-article", "/blog-posts/view-article"]) {
      const query = { slug_name: "post-one" };
      expect((await send(url, undefined, undefined, query)).statusCode).toBe(200);
      expect((await send(url, "application/json", "", query)).statusCode).toBe(200);
      const text = await send(url, "text/plain", "like", query);
      expect(text.statusCode).toBe(415);
      expect(text.json()).toEqual(JSON_ONLY);
    }
  });

  it("in the admin API too, after the token check", async () => {
    const text = { "content-type": "text/plain" };
    const asTeam = await t.admin("POST", "/categories", { body: "Tools", headers: text });
    expect(asTeam.statusCode).toBe(415);
    expect(asTeam.json()).toEqual(JSON_ONLY);
    const stranger = await t.admin("POST", "/categories", { body: "Tools", headers: text, token: null });
    expect(stranger.statusCode).toBe(401);
  });
});

describe("uploads", () => {
  it("the application takes multipart/form-data only", async () => {
    const career = ((await t.get("/job-applications/published/tenants")).json() as CareerSummary[]).find(
      (c) => c.status === "OPEN",
    )!;
    const form = multipartBody([
      {
        name: "applicantInfo",
        value: JSON.stringify({
          first_name: "Sam",
          last_name: "Park",
          email: "applicant@example.com",
          job_title: career.title,
          job_application_id: career.id,
        }),
      },
      { name: "resumeFile", filename: "cv.pdf", contentType: "application/pdf", data: pdfDocument() },
    ]);
    for (const type of ["application/json", "text/plain", "application/x-www-form-urlencoded"]) {
      const res = await send("/applicants/tenants", type, '{"first_name":"Sam"}');
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual(MULTIPART_ONLY);
    }
    const ok = await t.app.inject({
      method: "POST",
      url: "/applicants/tenants",
      query: { tenant_id: t.tenantId },
      ...form,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("the admin's image upload takes multipart/form-data only", async () => {
    const res = await t.admin("POST", "/media/blog", {
      body: "x",
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(MULTIPART_ONLY);
  });
});
