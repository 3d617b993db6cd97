/**
 * The structure of marketing content (issue 21): the team adds entries, deletes them, puts them in order
 * and takes them off the site, for every kind whose keys are not fixed (MARKETING_KINDS[kind].keys null:
 * the services today). A kind with a fixed set of entries (the FAQ's "home") refuses all four with a 400.
 *
 * - A new entry starts as an unpublished draft (the kind's `starter` from its title, else a copy of its
 *   first entry titled so); its key is unique in the kind (409 otherwise).
 * - Unpublishing takes it from visitors at once and keeps its draft.
 * - Deleting takes it from the team's list and, if published, from visitors at once (the team's dialog
 *   says so): the row is kept, with its versions, under the kind "<kind>~deleted" and the key
 *   "<key>~<id>", which no route can name (keys have no "~") and no page reads; its key is free again.
 * - Neither is allowed while another kind's published entry needs it (the home page's services list
 *   naming a service): the 400 says which list and why.
 * Each is audited with before and after, and asks the site to refresh the kind's pages.
 */
import type { FastifyInstance } from "fastify";
import { and, eq, sql } from "drizzle-orm";
import {
  MARKETING_KINDS,
  MARKETING_MESSAGES,
  type MarketingKind,
  type MarketingKindInfo,
  marketingOrderSchema,
  marketingParamsSchema,
  newMarketingEntrySchema,
} from "@site/contract";
import type { Db } from "../../db/client";
import { marketingContent } from "../../db/schema";
import { principalLabel } from "../../lib/auth/principal";
import { neededBy } from "../../lib/content-schedule";
import { lockEntry, recordVersion } from "../../lib/content-versions";
import { HttpError, notFound, parseInput } from "../../lib/http-error";
import { revisionAuthor } from "../../lib/publishing/versions";
import { kindOf } from "../marketing-content/marketing-content.routes";
import { entriesOf, findEntry, summaryOf } from "./content.routes";
import { doc, refreshSite } from "./shared";

const M = MARKETING_MESSAGES;

/** Where a deleted entry is kept: a kind no page reads. */
export const DELETED_KIND = (kind: string) => `${kind}~deleted`;

/** The kind a path names, if the team may add and remove its entries; else a 400 (404 for no such kind). */
function openKind(params: unknown): MarketingKind {
  const kind = kindOf(params);
  if ((MARKETING_KINDS[kind] as MarketingKindInfo).keys !== null) throw new HttpError(400, M.fixedEntries);
  return kind;
}

function entryParams(params: unknown): { kind: MarketingKind; key: string } {
  const kind = openKind(params);
  const { key } = parseInput(marketingParamsSchema, params);
  return { kind, key };
}

/** A new entry's draft: the kind's starter, or a copy of its first entry with the new title. */
async function starterOf(db: Db, tenantId: string, kind: MarketingKind, title: string): Promise<unknown> {
  const info = MARKETING_KINDS[kind] as MarketingKindInfo;
  if (info.starter) return info.starter(title);
  const [first] = await entriesOf(db, tenantId, kind);
  if (!first) throw new HttpError(400, M.noTemplate, { key: M.noTemplate });
  const copy = structuredClone(first.draft) as Record<string, unknown>;
  return typeof copy.title === "string" ? { ...copy, title } : copy;
}

/** Refuses to take an entry off the site while another kind's published entry needs it. */
async function assertNotNeeded(db: Db, entry: { tenantId: string; kind: MarketingKind; key: string }) {
  const problem = await neededBy(db, entry);
  if (problem) throw new HttpError(400, problem, { _: problem });
}

export async function adminContentStructureRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post(
    "/content/:kind",
    doc("Add an entry to a kind whose keys are not fixed: an unpublished draft", "content", {
      audit: "content.create",
      body: newMarketingEntrySchema,
      errors: [400, 401, 403, 404, 409],
    }),
    async (request) => {
      const kind = openKind(request.params);
      const { key, title } = parseInput(newMarketingEntrySchema, request.body ?? {});
      const tenantId = request.tenantId;
      if (await findEntry(db, tenantId, kind, key))
        throw new HttpError(409, M.keyTaken(key), { key: M.keyTaken(key) });
      const draft = parseInput(MARKETING_KINDS[kind].schema, await starterOf(db, tenantId, kind, title));
      const by = principalLabel(request.principal!);
      const created = await db.transaction(async (tx) => {
        const [last] = await tx
          .select({ n: sql<number>`coalesce(max(${marketingContent.position}), -1)::int` })
          .from(marketingContent)
          .where(and(eq(marketingContent.tenantId, tenantId), eq(marketingContent.kind, kind)));
        const [row] = await tx
          .insert(marketingContent)
          .values({ tenantId, kind, key, position: Number(last?.n ?? -1) + 1, draft, updatedBy: by })
          .onConflictDoNothing()
          .returning({ id: marketingContent.id });
        if (!row) return false;
        await recordVersion(tx, { contentId: row.id, state: "draft", by: revisionAuthor(request.principal) });
        return true;
      });
      // Two people adding the same key at once: one gets the entry, the other the same 409.
      if (!created) throw new HttpError(409, M.keyTaken(key), { key: M.keyTaken(key) });
      const after = (await findEntry(db, tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${MARKETING_KINDS[kind].label}: ${key} added (draft)`,
        before: null,
        after: after.draft,
      };
      return after;
    },
  );

  app.post(
    "/content/:kind/reorder",
    doc("Put a kind's entries in a new order: its every key, each once", "content", {
      audit: "content.reorder",
      body: marketingOrderSchema,
    }),
    async (request) => {
      const kind = openKind(request.params);
      const { keys } = parseInput(marketingOrderSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const before = await entriesOf(db, tenantId, kind);
      const current = new Set(before.map((e) => e.key));
      const given = new Set(keys);
      if (given.size !== keys.length || given.size !== current.size || keys.some((k) => !current.has(k))) {
        throw new HttpError(400, M.order, { keys: M.order });
      }
      await db.transaction(async (tx) => {
        for (const [position, key] of keys.entries()) {
          await tx
            .update(marketingContent)
            .set({ position })
            .where(
              and(
                eq(marketingContent.tenantId, tenantId),
                eq(marketingContent.kind, kind),
                eq(marketingContent.key, key),
              ),
            );
        }
      });
      if (before.some((e) => e.published !== null)) await refreshSite(app, [MARKETING_KINDS[kind].cacheTag]);
      const entries = await entriesOf(db, tenantId, kind);
      request.auditChange = {
        targetType: "content",
        targetId: kind,
        summary: `${MARKETING_KINDS[kind].label}: new order`,
        before: { keys: before.map((e) => e.key) },
        after: { keys: entries.map((e) => e.key) },
      };
      return { ...summaryOf(kind, entries), entries_list: entries };
    },
  );

  app.post(
    "/content/:kind/:key/unpublish",
    doc("Take an entry off the site (its draft stays)", "content", { audit: "content.unpublish" }),
    async (request) => {
      const { kind, key } = entryParams(request.params);
      const tenantId = request.tenantId;
      const before = await findEntry(db, tenantId, kind, key);
      if (!before) throw notFound(M.unknownEntry);
      if (before.published === null) throw new HttpError(400, M.notPublished, { _: M.notPublished });
      await assertNotNeeded(db, { tenantId, kind, key });
      await db.transaction(async (tx) => {
        const locked = await lockEntry(tx, tenantId, kind, key);
        if (!locked) throw notFound(M.unknownEntry);
        await tx
          .update(marketingContent)
          .set({ published: null, publishedAt: null, publishAt: null, publishVersion: null })
          .where(eq(marketingContent.id, locked.id));
      });
      await refreshSite(app, [MARKETING_KINDS[kind].cacheTag]);
      const after = (await findEntry(db, tenantId, kind, key))!;
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${MARKETING_KINDS[kind].label}: ${key} unpublished`,
        before: before.published,
        after: null,
      };
      return after;
    },
  );

  app.delete(
    "/content/:kind/:key",
    doc("Delete an entry: gone from the team's list and, if published, from visitors at once", "content", {
      audit: "content.delete",
    }),
    async (request) => {
      const { kind, key } = entryParams(request.params);
      const tenantId = request.tenantId;
      const before = await findEntry(db, tenantId, kind, key);
      if (!before) throw notFound(M.unknownEntry);
      if (before.published !== null) await assertNotNeeded(db, { tenantId, kind, key });
      await db.transaction(async (tx) => {
        // Locking also keeps an entry without versions (the seed's) as its version 1 before it goes.
        const locked = await lockEntry(tx, tenantId, kind, key);
        if (!locked) throw notFound(M.unknownEntry);
        await tx
          .update(marketingContent)
          .set({
            kind: DELETED_KIND(kind),
            key: `${key}~${locked.id}`,
            published: null,
            publishAt: null,
            publishVersion: null,
            updatedBy: principalLabel(request.principal!),
            updatedAt: new Date(),
          })
          .where(eq(marketingContent.id, locked.id));
      });
      if (before.published !== null) await refreshSite(app, [MARKETING_KINDS[kind].cacheTag]);
      request.auditChange = {
        targetType: "content",
        targetId: `${kind}/${key}`,
        summary: `${MARKETING_KINDS[kind].label}: ${key} deleted`,
        before: { draft: before.draft, published: before.published },
        after: null,
      };
      return { kind, key, deleted: true };
    },
  );
}
