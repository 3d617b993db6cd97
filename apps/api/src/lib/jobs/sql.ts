/**
 * pg-boss talks to the database through one method, `executeSql(text, values)`. These adapters give it
 * that method over whatever the app holds: a node-postgres pool or client (PostgreSQL), or the embedded
 * PGlite instance or one of its transactions (no pg protocol). pg-boss sends some statements as one
 * multi-statement text (`BEGIN; SELECT pg_advisory_xact_lock(...); ...; COMMIT;` for its schema and its
 * maintenance): those run through the simple query protocol (PGlite's `exec`), and a failure among them
 * is rolled back at once so the connection is not left inside an aborted transaction.
 */
export type QueryResultLike = { rows: Record<string, unknown>[] };

/** pg-boss's `Db` interface (types.d.ts), which `new PgBoss({ db })` and `send(..., { db })` accept. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<QueryResultLike>;
};

/** node-postgres: a Pool (checks a client out per multi-statement text) or one Client / PoolClient. */
type PgQueryable = {
  query(text: string, values?: unknown[]): Promise<QueryResultLike | QueryResultLike[]>;
};
type PgPoolLike = PgQueryable & {
  connect(): Promise<PgQueryable & { release(err?: boolean | Error): void }>;
};

/** PGlite and its Transaction: `query` (one statement, with parameters) and `exec` (several, none). */
type PgliteLike = {
  query(text: string, values?: unknown[]): Promise<QueryResultLike>;
  exec(text: string): Promise<QueryResultLike[]>;
};

const MULTI = /;\s*\S/;
/** Only a text that opened its own transaction block is rolled back on failure (never a caller's). */
const OPENS_BLOCK = /^\s*BEGIN\b/im;

function isMultiStatement(text: string, values?: unknown[]): boolean {
  return (!values || values.length === 0) && MULTI.test(text.trim().replace(/;\s*$/, ""));
}

function last(result: QueryResultLike | QueryResultLike[]): QueryResultLike {
  if (Array.isArray(result)) return result.at(-1) ?? { rows: [] };
  return result;
}

function isPglite(client: unknown): client is PgliteLike {
  return typeof (client as PgliteLike).exec === "function" && !("connect" in (client as object));
}

function isPool(client: unknown): client is PgPoolLike {
  return (
    typeof (client as PgPoolLike).connect === "function" &&
    typeof (client as { totalCount?: unknown }).totalCount === "number"
  );
}

/** An executor over a raw driver client: pg Pool / Client / PoolClient, PGlite or a PGlite transaction. */
export function sqlExecutor(client: unknown): SqlExecutor {
  if (isPglite(client)) {
    return {
      async executeSql(text, values) {
        if (!isMultiStatement(text, values)) return client.query(text, values ?? []);
        try {
          return last(await client.exec(text));
        } catch (e) {
          // A failed statement inside BEGIN ... COMMIT leaves the one PGlite session in an aborted block.
          if (OPENS_BLOCK.test(text)) await client.exec("ROLLBACK").catch(() => {});
          throw e;
        }
      },
    };
  }
  if (isPool(client)) {
    return {
      async executeSql(text, values) {
        if (!isMultiStatement(text, values)) return last(await client.query(text, values));
        const conn = await client.connect();
        try {
          return last(await conn.query(text));
        } catch (e) {
          if (OPENS_BLOCK.test(text)) await conn.query("ROLLBACK").catch(() => {});
          throw e;
        } finally {
          conn.release();
        }
      },
    };
  }
  const conn = client as PgQueryable;
  if (typeof conn?.query !== "function") throw new Error("sqlExecutor: not a pg or PGlite client");
  return {
    async executeSql(text, values) {
      if (!isMultiStatement(text, values)) return last(await conn.query(text, values));
      try {
        return last(await conn.query(text));
      } catch (e) {
        if (OPENS_BLOCK.test(text)) await conn.query("ROLLBACK").catch(() => {});
        throw e;
      }
    },
  };
}
