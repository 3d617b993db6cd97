/**
 * Editorial power for marketing content (issue 21), by kind and key whatever the kind: an entry's
 * versions (every save, publish and restore), one version's data, restoring one as the draft, and
 * publishing the saved draft at a moment (lib/content-schedule.ts). Who may: whoever may edit content
 * ("content": editors publish content). Every write is audited.
 */
import type { FastifyInstance } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import {
  type AdminContentVersion,
  CONTENT_SCHEDULE_MESSAGES,
  marketingParamsSchema,
  type AdminContentVersionSummary,
  contentVersionParamsSchema,
  type ContentVersionState,
  MARKETING_KINDS,
  marketingEntrySchema,
  MARKETING_MESSAGES,
  type MarketingData,
  type MarketingKind,
} from "@site/contract";
import type { Db } from "../../db/client";
import { marketingContent, marketingContentVersions } from "../../db/schema";
import { principalLabel } from "../../lib/auth/principal";
import { contentVersions, lockEntry } from "../../lib/content-versions";
import { enqueueContentPublish, newestDraftVersion, publishProblem } from "../../lib/content-schedule";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { type ItemAt, scheduleRoutes, versionRoutes } from "../../lib/publishing/routes";
import { revisionAuthor, versionSummary } from "../../lib/publishing/versions";
import { kindOf } from "../marketing-content/marketing-content.routes";
import { findEntry } from "./content.routes";

/** The entry a path names: an unknown kind is a 404, a malformed key a 400. */
function entryAt(params: unknown): ItemAt & { kind: MarketingKind; key: string } {
  const kind = kindOf(params);
  const { key } = parseInput(contentVersionParamsSchema.omit({ number: true }), params);
  return { kind, key, where: sql`kind = ${kind} and key = ${key}`, missing: MARKETING_MESSAGES.unknownEntry };
}

async function entryId(db: Db, tenantId: string, at: ItemAt): Promise<number> {
  const { kind, key } = at as ReturnType<typeof entryAt>;
  const [row] = await db
    .select({ id: marketingContent.id })
    .from(marketingContent)
    .where(
      and(
        eq(marketingContent.tenantId, tenantId),
        eq(marketingContent.kind, kind),
        eq(marketingContent.key, key),
      ),
    )
    .limit(1);
  if (!row) throw notFound(MARKETING_MESSAGES.unknownEntry);
  return row.id;
}

type VersionRow = typeof marketingContentVersions.$inferSelect;
type Plan = { data: unknown; updatedBy: string; before: unknown };

export async function adminContentEditorialRoutes(app: FastifyInstance) {
  const { db } = app;

  versionRoutes<ContentVersionState, VersionRow, Plan>(app, {
    path: "/content/:kind/:key/versions",
    what: "an entry (every save, publish and restore)",
    access: "content",
    audit: "content.restore",
    store: contentVersions,
    item: entryAt,
    number: (params) => parseInput(contentVersionParamsSchema, params).number,
    idOf: entryId,
    summary: {
      pick: { state: marketingContentVersions.state },
      answer: (r): AdminContentVersionSummary => ({
        ...versionSummary(r),
        state: r.state as ContentVersionState,
      }),
    },
    version: (r, at): AdminContentVersion => {
      const { kind, key } = at as ReturnType<typeof entryAt>;
      return {
        ...versionSummary(r),
        state: r.state as ContentVersionState,
        kind,
        key,
        data: r.data as MarketingData[MarketingKind],
      };
    },
    restore: {
      async prepare(request, _at, read) {
        const { kind, key } = entryAt(request.params);
        // Checked by today's schema: a version saved under an older one must not come back as it was.
        const data = parseInput(marketingEntrySchema(kind, key), (await read()).data);
        return { data, updatedBy: principalLabel(request.principal!), before: null };
      },
      async apply(tx, { itemId }, plan) {
        const [row] = await tx
          .select({ draft: marketingContent.draft })
          .from(marketingContent)
          .where(eq(marketingContent.id, itemId));
        plan.before = row?.draft ?? null;
        await tx
          .update(marketingContent)
          .set({
            draft: plan.data,
            updatedBy: plan.updatedBy,
            updatedAt: new Date(),
            publishAt: null,
            publishVersion: null,
          })
          .where(eq(marketingContent.id, itemId));
      },
      async finish(request, { tenantId, number }, plan) {
        const { kind, key } = entryAt(request.params);
        const after = (await findEntry(db, tenantId, kind, key))!;
        request.auditChange = {
          targetType: "content",
          targetId: `${kind}/${key}`,
          summary: `${MARKETING_KINDS[kind].label}: ${key} (version ${number} restored as the draft)`,
          before: plan.before,
          after: after.draft,
        };
        return after;
      },
    },
  });

  scheduleRoutes(app, {
    path: "/content/:kind/:key/schedule",
    access: "content",
    docs: {
      schedule: "Schedule an entry's saved draft to publish itself at a moment",
      unschedule: "Cancel an entry's scheduled publishing",
    },
    audit: { schedule: "content.schedule", unschedule: "content.unschedule" },
    target: (params) => ({ kind: kindOf(params), key: parseInput(marketingParamsSchema, params).key }),
    async find(db, tenantId, { kind, key }) {
      const entry = await findEntry(db, tenantId, kind, key);
      if (!entry) throw notFound(MARKETING_MESSAGES.unknownEntry);
      return entry;
    },
    async check(request, { kind, key }, before) {
      if (!before.changed) {
        throw new HttpError(400, CONTENT_SCHEDULE_MESSAGES.nothingToPublish, {
          publish_at: CONTENT_SCHEDULE_MESSAGES.nothingToPublish,
        });
      }
      // What would be refused by hand now is refused now, not silently at the moment.
      const data = parseInput(marketingEntrySchema(kind, key), before.draft);
      const problem = await publishProblem(db, { tenantId: request.tenantId, kind, key }, data);
      if (problem) throw new HttpError(400, problem, { publish_at: problem });
    },
    async schedule(tx, { tenantId, target: { kind, key }, at, now, request }) {
      const by = revisionAuthor(request.principal);
      const locked = await lockEntry(tx, tenantId, kind, key);
      if (!locked) throw notFound(MARKETING_MESSAGES.unknownEntry);
      const version = (await newestDraftVersion(tx, locked.id))!;
      await tx
        .update(marketingContent)
        .set({ publishAt: at, publishVersion: version })
        .where(eq(marketingContent.id, locked.id));
      await enqueueContentPublish(tx, { tenantId, kind, key, at: at.toISOString(), version, by }, now);
    },
    async unschedule(db, tenantId, { kind, key }) {
      await db
        .update(marketingContent)
        .set({ publishAt: null, publishVersion: null })
        .where(
          and(
            eq(marketingContent.tenantId, tenantId),
            eq(marketingContent.kind, kind),
            eq(marketingContent.key, key),
          ),
        );
    },
    summary: ({ kind, key }, _after, action) => ({
      targetType: "content",
      targetId: `${kind}/${key}`,
      summary: `${MARKETING_KINDS[kind].label}: ${key} ${action === "schedule" ? "scheduled" : "schedule cancelled"}`,
    }),
  });
}
