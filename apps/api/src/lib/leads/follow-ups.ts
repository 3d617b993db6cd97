/**
 * The daily e-mail of follow-ups (issue 32): once a UTC day, each person who owns leads whose follow-up
 * date has come (today or before, neither won nor lost) gets one e-mail listing them, with a link to
 * each lead's page. The day's "lead-follow-ups" job is enqueued once per deployment, whatever the number
 * of instances (an advisory lock and the day's name-based job id, as the retention purge does); it
 * enqueues one "team-email" job per owner, sent over SMTP_URL by the queue with its retries.
 */
import { and, asc, eq, isNotNull, isNull, lte, notInArray, sql } from "drizzle-orm";
import { LEAD_STATUS_LABELS, type LeadStatus } from "@site/contract";
import type { Db } from "../../db/client";
import type { Config } from "../../env";
import { leads, teamUsers, tenants } from "../../db/schema";
import { enqueueTeamEmail, type TeamEmail } from "../auth/team-email";
import { enqueueJob, findJob, type JobHandler } from "../jobs";
import { emailPage, link, markup, oneLine, text } from "../notify/email-layout";
import { siteNameOf } from "../notify/visitor-email";
import { nameBasedId } from "../privacy/retention";

/** The UTC day of a moment, YYYY-MM-DD. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/** "lead-follow-ups" for that day: its singleton key and its id. */
const dayKey = (day: string) => `follow-ups:${day}`;
export const followUpJobId = (day: string) => nameBasedId(`lead-follow-ups:${dayKey(day)}`);

/** The advisory lock of the decision "is today's job enqueued?" ("follow" in ASCII). */
const SCHEDULE_LOCK_KEY = 0x666f6c6c6f77n;

export type DueLead = { id: number; name: string; status: LeadStatus; followUpOn: string };

/** The e-mail to one owner: the leads due, oldest follow-up first. */
export function renderFollowUps(input: {
  site: string;
  siteUrl: string;
  owner: string;
  day: string;
  due: DueLead[];
}): TeamEmail {
  const n = input.due.length;
  const subject = oneLine(`${n} lead${n === 1 ? "" : "s"} to follow up today`);
  const href = (id: number) => new URL(`/admin/leads/${id}`, input.siteUrl).toString();
  const line = (l: DueLead) =>
    `${l.name} (${LEAD_STATUS_LABELS[l.status]}), follow up ${l.followUpOn === input.day ? "today" : `since ${l.followUpOn}`}`;
  const lines = [
    `Hello ${input.owner},`,
    "",
    `${n === 1 ? "This lead of yours is" : `These ${n} leads of yours are`} due for a follow-up on ${input.day}:`,
    "",
    ...input.due.flatMap((l) => [`- ${line(l)}`, `  ${href(l.id)}`]),
    "",
    `Change a lead's follow-up date on its page in the team's area of ${input.site}.`,
  ].join("\n");
  return {
    subject,
    text: lines,
    html: emailPage(subject, [
      text(`Hello ${input.owner},`),
      markup`${n === 1 ? "This lead of yours is" : `These ${n} leads of yours are`} due for a follow-up on ${input.day}:`,
      ...input.due.map((l) => markup`${link(href(l.id), l.name)}: ${line(l).slice(l.name.length + 1)}`),
      text(`Change a lead's follow-up date on its page in the team's area of ${input.site}.`),
    ]),
  };
}

/**
 * Enqueues one e-mail per owner of the leads due on `day` (every tenant, or one), in one transaction;
 * answers how many e-mails. Nothing without SMTP_URL.
 */
export async function enqueueFollowUpEmails(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "SITE_URL">,
  day: string,
  tenantId?: string,
): Promise<number> {
  const ids = tenantId
    ? [tenantId]
    : (await db.select({ id: tenants.id }).from(tenants).orderBy(tenants.id)).map((t) => t.id);
  let sent = 0;
  for (const tenant of ids) {
    sent += await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: leads.id,
          name: leads.name,
          status: leads.status,
          followUpOn: leads.followUpOn,
          ownerId: teamUsers.id,
          ownerName: teamUsers.name,
          ownerEmail: teamUsers.email,
        })
        .from(leads)
        .innerJoin(teamUsers, eq(teamUsers.id, leads.ownerId))
        .where(
          and(
            eq(leads.tenantId, tenant),
            isNotNull(leads.followUpOn),
            lte(leads.followUpOn, day),
            notInArray(leads.status, ["won", "lost"]),
            isNull(teamUsers.removedAt),
          ),
        )
        .orderBy(asc(teamUsers.id), asc(leads.followUpOn), asc(leads.id));
      if (rows.length === 0) return 0;
      const site = await siteNameOf(tx, tenant);
      const byOwner = new Map<number, typeof rows>();
      for (const r of rows) byOwner.set(r.ownerId, [...(byOwner.get(r.ownerId) ?? []), r]);
      let n = 0;
      for (const due of byOwner.values()) {
        const first = due[0]!;
        const email = renderFollowUps({
          site,
          siteUrl: config.SITE_URL,
          owner: first.ownerName,
          day,
          due: due.map((r) => ({
            id: r.id,
            name: r.name,
            status: r.status as LeadStatus,
            followUpOn: r.followUpOn!,
          })),
        });
        if (await enqueueTeamEmail(tx, config, first.ownerEmail, email)) n += 1;
      }
      return n;
    });
  }
  return sent;
}

/** The day's job: the e-mails of the day it names. */
export function followUpsHandler(
  db: Db,
  config: Pick<Config, "SMTP_URL" | "SITE_URL">,
  wake: () => void,
  logger: { info: (obj: object, msg: string) => void },
): JobHandler<"lead-follow-ups"> {
  return async (job) => {
    const emails = await enqueueFollowUpEmails(db, config, job.data.day);
    if (emails > 0) wake();
    logger.info(
      { event: "lead_follow_ups", jobId: job.id, day: job.data.day, emails },
      "follow-up e-mails enqueued",
    );
  };
}

/** Enqueues the day's job unless some instance already has (answers whether this call did). */
export async function enqueueDailyFollowUps(db: Db, now: Date): Promise<boolean> {
  const day = utcDay(now);
  const id = followUpJobId(day);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SCHEDULE_LOCK_KEY.toString()}::bigint)`);
    if (await findJob(tx, "lead-follow-ups", id)) return false;
    await enqueueJob(tx, "lead-follow-ups", { day }, { singletonKey: dayKey(day), id });
    return true;
  });
}

/**
 * Every API process checks, a minute after it starts and then every half minute, whether the day's job is enqueued (one indexed look-up
 * under a lock), so the e-mails go out within a minute of midnight UTC, or of the first start of the day,
 * and still go out on a day when some instances are down.
 */
export function startFollowUpSchedule(options: {
  db: Db;
  logger: { warn: (obj: object, msg: string) => void };
  wake: () => void;
  everyMs?: number;
}): { stop: () => void } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    try {
      if (await enqueueDailyFollowUps(options.db, new Date())) options.wake();
    } catch (e) {
      options.logger.warn(
        { event: "follow_up_schedule", err: { message: (e as Error)?.message ?? String(e) } },
        "follow-up e-mails not enqueued",
      );
    }
  };
  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => void tick().finally(() => schedule(options.everyMs ?? 30_000)), ms);
    timer.unref();
  };
  schedule(60_000);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
