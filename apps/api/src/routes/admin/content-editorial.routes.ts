/**
 * Editorial power for marketing content (issue 21), by kind and key whatever the kind: an entry's
 * versions (every save, publish and restore), one version's data, restoring one as the draft, and
 * publishing the saved draft at a moment (lib/content-schedule.ts). Who may: whoever may edit content
 * ("content": editors publish content). Every write is audited.
 */
import type { FastifyInstance } from "fastify";
import { and, desc, eq } from "drizzle-orm";
import {
  ADMIN_MESSAGES,
  adminScheduleSchema,
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
import { lockEntry, recordVersion } from "../../lib/content-versions";
import { enqueueContentPublish, newestDraftVersion, publishProblem } from "../../lib/content-schedule";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { revisionAuthor } from "../../lib/post-revisions";
import { kindOf } from "../marketing-content/marketing-content.routes";
import { findEntry } from "./content.routes";
import { doc, isoNotNull } from "./shared";

const VERSION_NOT_FOUND = "Version not found";

const summaryColumns = {
  number: marketingContentVersions.number,
  state: marketingContentVersions.state,
  createdAt: marketingContentVersions.createdAt,
  createdBy: marketingContentVersions.createdByLabel,
  restoredFrom: marketingContentVersions.restoredFrom,
};

function toSummary(r: {
  number: number;
  state: string;
  createdAt: Date;
  createdBy: string;
  restoredFrom: number | null;
}): AdminContentVersionSummary {
  return {
    number: r.number,
    state: r.state as ContentVersionState,
    created_at: isoNotNull(r.createdAt),
    created_by: r.createdBy,
    restored_from: r.restoredFrom,
  };
}

/** The kind, key and version number of a path: an unknown kind is a 404, a malformed key or number a 400. */
function paramsOf(params: unknown): { kind: MarketingKind; key: string; number: number } {
  const kind = kindOf(params);
  const { key, number } = parseInput(contentVersionParamsSchema, params);
  return { kind, key, number };
}

async function entryId(db: Db, tenantId: string, kind: MarketingKind, key: string): Promise<number> {
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

async function findVersion(
  db: Db,
  tenantId: string,
  at: { kind: MarketingKind; key: string; number: number },
): Promise<AdminContentVersion> {
  const contentId = await entryId(db, tenantId, at.kind, at.key);
  const [r] = await db
    .select({ ...summaryColumns, data: marketingContentVersions.data })
    .from(marketingContentVersions)
    .where(
      and(
        eq(marketingContentVersions.tenantId, tenantId),
        eq(marketingContentVersions.contentId, contentId),
        eq(marketingContentVersions.number, at.number),
      ),
    )
    .limit(1);
  if (!r) throw notFound(VERSION_NOT_FOUND);
  return {
    ...toSummary(r),
    kind: at.kind,
    key: at.key,
    data: r.data as MarketingData[MarketingKind],
  };
}

export async function adminContentEditorialRoutes(app: FastifyInstance) {
  const { db } = app;

  app.get(
    "/content/:kind/:key/versions",
    doc("An entry's versions, newest first: number, draft or published, who and when", "content", {
      audit: false,
    }),
    async (request): Promise<AdminContentVersionSummary[]> => {
      const kind = kindOf(request.params);
      const { key } = parseInput(contentVersionParamsSchema.omit({ number: true }), request.params);
      const tenantId = request.tenantId;
      // An entry saved before versions existed shows its current content as version 1.
      const found = await db.transaction((tx) => lockEntry(tx, tenantId, kind, key));
      if (!found) throw notFound(MARKETING_MESSAGES.unknownEntry);
      const rows = await db
        .select(summaryColumns)
        .from(marketingContentVersions)
        .where(
          and(
            eq(marketingContentVersions.tenantId, tenantId),
            eq(marketingContentVersions.contentId, found.id),
          ),
        )
        .orderBy(desc(marketingContentVersions.number));
      return rows.map(toSummary);
    },
  );

  app.get(
    "/content/:kind/:key/versions/:number",
    doc("One version of an entry with its data as saved or published", "content"),
    async (request): Promise<AdminContentVersion> =>
      findVersion(db, request.tenantId, paramsOf(request.params)),
  );

  app.post(
    "/content/:kind/:key/versions/:number/restore",
    doc("Restore a version: its data becomes the entry's draft, as a new version", "content", {
      audit: "content.restore",
    }),
    async (request) => {
      const at = paramsOf(request.params);
      const { kind, key, number } = at;
      const tenantId = request.tenantId;
      const info = MARKETING_KINDS[kind];
      const version = await findVersion(db, tenantId, at);
      // Checked by today's schema: a version saved under an older one must not come back as it was.
      const data = parseInput(marketingEntrySchema(kind, key), version.data);
      let before: unknown = null;
      await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, tenantId, kind, key);
        if (!locked) throw notFound(MARKETING_MESSAGES.unknownEntry);
        const [row] = await tx
          .select({ draft: marketingContent.draft })
          .from(marketingContent)
          .where(eq(marketingContent.id, locked.id));
        before = row?.draft ?? null;
        await tx
          .update(marketingContent)
          .set({
            draft: data,
            updatedBy: principalLabel(request.principal!),
            updatedAt: new Date(),
            publishAt: null,
            publishVersion: null,
          })
          .where(eq(marketingContent.id, locked.id));
        await recordVersion(tx, {
          contentId: locked.id,
          state: "draft",
          by: revisionAuthor(request.principal),
          restoredFrom: number,
        });
      });
      const after = (await findEntry(db, tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${info.label}: ${key} (version ${number} restored as the draft)`,
        before,
        after: after.draft,
      };
      return after;
    },
  );

  app.post(
    "/content/:kind/:key/schedule",
    doc("Schedule an entry's saved draft to publish itself at a moment", "content", {
      audit: "content.schedule",
    }),
    async (request) => {
      const kind = kindOf(request.params);
      const { key } = parseInput(marketingParamsSchema, request.params);
      const { publish_at } = parseInput(adminScheduleSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const at = new Date(publish_at);
      const now = new Date();
      if (at.getTime() <= now.getTime()) {
        throw new HttpError(400, ADMIN_MESSAGES.scheduleInPast, {
          publish_at: ADMIN_MESSAGES.scheduleInPast,
        });
      }
      const before = await findEntry(db, tenantId, kind, key);
      if (!before) throw notFound(MARKETING_MESSAGES.unknownEntry);
      if (!before.changed) {
        throw new HttpError(400, CONTENT_SCHEDULE_MESSAGES.nothingToPublish, {
          publish_at: CONTENT_SCHEDULE_MESSAGES.nothingToPublish,
        });
      }
      // What would be refused by hand now is refused now, not silently at the moment.
      const data = parseInput(marketingEntrySchema(kind, key), before.draft);
      const problem = await publishProblem(db, { tenantId, kind, key }, data);
      if (problem) throw new HttpError(400, problem, { publish_at: problem });
      const by = revisionAuthor(request.principal);
      await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, tenantId, kind, key);
        if (!locked) throw notFound(MARKETING_MESSAGES.unknownEntry);
        const version = (await newestDraftVersion(tx, locked.id))!;
        await tx
          .update(marketingContent)
          .set({ publishAt: at, publishVersion: version })
          .where(eq(marketingContent.id, locked.id));
        await enqueueContentPublish(tx, { tenantId, kind, key, at: at.toISOString(), version, by }, now);
      });
      app.jobs.wake();
      const after = (await findEntry(db, tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${MARKETING_KINDS[kind].label}: ${key} scheduled`,
        before: { publish_at: before.publish_at },
        after: { publish_at: after.publish_at },
      };
      return after;
    },
  );

  app.delete(
    "/content/:kind/:key/schedule",
    doc("Cancel an entry's scheduled publishing", "content", { audit: "content.unschedule" }),
    async (request) => {
      const kind = kindOf(request.params);
      const { key } = parseInput(marketingParamsSchema, request.params);
      const tenantId = request.tenantId;
      const before = await findEntry(db, tenantId, kind, key);
      if (!before) throw notFound(MARKETING_MESSAGES.unknownEntry);
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
      const after = (await findEntry(db, tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${MARKETING_KINDS[kind].label}: ${key} schedule cancelled`,
        before: { publish_at: before.publish_at },
        after: { publish_at: null },
      };
      return after;
    },
  );
}
