/**
 * E-mails to visitors: the confirmation a sender of a contact message or a UX-review request gets, the
 * one an applicant gets (naming the position), and the newsletter's double opt-in mails. Each is a durable
 * job ("visitor-email", lib/jobs/registry.ts) enqueued in the transaction that stores what caused it, so
 * the mail exists exactly when the row does, and sent by whichever API instance fetches it, over
 * SMTP_URL, with a Message-ID derived from the job id (a resend after a crash is the same message).
 * Without SMTP_URL nothing is enqueued, as for the team's mails.
 *
 * The HTML part is the one e-mail layout's (email-layout.ts), where everything a visitor typed is
 * escaped; the text part says the same.
 * A newsletter mail carries RFC 8058's one-click unsubscribe headers.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { tenants } from "../../db/schema";
import type { Config } from "../../env";
import { enqueueJob } from "../jobs/enqueue";
import type { JobHandlers } from "../jobs/runner";
import {
  createSmtpTransport,
  notificationMessageId,
  sendJobMail,
  type MailTransport,
  type NotifyLogger,
} from "./notifier";
import { emailPage, link, markup, oneLine, text } from "./email-layout";
import type { VisitorEmail } from "./messages";

export type { VisitorEmail, VisitorEmailKind } from "./messages";

/** The note every confirmation ends with: why the mail came, and what to do if it is unexpected. */
function notYou(site: string): string {
  return `You receive this e-mail because this address was entered in a form on the ${site} website. If that was not you, you can ignore it.`;
}

export function renderContactConfirmation(input: { site: string; firstName: string }): VisitorEmail {
  const subject = oneLine(`We received your message to ${input.site}`);
  const greeting = `Hello ${input.firstName},`;
  const body = `Thank you for writing to ${input.site}. Your message has reached our team, and one of us will reply to this address, usually within one business day.`;
  const reply = "If you want to add something, reply to this e-mail.";
  return {
    kind: "contact_confirmation",
    subject,
    text: [greeting, "", body, "", reply, "", "—", notYou(input.site)].join("\n"),
    html: emailPage(subject, [text(greeting), text(body), text(reply), text(notYou(input.site))]),
  };
}

export function renderUxReviewConfirmation(input: {
  site: string;
  fullName: string;
  websiteUrl: string;
}): VisitorEmail {
  const subject = oneLine(`Your free UX review request to ${input.site}`);
  const greeting = `Hello ${input.fullName},`;
  const body = `Thank you for asking ${input.site} for a UX review of ${input.websiteUrl}. A designer of our team will look at the site and write back to this address with what they found.`;
  const reply = "If you want to tell us more about your goals, reply to this e-mail.";
  return {
    kind: "ux_review_confirmation",
    subject,
    text: [greeting, "", body, "", reply, "", "—", notYou(input.site)].join("\n"),
    html: emailPage(subject, [text(greeting), text(body), text(reply), text(notYou(input.site))]),
  };
}

export function renderApplicationConfirmation(input: {
  site: string;
  firstName: string;
  position: string;
}): VisitorEmail {
  const subject = oneLine(`Your application for ${input.position}`);
  const greeting = `Hello ${input.firstName},`;
  const body = `Thank you for applying for the position of ${input.position} at ${input.site}. We received your application and your resume.`;
  const next =
    "Our recruiting team reads every application. If your profile matches the position, we will write to this address to arrange a first conversation.";
  return {
    kind: "application_confirmation",
    subject,
    text: [greeting, "", body, "", next, "", "—", notYou(input.site)].join("\n"),
    html: emailPage(subject, [text(greeting), text(body), text(next), text(notYou(input.site))]),
  };
}

/** RFC 8058: the unsubscribe address, and the one-click POST a mail provider may send to it. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function renderNewsletterConfirmation(input: {
  site: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  days: number;
}): VisitorEmail {
  const subject = oneLine(`Confirm your subscription to the ${input.site} newsletter`);
  const intro = `Someone, hopefully you, asked to receive the ${input.site} newsletter at this address.`;
  const ask = "To start receiving it, confirm your subscription:";
  const expiry = `The link works for ${input.days} days. If you do not confirm, we delete this address then and send nothing more.`;
  const out = "Changed your mind later? Every issue has a link to unsubscribe in one click:";
  return {
    kind: "newsletter_confirmation",
    subject,
    text: [
      "Hello,",
      "",
      intro,
      "",
      ask,
      input.confirmUrl,
      "",
      expiry,
      "",
      out,
      input.unsubscribeUrl,
      "",
      "—",
      "If you did not ask for this, ignore this e-mail: without a confirmation nothing is sent.",
    ].join("\n"),
    html: emailPage(subject, [
      text("Hello,"),
      text(intro),
      markup`${ask}<br>${link(input.confirmUrl, "Confirm my subscription")}`,
      markup`If the link does not open, copy this address into your browser:<br>${input.confirmUrl}`,
      text(expiry),
      markup`${out}<br>${link(input.unsubscribeUrl, "Unsubscribe")}`,
      text("If you did not ask for this, ignore this e-mail: without a confirmation nothing is sent."),
    ]),
    headers: unsubscribeHeaders(input.unsubscribeUrl),
  };
}

/** The name the mails give the site: the tenant's. */
export async function siteNameOf(db: Db, tenantId: string): Promise<string> {
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? tenantId;
}

/**
 * Adds the mail to the job queue inside `tx` (the transaction that stores what caused it). Returns
 * whether it was enqueued: false without SMTP_URL. Call `app.jobs.wake()` after the commit.
 */
export async function enqueueVisitorEmail(
  tx: Db,
  config: Pick<Config, "SMTP_URL">,
  message: { tenantId: string; to: string; reqId?: string; email: VisitorEmail },
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  const { tenantId, to, reqId, email } = message;
  await enqueueJob(tx, "visitor-email", { tenantId, to, ...email, ...(reqId ? { reqId } : {}) });
  return true;
}

export type VisitorEmailSender = { readonly handlers: JobHandlers; close(): Promise<void> };

/** The "visitor-email" job handler (none without SMTP_URL: nothing is enqueued then). */
export function createVisitorEmailSender(options: {
  smtpUrl?: string;
  from: string;
  /** Where a visitor's reply goes: the team. */
  replyTo: string;
  logger: NotifyLogger;
  /** For tests: a ready transport instead of one built from smtpUrl. */
  transport?: MailTransport;
}): VisitorEmailSender {
  if (!options.smtpUrl && !options.transport) return { handlers: {}, close: async () => {} };
  const { from, replyTo, logger } = options;
  const transport = options.transport ?? createSmtpTransport(options.smtpUrl!);
  return {
    handlers: {
      "visitor-email": async (job) => {
        const { to, subject, text, html, headers, kind, reqId } = job.data;
        await sendJobMail(
          transport,
          job,
          {
            from,
            to,
            replyTo,
            subject,
            text,
            html,
            ...(headers ? { headers } : {}),
            messageId: notificationMessageId(job.id, from, "visitor"),
          },
          // Neither the address nor the content (a confirmation link) is logged: the kind and the job are.
          {
            logger,
            what: "visitor e-mail",
            meta: { reqId, event: "visitor-email", kind, jobId: job.id, attempt: job.retryCount + 1 },
          },
        );
      },
    },
    async close() {
      transport.close();
    },
  };
}
