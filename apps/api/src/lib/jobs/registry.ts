/**
 * The job kinds the API runs from its queue in PostgreSQL (pg-boss). One line per kind here, its
 * payload type and its queue's policy; a handler is given to the runner (runner.ts) by whoever owns the
 * work, and `enqueueJob` (enqueue.ts) only accepts a kind's own payload. To add a kind (e-mails to
 * visitors, scheduled publishing, retention purges): add it to JobPayloads and JOB_QUEUES, register a
 * handler in plugins/services.ts. Queues are created by the advisory-locked migration step
 * (db/client.ts → installJobSchema), so every instance finds them before it starts.
 *
 * pg-boss stays on 10.4.2 (schema 24), which runs on Node 22: 11.0.0 ships no migration from a 10 schema
 * and 12.x migrates only from schema 25 up, so moving to 12 means a new schema and copying the jobs that
 * wait (scheduled publishes months ahead, e-mails being retried) by hand, and 11 drops the archive table
 * that the privacy erase and the restore handle.
 */
import type { NotificationEvent, VisitorEmail } from "../notify/messages";

/** What each kind carries: plain JSON, stored in the job row. */
export type JobPayloads = {
  /** An e-mail to the team about a new lead, application or comment. */
  "team-notification": { event: NotificationEvent; reqId?: string };
  /** An e-mail to one person of the team: an invitation or a password reset (lib/auth/team-email.ts). */
  "team-email": { to: string; subject: string; text: string; html: string; reqId?: string };
  /**
   * "Forgot your password?" for an address: a reset link e-mailed if it is a person of the team
   * (lib/auth/password-reset.ts). The request only enqueues this, whoever the address is.
   */
  "password-reset": { tenantId: string; email: string; ip?: string; reqId?: string };
  /**
   * An e-mail to a visitor (lib/notify/visitor-email.ts): the confirmation of a contact message, a UX
   * review request or an application, or the newsletter's confirmation link.
   */
  "visitor-email": VisitorEmail & { tenantId: string; to: string; reqId?: string };
  /**
   * Deletes the tenant's newsletter addresses left unconfirmed past their expiry (lib/newsletter.ts);
   * enqueued with each confirmation link, to start when that link expires.
   */
  "newsletter-expiry": { tenantId: string };
  /**
   * Publishes a draft at its scheduled moment (issue 21, routes/admin/posts.routes.ts): enqueued to start
   * then; does nothing if the post was published, unscheduled or moved to another moment meanwhile.
   */
  "scheduled-publish": { tenantId: string; postId: number; at: string };
  /**
   * Lists an unlisted opening at its scheduled moment (issue 31, item 3, lib/publishing/careers.ts):
   * does nothing if it was listed, unscheduled, moved or deleted meanwhile.
   */
  "career-publish": { tenantId: string; careerId: number; at: string };
  /**
   * Publishes a marketing content entry's saved draft at its scheduled moment (issue 21,
   * lib/content-schedule.ts): does nothing if the draft was saved again, the schedule cancelled or moved,
   * or the entry published by hand meanwhile.
   */
  "content-publish": {
    tenantId: string;
    kind: string;
    key: string;
    /** The moment, ISO. */
    at: string;
    /** The number of the draft's version scheduled. */
    version: number;
    /** Who scheduled it: the published version is theirs. */
    by: { userId: number | null; label: string };
  };
  /**
   * The day's follow-up e-mails (lib/leads/follow-ups.ts): one "team-email" per person owning leads
   * due that day. Enqueued once per UTC day per deployment.
   */
  "lead-follow-ups": { day: string };
  /** One outbound webhook delivery (lib/leads/webhooks.ts): a signed POST, retried by the queue. */
  "webhook-delivery": { tenantId: string; deliveryId: number };
  /** Purges applications (and their resumes) older than the tenant's retention setting. */
  "retention-purge": { tenantId?: string };
  /**
   * E-mails the recruiters every candidate past their reply-by date (issue 32, lib/recruiting.ts):
   * enqueued once a day per deployment.
   */
  "reply-reminders": { tenantId?: string };
};

export type JobKind = keyof JobPayloads;

export type QueuePolicy = {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; with retryBackoff each next wait doubles (plus jitter). */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * An attempt still active after this long is presumed dead (its process was killed) and retried by
   * pg-boss's maintenance. Longer than any attempt can take: the runner aborts a handler before it.
   */
  expireInSeconds: number;
  /**
   * How long a job may wait (created, or waiting for a retry) past its start before pg-boss's maintenance
   * archives it unrun. (A finished job is archived 12 hours after it finished, whatever this says; the
   * archive is dropped 7 days later.)
   */
  retentionMinutes: number;
  /** Jobs of this kind one API process runs at the same time. */
  concurrency: number;
};

/** pg-boss's schema (its tables live apart from the app's). */
export const JOB_SCHEMA = "pgboss";

export const JOB_QUEUES: Record<JobKind, QueuePolicy> = {
  // A mail server that is down for a while: 8 retries from 5 s, doubling, cover about 20 minutes. An
  // attempt is bounded by the SMTP timeouts (lib/notify/notifier.ts: at most about 20 s).
  "team-notification": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 4,
  },
  // The same policy as the team's notifications: a link in a mail that arrives 20 minutes late still works.
  "team-email": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 2,
  },
  // A visitor's confirmation: the same policy as the team's mails.
  "visitor-email": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 2,
  },
  // One DELETE; it starts a week after it is enqueued, and pg-boss keeps it a day past its start.
  "newsletter-expiry": {
    retryLimit: 8,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionMinutes: 60 * 24,
    concurrency: 1,
  },
  // One UPDATE and the site's revalidation call; it may wait months to start, and is kept a week past it.
  "scheduled-publish": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 1,
  },
  // The same as a post's: one UPDATE and the site's revalidation call, possibly months ahead.
  "career-publish": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 1,
  },
  // The same as a post's: one transaction and the site's revalidation call, possibly months ahead.
  "content-publish": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 60,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 1,
  },
  // Quick database work, then a "team-email" job: retried like the mail itself.
  "password-reset": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    retentionMinutes: 60 * 24,
    concurrency: 2,
  },
  // One query and a few inserts, once a day: retried like the purge.
  "lead-follow-ups": {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionMinutes: 60 * 24 * 2,
    concurrency: 1,
  },
  // A receiver that is down for a while: 8 retries from 5 s, doubling, cover about 20 minutes. An
  // attempt is bounded by its own timeout (10 s).
  "webhook-delivery": {
    retryLimit: 8,
    retryDelaySeconds: 5,
    retryBackoff: true,
    expireInSeconds: 30,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 2,
  },
  // Enqueued daily: a read per tenant, then a "team-email" job per recruiter, retried like the mail.
  "reply-reminders": {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 120,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 1,
  },
  // Enqueued daily (and on demand from Settings); a purge of a large backlog takes seconds, not minutes.
  "retention-purge": {
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryBackoff: true,
    expireInSeconds: 600,
    retentionMinutes: 60 * 24 * 7,
    concurrency: 1,
  },
};

export const JOB_KINDS = Object.keys(JOB_QUEUES) as JobKind[];

/** Jobs of one queue by state: waiting (created, or waiting for a retry), active, failed for good. */
export type QueueCounts = { waiting: number; active: number; failed: number };
