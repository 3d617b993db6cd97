import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, or, sql } from "drizzle-orm";
import {
  RESUME_MAX_BYTES,
  TEAM_MESSAGES,
  type AdminCareer,
  type Paged,
  type PrivacyErased,
  type PrivacyExport,
  type PrivacyHeld,
  type TeamAuditEntry,
} from "@site/contract";
import {
  applicationEvents,
  auditEntries,
  leads,
  resumeChunks,
  resumes,
  webhookDeliveries,
  webhookEndpoints,
} from "../../../db/schema";
import { createApiKey } from "../../../lib/auth/keys";
import { enqueueJob } from "../../../lib/jobs";
import { JOB_SCHEMA } from "../../../lib/jobs/registry";
import { closeDb } from "../../../test/context";
import { createAdminTestContext, type AdminTestContext } from "../admin-test-context";
import { subjectRef } from "./privacy.routes";

let ctx: AdminTestContext;
/** Another tenant on the same database, holding the same address. */
let other: AdminTestContext;
let salesKey: string;

beforeAll(async () => {
  [ctx, other] = await Promise.all([createAdminTestContext(), createAdminTestContext()]);
  ({ token: salesKey } = await createApiKey(ctx.handle.db, {
    tenantId: ctx.tenantId,
    name: "sales",
    roles: ["sales"],
  }));
});
afterAll(async () => {
  await ctx.close();
  await other.close();
  await closeDb();
});

const JANE = "jane.doe@example.com";

/** A PDF-looking file of `size` bytes whose content is random, so any lost or moved byte shows. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from("%PDF-1.4\n", "latin1");
  const tail = Buffer.from("\n%%EOF\n", "latin1");
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

async function openCareer(c: AdminTestContext): Promise<AdminCareer> {
  const careers = (await c.admin("GET", "/careers")).json() as Paged<AdminCareer>;
  return careers.content.find((x) => x.title === "Senior Backend Engineer")!;
}

/** Applies through the public form, the way the site sends it. */
async function apply(c: AdminTestContext, email: string, file: Buffer): Promise<number> {
  const career = await openCareer(c);
  const boundary = "----privacy-test-boundary";
  const info = JSON.stringify({
    first_name: "Jane",
    last_name: "Doe",
    email,
    city: "Irvine",
    job_title: career.title,
    job_application_id: career.id,
  });
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="applicantInfo"\r\n\r\n${info}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="resumeFile"; filename="jane cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await c.app.inject({
    method: "POST",
    url: "/applicants/tenants",
    query: { tenant_id: c.tenantId },
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

/** Everything a visitor can leave with an address, each through the site's own public route. */
async function leaveEverything(c: AdminTestContext, who: string, email: (n: number) => string, file: Buffer) {
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
  ok(
    await c.post(
      "/leads/contact-us",
      {},
      {
        first_name: "Jane",
        last_name: "Doe",
        email: email(1),
        message: "Please call me back about a project.",
      },
    ),
  );
  ok(
    await c.post(
      "/leads/design-campaign",
      {},
      {
        full_name: "Jane Doe",
        email: email(2),
        website_url: "https://jane.example.com",
      },
    ),
  );
  ok(await c.post("/leads/newsletter", {}, { email: email(3) }));
  const comment = await c.post(
    "/blog-comments",
    { blog_post_id: c.seed.postIds.get("post-one")! },
    {
      comment_sender_name: "Jane",
      comment_sender_email: email(4),
      sender_comment_content: `A thoughtful comment from ${who}.`,
    },
  );
  ok(comment);
  const commentId = comment.json().id as number;
  // Approved: it shows on the post, so erasing it must refresh that page.
  ok(await c.admin("POST", `/comments/${commentId}/approve`));
  const applicationId = await apply(c, email(5), file);
  return { commentId, applicationId };
}

/** The e-mails to an address still kept by the job queue (its table and archive), not being sent. */
async function visitorEmailsTo(email: string, c = ctx): Promise<number> {
  let n = 0;
  for (const table of ["job", "archive"]) {
    const rows = await c.handle.db.execute(
      sql`select 1 from ${sql.raw(`${JOB_SCHEMA}.${table}`)} where name = 'visitor-email' and state <> 'active'
        and data->>'tenantId' = ${c.tenantId} and lower(data->>'to') = ${email}`,
    );
    n += (rows as unknown as { rows: unknown[] }).rows.length;
  }
  return n;
}

async function lookup(c: AdminTestContext, email: string, token?: string) {
  return c.admin("GET", "/privacy", { query: { email }, ...(token ? { token } : {}) });
}

let jane: { commentId: number; applicationId: number };
let john: { commentId: number; applicationId: number };
const resume = pdfOf(RESUME_MAX_BYTES);

describe("privacy requests", () => {
  beforeAll(async () => {
    // The same person typed their address differently each time.
    const variants = [
      "Jane.Doe@Example.com",
      "JANE.DOE@EXAMPLE.COM",
      JANE,
      "Jane.Doe@example.COM",
      "jane.DOE@Example.com",
    ];
    jane = await leaveEverything(ctx, "Jane", (n) => variants[n - 1]!, resume);
    john = await leaveEverything(ctx, "John", () => "john@example.com", pdfOf(4000));
    await leaveEverything(other, "Jane", () => JANE, pdfOf(3000));
  });

  it("finds every kind of row for an address in any case, and nothing of another address or tenant", async () => {
    const res = await lookup(ctx, "  JANE.doe@EXAMPLE.com ");
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json() as PrivacyHeld;
    expect(held.email).toBe(JANE);
    expect(held.counts).toEqual({
      contact_leads: 1,
      design_campaign_leads: 1,
      newsletter: 1,
      comments: 1,
      applications: 1,
      resumes: 1,
      // The contact message's and the UX review request's leads in the sales pipeline.
      sales_leads: 2,
    });
    expect(held.sales_leads.map((l) => [l.origin, l.email, l.status])).toEqual([
      ["contact", JANE, "new"],
      ["ux-review", JANE, "new"],
    ]);
    expect(held.applications[0]).toMatchObject({ stage: "new", history: [], scorecards: [] });
    expect(held.contact_leads[0]).toMatchObject({ first_name: "Jane", email: "Jane.Doe@Example.com" });
    expect(held.design_campaign_leads[0]).toMatchObject({ website_url: "https://jane.example.com" });
    expect(held.newsletter).toMatchObject({ email: JANE });
    expect(held.comments[0]).toMatchObject({
      id: jane.commentId,
      status: "APPROVED",
      content: "A thoughtful comment from Jane.",
      post: { slug: "post-one", title: "Release Trains for Small Teams" },
    });
    expect(held.applications[0]).toMatchObject({
      id: jane.applicationId,
      career_title: "Senior Backend Engineer",
      resume: { original_name: "jane cv.pdf", mime_type: "application/pdf", size_bytes: resume.length },
    });
    const everything = JSON.stringify(held);
    expect(everything).not.toContain("john@example.com");
    expect(held.applications.map((a) => a.id)).toEqual([jane.applicationId]);
    expect(held.comments.map((c) => c.id)).toEqual([jane.commentId]);

    const nobody = (await lookup(ctx, "nobody@example.com")).json() as PrivacyHeld;
    expect(Object.values(nobody.counts)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it("records the lookup as a sensitive read, naming the person by a fingerprint, not the address", async () => {
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "privacy.lookup" } })
    ).json() as Paged<TeamAuditEntry>;
    // Newest first: the lookup of an address holding nothing, then Jane's.
    expect(trail.content.map((e) => [e.actor, e.target_type, e.target_id])).toEqual([
      ["key: tests", "privacy", subjectRef(ctx.tenantId, "nobody@example.com")],
      ["key: tests", "privacy", subjectRef(ctx.tenantId, JANE)],
    ]);
    expect(trail.content.map((e) => e.summary)).toEqual([
      "Looked up what is held for an address: nothing",
      "Looked up what is held for an address: 1 application, 1 resume, 1 contact message, 1 UX review request, 1 newsletter subscription, 1 comment, 2 sales leads",
    ]);
    expect(JSON.stringify(trail.content)).not.toContain("example.com");
  });

  it("validates the address with the contract's message", async () => {
    const res = await lookup(ctx, "not-an-address");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: TEAM_MESSAGES.emailInvalid });
    expect((await ctx.admin("POST", "/privacy/erase", { body: {} })).statusCode).toBe(400);
  });

  it("exports everything as one JSON attachment holding each resume's bytes exactly (5 MB)", async () => {
    const res = await ctx.admin("GET", "/privacy/export", { query: { email: "JANE.DOE@example.com" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="privacy-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    const file = JSON.parse(res.body) as PrivacyExport;
    expect(file.email).toBe(JANE);
    expect(file.counts.applications).toBe(1);
    expect(file.contact_leads).toHaveLength(1);
    expect(file.comments[0]!.content).toBe("A thoughtful comment from Jane.");
    expect(file.newsletter?.email).toBe(JANE);
    const [application] = file.applications;
    expect(application!.resume!.size_bytes).toBe(RESUME_MAX_BYTES);
    expect(Buffer.from(application!.resume!.content_base64, "base64").equals(resume)).toBe(true);

    const [entry] = await ctx.handle.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, ctx.tenantId), eq(auditEntries.action, "privacy.export")));
    expect(entry).toMatchObject({ targetId: subjectRef(ctx.tenantId, JANE), actorLabel: "key: tests" });
  });

  it("lets only a role with the privacy permission in: a Sales key gets 403", async () => {
    for (const [method, path, options] of [
      ["GET", "/privacy", { query: { email: JANE } }],
      ["GET", "/privacy/export", { query: { email: JANE } }],
      ["POST", "/privacy/erase", { body: { email: JANE } }],
    ] as const) {
      const res = await ctx.admin(method, path, { ...options, token: salesKey });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
      expect(res.json().message).toBe(TEAM_MESSAGES.forbidden);
      expect((await ctx.admin(method, path, { ...options, token: null })).statusCode).toBe(401);
    }
    // Still all there.
    expect(((await lookup(ctx, JANE)).json() as PrivacyHeld).counts.applications).toBe(1);
  });

  it("exports the lead's pipeline work and the application's history: stages, notes, scorecards, e-mails", async () => {
    const db = ctx.handle.db;
    const [lead] = await db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.tenantId, ctx.tenantId), eq(leads.email, JANE), eq(leads.origin, "contact")));
    const sales = await ctx.sessionFor(["sales"], { name: "Sam Sales" });
    const changed = await ctx.admin("PUT", `/pipeline/${lead!.id}`, {
      body: {
        status: "qualified",
        owner_id: sales.userId,
        notes: "Budget approved; call back on Tuesday.",
        follow_up_on: "2030-01-15",
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const id = jane.applicationId;
    const recruiter = await ctx.sessionFor(["recruiter"], { name: "Rita Recruiter" });
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);
    ok(
      await ctx.admin("POST", `/applicants/${id}/stage`, {
        session: recruiter.token,
        body: { stage: "interview" },
      }),
    );
    ok(
      await ctx.admin("POST", `/applicants/${id}/notes`, {
        session: recruiter.token,
        body: { body: "Clear answers on indexing." },
      }),
    );
    ok(
      await ctx.admin("PUT", `/applicants/${id}/scorecard`, {
        session: recruiter.token,
        body: { score: 4, summary: "Would hire" },
      }),
    );
    // The interview invitation as the route records it once the mail server took it (none runs here).
    await db.insert(applicationEvents).values({
      tenantId: ctx.tenantId,
      applicationId: id,
      kind: "email",
      actorLabel: "Rita Recruiter",
      body: "Your interview at Cobaltline",
      data: { template: "interview" },
    });
    // An outbound webhook's delivery naming her (the new-lead event's body).
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({
        tenantId: ctx.tenantId,
        url: "https://hooks.example/x",
        secret: "s".repeat(32),
        events: ["lead.created"],
      })
      .returning({ id: webhookEndpoints.id });
    await db.insert(webhookDeliveries).values([
      {
        tenantId: ctx.tenantId,
        endpointId: endpoint!.id,
        event: "lead.created",
        body: JSON.stringify({
          event: "lead.created",
          data: { id: lead!.id, email: JANE, name: "Jane Doe" },
        }),
      },
      {
        tenantId: ctx.tenantId,
        endpointId: endpoint!.id,
        event: "lead.created",
        body: JSON.stringify({ event: "lead.created", data: { id: 0, email: "john@example.com" } }),
      },
    ]);

    const res = await ctx.admin("GET", "/privacy/export", { query: { email: JANE } });
    expect(res.statusCode).toBe(200);
    const file = JSON.parse(res.body) as PrivacyExport;
    const contactLead = file.sales_leads.find((l) => l.origin === "contact")!;
    expect(contactLead).toMatchObject({
      status: "qualified",
      owner: "Sam Sales",
      notes: "Budget approved; call back on Tuesday.",
      follow_up_on: "2030-01-15",
      source: { landing_page: null, referrer_host: null, utm_source: null },
    });
    expect(contactLead.history.map((h) => [h.action, h.by])).toEqual([
      ["lead.create", "a visitor (contact form)"],
      ["lead.update", "key: tests"],
    ]);
    // The history is the audit trail's, which keeps of the notes only their length (the notes
    // themselves are above).
    expect(contactLead.history[1]).toMatchObject({
      before: { status: "new", notes: "", owner: "", follow_up_on: "" },
      after: {
        status: "qualified",
        owner: "Sam Sales",
        notes: "38 characters (not kept in the trail)",
        follow_up_on: "2030-01-15",
      },
    });
    const [application] = file.applications;
    expect(application).toMatchObject({ stage: "interview", rejection_reason: null });
    expect(application!.reply_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(application!.history.map((h) => [h.action, h.by])).toEqual([
      ["stage", "Rita Recruiter"],
      ["note", "Rita Recruiter"],
      ["score", "Rita Recruiter"],
      ["email", "Rita Recruiter"],
    ]);
    expect(application!.history[1]!.summary).toBe("Clear answers on indexing.");
    expect(application!.history[3]).toMatchObject({
      summary: "Your interview at Cobaltline",
      after: { template: "interview" },
    });
    expect(application!.scorecards).toEqual([
      { reviewer: expect.any(String), score: 4, summary: "Would hire", updated_date: expect.any(String) },
    ]);
    // The lookup shows the same.
    const held = (await lookup(ctx, JANE)).json() as PrivacyHeld;
    expect(held.sales_leads.find((l) => l.origin === "contact")!.status).toBe("qualified");
  });

  it("erases the application and its resume, the leads, the subscription and the comment, and records it", async () => {
    const [stored] = await ctx.handle.db
      .select({ id: resumes.id })
      .from(resumes)
      .where(eq(resumes.applicationId, jane.applicationId));
    expect((await ctx.admin("GET", `/applicants/${jane.applicationId}/resume`)).statusCode).toBe(200);
    // The team's e-mails about each of them, still in the job queue (not due yet, so no worker takes them).
    const queued = async (email: string, c = ctx) =>
      enqueueJob(
        c.handle.db,
        "team-notification",
        { event: { kind: "newsletter", tenantId: c.tenantId, email } },
        { startAfterSeconds: 3600 },
      );
    const janeLeads = await ctx.handle.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.tenantId, ctx.tenantId), eq(leads.email, JANE)));
    const janeJob = await queued("Jane.Doe@EXAMPLE.com");
    // The confirmations the forms e-mailed her, and the candidate e-mail of the pipeline test, if kept.
    const queuedForJane = await visitorEmailsTo(JANE);
    const johnJob = await queued("john@example.com");
    const otherTenantJob = await queued(JANE, other);
    ctx.refreshed.length = 0;

    const res = await ctx.admin("POST", "/privacy/erase", { body: { email: "Jane.Doe@Example.com" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      email: JANE,
      erased: {
        contact_leads: 1,
        design_campaign_leads: 1,
        newsletter: 1,
        comments: 1,
        applications: 1,
        resumes: 1,
        sales_leads: 2,
        notifications: queuedForJane + 1,
      },
    } satisfies PrivacyErased);

    // The resume's download is gone, and so are its row and every chunk of its bytes (the cascade).
    const download = await ctx.admin("GET", `/applicants/${jane.applicationId}/resume`);
    expect(download.statusCode).toBe(404);
    expect(await ctx.handle.db.select().from(resumes).where(eq(resumes.id, stored!.id))).toEqual([]);
    expect(
      await ctx.handle.db.select().from(resumeChunks).where(eq(resumeChunks.resumeId, stored!.id)),
    ).toEqual([]);
    // Nothing is left under the address…
    const after = (await lookup(ctx, JANE)).json() as PrivacyHeld;
    expect(Object.values(after.counts)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // …the post that showed the comment was refreshed…
    expect(ctx.refreshed).toContainEqual(["post:post-one", "posts"]);
    const post = await ctx.get("/blog-posts/article/slug", { slug_name: "post-one" });
    expect(post.body).not.toContain("A thoughtful comment from Jane.");
    // …other people's rows and the other tenant's are untouched.
    const johnHeld = (await lookup(ctx, "john@example.com")).json() as PrivacyHeld;
    expect(Object.values(johnHeld.counts)).toEqual([1, 1, 1, 1, 1, 1, 2]);
    expect((await ctx.admin("GET", `/applicants/${john.applicationId}/resume`)).statusCode).toBe(200);
    expect(Object.values(((await lookup(other, JANE)).json() as PrivacyHeld).counts)).toEqual([
      1, 1, 1, 1, 1, 1, 2,
    ]);
    const jobs = await ctx.handle.db.execute(
      sql`select id::text from ${sql.raw(`${JOB_SCHEMA}.job`)} where id in (${janeJob}, ${johnJob}, ${otherTenantJob})`,
    );
    expect((jobs as unknown as { rows: { id: string }[] }).rows.map((r) => r.id).sort()).toEqual(
      [johnJob, otherTenantJob].sort(),
    );

    // The pipeline's work is gone with them: the lead, the application's history and scorecards, the
    // webhook delivery naming her (John's stays).
    const db = ctx.handle.db;
    expect(
      await db
        .select()
        .from(leads)
        .where(and(eq(leads.tenantId, ctx.tenantId), eq(leads.email, JANE))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, jane.applicationId)),
    ).toEqual([]);
    const deliveries = await db
      .select({ body: webhookDeliveries.body })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, ctx.tenantId));
    expect(deliveries.map((d) => JSON.parse(d.body).data.email)).toEqual(["john@example.com"]);
    const pipelineTrail = await db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, ctx.tenantId),
          or(
            and(
              eq(auditEntries.targetType, "lead"),
              inArray(
                auditEntries.targetId,
                janeLeads.map((l) => String(l.id)),
              ),
            ),
            and(
              eq(auditEntries.targetType, "applicant"),
              eq(auditEntries.targetId, String(jane.applicationId)),
            ),
          ),
        ),
      );
    // Her two leads' creation and the sales person's change; the stage, the note, the score and the
    // resume's download in the test before.
    expect(pipelineTrail.map((e) => e.action).sort()).toEqual([
      "applicant.note",
      "applicant.resume_download",
      "applicant.score",
      "applicant.stage",
      "lead.create",
      "lead.create",
      "lead.update",
    ]);
    // The trail is append-only (its own owner may hold it, issue 30): those entries stay as written,
    // and were written with nothing of hers: no name, no address, not the words of the sales person's
    // notes or of the recruiter's note and score, only their length.
    const written = pipelineTrail.map((e) => [e.summary, e.before, e.after].join(" ")).join("\n");
    for (const words of ["Jane", JANE, "Budget approved"]) expect(written).not.toContain(words);
    expect(JSON.parse(pipelineTrail.find((e) => e.action === "lead.update")!.after!)).toMatchObject({
      notes: expect.stringMatching(/^\d+ characters \(not kept in the trail\)$/),
    });

    // The record that the request was carried out: who, and the counts.
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "privacy.erase" } })
    ).json() as Paged<TeamAuditEntry>;
    expect(trail.totalElements).toBe(1);
    expect(trail.content[0]).toMatchObject({
      actor: "key: tests",
      target_type: "privacy",
      target_id: subjectRef(ctx.tenantId, JANE),
      after: { email: JANE, erased: { applications: 1, resumes: 1, comments: 1, sales_leads: 2 } },
    });
    expect(trail.content[0]!.summary).toContain(JANE);
  });

  it("leaves the address in the erasure's audit entry and nowhere else in the tenant's data", async () => {
    const rows = await ctx.handle.db.execute(sql`
      select 'audit' as t, id::text as id from audit_entries
        where tenant_id = ${ctx.tenantId} and (lower(coalesce(summary, '') || coalesce(after, '') || coalesce(before, '') || coalesce(target_id, '')) like ${`%${JANE}%`})
      union all select 'contact', id::text from contact_leads where tenant_id = ${ctx.tenantId} and lower(email) = ${JANE}
      union all select 'design', id::text from design_campaign_leads where tenant_id = ${ctx.tenantId} and lower(email) = ${JANE}
      union all select 'newsletter', id::text from newsletter_subscribers where tenant_id = ${ctx.tenantId} and lower(email) = ${JANE}
      union all select 'comment', id::text from comments where tenant_id = ${ctx.tenantId} and lower(sender_email) = ${JANE}
      union all select 'application', id::text from applications where tenant_id = ${ctx.tenantId} and lower(email) = ${JANE}
      union all select 'lead', id::text from leads where tenant_id = ${ctx.tenantId} and lower(email) = ${JANE}
      union all select 'webhook', id::text from webhook_deliveries where tenant_id = ${ctx.tenantId} and lower(body) like ${`%${JANE}%`}
      union all select 'job', id::text from ${sql.raw(`${JOB_SCHEMA}.job`)} where lower(data::text) like ${`%${JANE}%`} and data::text like ${`%${ctx.tenantId}%`}`);
    const found = (rows as unknown as { rows: { t: string }[] }).rows.map((r) => r.t);
    expect(found).toEqual(["audit"]);
  });

  it("erasing an address that holds nothing answers zeros and is still recorded", async () => {
    const res = await ctx.admin("POST", "/privacy/erase", { body: { email: "nobody@example.com" } });
    expect(res.statusCode).toBe(200);
    expect(Object.values((res.json() as PrivacyErased).erased)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const trail = (
      await ctx.admin("GET", "/audit", { query: { action: "privacy.erase" } })
    ).json() as Paged<TeamAuditEntry>;
    expect(trail.totalElements).toBe(2);
    expect(trail.content[0]!.summary).toBe("Erased everything held for nobody@example.com: nothing");
  });
});
