/**
 * The publishing engine's version routes (issue 31, item 3), registered once per kind: the item's
 * versions newest first (a baseline written for an item saved before versions existed), one version's
 * fields, and restoring one: its content becomes the item's, saved as a new version that names it, in
 * one transaction with the row locked, audited under the kind's restore action.
 *
 *   versionRoutes(app, {
 *     path: "/careers/:id/versions", what: "an opening", access: "careers", audit: "career.restore",
 *     store: careerVersions, item: …, summary: …, version: …, restore: { prepare, apply, finish },
 *   });
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TeamPermission } from "@site/contract";
import type { Db } from "../../db/client";
import { doc } from "../../routes/admin/shared";
import { notFound } from "../http-error";
import { revisionAuthor, type VersionFrame, type VersionStore } from "./versions";

/** Where a path's item is: the condition that locks it, and its id when the path alone says it. */
export type ItemAt = { where: SQL; missing: string; id?: number };

export type VersionRoutesConfig<V extends string, Row extends Record<string, unknown>, P> = {
  /** The versions' path, e.g. "/careers/:id/versions"; one version is `${path}/:number`. */
  path: string;
  /** The item in the docs' words: "a post". */
  what: string;
  access: TeamPermission;
  /** The restore's audit action. */
  audit: string;
  store: VersionStore<V>;
  /** The item a path names (a malformed path is a 400, as its schema says). */
  item: (params: unknown) => ItemAt;
  /** A version's number in the path (400 when malformed). */
  number: (params: unknown) => number;
  /** The item's id when the path does not say it (404 when there is none). */
  idOf?: (db: Db, tenantId: string, at: ItemAt) => Promise<number>;
  /** The list's own columns besides the frame, and each summary as answered. */
  summary: { pick: Record<string, PgColumn | SQL.Aliased>; answer: (row: VersionFrame & Row) => object };
  /** One version as answered (its frame already as the summary's). */
  version: (row: VersionFrame & Row, at: ItemAt, params: unknown) => object;
  restore: {
    /**
     * Checks before the transaction (the item is there, who may, what the version refers to still
     * exists), reading the version with `version()`: the restore's plan.
     */
    prepare: (
      request: FastifyRequest,
      at: { tenantId: string; itemId: number },
      version: () => Promise<Row>,
    ) => Promise<P>;
    /** The item made the version's content (in the transaction, the row locked). */
    apply: (tx: Db, at: { tenantId: string; itemId: number }, plan: P) => Promise<void>;
    /** What a failed transaction means to the person (a taken slug), else it is thrown as it is. */
    failed?: (err: unknown) => never;
    /** After the commit: refresh the site, set the audit's change; what the route answers. */
    finish: (
      request: FastifyRequest,
      at: { tenantId: string; itemId: number; number: number },
      plan: P,
    ) => Promise<unknown>;
  };
};

export function versionRoutes<V extends string, Row extends Record<string, unknown>, P>(
  app: FastifyInstance,
  config: VersionRoutesConfig<V, Row, P>,
) {
  const { db } = app;
  const { store } = config;
  const idOf = async (tenantId: string, at: ItemAt) =>
    at.id ?? (config.idOf ? config.idOf(db, tenantId, at) : Promise.reject(notFound(at.missing)));

  app.get(
    config.path,
    doc(`The versions of ${config.what}, newest first: number, who and when`, config.access, {
      audit: false,
    }),
    async (request) => {
      const at = config.item(request.params);
      const tenantId = request.tenantId;
      // An item saved before versions existed shows its current content as version 1.
      const id = await db.transaction((tx) => store.lock(tx, tenantId, at.where));
      if (id === null) throw notFound(at.missing);
      const rows = await store.list(db, tenantId, id, config.summary.pick);
      return rows.map((r) => config.summary.answer(r as VersionFrame & Row));
    },
  );

  app.get(
    `${config.path}/:number`,
    doc(`One version of ${config.what} with its fields as saved`, config.access),
    async (request) => {
      const at = config.item(request.params);
      const number = config.number(request.params);
      const row = await store.read(db, request.tenantId, await idOf(request.tenantId, at), number);
      return config.version(row as VersionFrame & Row, at, request.params);
    },
  );

  app.post(
    `${config.path}/:number/restore`,
    doc(
      `Restore a version of ${config.what}: its content becomes the item's, as a new version`,
      config.access,
      {
        audit: config.audit,
      },
    ),
    async (request) => {
      const at = config.item(request.params);
      const number = config.number(request.params);
      const tenantId = request.tenantId;
      const itemId = await idOf(tenantId, at);
      const version = async () => (await store.read(db, tenantId, itemId, number)) as Row;
      const plan = await config.restore.prepare(request, { tenantId, itemId }, version);
      const restored = db.transaction(async (tx) => {
        const locked = await store.lock(tx, tenantId, at.where);
        if (locked === null) throw notFound(at.missing);
        await config.restore.apply(tx, { tenantId, itemId: locked }, plan);
        await store.record(tx, {
          itemId: locked,
          by: revisionAuthor(request.principal),
          restoredFrom: number,
          ...(store.restoreVariant ? { variant: store.restoreVariant } : {}),
        });
      });
      await (config.restore.failed ? restored.catch(config.restore.failed) : restored);
      return config.restore.finish(request, { tenantId, itemId, number }, plan);
    },
  );
}
