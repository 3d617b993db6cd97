import { afterEach, describe, expect, it } from "vitest";
import { createNotifier } from "./notifier";
import { freePort, memoryLogger, startSmtp } from "./smtp-test-server";
import type { NotificationEvent } from "./messages";

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
    cleanups.push(notifier.close);

    notifier.enqueue(contact, { reqId: "req-1" });
    notifier.enqueue(application);
    notifier.enqueue(comment);
    await notifier.idle();

    expect(smtp.received).toHaveLength(3);
    for (const m of smtp.received) {
      expect(m.to).toEqual(["team@cobaltline.example"]);
      expect(m.from).toBe("website@cobaltline.example");
    }
    const [c, a, k] = smtp.received.map((m) => m.raw);
    expect(c).toContain("Subject: New contact message from Ada Quill");
    expect(c).toContain("Reply-To: ada@example.com");
    expect(c).toContain("We need a scheduling app.\r\nCan we talk next week?");
    expect(a).toContain("Subject: New application for Senior Backend Engineer from Ben Ortiz");
    expect(a).toContain("Location: Irvine, California, United States");
    expect(a).not.toMatch(/Content-Disposition: attachment/i);
    expect(a).not.toMatch(/multipart\/mixed/i);
    expect(k).toContain('Subject: Comment awaiting moderation on "Shipping on a Release Train"');
    expect(k).toContain("Great write-up on release trains.");
    expect(lines.filter((l) => l.msg === "notification sent")).toHaveLength(3);
    expect(lines[0]!.obj.reqId).toBe("req-1");
  });

  it("keeps a mail while the SMTP server is down and delivers it once the server is back", async () => {
    const port = await freePort();
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
      retryDelaysMs: [150, 300, 600],
    });
    cleanups.push(notifier.close);

    notifier.enqueue(contact, { reqId: "req-down" });
    await expect
      .poll(() => lines.filter((l) => l.level === "warn").length, { timeout: 5000 })
      .toBeGreaterThan(0);
    const failure = lines.find((l) => l.level === "warn")!;
    expect(failure.msg).toBe("notification failed; will retry");
    expect(failure.obj).toMatchObject({ reqId: "req-down", kind: "contact_lead", attempt: 1 });
    // The log names the failure, never the visitor's message.
    expect(JSON.stringify(failure)).not.toContain("scheduling app");

    const smtp = await startSmtp(port);
    cleanups.push(smtp.close);
    await notifier.idle();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.raw).toContain("Subject: New contact message from Ada Quill");
    expect(lines.at(-1)).toMatchObject({ level: "info", msg: "notification sent" });
  });

  it("logs an error and drops the mail after the last retry fails", async () => {
    const port = await freePort();
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
      retryDelaysMs: [20, 20],
    });
    cleanups.push(notifier.close);
    notifier.enqueue(comment);
    await notifier.idle();
    expect(lines.map((l) => l.level)).toEqual(["warn", "warn", "error"]);
    expect(lines.at(-1)!.msg).toBe("notification dropped: every attempt failed");
  });

  it("lets ready mail leave on shutdown and reports what could not", async () => {
    const smtp = await startSmtp();
    cleanups.push(smtp.close);
    const { logger, lines } = memoryLogger();
    const notifier = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger,
    });
    notifier.enqueue(contact);
    notifier.enqueue(comment);
    await notifier.close();
    expect(smtp.received).toHaveLength(2);
    expect(lines.some((l) => l.msg === "notifier closed with mail unsent")).toBe(false);

    const downPort = await freePort();
    const down = memoryLogger();
    const failing = createNotifier({
      smtpUrl: `smtp://127.0.0.1:${downPort}`,
      from: "website@cobaltline.example",
      to: "team@cobaltline.example",
      logger: down.logger,
      retryDelaysMs: [60_000],
    });
    failing.enqueue(contact);
    await expect.poll(() => down.lines.length).toBeGreaterThan(0);
    await failing.close();
    expect(down.lines.at(-1)).toMatchObject({
      level: "warn",
      msg: "notifier closed with mail unsent",
      obj: { unsent: 1 },
    });
  });

  it("is a no-op without SMTP_URL", async () => {
    const notifier = createNotifier({
      from: "a@b.example",
      to: "c@d.example",
      logger: memoryLogger().logger,
    });
    expect(notifier.enabled).toBe(false);
    notifier.enqueue(contact);
    await notifier.idle();
  });
});
