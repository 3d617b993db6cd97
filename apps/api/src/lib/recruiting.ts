/**
 * Recruiting (issue 32, item 3): the candidate's status link, the reply-by date of each stage and the
 * daily reminder to the recruiters for every candidate past it.
 *
 * - The status link's token is the application's id and an HMAC of the tenant and id under a label of
 *   its own from REVALIDATE_SECRET (contract/signing.ts): nothing is stored, nothing to guess, and no
 *   account. Changing the secret voids the links already mailed, as for the newsletter's.
 * - A reply-by date is a calendar day (UTC). Each open stage has a default (REPLY_BY_DAYS); in the
 *   interview stage it is never later than INTERVIEW_REPLY_MAX_DAYS after the move (Ontario's rule).
 * - The reminder is a "team-email" job per recruiter, enqueued once a day per deployment by the
 *   "reply-reminders" job (the retention purge's pattern: a job id derived from the day, checked under
 *   an advisory lock), and on demand from the applicants list.
 */
import { createHash } from "node:crypto";
import { and, asc, eq, isNull, lt, notInArray, sql } from "drizzle-orm";
import {
  CLOSED_STAGES,
  INTERVIEW_REPLY_MAX_DAYS,
  REPLY_BY_DAYS,
  STAGE_LABELS,
  SYSTEM_ACTOR,
  type ApplicationStage,
} from "@site/contract";
import { constantTimeEqual, labelledMac } from "@site/contract/signing";
import type { Db } from "../db/client";
import { applications, teamUsers, tenants } from "../db/schema";
import type { Config } from "../env";
import { recordAudit } from "./auth/audit";
import type { Principal } from "./auth/principal";
import { enqueueTeamEmail } from "./auth/team-email";
import { enqueueJob, findJob, type JobHandler } from "./jobs";
import { emailPage, link, markup, oneLine, text } from "./notify/email-layout";
import { siteNameOf } from "./notify/visitor-email";

const DAY_MS = 24 * 60 * 60 * 1000;
const STATUS_LABEL = "cobaltline application status v1";

// ── The status link ──

function statusMac(secret: string, tenantId: string, id: number): string {
  return labelledMac(secret, STATUS_LABEL, [tenantId, id]).subarray(0, 16).toString("base64url");
}

/** `17-<22 characters>`: the application's id and its MAC. */
export function statusToken(secret: string, tenantId: string, id: number): string {
  return `${id}-${statusMac(secret, tenantId, id)}`;
}

/** The application's id a token names, if its MAC is right for this tenant; undefined otherwise. */
export function verifyStatusToken(secret: string, tenantId: string, token: string): number | undefined {
  const m = /^(\d{1,10})-([A-Za-z0-9_-]{22})$/.exec(token);
  if (!m) return undefined;
  const id = Number(m[1]);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return undefined;
  // Compared as written, not decoded: base64url's last character has spare bits, and a token that
  // differs only there is not the one that was handed out.
  const expected = Buffer.from(statusMac(secret, tenantId, id));
  return constantTimeEqual(Buffer.from(m[2]!), expected) ? id : undefined;
}

export const statusPath = (token: string) => `/application-status?token=${token}`;

// ── Reply-by dates ──

/** A UTC calendar day, YYYY-MM-DD. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);

/** The latest reply-by day a stage entered at `since` allows: 45 days for an interview, else none. */
export function replyByMax(stage: ApplicationStage, since: Date): string | null {
  return stage === "interview" ? dayOf(addDays(since, INTERVIEW_REPLY_MAX_DAYS)) : null;
}

/** The stage's default reply-by day from `since`; null for hired and rejected. */
export function defaultReplyBy(stage: ApplicationStage, since: Date): string | null {
  const days = REPLY_BY_DAYS[stage];
  return days === null ? null : dayOf(addDays(since, days));
}

/** Whether the candidate waits past their reply-by day (`today` is a UTC day). */
export function isOverdue(stage: ApplicationStage, replyBy: string | null, today: string): boolean {
  return !CLOSED_STAGES.includes(stage) && replyBy !== null && replyBy < today;
}

// ── Reminders ──

export type OverdueCandidate = {
  id: number;
  name: string;
  jobTitle: string;
  stage: ApplicationStage;
  replyBy: string;
};

/** The tenant's candidates past their reply-by day, the longest waiting first. */
export async function overdueCandidates(db: Db, tenantId: string, now: Date): Promise<OverdueCandidate[]> {
  const rows = await db
    .select({
      id: applications.id,
      firstName: applications.firstName,
      lastName: applications.lastName,
      jobTitle: applications.jobTitle,
      stage: applications.stage,
      replyBy: applications.replyBy,
    })
    .from(applications)
    .where(
      and(
        eq(applications.tenantId, tenantId),
        notInArray(applications.stage, [...CLOSED_STAGES]),
        lt(applications.replyBy, dayOf(now)),
      ),
    )
    .orderBy(asc(applications.replyBy), asc(applications.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    name: `${r.firstName} ${r.lastName}`,
    jobTitle: r.jobTitle,
    stage: r.stage,
    replyBy: r.replyBy!,
  }));
}

/** Who is reminded: the tenant's recruiters; without any, its owners. */
async function recruitersOf(db: Db, tenantId: string): Promise<{ email: string; name: string }[]> {
  const people = await db
    .select({ email: teamUsers.email, name: teamUsers.name, roles: teamUsers.roles })
    .from(teamUsers)
    .where(and(eq(teamUsers.tenantId, tenantId), isNull(teamUsers.removedAt)))
    .orderBy(asc(teamUsers.id));
  const recruiters = people.filter((p) => p.roles.includes("recruiter"));
  return (recruiters.length ? recruiters : people.filter((p) => p.roles.includes("owner"))).map((p) => ({
    email: p.email,
    name: p.name,
  }));
}

export function renderReminder(input: {
  site: string;
  siteUrl: string;
  name: string;
  candidates: OverdueCandidate[];
}) {
  const n = input.candidates.length;
  const subject = oneLine(`${n} candidate${n === 1 ? "" : "s"} waiting past their reply-by date`);
  const lines = input.candidates.map(
    (c) =>
      `${c.name}, ${c.jobTitle} (${STAGE_LABELS[c.stage]}): reply was due ${c.replyBy}. ${input.siteUrl}/admin/applicants/${c.id}`,
  );
  const intro = `These candidates of ${input.site} have waited past the day we promised to answer them. Write to each, move them on, or set a new date.`;
  const rule = `After an interview, a candidate must hear back within ${INTERVIEW_REPLY_MAX_DAYS} days.`;
  return {
    subject,
    text: [`Hello ${input.name},`, "", intro, "", ...lines, "", rule].join("\n"),
    html: emailPage(subject, [
      text(`Hello ${input.name},`),
      text(intro),
      ...input.candidates.map(
        (c) =>
          markup`${link(`${input.siteUrl}/admin/applicants/${c.id}`, c.name)}, ${c.jobTitle} (${STAGE_LABELS[c.stage]}): reply was due ${c.replyBy}.`,
      ),
      text(rule),
    ]),
  };
}

export type ReminderOptions = {
  /** One tenant (the list's button); every tenant when absent (the daily job). */
  tenantId?: string;
  now: Date;
  actor?: Principal;
  ip?: string;
  requestId?: string;
};

/**
 * E-mails each recruiter of each tenant the list of its overdue candidates (one mail per person), in
 * one transaction per tenant with its audit entry. Answers, per tenant, how many candidates and mails.
 */
export async function sendReplyReminders(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "SITE_URL">,
  options: ReminderOptions,
): Promise<Record<string, { candidates: number; mails: number }>> {
  const ids = options.tenantId
    ? [options.tenantId]
    : (await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map((t) => t.id);
  const out: Record<string, { candidates: number; mails: number }> = {};
  const siteUrl = config.SITE_URL.replace(/\/+$/, "");
  for (const tenantId of ids) {
    out[tenantId] = await db.transaction(async (tx) => {
      const candidates = await overdueCandidates(tx, tenantId, options.now);
      let mails = 0;
      if (candidates.length) {
        const site = await siteNameOf(tx, tenantId);
        for (const person of await recruitersOf(tx, tenantId)) {
          const email = renderReminder({ site, siteUrl, name: person.name, candidates });
          if (await enqueueTeamEmail(tx, config, person.email, email, options.requestId)) mails++;
        }
      }
      if (mails > 0 || options.actor) {
        await recordAudit(tx, {
          tenantId,
          actor: options.actor ?? { label: SYSTEM_ACTOR },
          action: "applicants.reminders",
          targetType: "applicants",
          summary: `Reminded ${mails} recruiter${mails === 1 ? "" : "s"} of ${candidates.length} candidate${candidates.length === 1 ? "" : "s"} past their reply-by date`,
          after: { candidates: candidates.map((c) => c.id), mails },
          ip: options.ip ?? null,
          requestId: options.requestId ?? null,
        });
      }
      return { candidates: candidates.length, mails };
    });
  }
  return out;
}

export function replyRemindersHandler(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "SITE_URL">,
  logger: { info: (obj: object, msg: string) => void },
  wake: () => void,
): JobHandler<"reply-reminders"> {
  return async (job) => {
    const sent = await sendReplyReminders(db, config, { tenantId: job.data.tenantId, now: new Date() });
    const mails = Object.values(sent).reduce((n, s) => n + s.mails, 0);
    if (mails) wake();
    logger.info({ event: "reply_reminders", jobId: job.id, mails }, "reply-by reminders done");
  };
}

/** The day's job id: a name-based UUID (SHA-256 of the kind and day, version 8), as retention's. */
export function dailyReminderId(now: Date): string {
  const h = createHash("sha256")
    .update(`reply-reminders:daily:${dayOf(now)}`)
    .digest("hex");
  const variant = ((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** "remind" in ASCII: this schedule's advisory lock, distinct from the migrations' and retention's. */
const REMINDER_LOCK_KEY = 0x72656d696e64n;

/** Enqueues today's reminders unless some instance already has; answers whether this call did. */
export async function enqueueDailyReminders(db: Db, now: Date): Promise<boolean> {
  const id = dailyReminderId(now);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_LOCK_KEY.toString()}::bigint)`);
    if (await findJob(tx, "reply-reminders", id)) return false;
    await enqueueJob(tx, "reply-reminders", {}, { singletonKey: `daily:${dayOf(now)}`, id });
    return true;
  });
}

/**
 * Every API process tries a minute after it starts and then every hour: the reminders go out within
 * about an hour of midnight UTC (or of the day's first start), once, however many instances run.
 */
export function startReminderSchedule(options: {
  db: Db;
  logger: { warn: (obj: object, msg: string) => void };
  wake: () => void;
}): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      if (await enqueueDailyReminders(options.db, new Date())) options.wake();
    } catch (e) {
      options.logger.warn(
        { event: "reminder_schedule", err: { message: (e as Error)?.message ?? String(e) } },
        "reply-by reminders not enqueued",
      );
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(() => schedule(60 * 60 * 1000)), ms);
    timer.unref();
  };
  schedule(60 * 1000);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
