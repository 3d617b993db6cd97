/**
 * The publishing engine's routes (issue 31, item 3), registered once per kind: versions (below) and
 * the schedule (scheduleRoutes, at the end).
 *
 * The version routes: the item's
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
import { adminScheduleSchema, type TeamPermission } from "@site/contract";
import type { Db } from "../../db/client";
import { doc } from "../../routes/admin/shared";
import type { AuditChange } from "../auth/access";
import { notFound, parseInput } from "../http-error";
import { futureMoment } from "./schedule";
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

/** The schedule routes' item: what they read of it (its moment), whatever else it holds. */
type Scheduled = { publish_at: string | null };

export type ScheduleRoutesConfig<T, I extends Scheduled> = {
  /** The schedule's path, e.g. "/careers/:id/schedule": POST schedules, DELETE cancels. */
  path: string;
  access: TeamPermission;
  /** Each route's docs summary, as the OpenAPI document says it. */
  docs: { schedule: string; unschedule: string };
  /** Each route's audit action. */
  audit: { schedule: string; unschedule: string };
  /** The item the path names (a malformed path is a 400, as its schema says). */
  target: (params: unknown) => T;
  /** The item as the API answers it; 404 when there is none. */
  find: (db: Db, tenantId: string, target: T) => Promise<I>;
  /** What refuses a schedule (400 beside publish_at), checked after the moment and the item. */
  check?: (request: FastifyRequest, target: T, before: I) => Promise<void> | void;
  /** In one transaction: the item holds the moment and the kind's job is enqueued to start then. */
  schedule: (
    tx: Db,
    job: { tenantId: string; target: T; at: Date; now: Date; request: FastifyRequest },
  ) => Promise<void>;
  /** The item's moment cleared (its job, finding none, leaves it alone). */
  unschedule: (db: Db, tenantId: string, target: T) => Promise<void>;
  /** The audit entry's summary (and target when the path's `:id` does not say it). */
  summary: (target: T, after: I, action: "schedule" | "unschedule") => Omit<AuditChange, "before" | "after">;
};

/**
 * The publishing engine's schedule routes (issue 31, item 3), registered once per kind: POST `path`
 * gives the item a moment in the future (refused beside publish_at when it has passed, or when the
 * kind's `check` says so), in one transaction with the job that publishes it then; DELETE `path`
 * cancels it. Both answer the item as it now stands and record its moment before and after.
 *
 *   scheduleRoutes(app, {
 *     path: "/careers/:id/schedule", access: "careers",
 *     audit: { schedule: "career.schedule", unschedule: "career.unschedule" }, docs: { … },
 *     target: (p) => parseInput(idParamSchema, p).id, find: findCareer, check, schedule, unschedule,
 *     summary: (_, after) => ({ summary: after.title }),
 *   });
 */
export function scheduleRoutes<T, I extends Scheduled>(
  app: FastifyInstance,
  config: ScheduleRoutesConfig<T, I>,
) {
  const { db } = app;

  app.post(
    config.path,
    doc(config.docs.schedule, config.access, { audit: config.audit.schedule }),
    async (request) => {
      const target = config.target(request.params);
      const { publish_at } = parseInput(adminScheduleSchema, request.body ?? {});
      const tenantId = request.tenantId;
      const now = new Date();
      const at = futureMoment(publish_at, now);
      const before = await config.find(db, tenantId, target);
      await config.check?.(request, target, before);
      await db.transaction((tx) => config.schedule(tx, { tenantId, target, at, now, request }));
      app.jobs.wake();
      const after = await config.find(db, tenantId, target);
      request.auditChange = {
        ...config.summary(target, after, "schedule"),
        before: { publish_at: before.publish_at },
        after: { publish_at: after.publish_at },
      };
      return after;
    },
  );

  app.delete(
    config.path,
    doc(config.docs.unschedule, config.access, { audit: config.audit.unschedule }),
    async (request) => {
      const target = config.target(request.params);
      const tenantId = request.tenantId;
      const before = await config.find(db, tenantId, target);
      await config.unschedule(db, tenantId, target);
      const after = await config.find(db, tenantId, target);
      request.auditChange = {
        ...config.summary(target, after, "unschedule"),
        before: { publish_at: before.publish_at },
        after: { publish_at: null },
      };
      return after;
    },
  );
}
