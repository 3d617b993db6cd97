/**
 * Publishing marketing content (issue 21), by hand or at a scheduled moment, whatever the kind. A saved
 * draft given a moment (POST /admin/content/:kind/:key/schedule) records it with the number of the
 * draft's newest version (marketing_content.publish_at, publish_version) and enqueues, in the same
 * transaction, a "content-publish" job that starts then. The job publishes the draft only if the entry
 * still holds that moment and that version and no save or restore wrote a newer draft version since
 * (saves and restores also clear the schedule), the draft still passes its kind's schema and count
 * rule; then it asks the site to refresh the kind's cache tag. Publishing by hand clears the schedule.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import {
  isMarketingKind,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  marketingEntrySchema,
  type MarketingKind,
  type MarketingKindInfo,
} from "@site/contract";
import type { Db } from "../db/client";
import { marketingContent, marketingContentVersions } from "../db/schema";
import { lockEntry, recordVersion } from "./content-versions";
import type { JobPayloads } from "./jobs";
import { enqueuePublishAt, publishDue, type ScheduledKind } from "./publishing/schedule";
import type { RevisionAuthor } from "./publishing/versions";

type Entries = { key: string; data: unknown }[];
type Rule = (entries: Entries, related: Record<string, Entries>) => string | null;

/** A tenant's published entries of one kind (what visitors see), in no particular order. */
export async function publishedOf(db: Db, tenantId: string, kind: string): Promise<Entries> {
  return db
    .select({ key: marketingContent.key, data: marketingContent.published })
    .from(marketingContent)
    .where(
      and(
        eq(marketingContent.tenantId, tenantId),
        eq(marketingContent.kind, kind),
        sql`${marketingContent.published} is not null`,
      ),
    );
}

/** The published entries of each kind a kind's rule reads (MARKETING_KINDS[kind].reads). */
export async function relatedOf(
  db: Db,
  tenantId: string,
  kind: MarketingKind,
): Promise<Record<string, Entries>> {
  const reads = (MARKETING_KINDS[kind] as MarketingKindInfo).reads ?? [];
  const related: Record<string, Entries> = {};
  for (const other of reads) related[other] = await publishedOf(db, tenantId, other);
  return related;
}

/**
 * The kind's count rule (the FAQ's 8; the home page's services, each published) against its entries as
 * they would be published with `data` as this entry's: the message when it does not hold, else null.
 */
export async function publishProblem(
  db: Db,
  entry: { tenantId: string; kind: MarketingKind; key: string },
  data: unknown,
): Promise<string | null> {
  const rule = MARKETING_KINDS[entry.kind].publishRule as Rule | null;
  if (!rule) return null;
  const live = await publishedOf(db, entry.tenantId, entry.kind);
  const related = await relatedOf(db, entry.tenantId, entry.kind);
  return rule([...live.filter((e) => e.key !== entry.key), { key: entry.key, data }], related);
}

/**
 * Whether taking this entry off the site (unpublishing or deleting it) would break what another kind has
 * published that reads it (the home page's services list naming a service): that kind's message, else null.
 */
export async function neededBy(
  db: Db,
  entry: { tenantId: string; kind: MarketingKind; key: string },
): Promise<string | null> {
  for (const other of MARKETING_KIND_NAMES) {
    const info = MARKETING_KINDS[other] as MarketingKindInfo;
    if (!info.publishRule || !(info.reads ?? []).includes(entry.kind)) continue;
    const live = await publishedOf(db, entry.tenantId, other);
    if (live.length === 0) continue;
    const related = await relatedOf(db, entry.tenantId, other);
    // Only what this entry's going would break: a rule failing already is not this entry's doing.
    if (info.publishRule(live, related) !== null) continue;
    const without = { ...related, [entry.kind]: related[entry.kind]!.filter((e) => e.key !== entry.key) };
    const problem = info.publishRule(live, without);
    if (problem) return MARKETING_MESSAGES.inUseBy(info.label, problem);
  }
  return null;
}

/**
 * Makes `data` what visitors see of the (locked) entry, clears any schedule, and keeps the publish as
 * the entry's next version, in the caller's transaction.
 */
export async function publishEntry(
  tx: Db,
  entry: { contentId: number; data: unknown; by: RevisionAuthor; at?: Date },
): Promise<void> {
  const at = entry.at ?? new Date();
  await tx
    .update(marketingContent)
    .set({ published: entry.data, publishedAt: at, publishAt: null, publishVersion: null })
    .where(eq(marketingContent.id, entry.contentId));
  await recordVersion(tx, { contentId: entry.contentId, state: "published", by: entry.by, at });
}

/** The number of the entry's newest version holding its draft (a save, a restore or the baseline). */
export async function newestDraftVersion(tx: Db, contentId: number): Promise<number | null> {
  const [row] = await tx
    .select({ n: sql<number | null>`max(${marketingContentVersions.number})` })
    .from(marketingContentVersions)
    .where(
      and(eq(marketingContentVersions.contentId, contentId), eq(marketingContentVersions.state, "draft")),
    );
  const n = row?.n;
  return n === null || n === undefined ? null : Number(n);
}

export type ContentPublishJob = JobPayloads["content-publish"];

/** Enqueues, in the caller's transaction, the job that publishes the entry's draft at `at`. */
export async function enqueueContentPublish(tx: Db, job: ContentPublishJob, now: Date): Promise<void> {
  await enqueuePublishAt(tx, "content-publish", job, new Date(job.at), now);
}

/**
 * Content in the publishing engine's schedule: the entry's draft is published if it still holds the
 * job's moment and version, that moment has come, no newer draft was saved and the draft passes its
 * kind's schema and count rule; audited under the system actor, naming who scheduled it.
 */
export const contentSchedule: ScheduledKind<"content-publish"> = {
  job: "content-publish",
  name: "content",
  log: {
    event: "content_publish",
    fields: (d) => ({ kind: d.kind, key: d.key }),
    published: "scheduled content published",
    left: "scheduled content left alone",
  },
  async publishDue(tx, job, now) {
    if (!isMarketingKind(job.kind)) return { published: false, reason: "unknown kind" };
    const kind = job.kind;
    const at = new Date(job.at);
    const locked = await lockEntry(tx, job.tenantId, kind, job.key);
    if (!locked) return { published: false, reason: "entry gone" };
    const [row] = await tx
      .select({ draft: marketingContent.draft, published: marketingContent.published })
      .from(marketingContent)
      .where(
        and(
          eq(marketingContent.id, locked.id),
          eq(marketingContent.publishAt, at),
          eq(marketingContent.publishVersion, job.version),
          sql`${marketingContent.publishAt} <= ${now.toISOString()}::timestamptz`,
        ),
      );
    if (!row) return { published: false, reason: "unscheduled, moved or not due" };
    const [newer] = await tx
      .select({ n: marketingContentVersions.number })
      .from(marketingContentVersions)
      .where(
        and(
          eq(marketingContentVersions.contentId, locked.id),
          eq(marketingContentVersions.state, "draft"),
          gt(marketingContentVersions.number, job.version),
        ),
      )
      .limit(1);
    if (newer) return { published: false, reason: "draft changed since it was scheduled" };
    const parsed = marketingEntrySchema(kind, job.key).safeParse(row.draft);
    if (!parsed.success) return { published: false, reason: "draft no longer valid" };
    const problem = await publishProblem(tx, { tenantId: job.tenantId, kind, key: job.key }, parsed.data);
    if (problem) return { published: false, reason: problem };
    const by = { userId: job.by.userId, label: `${job.by.label} (scheduled)` };
    await publishEntry(tx, { contentId: locked.id, data: parsed.data, by, at: now });
    return {
      published: true,
      targetId: `${kind}/${job.key}`,
      summary: `Published as scheduled by ${job.by.label}`,
      before: row.published ?? null,
      after: parsed.data,
      tags: [MARKETING_KINDS[kind].cacheTag],
    };
  },
};

/** Runs a content-publish job's work now (in a transaction): the cache tags to refresh, or why not. */
export async function publishScheduledContent(
  db: Db,
  job: ContentPublishJob,
  now: Date,
): Promise<{ published: true; tags: string[] } | { published: false; reason: string }> {
  const outcome = await publishDue(db, contentSchedule, job, now);
  return outcome.published ? { published: true, tags: outcome.tags } : outcome;
}
