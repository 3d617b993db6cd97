import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { createNotifier, type NotifyLogger } from "./notifier";
import type { NotificationEvent } from "./messages";

type Received = { from: string; to: string[]; raw: string };

function qp(text: string): string {
  const escaped = text.replace(/%/g, "%25").replace(/=([0-9A-F]{2})/g, (_, h: string) => `%${h}`);
  return decodeURIComponent(escaped);
}

/** Headers unfolded and a quoted-printable body decoded, so assertions read like the mail a person sees. */
function readable(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, " ")
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) => qp(q.replace(/_/g, " ")));
  let body = raw.slice(split + 4);
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) body = qp(body.replace(/=\r\n/g, ""));
  return `${head}\r\n\r\n${body}`;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp(port = 0) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: readable(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const s = await startSmtp();
  await s.close();
  return s.port;
}

function memoryLogger() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at = (level: string) => (obj: object, msg: string) =>
    lines.push({ level, obj: obj as Record<string, unknown>, msg });
  const logger: NotifyLogger = { info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, lines };
}

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
