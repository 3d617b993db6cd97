/**
 * The e-mails sent to one person of the team: an invitation and a password reset. Each is a durable job
 * ("team-email", lib/jobs/registry.ts) enqueued in the transaction that creates its link, so the mail
 * exists exactly when the link does, and sent by whichever API instance fetches it, over SMTP_URL, with a
 * Message-ID derived from the job id (as the notifier's mails: a resend after a crash is recognisably the
 * same message). The SMTP transport and the send-with-abort step are lib/notify/notifier.ts's.
 *
 * Without SMTP_URL nothing is enqueued: the inviter sees the link in the team's area and passes it on, and
 * a reset is asked of an administrator (People → reset link).
 *
 * The HTML part is the one e-mail layout's (lib/notify/email-layout.ts), where every name is escaped;
 * the text part says the same.
 */
import { TEAM_ROLE_LABELS, type TeamRole } from "@site/contract";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { enqueueJob } from "../jobs/enqueue";
import type { JobHandlers } from "../jobs/runner";
import {
  createSmtpTransport,
  notificationMessageId,
  sendJobMail,
  type MailTransport,
  type NotifyLogger,
} from "../notify/notifier";
import { emailPage, link, markup, oneLine, text } from "../notify/email-layout";

export type TeamEmail = { subject: string; text: string; html: string };

/** A date and time a person reads in the mail, unambiguous whatever their time zone: in UTC. */
function when(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace("T", " at ")} UTC`;
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

export function renderInvitation(input: {
  site: string;
  name: string | null;
  invitedBy: string;
  roles: readonly TeamRole[];
  link: string;
  expiresAt: Date;
}): TeamEmail {
  const roles = list(input.roles.map((r) => TEAM_ROLE_LABELS[r]));
  const subject = oneLine(`You are invited to the ${input.site} team`);
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const lines = [
    greeting,
    "",
    `${input.invitedBy} invited you to the team's area of ${input.site} as ${roles}.`,
    "",
    "To accept, open this link and choose a password:",
    input.link,
    "",
    `The link works once, until ${when(input.expiresAt)}.`,
    "If you did not expect this invitation, ignore this e-mail: nothing happens without you.",
  ].join("\n");
  return {
    subject,
    text: lines,
    html: emailPage(subject, [
      text(greeting),
      markup`${input.invitedBy} invited you to the team's area of ${input.site} as ${roles}.`,
      link(input.link, "Accept the invitation and choose a password"),
      markup`If the link does not open, copy this address into your browser:<br>${input.link}`,
      markup`The link works once, until ${when(input.expiresAt)}. If you did not expect this invitation, ignore this e-mail: nothing happens without you.`,
    ]),
  };
}

export function renderPasswordReset(input: {
  site: string;
  name: string;
  link: string;
  expiresAt: Date;
}): TeamEmail {
  const subject = oneLine(`Choose a new password for ${input.site}`);
  const lines = [
    `Hello ${input.name},`,
    "",
    `Someone asked to reset the password of your account in the team's area of ${input.site}.`,
    "",
    "To choose a new password, open this link:",
    input.link,
    "",
    `The link works once, until ${when(input.expiresAt)}. Choosing a new password signs you out everywhere.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ].join("\n");
  return {
    subject,
    text: lines,
    html: emailPage(subject, [
      text(`Hello ${input.name},`),
      markup`Someone asked to reset the password of your account in the team's area of ${input.site}.`,
      link(input.link, "Choose a new password"),
      markup`If the link does not open, copy this address into your browser:<br>${input.link}`,
      markup`The link works once, until ${when(input.expiresAt)}. Choosing a new password signs you out everywhere. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    ]),
  };
}

/**
 * Adds the e-mail to the job queue inside `tx` (the transaction that creates its link). Returns whether
 * it was enqueued: false without SMTP_URL. Call `app.jobs.wake()` after the commit.
 */
export async function enqueueTeamEmail(
  tx: Db,
  config: Pick<Config, "SMTP_URL">,
  to: string,
  email: TeamEmail,
  reqId?: string,
): Promise<boolean> {
  if (!config.SMTP_URL) return false;
  await enqueueJob(tx, "team-email", { to, ...email, ...(reqId ? { reqId } : {}) });
  return true;
}

export type TeamEmailSender = { readonly handlers: JobHandlers; close(): Promise<void> };

/** The "team-email" job handler (none without SMTP_URL: nothing is enqueued then). */
export function createTeamEmailSender(options: {
  smtpUrl?: string;
  from: string;
  logger: NotifyLogger;
  /** For tests: a ready transport instead of one built from smtpUrl. */
  transport?: MailTransport;
}): TeamEmailSender {
  if (!options.smtpUrl && !options.transport) return { handlers: {}, close: async () => {} };
  const { from, logger } = options;
  const transport = options.transport ?? createSmtpTransport(options.smtpUrl!);
  return {
    handlers: {
      "team-email": async (job) => {
        const { to, subject, text, html, reqId } = job.data;
        await sendJobMail(
          transport,
          job,
          { from, to, subject, text, html, messageId: notificationMessageId(job.id, from, "team-email") },
          // The address is the person's own: logged, the message's content (its link) never is.
          {
            logger,
            what: "team e-mail",
            meta: { reqId, event: "team-email", jobId: job.id, to, attempt: job.retryCount + 1 },
          },
        );
      },
    },
    async close() {
      transport.close();
    },
  };
}
