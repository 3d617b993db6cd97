import type { FastifyInstance } from "fastify";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  type AdminMarketingEntry,
  type AdminMarketingKind,
  type AdminMarketingKindEntries,
  type AdminMarketingSaved,
  isEntryKey,
  MARKETING_KIND_NAMES,
  MARKETING_KINDS,
  marketingEntrySchema,
  MARKETING_MESSAGES,
  type MarketingData,
  type MarketingKind,
  marketingParamsSchema,
} from "@site/contract";
import { rowsOf, type Db } from "../../db/client";
import { marketingContent } from "../../db/schema";
import { principalLabel } from "../../lib/auth/principal";
import { publishEntry, publishProblem } from "../../lib/content-schedule";
import { lockEntry, recordVersion } from "../../lib/content-versions";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { revisionAuthor } from "../../lib/publishing/versions";
import { kindOf } from "../marketing-content/marketing-content.routes";
import { doc, iso, isoNotNull, refreshSite } from "./shared";

const columns = {
  kind: marketingContent.kind,
  key: marketingContent.key,
  position: marketingContent.position,
  draft: marketingContent.draft,
  published: marketingContent.published,
  changed: sql<boolean>`(${marketingContent.draft} is distinct from ${marketingContent.published})`,
  updatedBy: marketingContent.updatedBy,
  updatedAt: marketingContent.updatedAt,
  publishedAt: marketingContent.publishedAt,
  publishAt: marketingContent.publishAt,
};

type Row = {
  kind: string;
  key: string;
  position: number;
  draft: unknown;
  published: unknown;
  changed: boolean;
  updatedBy: string | null;
  updatedAt: Date;
  publishedAt: Date | null;
  publishAt: Date | null;
};

function toEntry(r: Row): AdminMarketingEntry {
  return {
    kind: r.kind as MarketingKind,
    key: r.key,
    position: r.position,
    draft: r.draft as MarketingData[MarketingKind],
    published: (r.published ?? null) as MarketingData[MarketingKind] | null,
    changed: Boolean(r.changed),
    updated_by: r.updatedBy,
    updated_date: isoNotNull(r.updatedAt),
    published_date: iso(r.publishedAt),
    publish_at: iso(r.publishAt),
  };
}

const ofKind = (tenantId: string, kind: MarketingKind) =>
  and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, kind));

export async function entriesOf(
  db: Db,
  tenantId: string,
  kind: MarketingKind,
): Promise<AdminMarketingEntry[]> {
  const rows = await db
    .select(columns)
    .from(marketingContent)
    .where(ofKind(tenantId, kind))
    .orderBy(asc(marketingContent.position), asc(marketingContent.key));
  return rows.map(toEntry);
}

export async function findEntry(db: Db, tenantId: string, kind: MarketingKind, key: string) {
  const [row] = await db
    .select(columns)
    .from(marketingContent)
    .where(and(ofKind(tenantId, kind), eq(marketingContent.key, key)))
    .limit(1);
  return row ? toEntry(row) : null;
}

export function summaryOf(kind: MarketingKind, entries: AdminMarketingEntry[]): AdminMarketingKind {
  const info = MARKETING_KINDS[kind];
  return {
    kind,
    label: info.label,
    description: info.description,
    count_note: info.countNote,
    entries: entries.length,
    changed: entries.filter((e) => e.changed).length,
  };
}

/** The kind and key of a path: an unknown kind is a 404, a malformed key a 400 naming it. */
function paramsOf(params: unknown): { kind: MarketingKind; key: string } {
  const kind = kindOf(params);
  const { key } = parseInput(marketingParamsSchema, params);
  return { kind, key };
}

/**
 * The marketing pages' content (issue 21): the team saves drafts, previews them on the site (its team-only
 * preview pages read the draft here) and publishes; publishing asks the site to refresh the kind's pages.
 * Each entry's data is checked by its kind's contract schema on save and again on publish, and publishing
 * keeps the counts the spec fixes (the FAQ's 8 questions).
 */
export async function adminContentRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/content",
    doc("The kinds of marketing content, with their entries' counts", "content"),
    async (request) => {
      const out: AdminMarketingKind[] = [];
      for (const kind of MARKETING_KIND_NAMES)
        out.push(summaryOf(kind, await entriesOf(db, request.tenantId, kind)));
      return out;
    },
  );

  app.get(
    "/content/:kind",
    doc("One kind's entries: each draft beside what is published", "content"),
    async (request): Promise<AdminMarketingKindEntries> => {
      const kind = kindOf(request.params);
      const entries = await entriesOf(db, request.tenantId, kind);
      return { ...summaryOf(kind, entries), entries_list: entries };
    },
  );

  app.get(
    "/content/:kind/:key",
    doc("One entry: its draft and what is published", "content"),
    async (request) => {
      const { kind, key } = paramsOf(request.params);
      const entry = await findEntry(db, request.tenantId, kind, key);
      if (!entry) throw notFound(MARKETING_MESSAGES.unknownEntry);
      return entry;
    },
  );

  app.put(
    "/content/:kind/:key",
    doc("Save an entry's draft (visitors still see what is published)", "content", {
      audit: "content.save",
    }),
    async (request) => {
      const { kind, key } = paramsOf(request.params);
      const info = MARKETING_KINDS[kind];
      const data = parseInput(marketingEntrySchema(kind, key), request.body ?? {});
      const before = await findEntry(db, request.tenantId, kind, key);
      if (!before && !isEntryKey(kind, key)) {
        throw new HttpError(400, MARKETING_MESSAGES.newEntry, { key: MARKETING_MESSAGES.newEntry });
      }
      const by = principalLabel(request.principal!);
      // The save and its version are one transaction (lockEntry: saves of one entry take turns).
      await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, request.tenantId, kind, key);
        let contentId = locked?.id;
        // A save that changes nothing (an autosave and a Save draft of the same text) adds no version.
        let unchanged = false;
        if (locked) {
          const [row] = rowsOf<{ same: boolean }>(
            await tx.execute(
              sql`select (draft = ${JSON.stringify(data)}::jsonb) as same from ${marketingContent} where id = ${locked.id}`,
            ),
          );
          unchanged = row?.same === true;
          await tx
            .update(marketingContent)
            // A changed draft is not what was scheduled: the schedule ends (its job finds none).
            .set({ draft: data, updatedBy: by, updatedAt: new Date(), publishAt: null, publishVersion: null })
            .where(eq(marketingContent.id, locked.id));
        } else {
          const [last] = await tx
            .select({ n: sql<number>`coalesce(max(${marketingContent.position}), -1)::int` })
            .from(marketingContent)
            .where(ofKind(request.tenantId, kind));
          const [row] = await tx
            .insert(marketingContent)
            .values({
              tenantId: request.tenantId,
              kind,
              key,
              position: Number(last?.n ?? -1) + 1,
              draft: data,
              updatedBy: by,
            })
            .onConflictDoUpdate({
              target: [marketingContent.tenantId, marketingContent.kind, marketingContent.key],
              set: { draft: data, updatedBy: by, updatedAt: new Date() },
            })
            .returning({ id: marketingContent.id });
          contentId = row!.id;
        }
        if (!unchanged)
          await recordVersion(tx, {
            contentId: contentId!,
            state: "draft",
            by: revisionAuthor(request.principal),
          });
      });
      const after = (await findEntry(db, request.tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${info.label}: ${key} (draft)`,
        before: before?.draft ?? null,
        after: after.draft,
      };
      // The editor says so: the team scheduled the draft it had, not this one.
      const saved: AdminMarketingSaved = { ...after, schedule_cancelled: before?.publish_at != null };
      return saved;
    },
  );

  app.post(
    "/content/:kind/:key/publish",
    doc("Publish an entry's draft: visitors see it at once", "content", { audit: "content.publish" }),
    async (request) => {
      const { kind, key } = paramsOf(request.params);
      const info = MARKETING_KINDS[kind];
      const entry = await findEntry(db, request.tenantId, kind, key);
      if (!entry) throw notFound(MARKETING_MESSAGES.unknownEntry);
      // Checked again: a draft saved under an older, looser schema must not reach visitors as it is.
      const data = parseInput(marketingEntrySchema(kind, key), entry.draft);
      const problem = await publishProblem(db, { tenantId: request.tenantId, kind, key }, data);
      if (problem) throw new HttpError(400, problem, { _: problem });
      await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, request.tenantId, kind, key);
        if (!locked) throw notFound(MARKETING_MESSAGES.unknownEntry);
        await publishEntry(tx, { contentId: locked.id, data, by: revisionAuthor(request.principal) });
      });
      await refreshSite(app, [MARKETING_KINDS[kind].cacheTag]);
      const after = (await findEntry(db, request.tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${info.label}: ${key} published`,
        before: entry.published,
        after: after.published,
      };
      return after;
    },
  );
}
