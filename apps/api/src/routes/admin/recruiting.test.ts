/**
 * Recruiting (issue 32, item 3) through the real app on the file's database (PGlite; PostgreSQL under
 * with-postgres.sh): an application's page, its stages (a rejection needs its reason, the interview's
 * reply-by date at most 45 days on), notes and one scorecard per reviewer, the list filtered by position
 * and stage with counts, the templates, the candidate's status link (plain words, nothing internal),
 * each write in the audit trail and the history; then, on a database of its own with a real SMTP server
 * and the job runner, a template e-mailed to the candidate and the reply-by reminder once the clock has
 * passed the date.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  RECRUITING_MESSAGES,
  TEAM_MESSAGES,
  type AdminApplicant,
  type AdminApplicantDetail,
  type AdminCareer,
  type ApplicationStatusView,
  type Paged,
  type RecruitingTemplate,
  type StageCounts,
} from "@site/contract";
import { buildApp } from "../../app";
import { applications, auditEntries, teamUsers } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { testConfig } from "../../env";
import { createApiKey } from "../../lib/auth/keys";
import { ownDatabase, type OwnDatabase } from "../../lib/jobs/test-database";
import { startSmtp } from "../../lib/notify/smtp-test-server";
import {
  dailyReminderId,
  dayOf,
  overdueCandidates,
  sendReplyReminders,
  statusToken,
  verifyStatusToken,
} from "../../lib/recruiting";
import { closeDb, newTenantId } from "../../test/context";
import { fixture } from "../../test/fixture";
import { createAdminTestContext, type AdminTestContext } from "./admin-test-context";
import { mailPart } from "./team/team-test-mail";

const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n", "latin1");

type Applier = { inject: FastifyInstance["inject"] };

/** Applies the way the site's career form does: multipart with applicantInfo + resumeFile. */
async function apply(
  app: Applier,
  tenantId: string,
  career: { id: number; title: string },
  first: string,
  email = `${first.toLowerCase()}@example.com`,
): Promise<number> {
  const boundary = "----recruiting-test";
  const info = JSON.stringify({
    first_name: first,
    last_name: "Tester",
    email,
    job_title: career.title,
    job_application_id: career.id,
  });
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${info}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: "POST",
    url: "/applicants/tenants",
    query: { tenant_id: tenantId },
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

const daysFromToday = (n: number) => dayOf(new Date(Date.now() + n * 86_400_000));

describe("recruiting on the team's side", () => {
  let ctx: AdminTestContext;
  let backend: AdminCareer;
  let other: AdminCareer;
  beforeAll(async () => {
    ctx = await createAdminTestContext();
    const careers = (await ctx.admin("GET", "/careers")).json() as Paged<AdminCareer>;
    backend = careers.content.find((c) => c.title === "Senior Backend Engineer")!;
    other = careers.content.find((c) => c.status === "OPEN" && c.id !== backend.id)!;
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("shows an application's page: answers, resume, stage new with a reply-by date a week on, and its history", async () => {
    const id = await apply(ctx.app, ctx.tenantId, backend, "Page");
    const res = await ctx.admin("GET", `/applicants/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json() as AdminApplicantDetail;
    expect(a).toMatchObject({
      id,
      first_name: "Page",
      email: "page@example.com",
      job_title: backend.title,
      stage: "new",
      reply_by: daysFromToday(7),
      overdue: false,
      resume: { original_name: "cv.pdf", mime_type: "application/pdf" },
      scorecards: [],
      average_score: null,
    });
    expect(a.history.map((h) => h.text)).toEqual([`Page Tester applied for ${backend.title}`]);
    expect(a.status_path).toMatch(/^\/application-status\?token=\d+-[A-Za-z0-9_-]{22}$/);
    expect((await ctx.admin("GET", "/applicants/2147483000")).statusCode).toBe(404);
    expect((await ctx.admin("GET", "/applicants/abc")).statusCode).toBe(400);
  });

  it("shows a PDF resume inline when asked, and always downloads otherwise", async () => {
    const id = await apply(ctx.app, ctx.tenantId, backend, "Inline");
    const inline = await ctx.admin("GET", `/applicants/${id}/resume`, { query: { inline: "1" } });
    expect(inline.statusCode).toBe(200);
    expect(inline.headers["content-disposition"]).toBe('inline; filename="inline-tester-resume.pdf"');
    const download = await ctx.admin("GET", `/applicants/${id}/resume`);
    expect(download.headers["content-disposition"]).toMatch(/^attachment;/);
    expect(
      (await ctx.admin("GET", `/applicants/${id}/resume`, { query: { inline: "yes" } })).statusCode,
    ).toBe(400);
  });

  it("moves an application through the stages: a rejection needs its reason, the interview's date at most 45 days on", async () => {
    const recruiter = await ctx.sessionFor(["recruiter"], { name: "Rita Recruiter" });
    const id = await apply(ctx.app, ctx.tenantId, backend, "Stages");
    const move = (body: unknown) =>
      ctx.admin("POST", `/applicants/${id}/stage`, { session: recruiter.token, body });

    const interview = await move({ stage: "interview" });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(interview.json()).toMatchObject({
      stage: "interview",
      reply_by: daysFromToday(14),
      reply_by_max: daysFromToday(45),
    });

    const late = await move({ stage: "interview", reply_by: daysFromToday(46) });
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ reply_by: RECRUITING_MESSAGES.replyByTooLate });
    const past = await move({ stage: "screen", reply_by: daysFromToday(-1) });
    expect(past.json().errors).toEqual({ reply_by: RECRUITING_MESSAGES.replyByPast });
    expect((await move({ stage: "interview", reply_by: daysFromToday(45) })).json().reply_by).toBe(
      daysFromToday(45),
    );

    const noReason = await move({ stage: "rejected" });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual({ reason: RECRUITING_MESSAGES.reason });
    expect((await move({ stage: "hired-ish" })).json().errors).toEqual({ stage: RECRUITING_MESSAGES.stage });
    expect((await move({ stage: "hired", reply_by: daysFromToday(3) })).json().errors).toEqual({
      reply_by: RECRUITING_MESSAGES.replyByClosed,
    });
    expect((await move({ stage: "interview", reply_by: "2026-02-30" })).json().errors).toEqual({
      reply_by: RECRUITING_MESSAGES.replyBy,
    });

    const rejected = await move({ stage: "rejected", reason: "  Needs more PostgreSQL experience  " });
    expect(rejected.statusCode).toBe(200);
    const a = rejected.json() as AdminApplicantDetail;
    expect(a).toMatchObject({
      stage: "rejected",
      rejection_reason: "Needs more PostgreSQL experience",
      reply_by: null,
      overdue: false,
    });
    expect(a.history.slice(0, 3).map((h) => h.text)).toEqual([
      "Rita Recruiter moved the application from Interview to Rejected (reason: Needs more PostgreSQL experience)",
      `Rita Recruiter moved the application from Interview to Interview, reply by ${daysFromToday(45)}`,
      `Rita Recruiter moved the application from New to Interview, reply by ${daysFromToday(14)}`,
    ]);

    const [entry] = await ctx.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, ctx.tenantId), eq(auditEntries.action, "applicant.stage")))
      .orderBy(sql`${auditEntries.id} desc`)
      .limit(1);
    expect(entry).toMatchObject({
      actorLabel: recruiter.email,
      targetType: "applicant",
      targetId: String(id),
    });
    expect(JSON.parse(entry!.after!)).toMatchObject({ stage: "rejected" });
    expect(JSON.parse(entry!.before!)).toMatchObject({ stage: "interview" });
  });

  it("keeps notes and one scorecard per reviewer, averaged", async () => {
    const id = await apply(ctx.app, ctx.tenantId, backend, "Scored");
    const ann = await ctx.sessionFor(["recruiter"], { name: "Ann Reviewer" });
    const bo = await ctx.sessionFor(["owner"], { name: "Bo Owner" });
    const note = await ctx.admin("POST", `/applicants/${id}/notes`, {
      session: ann.token,
      body: { body: "Strong answers on indexing." },
    });
    expect(note.statusCode, note.body).toBe(200);
    expect((note.json() as AdminApplicantDetail).history[0]).toMatchObject({
      kind: "note",
      actor: "Ann Reviewer",
      detail: "Strong answers on indexing.",
    });
    expect(
      (
        await ctx.admin("POST", `/applicants/${id}/notes`, { session: ann.token, body: { body: "   " } })
      ).json().errors,
    ).toEqual({ body: RECRUITING_MESSAGES.note });

    const score = (session: string, body: unknown) =>
      ctx.admin("PUT", `/applicants/${id}/scorecard`, { session, body });
    expect((await score(ann.token, { score: 2 })).statusCode).toBe(200);
    expect((await score(ann.token, { score: 4, summary: "Would hire" })).statusCode).toBe(200);
    const both = (await score(bo.token, { score: 5 })).json() as AdminApplicantDetail;
    expect(both.scorecards.map((c) => [c.reviewer, c.score, c.summary, c.mine])).toEqual([
      ["Ann Reviewer", 4, "Would hire", false],
      ["Bo Owner", 5, null, true],
    ]);
    expect(both.average_score).toBe(4.5);
    for (const bad of [{ score: 0 }, { score: 6 }, { score: 2.5 }, {}, { score: "x" }]) {
      const res = await score(ann.token, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ score: RECRUITING_MESSAGES.score });
    }
  });

  it("lists by position and stage, with the position's counts per stage", async () => {
    const fresh = await createAdminTestContext();
    try {
      const careers = (await fresh.admin("GET", "/careers")).json() as Paged<AdminCareer>;
      const b = careers.content.find((c) => c.title === backend.title)!;
      const o = careers.content.find((c) => c.id !== b.id && c.status === "OPEN")!;
      const one = await apply(fresh.app, fresh.tenantId, b, "One");
      await apply(fresh.app, fresh.tenantId, b, "Two");
      await apply(fresh.app, fresh.tenantId, o, "Three");
      await fresh.admin("POST", `/applicants/${one}/stage`, { body: { stage: "interview" } });

      const list = (query: Record<string, string | number>) =>
        fresh.admin("GET", "/applicants", { query }).then((r) => {
          expect(r.statusCode, r.body).toBe(200);
          return r.json() as Paged<AdminApplicant> & { counts: StageCounts };
        });
      const interviews = await list({ career_id: b.id, stage: "interview" });
      expect(interviews.content.map((a) => [a.first_name, a.stage])).toEqual([["One", "interview"]]);
      expect(interviews.counts).toEqual({
        all: 2,
        new: 1,
        screen: 0,
        interview: 1,
        offer: 0,
        hired: 0,
        rejected: 0,
      });
      expect((await list({})).counts.all).toBe(3);
      expect((await list({ stage: "new" })).content.map((a) => a.first_name).sort()).toEqual([
        "Three",
        "Two",
      ]);
      const bad = await fresh.admin("GET", "/applicants", { query: { stage: "ghosted" } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ stage: "Choose a stage from the list" });
    } finally {
      await fresh.close();
    }
  });

  it("lets the team edit the templates, each edit audited", async () => {
    const before = (await ctx.admin("GET", "/applicants/templates")).json().content as RecruitingTemplate[];
    expect(before.map((t) => [t.kind, t.label, t.updated_by])).toEqual([
      ["received", "Application received", null],
      ["interview", "Interview invitation", null],
      ["rejection", "Rejection", null],
    ]);
    const saved = await ctx.admin("PUT", "/applicants/templates/interview", {
      body: {
        subject: "Interview for {{position}}",
        body: "Hi {{first_name}},\n\nLet's talk.\n\n{{status_link}}",
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ kind: "interview", subject: "Interview for {{position}}" });
    const bad = await ctx.admin("PUT", "/applicants/templates/interview", {
      body: { subject: "", body: "" },
    });
    expect(bad.json().errors).toEqual({
      subject: RECRUITING_MESSAGES.subject,
      body: RECRUITING_MESSAGES.body,
    });
    expect((await ctx.admin("PUT", "/applicants/templates/offer", { body: {} })).json().errors).toEqual({
      kind: RECRUITING_MESSAGES.template,
    });
    const [entry] = await ctx.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, ctx.tenantId), eq(auditEntries.action, "applicant.template")));
    expect(entry).toMatchObject({ targetType: "template", targetId: "interview" });
  });

  it("refuses to e-mail a candidate when no mail server is configured, and stores nothing", async () => {
    const id = await apply(ctx.app, ctx.tenantId, backend, "Nomail");
    const res = await ctx.admin("POST", `/applicants/${id}/email`, { body: { template: "interview" } });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(RECRUITING_MESSAGES.noSmtp);
    const a = (await ctx.admin("GET", `/applicants/${id}`)).json() as AdminApplicantDetail;
    expect(a.history).toHaveLength(1);
  });

  it("is for recruiters, owners and administrators only", async () => {
    const id = await apply(ctx.app, ctx.tenantId, other, "Roles");
    for (const role of ["sales", "editor", "moderator", "contributor"] as const) {
      const { token } = await ctx.sessionFor([role]);
      for (const [method, path, body] of [
        ["GET", `/applicants/${id}`, undefined],
        ["POST", `/applicants/${id}/stage`, { stage: "screen" }],
        ["POST", `/applicants/${id}/notes`, { body: "x" }],
        ["PUT", `/applicants/${id}/scorecard`, { score: 3 }],
        ["PUT", "/applicants/templates/received", { subject: "s", body: "b" }],
        ["POST", "/applicants/reminders", undefined],
      ] as const) {
        const res = await ctx.admin(method, path, { session: token, body });
        expect(res.statusCode, `${role} ${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
      }
    }
    const { token } = await ctx.sessionFor(["recruiter"]);
    expect(
      (await ctx.admin("POST", `/applicants/${id}/stage`, { session: token, body: { stage: "screen" } }))
        .statusCode,
    ).toBe(200);
  });

  it("gives the candidate a status link in plain words, nothing internal, refused when altered or of another tenant", async () => {
    const id = await apply(ctx.app, ctx.tenantId, backend, "Status");
    await ctx.admin("POST", `/applicants/${id}/notes`, { body: { body: "SECRET NOTE" } });
    await ctx.admin("POST", `/applicants/${id}/stage`, { body: { stage: "interview" } });
    const { status_path } = (await ctx.admin("GET", `/applicants/${id}`)).json() as AdminApplicantDetail;
    const token = new URL(status_path, "http://x").searchParams.get("token")!;
    const res = await ctx.get("/applicants/status", { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const view = res.json() as ApplicationStatusView;
    expect(view).toMatchObject({ first_name: "Status", job_title: backend.title, stage_title: "Interview" });
    expect(Object.keys(view).sort()).toEqual(
      ["applied_date", "first_name", "job_title", "stage_text", "stage_title", "updated_date"].sort(),
    );
    expect(res.body).not.toContain("SECRET NOTE");

    await ctx.admin("POST", `/applicants/${id}/stage`, {
      body: { stage: "rejected", reason: "INTERNAL REASON" },
    });
    const rejected = await ctx.get("/applicants/status", { token });
    expect(rejected.json().stage_title).toBe("Not selected");
    expect(rejected.body).not.toContain("INTERNAL REASON");

    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const bad of [altered, `${id + 1}${token.slice(String(id).length)}`]) {
      const r = await ctx.get("/applicants/status", { token: bad });
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(RECRUITING_MESSAGES.statusLink);
    }
    const short = await ctx.get("/applicants/status", { token: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ token: RECRUITING_MESSAGES.statusLink });
    const elsewhere = await ctx.app.inject({
      method: "GET",
      url: "/applicants/status",
      query: { tenant_id: "default", token },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it("signs the token for one tenant and one application", () => {
    const token = statusToken("secret-a", "t1", 42);
    expect(verifyStatusToken("secret-a", "t1", token)).toBe(42);
    expect(verifyStatusToken("secret-b", "t1", token)).toBeUndefined();
    expect(verifyStatusToken("secret-a", "t2", token)).toBeUndefined();
    expect(verifyStatusToken("secret-a", "t1", token.replace(/^42/, "43"))).toBeUndefined();
  });
});

describe("candidate e-mails and reply-by reminders, delivered", () => {
  const SITE = "https://www.cobaltline.example";
  let own: OwnDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: FastifyInstance;
  let tenantId: string;
  let key: string;
  let career: { id: number; title: string };

  beforeAll(async () => {
    own = await ownDatabase();
    smtp = await startSmtp();
    tenantId = newTenantId("recruit");
    await seedTenant(own.handle.db, tenantId, fixture, { name: "Cobaltline" });
    app = await buildApp({
      db: own.handle.db,
      config: testConfig({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE }),
    });
    await app.ready();
    key = `recruiting-test-key-${tenantId}-0123456789`;
    await createApiKey(own.handle.db, { tenantId, name: "tests", roles: ["owner"], token: key });
    await own.handle.db
      .insert(teamUsers)
      .values({ tenantId, email: "rita@team.example", name: "Rita Recruiter", roles: ["recruiter"] });
    const res = await app.inject({
      method: "GET",
      url: "/admin/careers",
      query: { tenant_id: tenantId },
      headers: { authorization: `Bearer ${key}` },
    });
    career = (res.json() as Paged<AdminCareer>).content.find((c) => c.status === "OPEN")!;
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    await own?.close();
    await closeDb();
  });

  const admin = (method: "GET" | "POST", url: string, body?: unknown) =>
    app.inject({
      method,
      url: `/admin${url}`,
      query: { tenant_id: tenantId },
      headers: { authorization: `Bearer ${key}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  it("sends the interview invitation through the queue to the candidate, with their status link, and records it", async () => {
    const id = await apply(app, tenantId, career, "Ivy", "ivy@example.com");
    await admin("POST", `/applicants/${id}/stage`, { stage: "interview" });
    const sent = await admin("POST", `/applicants/${id}/email`, { template: "interview" });
    expect(sent.statusCode, sent.body).toBe(200);
    const a = sent.json() as AdminApplicantDetail;
    expect(a.history[0]).toMatchObject({ kind: "email", actor: "key: tests" });
    expect(a.history[0]!.text).toContain("Interview invitation");

    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes("ivy@example.com")).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(2); // the application's confirmation, then the invitation
    const mail = smtp.received.find(
      (m) => m.to.includes("ivy@example.com") && /Subject: Let's talk about/.test(m.raw),
    )!;
    expect(mail).toBeDefined();
    const body = mailPart(mail, "text/plain");
    expect(body).toContain("Hello Ivy,");
    expect(body).toContain(career.title);
    const link = /https:\/\/www\.cobaltline\.example\/application-status\?token=[A-Za-z0-9_-]+/.exec(
      body,
    )![0];
    const token = new URL(link).searchParams.get("token")!;
    const view = await app.inject({
      method: "GET",
      url: "/applicants/status",
      query: { tenant_id: tenantId, token },
    });
    expect(view.json().stage_title).toBe("Interview");
  });

  it("reminds the recruiter of every candidate past the reply-by date once the clock has passed it, not before", async () => {
    const id = await apply(app, tenantId, career, "Late", "late@example.com");
    await admin("POST", `/applicants/${id}/stage`, { stage: "interview" });
    const [row] = await own.handle.db
      .select({ replyBy: applications.replyBy })
      .from(applications)
      .where(eq(applications.id, id));
    const due = new Date(`${row!.replyBy!}T12:00:00Z`);

    expect((await overdueCandidates(own.handle.db, tenantId, due)).map((c) => c.id)).not.toContain(id);

    // The clock moved to the day after the reply-by date.
    const later = new Date(due.getTime() + 86_400_000);
    expect((await overdueCandidates(own.handle.db, tenantId, later)).map((c) => c.id)).toContain(id);
    const sent = await sendReplyReminders(own.handle.db, app.config, { tenantId, now: later });
    expect(sent[tenantId]!.mails).toBe(1);
    app.jobs.wake();
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes("rita@team.example")).length, { timeout: 15_000 })
      .toBe(1);
    const mail = smtp.received.find((m) => m.to.includes("rita@team.example"))!;
    const text = mailPart(mail, "text/plain");
    expect(text).toContain("Hello Rita Recruiter,");
    expect(text).toContain(`Late Tester, ${career.title} (Interview): reply was due ${row!.replyBy}.`);
    expect(text).toContain(`${SITE}/admin/applicants/${id}`);
    const [entry] = await own.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.action, "applicants.reminders")));
    expect(entry).toMatchObject({ actorLabel: "system" });

    // Once the candidate is answered (moved on), no reminder.
    await admin("POST", `/applicants/${id}/stage`, { stage: "rejected", reason: "Position filled" });
    const waiting = await overdueCandidates(own.handle.db, tenantId, later);
    expect(waiting.map((c) => c.id)).not.toContain(id);
  });

  it("derives one daily job id per day", () => {
    expect(dailyReminderId(new Date("2026-11-29T00:10:00Z"))).toBe(
      dailyReminderId(new Date("2026-11-29T23:50:00Z")),
    );
    expect(dailyReminderId(new Date("2026-11-29T00:10:00Z"))).not.toBe(
      dailyReminderId(new Date("2026-11-30T00:10:00Z")),
    );
  });
});
