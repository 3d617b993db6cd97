import type { FastifyRequest } from "fastify";
import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { HONEYPOT_FIELD, isHoneypotFilled } from "@site/contract";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";

/**
 * True when a validated submission filled the forms' hidden honeypot field (a bot): the route then
 * answers `decoyResult(…)` as if it had stored it, and stores and notifies nothing. Logged at info so
 * the team can see how much it catches.
 *
 *   if (caughtByHoneypot(request, lead)) return decoyResult(db, contactLeads, store);
 */
export function caughtByHoneypot(request: FastifyRequest, input: { [HONEYPOT_FIELD]?: string }): boolean {
  if (!isHoneypotFilled(input[HONEYPOT_FIELD])) return false;
  request.log.info(
    { honeypot: HONEYPOT_FIELD, route: request.routeOptions.url },
    "honeypot filled: answered success, stored nothing",
  );
  return true;
}

/** A new value of a table's id sequence (its identity column), as a real insert would take it. */
export async function freshId(db: Db, table: PgTable): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${getTableName(table)}, 'id')) as id`,
  );
  return Number(rowsOf<{ id: string | number }>(result)[0]!.id);
}

/** Thrown to roll the decoy's transaction back with the id its insert took. */
class Undone extends Error {
  constructor(readonly id: number) {
    super("decoy insert undone");
  }
}

/**
 * The success body a person would get, and as a person would get it: the route's own work (its insert
 * and the e-mail jobs it enqueues) runs in a transaction that is then rolled back. The answer has the
 * same status and shape, an id taken from the same sequence (so ids keep increasing across real and
 * decoy answers, and a decoy's id is never reused), and takes about as long; nothing is stored or sent.
 * Work that takes no row answers an id drawn from the table's sequence instead.
 */
export async function decoyResult(
  db: Db,
  table: PgTable,
  insert: (tx: Db) => Promise<number | undefined>,
): Promise<{ id: number }> {
  try {
    await db.transaction(async (tx) => {
      throw new Undone((await insert(tx)) ?? (await freshId(tx, table)));
    });
  } catch (error) {
    if (error instanceof Undone) return { id: error.id };
    throw error;
  }
  throw new Error("decoyResult: the transaction was not undone");
}
