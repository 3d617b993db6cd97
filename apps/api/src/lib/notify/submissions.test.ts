/**
 * Real submissions through the app (inject), on the file's database (PGlite; PostgreSQL under
 * `npm run test:api:pg`), with a real SMTP server: each one's e-mail is a job committed with its row and
 * sent by the app's job runner, which starts with the app and stops with it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp } from "../../app";
import { contactLeads } from "../../db/schema";
import { seedTenant } from "../../db/seed";
import { testConfig } from "../../env";
import { closeDb, newTenantId } from "../../test/context";
import { fixture } from "../../test/fixture";
import { JOB_SCHEMA } from "../jobs/registry";
import { ownDatabase, type OwnDatabase } from "../jobs/test-database";
import { createNotifier, type Notifier } from "./notifier";
import { freePort, memoryLogger, startSmtp } from "./smtp-test-server";

let own: OwnDatabase;
beforeAll(async () => {
  own = await ownDatabase();
});
afterAll(async () => {
  await own.close();
  await closeDb();
});

type Ctx = {
  app: FastifyInstance;
  tenantId: string;
  postId: number;
  get: (path: string) => Promise<LightMyRequestResponse>;
  post: (
    path: string,
    query: Record<string, string | number>,
    body: unknown,
  ) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

async function context(options: { notifier?: Notifier; smtpUrl?: string } = {}): Promise<Ctx> {
  const tenantId = newTenantId("mail");
  const seed = await seedTenant(own.handle.db, tenantId, fixture);
  const app = await buildApp({
    db: own.handle.db,
    config: testConfig(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.notifier ? { notifier: options.notifier } : {}),
  });
  await app.ready();
  const q = (extra: Record<string, string | number> = {}) =>
    Object.fromEntries(Object.entries({ tenant_id: tenantId, ...extra }).map(([k, v]) => [k, String(v)]));
  return {
    app,
    tenantId,
    postId: seed.postIds.get("post-one")!,
    get: (path) => app.inject({ method: "GET", url: path, query: q() }),
    post: (path, query, body) =>
      app.inject({ method: "POST", url: path, query: q(query), payload: body as object }),
    close: () => app.close(),
  };
}

async function jobsOf(tenantId: string): Promise<number> {
  const result = await own.handle.db.execute(
    sql`SELECT count(*)::int AS n FROM ${sql.raw(JOB_SCHEMA)}.job WHERE coalesce(data->'event'->>'tenantId', data->>'tenantId') = ${tenantId}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
}

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n", "latin1");

async function submitAll(ctx: Ctx) {
  const contact = await ctx.post(
    "/leads/contact-us",
    {},
    {
      first_name: "Ada",
      last_name: "Quill",
      email: "ada@example.com",
      message: "We need a booking app.<br>Next week?",
    },
  );
  const careers = (await ctx.get("/job-applications/published/tenants")).json() as {
    id: number;
    title: string;
    status: string;
  }[];
  const career = careers.find((c) => c.status === "OPEN")!;
  const boundary = "b0undary";
  const info = JSON.stringify({
    first_name: "Ben",
    last_name: "Ortiz",
    email: "ben@example.com",
    job_title: career.title,
    job_application_id: career.id,
  });
  const application = await ctx.app.inject({
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
  const comment = await ctx.post(
    "/blog-comments",
    { blog_post_id: ctx.postId },
    {
      comment_sender_name: "Cleo",
      comment_sender_email: "cleo@example.com",
      sender_comment_content: "Nice post!",
    },
  );
  return { contact, application, comment, career };
}

describe("team notifications for real submissions", () => {
  it("e-mails the team a new contact lead, application (no file attached) and pending comment, once each", async () => {
    const smtp = await startSmtp();
    const ctx = await context({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    // The sender and the applicant get their own confirmations (visitor-email.test.ts); this is the team's.
    const team = () => smtp.received.filter((m) => m.to.join() === "team@cobaltline.example");
    try {
      const { contact, application, comment, career } = await submitAll(ctx);
      expect([contact.statusCode, application.statusCode, comment.statusCode]).toEqual([200, 200, 200]);
      await expect.poll(() => team().length, { timeout: 15_000 }).toBe(3);
      const subjects = team()
        .map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1])
        .sort();
      expect(subjects).toEqual(
        [
          "New contact message from Ada Quill",
          `New application for ${career.title} from Ben Ortiz`,
          'Comment awaiting moderation on "Release Trains for Small Teams"',
        ].sort(),
      );
      expect(new Set(team().map((m) => m.messageId)).size).toBe(3);
      const raw = (s: string) => team().find((m) => m.raw.includes(s))!.raw;
      expect(raw("Subject: New contact message")).toContain("We need a booking app.\r\nNext week?");
      expect(raw("Subject: New application")).not.toMatch(
        /Content-Disposition: attachment|multipart\/mixed|%PDF/i,
      );
      expect(raw("Subject: Comment awaiting")).toContain("Nice post!");
      // Nothing more arrives: each submission is one job per recipient, done once (the comment's
      // sender gets no confirmation: the moderation modal told them what happens).
      await new Promise((r) => setTimeout(r, 1500));
      expect(team()).toHaveLength(3);
      expect(smtp.received.map((m) => m.to.join()).sort()).toEqual(
        ["ada@example.com", "ben@example.com", ...Array(3).fill("team@cobaltline.example")].sort(),
      );
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it("accepts every submission while the mail server is down, then delivers once it is back", async () => {
    const port = await freePort();
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
      retry: { delaySeconds: 1 },
    });
    const ctx = await context({ notifier });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { contact, application, comment } = await submitAll(ctx);
      expect([contact.statusCode, application.statusCode, comment.statusCode]).toEqual([200, 200, 200]);
      // The rows are there whatever happens to the mail.
      const [leads] = await own.handle.db
        .select({ n: count() })
        .from(contactLeads)
        .where(eq(contactLeads.tenantId, ctx.tenantId));
      expect(leads!.n).toBe(1);

      await expect
        .poll(() => lines.filter((l) => l.level === "warn").length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(3);
      const failure = lines.find((l) => l.level === "warn")!;
      expect(failure.msg).toBe("notification failed; will retry");
      // Each failure line carries the request id of the submission it belongs to.
      expect(typeof failure.obj.reqId).toBe("string");

      smtp = await startSmtp(port);
      await expect.poll(() => smtp!.received.length, { timeout: 30_000 }).toBe(3);
      // The sender logs a delivery once the server's 250 has reached it, a moment after the server
      // holds the message.
      await expect
        .poll(() => lines.filter((l) => l.msg === "notification sent").length, { timeout: 5_000 })
        .toBe(3);
    } finally {
      await ctx.close();
      await smtp?.close();
    }
  });

  it("lets an e-mail being sent finish when the app closes (graceful shutdown), and records it as done", async () => {
    const smtp = await startSmtp(0, { answerAfterMs: 1500 });
    const ctx = await context({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    try {
      // The address's confirmation link (a visitor e-mail) is the one mail this request causes.
      const res = await ctx.post("/leads/newsletter", {}, { email: "closing@example.com" });
      expect(res.statusCode).toBe(200);
      // The runner has it, and the mail server holds its answer.
      await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 20 }).toBe(1);
      await ctx.close();
      const result = await own.handle.db.execute(
        sql`SELECT state::text AS state FROM ${sql.raw(JOB_SCHEMA)}.job WHERE name = 'visitor-email' AND data->>'tenantId' = ${ctx.tenantId}`,
      );
      expect((result as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual([
        "completed",
      ]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it("enqueues nothing for a refused submission, nor for any submission without SMTP_URL", async () => {
    const smtp = await startSmtp();
    const withMail = await context({ smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
    const without = await context();
    try {
      const bad = await withMail.post("/leads/contact-us", {}, { first_name: "", email: "nope" });
      expect(bad.statusCode).toBe(400);
      expect(await jobsOf(withMail.tenantId)).toBe(0);

      const { contact, application, comment } = await submitAll(without);
      expect([contact.statusCode, application.statusCode, comment.statusCode]).toEqual([200, 200, 200]);
      expect(await jobsOf(without.tenantId)).toBe(0);
      expect(smtp.received).toHaveLength(0);
    } finally {
      await withMail.close();
      await without.close();
      await smtp.close();
    }
  });
});
