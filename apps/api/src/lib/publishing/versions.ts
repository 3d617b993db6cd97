/**
 * The publishing engine's versions (issue 31, item 3), one store for every kind: posts (post_revisions),
 * marketing content (marketing_content_versions) and careers (career_versions). Each versions table has
 * the same frame: tenant_id, the item's id, number, the kind's snapshot columns, created_by_user_id,
 * created_by_label, created_at, restored_from. A kind says which tables, which snapshot columns and how
 * to read them off its item row (`i`); this module writes the versions, in the caller's transaction,
 * copied from the item as stored, so a version is exactly what the item held. An item saved before
 * versions existed gets a baseline version 1 from its content at its next save, dated its last change.
 *
 *   const careers = versionStore({ items: careers, versions: careerVersions, itemColumn: "career_id", … });
 *   await db.transaction(async (tx) => {
 *     const id = await careers.lock(tx, tenantId, sql`id = ${id}`);   // before changing the item
 *     await tx.update(careers)…;
 *     await careers.record(tx, { tenantId, itemId: id, by });
 *   });
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { rowsOf, type Db } from "../../db/client";
import type { Principal } from "../auth/principal";
import { notFound } from "../http-error";

/** Who saved a version: the person (their name as the team reads it) or the machine key. */
export type RevisionAuthor = { userId: number | null; label: string };

export const BASELINE_LABEL = "Before version history";
export const VERSION_NOT_FOUND = "Version not found";

export function revisionAuthor(principal: Principal | null): RevisionAuthor {
  if (!principal) return { userId: null, label: "nobody" };
  return principal.kind === "user"
    ? { userId: principal.userId, label: principal.name }
    : { userId: null, label: `key: ${principal.name}` };
}

/** The columns every versions table has, as Drizzle names them. */
type VersionsTable = PgTable & {
  tenantId: PgColumn;
  number: PgColumn;
  createdByLabel: PgColumn;
  createdAt: PgColumn;
  restoredFrom: PgColumn;
};

/** The frame of every version: its number, when, by whom, and which version it restored. */
export type VersionFrame = {
  number: number;
  createdAt: Date;
  createdByLabel: string;
  restoredFrom: number | null;
};

export type VersionStoreConfig<V extends string> = {
  /** The items' table (posts, careers…): its rows have tenant_id, id and updated_at. */
  items: PgTable;
  /** Its versions table, and the column there naming the item (as Drizzle and as SQL). */
  versions: VersionsTable;
  itemRef: PgColumn;
  itemColumn: string;
  /** The snapshot's columns in the versions table. */
  columns: readonly string[];
  /**
   * Their values over the item row `i` (and `from`'s joins): for `variant` (a kind keeping more than one
   * state, such as content's draft and published data), and "baseline" for the first version.
   */
  values: (variant: V | "baseline") => SQL;
  /** Joins after `items i` that `values` reads (a post's author). */
  from?: SQL;
  /** The variant a restore records (content: its draft); left out: the default save. */
  restoreVariant?: V;
  /** Whether a save whose snapshot equals the newest version's adds none (default: every save adds one). */
  skipUnchanged?: boolean;
};

export type VersionStore<V extends string> = ReturnType<typeof versionStore<V>>;

export function versionStore<V extends string = "save">(config: VersionStoreConfig<V>) {
  const { items, versions, itemColumn, itemRef } = config;
  const insertColumns = sql.raw(
    `(tenant_id, ${itemColumn}, number, ${config.columns.join(", ")}, created_by_user_id, created_by_label, created_at, restored_from)`,
  );
  const newest = sql`(select max(v.number) from ${versions} v where v.tenant_id = i.tenant_id and v.${sql.raw(itemColumn)} = i.id)`;

  /** INSERT … SELECT of the item's snapshot, numbered after its last version, followed by `who`. */
  const insertSnapshot = (itemId: number, variant: V | "baseline", who: SQL, also?: SQL) =>
    sql`insert into ${versions} ${insertColumns}
      select i.tenant_id, i.id, coalesce(${newest}, 0) + 1, ${config.values(variant)}, ${who}
      from ${items} i ${config.from ?? sql``}
      where i.id = ${itemId} ${also ?? sql``}`;

  /** The newest version holds this same snapshot (a save that changed nothing). */
  const unchanged = (variant: V) => {
    const cols = sql.raw(config.columns.map((c) => `v.${c}`).join(", "));
    return sql`and not exists (select 1 from ${versions} v where v.tenant_id = i.tenant_id
      and v.${sql.raw(itemColumn)} = i.id and v.number = ${newest}
      and (${cols}) is not distinct from (${config.values(variant)}))`;
  };

  return {
    restoreVariant: config.restoreVariant,
    /**
     * Locks the item's row (`where` over its table, in the tenant) for the rest of the transaction, so
     * saves of one item take turns and version numbers never collide, and writes its baseline version if
     * it has none. Its id, or null when there is no such item.
     */
    async lock(tx: Db, tenantId: string, where: SQL): Promise<number | null> {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`select id from ${items} where tenant_id = ${tenantId} and ${where} for update`),
      );
      if (!row) return null;
      const id = Number(row.id);
      await tx.execute(
        insertSnapshot(
          id,
          "baseline",
          sql`null, ${BASELINE_LABEL}, i.updated_at, null`,
          sql`and not exists (select 1 from ${versions} v where v.tenant_id = i.tenant_id and v.${sql.raw(itemColumn)} = i.id)`,
        ),
      );
      return id;
    },

    /** Writes the item as it now stands as its next version (in the caller's transaction). */
    async record(
      tx: Db,
      version: { itemId: number; by: RevisionAuthor; at?: Date; restoredFrom?: number; variant?: V },
    ): Promise<void> {
      const at = (version.at ?? new Date()).toISOString();
      const { by, restoredFrom = null, variant = "save" as V } = version;
      await tx.execute(
        insertSnapshot(
          version.itemId,
          variant,
          sql`${by.userId}::integer, ${by.label}, ${at}::timestamptz, ${restoredFrom}::integer`,
          config.skipUnchanged && restoredFrom === null ? unchanged(variant) : undefined,
        ),
      );
    },

    /** The item's versions, newest first: their frame and `pick`'s columns. */
    async list<P extends Record<string, PgColumn | SQL.Aliased>>(
      db: Db,
      tenantId: string,
      itemId: number,
      pick: P,
    ): Promise<(VersionFrame & { [K in keyof P]: unknown })[]> {
      const rows = await db
        .select({
          number: versions.number,
          createdAt: versions.createdAt,
          createdByLabel: versions.createdByLabel,
          restoredFrom: versions.restoredFrom,
          ...pick,
        } as Record<string, PgColumn | SQL.Aliased>)
        .from(versions)
        .where(and(eq(versions.tenantId, tenantId), eq(itemRef, itemId)))
        .orderBy(desc(versions.number));
      return rows as (VersionFrame & { [K in keyof P]: unknown })[];
    },

    /** One version's row as stored; 404 "Version not found" when the item has no such number. */
    async read(db: Db, tenantId: string, itemId: number, number: number): Promise<Record<string, unknown>> {
      const [row] = await db
        .select()
        .from(versions)
        .where(and(eq(versions.tenantId, tenantId), eq(itemRef, itemId), eq(versions.number, number)))
        .limit(1);
      if (!row) throw notFound(VERSION_NOT_FOUND);
      return row as Record<string, unknown>;
    },
  };
}

/** A version's frame as the API answers it. */
export function versionSummary(r: VersionFrame) {
  return {
    number: r.number,
    created_at: (typeof r.createdAt === "string" ? new Date(r.createdAt) : r.createdAt).toISOString(),
    created_by: r.createdByLabel,
    restored_from: r.restoredFrom,
  };
}
