/**
 * The team's e-mails as durable jobs, end to end on the file's database (PGlite; PostgreSQL under
 * `npm run test:api:pg`) with a real SMTP server: enqueued in a transaction, sent by the job runner
 * with a Message-ID derived from the job id, retried while the mail server is down, dropped with an
 * error after the last retry; without SMTP_URL nothing is enqueued.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { closeDb } from "../../test/context";
import { createJobRunner } from "../jobs/runner";
import { JOB_SCHEMA } from "../jobs/registry";
import { sqlExecutor } from "../jobs/sql";
import { driverClient } from "../../db/client";
import { ownDatabase, type OwnDatabase } from "../jobs/test-database";
import { createNotifier, notificationMessageId, type Notifier } from "./notifier";
import { freePort, memoryLogger, startSmtp } from "./smtp-test-server";
import type { NotificationEvent } from "./messages";

let own: OwnDatabase;
let db: Db;
beforeAll(async () => {
  own = await ownDatabase();
  db = own.handle.db;
});
afterAll(async () => {
  await own.close();
  await closeDb();
});

const contact: NotificationEvent = {
  kind: "contact_lead",
  tenantId: "default",
  lead: {
    first_name: "Ada",
    last_name: "Quill",
    email: "ada@example.com",
    phone_number: "555 0100",
    message: "We need a scheduling app.<br>Can we talk next week?",
  },
};
const application: NotificationEvent = {
  kind: "application",
  tenantId: "default",
  applicant: {
    id: 7,
    first_name: "Ben",
    last_name: "Ortiz",
    email: "ben@example.com",
    job_title: "Senior Backend Engineer",
    city: "Irvine",
    state: "California",
    country: "United States",
    resume_file_name: "ben-ortiz-resume.pdf",
  },
};
const comment: NotificationEvent = {
  kind: "comment",
  tenantId: "default",
  comment: {
    id: 12,
    comment_sender_name: "Cleo",
    comment_sender_email: "cleo@example.com",
    sender_comment_content: "Great write-up on release trains.",
  },
  post: { title: "Shipping on a Release Train", slug: "shipping-on-a-release-train" },
};

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A runner for the notifier's jobs, stopped after the test. */
async function run(notifier: Notifier, logger = memoryLogger().logger) {
  const runner = createJobRunner({ db, logger, handlers: notifier.handlers, pollIntervalMs: 100 });
  await runner.start();
  cleanups.push(async () => {
    await runner.stop();
    await notifier.close();
  });
  return runner;
}

async function enqueue(notifier: Notifier, event: NotificationEvent, reqId?: string) {
  await db.transaction(async (tx) => notifier.enqueue(event, { tx, reqId }));
}

async function jobStates(): Promise<string[]> {
  const { rows } = await sqlExecutor(driverClient(db)).executeSql(
    `SELECT state::text AS state FROM ${JOB_SCHEMA}.job WHERE name = 'team-notification' ORDER BY created_on`,
  );
  return rows.map((r) => r.state as string);
}

describe("notifier", () => {
  it("delivers a contact lead, an application (without its file) and a pending comment to the team", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
    });
    await enqueue(notifier, contact, "req-1");
    await enqueue(notifier, application);
    await enqueue(notifier, comment);
    await run(notifier);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(3);

    for (const m of smtp.received) {
      expect(m.to).toEqual(["team@cobaltline.example"]);
      expect(m.from).toBe("website@cobaltline.example");
      expect(m.messageId).toMatch(/^<[0-9a-f-]{36}\.notification@cobaltline\.example>$/);
    }
    const byId = new Map(smtp.received.map((m) => [m.messageId, m.raw]));
    expect(byId.size).toBe(3);
    // The mail server has the message a moment before the sender hears its 250 and logs the send.
    const sentLines = () => lines.filter((l) => l.msg === "notification sent");
    await expect.poll(() => sentLines().length, { timeout: 15_000 }).toBe(3);
    const sent = sentLines();
    // The Message-ID is the job's: the log line of each send names both.
    for (const line of sent) {
      expect(line.obj.messageId).toBe(
        notificationMessageId(line.obj.jobId as string, "website@cobaltline.example"),
      );
      expect(byId.has(line.obj.messageId as string)).toBe(true);
    }
    const raws = smtp.received.map((m) => m.raw);
    const c = raws.find((r) => r.includes("Subject: New contact message"))!;
    const a = raws.find((r) => r.includes("Subject: New application"))!;
    const k = raws.find((r) => r.includes("Subject: Comment awaiting"))!;
    expect(c).toContain("Subject: New contact message from Ada Quill");
    expect(c).toContain("Reply-To: ada@example.com");
    expect(c).toContain("We need a scheduling app.\r\nCan we talk next week?");
    expect(a).toContain("Subject: New application for Senior Backend Engineer from Ben Ortiz");
    expect(a).toContain("Location: Irvine, California, United States");
    expect(a).not.toMatch(/Content-Disposition: attachment/i);
    expect(a).not.toMatch(/multipart\/mixed/i);
    expect(k).toContain('Subject: Comment awaiting moderation on "Shipping on a Release Train"');
    expect(k).toContain("Great write-up on release trains.");
    expect(sent.find((l) => l.obj.kind === "contact_lead")!.obj.reqId).toBe("req-1");
    // Each job is marked completed just after its handler logs the send, in a write of its own.
    await expect.poll(jobStates, { timeout: 15_000 }).toEqual(["completed", "completed", "completed"]);
  });

  it("keeps a mail while the SMTP server is down and delivers it once the server is back", async () => {
    const port = await freePort();
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
      retry: { delaySeconds: 1 },
    });
    await enqueue(notifier, contact, "req-down");
    await run(notifier, logger);
    await expect
      .poll(() => lines.filter((l) => l.level === "warn").length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const failure = lines.find((l) => l.level === "warn")!;
    expect(failure.msg).toBe("notification failed; will retry");
    expect(failure.obj).toMatchObject({ reqId: "req-down", kind: "contact_lead", attempt: 1 });
    // The log names the failure, never the visitor's message.
    expect(JSON.stringify(failure)).not.toContain("scheduling app");

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    expect(smtp.received[0]!.raw).toContain("Subject: New contact message from Ada Quill");
    await expect.poll(() => lines.at(-1)?.msg).toBe("notification sent");
    expect(lines.at(-1)).toMatchObject({ level: "info", obj: { reqId: "req-down" } });
  });

  it("logs an error and marks the job failed after the last retry fails", async () => {
    const port = await freePort();
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
      retry: { limit: 1, delaySeconds: 1, backoff: false },
    });
    await enqueue(notifier, comment);
    await run(notifier, logger);
    await expect
      .poll(() => lines.filter((l) => l.msg === "notification dropped: every attempt failed").length, {
        timeout: 15_000,
      })
      .toBe(1);
    const mine = lines.filter((l) => l.obj.kind === "comment");
    expect(mine.map((l) => l.level)).toEqual(["warn", "error"]);
    expect(mine.at(-1)!.msg).toBe("notification dropped: every attempt failed");
    await expect.poll(async () => (await jobStates()).at(-1)).toBe("failed");
  });

  it("is a no-op without SMTP_URL: nothing is enqueued", async () => {
    const notifier = createNotifier({
      from: "a@b.example",
      to: "c@d.example",
      logger: memoryLogger().logger,
    });
    expect(notifier.enabled).toBe(false);
    expect(notifier.handlers).toEqual({});
    const before = await jobStates();
    await enqueue(notifier, contact);
    expect(await jobStates()).toEqual(before);
  });
});
