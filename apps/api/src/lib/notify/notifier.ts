/**
 * E-mails to the team about new submissions, as durable jobs (lib/jobs, kind "team-notification"):
 * `enqueue` adds the job in the submission's own transaction, so the mail exists exactly when the row
 * does; the job runner of whichever API instance fetches it first sends it, retrying with backoff while
 * the mail server refuses or is down. Each mail's Message-ID is derived from its job id, so a resend
 * after a crash between the mail server's 250 and the job's completion carries the same Message-ID and
 * is recognisable as the same message.
 */
import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import type { Db } from "../../db/client";
import { enqueueJob, type EnqueueOptions } from "../jobs/enqueue";
import type { JobHandlers } from "../jobs/runner";
import { renderNotification, type NotificationEvent } from "./messages";

/** The few logger methods the notifier uses (Fastify's pino logger fits). */
export type NotifyLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type NotifierOptions = {
  /** smtp://user:pass@host:port or smtps://…; absent: notifications are off and nothing is enqueued. */
  smtpUrl?: string;
  from: string;
  to: string;
  logger: NotifyLogger;
  /** Overrides of the queue's retry policy (lib/jobs/registry.ts) for the jobs this notifier enqueues. */
  retry?: { limit?: number; delaySeconds?: number; backoff?: boolean };
  /** For tests: a ready transport instead of one built from smtpUrl. */
  transport?: MailTransport;
};

export interface Notifier {
  readonly enabled: boolean;
  /**
   * Adds the team's e-mail about `event` to the job queue inside `tx`, the transaction that stores the
   * submission: it is sent once that transaction commits, never if it rolls back.
   */
  enqueue(event: NotificationEvent, context: { tx: Db; reqId?: string }): Promise<void> | void;
  /** The job handler that sends the mails (given to the app's job runner); none when disabled. */
  readonly handlers: JobHandlers;
  close(): Promise<void>;
}

/** A notifier that does nothing: SMTP_URL is not set. */
export const disabledNotifier: Notifier = {
  enabled: false,
  enqueue() {},
  handlers: {},
  close: async () => {},
};

/** `<job id>.<kind>@<the sender's domain>`: the same job always gives the same Message-ID. */
export function notificationMessageId(jobId: string, from: string, kind = "notification"): string {
  const domain = from.split("@")[1] || "localhost";
  return `<${jobId}.${kind}@${domain}>`;
}

export type MailTransport = Pick<Transporter, "sendMail" | "close">;

/** The SMTP transport of SMTP_URL that every sender of the API's durable e-mails uses. */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    url: smtpUrl,
    // Up to the queue's concurrency of mails at once, over connections kept open between them.
    pool: true,
    maxConnections: 4,
    // A hung mail server must not hold a job long: the retry schedule takes over.
    // The three bound an attempt well inside the queue's 30 s expiry (lib/jobs/registry.ts).
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  } as SMTPTransport.Options & { pool: true; maxConnections: number });
}

/**
 * Sends one job's mail: given up when the job's attempt is aborted (its expiry is near), logged as
 * `<what> sent`, or as a failure that will be retried, or, after the last attempt, as dropped; a failure
 * is thrown again so the queue retries.
 */
export async function sendJobMail(
  transport: MailTransport,
  job: { id: string; retryCount: number; retryLimit: number; signal: AbortSignal },
  mail: Parameters<Transporter["sendMail"]>[0] & { messageId: string },
  log: { logger: NotifyLogger; what: string; meta: object },
): Promise<void> {
  const { logger, what, meta } = log;
  try {
    const sending = transport.sendMail(mail);
    const aborted = new Promise<never>((_, reject) => {
      job.signal.addEventListener("abort", () => reject(job.signal.reason as Error), { once: true });
    });
    await Promise.race([sending, aborted]);
    logger.info({ ...meta, messageId: mail.messageId }, `${what} sent`);
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const failure = { ...meta, err: { code: e.code, message: e.message } };
    if (job.retryCount >= job.retryLimit) logger.error(failure, `${what} dropped: every attempt failed`);
    else logger.warn(failure, `${what} failed; will retry`);
    throw err;
  }
}

export function createNotifier(options: NotifierOptions): Notifier {
  if (!options.smtpUrl && !options.transport) return disabledNotifier;
  const { from, to, logger } = options;
  const transport = options.transport ?? createSmtpTransport(options.smtpUrl!);
  const enqueueOptions: EnqueueOptions = {
    retryLimit: options.retry?.limit,
    retryDelaySeconds: options.retry?.delaySeconds,
    retryBackoff: options.retry?.backoff,
  };

  return {
    enabled: true,
    async enqueue(event, { tx, reqId }) {
      await enqueueJob(tx, "team-notification", { event, reqId }, enqueueOptions);
    },
    handlers: {
      "team-notification": async (job) => {
        const { event, reqId } = job.data;
        const meta = {
          reqId,
          event: "notification",
          kind: event.kind,
          jobId: job.id,
          attempt: job.retryCount + 1,
        };
        const message = renderNotification(event);
        await sendJobMail(
          transport,
          job,
          {
            from,
            to,
            subject: message.subject,
            text: message.text,
            replyTo: message.replyTo,
            messageId: notificationMessageId(job.id, from),
          },
          { logger, what: "notification", meta },
        );
      },
    },
    async close() {
      transport.close();
    },
  };
}
