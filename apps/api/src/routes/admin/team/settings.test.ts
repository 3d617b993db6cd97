import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import {
  RETENTION_DAYS_DEFAULT,
  TEAM_MESSAGES,
  type AdminCareer,
  type Paged,
  type TeamAuditEntry,
} from "@site/contract";
import { applications, resumeChunks, resumes } from "../../../db/schema";
import { createApiKey } from "../../../lib/auth/keys";
import { closeDb } from "../../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";

let ctx: AdminTestContext;
let recruiterKey: string;
beforeAll(async () => {
  ctx = await createAdminTestContext();
  ({ token: recruiterKey } = await createApiKey(ctx.handle.db, {
    tenantId: ctx.tenantId,
    name: "recruiting",
    roles: ["recruiter"],
  }));
});
afterAll(async () => {
  await ctx.close();
  await closeDb();
});

const DAY_MS = 24 * 60 * 60 * 1000;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

/** An application through the public form; then its received date moved `daysAgo` into the past. */
async function applicationFrom(daysAgo: number, name: string): Promise<number> {
  const careers = (await ctx.admin("GET", "/careers")).json() as Paged<AdminCareer>;
  const career = careers.content.find((c) => c.status === "OPEN")!;
  const boundary = "----settings-test";
  const info = JSON.stringify({
    first_name: name,
    last_name: "Applicant",
    email: `${name.toLowerCase()}@example.com`,
    job_title: career.title,
    job_application_id: career.id,
  });
  const res = await ctx.app.inject({
    method: "POST",
    url: "/applicants/tenants",
    query: { tenant_id: ctx.tenantId },
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${info}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().id as number;
  await ctx.handle.db
    .update(applications)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(applications.id, id));
  return id;
}

describe("settings", () => {
  it("answers the default retention until one is saved", async () => {
    const res = await ctx.admin("GET", "/settings");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ retention_days: RETENTION_DAYS_DEFAULT });
  });

  it("refuses a bad retention with the contract's messages, changing nothing", async () => {
    const cases: [unknown, string][] = [
      [{ retention_days: 29 }, "Keep applications at least 30 days"],
      [{ retention_days: 3651 }, "Keep applications at most 3650 days"],
      [{ retention_days: 45.5 }, "Enter a whole number of days"],
      [{ retention_days: "soon" }, "Enter a number of days"],
      [{}, "Enter a number of days"],
    ];
    for (const [body, message] of cases) {
      const res = await ctx.admin("PUT", "/settings", { body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors).toEqual({ retention_days: message });
    }
    expect((await ctx.admin("GET", "/settings")).json()).toEqual({ retention_days: RETENTION_DAYS_DEFAULT });
  });

  it("saves a retention and records the change with the values before and after", async () => {
    const res = await ctx.admin("PUT", "/settings", { body: { retention_days: "90" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ retention_days: 90 });
    expect((await ctx.admin("PUT", "/settings", { body: { retention_days: 60 } })).statusCode).toBe(200);
    expect((await ctx.admin("GET", "/settings")).json()).toEqual({ retention_days: 60 });
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "settings.update" } })
    ).json() as Paged<TeamAuditEntry>;
    expect(trail.content.map((e) => [e.before, e.after, e.summary])).toEqual([
      [{ retention_days: 90 }, { retention_days: 60 }, "Applications kept 60 days (was 90)"],
      [
        { retention_days: RETENTION_DAYS_DEFAULT },
        { retention_days: 90 },
        "Applications kept 90 days (was 365)",
      ],
    ]);
  });

  it("runs the purge now: an application dated past the limit goes with its resume, a newer one stays", async () => {
    expect((await ctx.admin("PUT", "/settings", { body: { retention_days: 30 } })).statusCode).toBe(200);
    const old = await applicationFrom(31, "Old");
    const recent = await applicationFrom(29, "Recent");
    const [oldResume] = await ctx.handle.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.applicationId, old));

    const res = await ctx.admin("POST", "/settings/retention/run");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ purged: 1, retention_days: 30 });

    const left = await ctx.handle.db
      .select({ id: applications.id })
      .from(applications)
      .where(inArray(applications.id, [old, recent]));
    expect(left.map((r) => r.id)).toEqual([recent]);
    expect((await ctx.admin("GET", `/applicants/${old}/resume`)).statusCode).toBe(404);
    expect((await ctx.admin("GET", `/applicants/${recent}/resume`)).statusCode).toBe(200);
    expect(
      await ctx.handle.db.select().from(resumeChunks).where(eq(resumeChunks.resumeId, oldResume!.id)),
    ).toEqual([]);

    // Asked again: nothing left to purge, and still recorded (who ran it, and that it found nothing).
    expect((await ctx.admin("POST", "/settings/retention/run")).json()).toEqual({
      purged: 0,
      retention_days: 30,
    });
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "retention.purge" } })
    ).json() as Paged<TeamAuditEntry>;
    expect(trail.content.map((e) => [e.actor, (e.after as { purged: number }).purged])).toEqual([
      ["key: tests", 0],
      ["key: tests", 1],
    ]);
    expect(trail.content[1]!.summary).toMatch(
      /^Removed 1 application received before \d{4}-\d{2}-\d{2} \(kept 30 days\)$/,
    );
  });

  it("is for roles with the settings permission only: a Recruiter key gets 403", async () => {
    for (const [method, path] of [
      ["GET", "/settings"],
      ["PUT", "/settings"],
      ["POST", "/settings/retention/run"],
    ] as const) {
      const body = method === "PUT" ? { retention_days: 400 } : undefined;
      const res = await ctx.admin(method, path, { token: recruiterKey, body });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
    }
    expect((await ctx.admin("GET", "/settings")).json()).toEqual({ retention_days: 30 });
  });
});
