import nodemailer from "nodemailer";
import type { Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { renderNotification, type NotificationEvent } from "./messages";

/** The few logger methods the queue uses (Fastify's pino logger fits). */
export type NotifyLogger = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** Delays before each retry: a short blip heals in seconds, a mail server that is down for a while in minutes. */
export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 60_000, 5 * 60_000, 15 * 60_000];

export type NotifierOptions = {
  /** smtp://user:pass@host:port or smtps://…; absent: notifications are off. */
  smtpUrl?: string;
  from: string;
  to: string;
  logger: NotifyLogger;
  retryDelaysMs?: number[];
  /** How long close() lets mail that is ready or being sent finish (graceful shutdown). */
  closeGraceMs?: number;
  /** For tests: a ready transport instead of one built from smtpUrl. */
  transport?: Pick<Transporter, "sendMail" | "close">;
};

export interface Notifier {
  readonly enabled: boolean;
  /**
   * Queues an e-mail to the team and returns at once. Call it after the submission's row is committed:
   * sending happens in the background, and a failure is logged and retried, never thrown.
   */
  enqueue(event: NotificationEvent, context?: { reqId?: string }): void;
  /** Resolves once nothing is queued, sending or waiting for a retry (tests, graceful shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

type Job = { event: NotificationEvent; reqId?: string; attempt: number };

/** A notifier that does nothing: SMTP_URL is not set. */
export const disabledNotifier: Notifier = {
  enabled: false,
  enqueue() {},
  idle: async () => {},
  close: async () => {},
};

export function createNotifier(options: NotifierOptions): Notifier {
  if (!options.smtpUrl && !options.transport) return disabledNotifier;
  const { from, to, logger } = options;
  const delays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const closeGraceMs = options.closeGraceMs ?? 5000;
  const transport =
    options.transport ??
    nodemailer.createTransport({
      url: options.smtpUrl,
      // A hung mail server must not hold jobs for minutes; the retry schedule takes over.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as SMTPTransport.Options);

  const ready: Job[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let sending = false;
  let closed = false;
  let waiters: (() => void)[] = [];

  function settleIfIdle() {
    if (!sending && ready.length === 0 && timers.size === 0) {
      const w = waiters;
      waiters = [];
      for (const resolve of w) resolve();
    }
  }

  async function send(job: Job) {
    const message = renderNotification(job.event);
    await transport.sendMail({
      from,
      to,
      subject: message.subject,
      text: message.text,
      replyTo: message.replyTo,
    });
  }

  async function pump() {
    if (sending || closed) return;
    sending = true;
    try {
      for (let job = ready.shift(); job && !closed; job = ready.shift()) {
        const meta = {
          reqId: job.reqId,
          event: "notification",
          kind: job.event.kind,
          attempt: job.attempt + 1,
        };
        try {
          await send(job);
          logger.info(meta, "notification sent");
        } catch (err) {
          const e = err as { code?: string; message?: string };
          const delay = delays[job.attempt];
          if (delay === undefined) {
            logger.error(
              { ...meta, err: { code: e.code, message: e.message } },
              "notification dropped: every attempt failed",
            );
            continue;
          }
          logger.warn(
            { ...meta, retryInMs: delay, err: { code: e.code, message: e.message } },
            "notification failed; will retry",
          );
          const retry = { ...job, attempt: job.attempt + 1 };
          const timer = setTimeout(() => {
            timers.delete(timer);
            ready.push(retry);
            void pump();
          }, delay);
          // A pending retry must not keep the process alive on shutdown.
          timer.unref();
          timers.add(timer);
        }
      }
    } finally {
      sending = false;
      settleIfIdle();
    }
  }

  return {
    enabled: true,
    enqueue(event, context) {
      if (closed) return;
      ready.push({ event, reqId: context?.reqId, attempt: 0 });
      void pump();
    },
    idle() {
      return new Promise<void>((resolve) => {
        waiters.push(resolve);
        settleIfIdle();
      });
    },
    async close() {
      // Mail being sent or ready to go gets a moment to leave; mail waiting for a retry does not.
      const waiting = timers.size;
      for (const t of timers) clearTimeout(t);
      timers.clear();
      if (sending || ready.length) {
        let grace: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => {
            waiters.push(resolve);
            settleIfIdle();
          }),
          new Promise<void>((resolve) => {
            grace = setTimeout(resolve, closeGraceMs);
          }),
        ]);
        clearTimeout(grace);
      }
      closed = true;
      const unsent = ready.length + waiting;
      if (unsent) logger.warn({ event: "notification", unsent }, "notifier closed with mail unsent");
      ready.length = 0;
      transport.close();
      settleIfIdle();
    },
  };
}
