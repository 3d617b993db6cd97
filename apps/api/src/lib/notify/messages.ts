/**
 * What the team is told about each new submission. Plain text only: nothing a visitor typed is ever
 * rendered as HTML in someone's mail client. A resume is never attached; the team downloads it from
 * the admin area.
 */
export type NotificationEvent =
  | {
      kind: "contact_lead";
      tenantId: string;
      lead: {
        first_name: string;
        last_name: string;
        email: string;
        phone_number?: string | null;
        message: string;
      };
    }
  | {
      kind: "design_campaign_lead";
      tenantId: string;
      lead: {
        full_name: string;
        email: string;
        website_url: string;
        company?: string | null;
        message?: string | null;
      };
    }
  | { kind: "newsletter"; tenantId: string; email: string }
  | {
      kind: "application";
      tenantId: string;
      applicant: {
        id: number;
        first_name: string;
        last_name: string;
        email: string;
        job_title: string;
        country?: string | null;
        state?: string | null;
        city?: string | null;
        phone_country_code?: string | null;
        phone_number?: string | null;
        resume_file_name?: string | null;
      };
    }
  | {
      kind: "comment";
      tenantId: string;
      comment: {
        id: number;
        comment_sender_name: string;
        comment_sender_email: string;
        sender_comment_content: string;
      };
      post: { title: string; slug: string };
    };

export type NotificationKind = NotificationEvent["kind"];

export type RenderedMessage = { subject: string; text: string; replyTo?: string };

/** Header values never carry line breaks, whatever a visitor typed into a name. */
function oneLine(value: string, max = 120): string {
  const flat = value.replace(/[\r\n\t]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Lead messages arrive with <br> for newlines (spec §5); mail shows them as line breaks again. */
function plain(value: string): string {
  return value.replace(/<br\s*\/?>/gi, "\n");
}

function lines(pairs: [string, string | null | undefined][]): string {
  return pairs
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

const FOOTER = "\n\n—\nSent by the website. Open the admin area to read and manage submissions.";

export function renderNotification(event: NotificationEvent): RenderedMessage {
  switch (event.kind) {
    case "contact_lead": {
      const { lead } = event;
      const name = `${lead.first_name} ${lead.last_name}`;
      return {
        subject: oneLine(`New contact message from ${name}`),
        replyTo: lead.email,
        text:
          lines([
            ["Name", name],
            ["Email", lead.email],
            ["Phone", lead.phone_number],
          ]) +
          `\n\nMessage:\n${plain(lead.message)}` +
          FOOTER,
      };
    }
    case "design_campaign_lead": {
      const { lead } = event;
      return {
        subject: oneLine(`New UX review request from ${lead.full_name}`),
        replyTo: lead.email,
        text:
          lines([
            ["Name", lead.full_name],
            ["Email", lead.email],
            ["Website", lead.website_url],
            ["Company", lead.company],
          ]) +
          (lead.message ? `\n\nMessage:\n${plain(lead.message)}` : "") +
          FOOTER,
      };
    }
    case "newsletter":
      return {
        subject: oneLine(`New newsletter subscriber: ${event.email}`),
        text: lines([["Email", event.email]]) + FOOTER,
      };
    case "application": {
      const a = event.applicant;
      const name = `${a.first_name} ${a.last_name}`;
      const place = [a.city, a.state, a.country].filter(Boolean).join(", ");
      const phone = a.phone_number ? `${a.phone_country_code ?? ""} ${a.phone_number}`.trim() : undefined;
      return {
        subject: oneLine(`New application for ${a.job_title} from ${name}`),
        replyTo: a.email,
        text:
          lines([
            ["Position", a.job_title],
            ["Name", name],
            ["Email", a.email],
            ["Phone", phone],
            ["Location", place],
            [
              "Resume",
              a.resume_file_name ? `${a.resume_file_name} (download it in the admin area)` : undefined,
            ],
          ]) + FOOTER,
      };
    }
    case "comment": {
      const { comment, post } = event;
      return {
        subject: oneLine(`Comment awaiting moderation on "${post.title}"`),
        text:
          lines([
            ["Post", `${post.title} (/blog/${post.slug})`],
            ["Name", comment.comment_sender_name],
            ["Email", comment.comment_sender_email],
          ]) +
          `\n\nComment:\n${comment.sender_comment_content}` +
          "\n\nIt stays hidden until someone approves it in the admin area's moderation queue." +
          FOOTER,
      };
    }
  }
}

/** What a visitor is sent (lib/notify/visitor-email.ts renders it; a "visitor-email" job carries it). */
export type VisitorEmailKind =
  | "contact_confirmation"
  | "ux_review_confirmation"
  | "application_confirmation"
  | "newsletter_confirmation"
  /** A recruiter's message to a candidate from a template (issue 32). */
  | "recruiting_message";

export type VisitorEmail = {
  kind: VisitorEmailKind;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on a newsletter mail. */
  headers?: Record<string, string>;
};
