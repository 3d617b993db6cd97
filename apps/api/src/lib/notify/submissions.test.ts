import { afterAll, describe, expect, it } from "vitest";
import { closeDb, createTestContext, type TestContext } from "../../test/context";
import { createNotifier } from "./notifier";
import { freePort, memoryLogger, startSmtp } from "./smtp-test-server";

afterAll(async () => {
  await closeDb();
});

const PDF = Buffer.from("%PDF-1.4\n%%EOF\n", "latin1");

async function submitAll(ctx: TestContext) {
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
    { blog_post_id: ctx.seed.postIds.get("post-one")! },
    {
      comment_sender_name: "Cleo",
      comment_sender_email: "cleo@example.com",
      sender_comment_content: "Nice post!",
    },
  );
  return { contact, application, comment, career };
}

describe("team notifications for real submissions", () => {
  it("e-mails the team a new contact lead, application (no file attached) and pending comment", async () => {
    const smtp = await startSmtp();
    const { logger } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
    });
    const ctx = await createTestContext({ notifier });
    try {
      const { contact, application, comment, career } = await submitAll(ctx);
      expect([contact.statusCode, application.statusCode, comment.statusCode]).toEqual([200, 200, 200]);
      await notifier.idle();
      const subjects = smtp.received.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(subjects).toEqual([
        "New contact message from Ada Quill",
        `New application for ${career.title} from Ben Ortiz`,
        'Comment awaiting moderation on "Release Trains for Small Teams"',
      ]);
      expect(smtp.received.every((m) => m.to.join() === "team@cobaltline.example")).toBe(true);
      expect(smtp.received[0]!.raw).toContain("We need a booking app.\r\nNext week?");
      const applicationMail = smtp.received[1]!.raw;
      expect(applicationMail).not.toMatch(/Content-Disposition: attachment|multipart\/mixed|%PDF/i);
      expect(smtp.received[2]!.raw).toContain("Nice post!");
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
      retryDelaysMs: [200, 400, 800, 1600],
    });
    const ctx = await createTestContext({ notifier });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { contact, application, comment } = await submitAll(ctx);
      expect([contact.statusCode, application.statusCode, comment.statusCode]).toEqual([200, 200, 200]);
      // The rows are there whatever happens to the mail.
      const leads = await ctx.app.db.query.contactLeads.findMany();
      expect(leads.some((l) => l.tenantId === ctx.tenantId && l.email === "ada@example.com")).toBe(true);

      await expect
        .poll(() => lines.filter((l) => l.level === "warn").length, { timeout: 5000 })
        .toBeGreaterThanOrEqual(3);
      const failure = lines.find((l) => l.level === "warn")!;
      expect(failure.msg).toBe("notification failed; will retry");
      // Each failure line carries the request id of the submission it belongs to.
      expect(typeof failure.obj.reqId).toBe("string");

      smtp = await startSmtp(port);
      await notifier.idle();
      expect(smtp.received).toHaveLength(3);
      expect(lines.filter((l) => l.msg === "notification sent")).toHaveLength(3);
    } finally {
      await ctx.close();
      await smtp?.close();
    }
  });
});
