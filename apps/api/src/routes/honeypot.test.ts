/**
 * The honeypot of every public form (contact, UX review, newsletter, comment, application): a filled
 * `company_fax` gets the same 200 a person gets, but nothing is stored and nobody is notified; an empty
 * one is an ordinary submission.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { HONEYPOT_FIELD, type CareerSummary } from "@site/contract";
import {
  applications,
  comments,
  contactLeads,
  designCampaignLeads,
  newsletterSubscribers,
  resumes,
} from "../db/schema";
import { JOB_SCHEMA } from "../lib/jobs/registry";
import { startSmtp } from "../lib/notify/smtp-test-server";
import { closeDb, createTestContext, type TestContext } from "../test/context";
import { multipartBody, pdfDocument } from "../test/documents";

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let career: CareerSummary;
let postId: number;

beforeAll(async () => {
  // The real notifiers: their e-mails are jobs in the submission's transaction, counted below.
  smtp = await startSmtp();
  t = await createTestContext({ config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
  const list = (await t.get("/job-applications/published/tenants")).json() as CareerSummary[];
  career = list.find((c) => c.status === "OPEN")!;
  postId = t.seed.postIds.get("post-one")!;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await closeDb();
});

/** This tenant's jobs (the team's notifications, the visitors' e-mails, expiries), whatever their state. */
async function jobs(name?: string): Promise<number> {
  const result = await t.handle.db.execute(sql`
    select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job
    where coalesce(data->'event'->>'tenantId', data->>'tenantId') = ${t.tenantId}
      ${name ? sql`and name = ${name}` : sql``}`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

type Endpoint = {
  name: string;
  send: (email: string, honeypot: string) => ReturnType<TestContext["post"]>;
  stored: (email: string) => Promise<number>;
};

async function rows(table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await t.handle.db.select({ n: count() }).from(table).where(where);
  return Number(row!.n);
}

const endpoints: Endpoint[] = [
  {
    name: "contact",
    send: (email, honeypot) =>
      t.post(
        "/leads/contact-us",
        {},
        {
          first_name: "Robin",
          last_name: "Hart",
          email,
          message: "We need a quote for a booking app.",
          [HONEYPOT_FIELD]: honeypot,
        },
      ),
    stored: (email) =>
      rows(contactLeads, and(eq(contactLeads.tenantId, t.tenantId), eq(contactLeads.email, email))),
  },
  {
    name: "design-campaign",
    send: (email, honeypot) =>
      t.post(
        "/leads/design-campaign",
        {},
        {
          full_name: "Robin Hart",
          email,
          website_url: "www.example.com",
          [HONEYPOT_FIELD]: honeypot,
        },
      ),
    stored: (email) =>
      rows(
        designCampaignLeads,
        and(eq(designCampaignLeads.tenantId, t.tenantId), eq(designCampaignLeads.email, email)),
      ),
  },
  {
    name: "newsletter",
    send: (email, honeypot) => t.post("/leads/newsletter", {}, { email, [HONEYPOT_FIELD]: honeypot }),
    stored: (email) =>
      rows(
        newsletterSubscribers,
        and(eq(newsletterSubscribers.tenantId, t.tenantId), eq(newsletterSubscribers.email, email)),
      ),
  },
  {
    name: "comment",
    send: (email, honeypot) =>
      t.post(
        "/blog-comments",
        { blog_post_id: postId },
        {
          comment_sender_name: "Robin Hart",
          comment_sender_email: email,
          sender_comment_content: "Useful, thanks.",
          [HONEYPOT_FIELD]: honeypot,
        },
      ),
    stored: (email) =>
      rows(comments, and(eq(comments.tenantId, t.tenantId), eq(comments.senderEmail, email))),
  },
  {
    name: "application",
    send: (email, honeypot) => {
      const body = multipartBody([
        {
          name: "applicantInfo",
          value: JSON.stringify({
            first_name: "Robin",
            last_name: "Hart",
            email,
            job_title: career.title,
            job_application_id: career.id,
            [HONEYPOT_FIELD]: honeypot,
          }),
        },
        { name: "resumeFile", filename: "cv.pdf", contentType: "application/pdf", data: pdfDocument() },
      ]);
      return t.app.inject({
        method: "POST",
        url: "/applicants/tenants",
        query: { tenant_id: t.tenantId },
        payload: body.payload,
        headers: body.headers,
      });
    },
    stored: (email) =>
      rows(applications, and(eq(applications.tenantId, t.tenantId), eq(applications.email, email))),
  },
];

describe.each(endpoints)("$name form's honeypot", (endpoint) => {
  it("answers a filled honeypot with a person's 200 but stores and notifies nothing", async () => {
    const files = await rows(resumes, eq(resumes.tenantId, t.tenantId));
    const enqueued = await jobs();
    const email = `bot-${endpoint.name}@example.com`;
    const res = await endpoint.send(email, "+1 949 555 0100");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: expect.any(Number) });
    expect(await endpoint.stored(email)).toBe(0);
    expect(await rows(resumes, eq(resumes.tenantId, t.tenantId))).toBe(files);
    // Its e-mails were enqueued in the transaction that was undone: none exists.
    expect(await jobs()).toBe(enqueued);
  });

  it("answers a bot as it answers a person: same status and keys, an id from the same increasing sequence", async () => {
    const answers = [];
    for (const [i, honeypot] of ["", "+1 949 555 0100", "", "+1 949 555 0101"].entries()) {
      const res = await endpoint.send(`order-${endpoint.name}-${i}@example.com`, honeypot);
      answers.push({ status: res.statusCode, keys: Object.keys(res.json()), id: res.json().id as number });
    }
    const [real1, decoy1, real2, decoy2] = answers;
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.every((a) => a.keys.join() === "id" && Number.isInteger(a.id))).toBe(true);
    // Real and decoy ids interleave: each is larger than the one before, and none is reused.
    expect(real1!.id).toBeLessThan(decoy1!.id);
    expect(decoy1!.id).toBeLessThan(real2!.id);
    expect(real2!.id).toBeLessThan(decoy2!.id);
    // The decoys stored nothing under the ids they answered.
    expect(await endpoint.stored(`order-${endpoint.name}-1@example.com`)).toBe(0);
    expect(await endpoint.stored(`order-${endpoint.name}-3@example.com`)).toBe(0);
  });

  it("stores and notifies a submission whose honeypot is empty or blank", async () => {
    const notified = await jobs("team-notification");
    for (const honeypot of ["", "  "]) {
      const email = `person-${endpoint.name}-${honeypot.length}@example.com`;
      const res = await endpoint.send(email, honeypot);
      expect(res.statusCode).toBe(200);
      expect(await endpoint.stored(email)).toBe(1);
    }
    // The team hears of a newsletter address once it is confirmed (double opt-in), not before.
    expect(await jobs("team-notification")).toBe(notified + (endpoint.name === "newsletter" ? 0 : 2));
  });
});
