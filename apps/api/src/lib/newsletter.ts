/**
 * The newsletter's double opt-in and one-click unsubscribe (issue 20).
 *
 * - Subscribing stores the address unconfirmed and mails a confirmation link (lib/notify/visitor-email.ts);
 *   the link confirms it. A "newsletter-expiry" job enqueued with the link starts when the link expires
 *   (NEWSLETTER_CONFIRM_DAYS) and deletes every address of the tenant still unconfirmed by then.
 * - Every request answers a fresh id from the table's sequence, whether the address is new, waiting for
 *   its confirmation or already confirmed: the answer tells nothing about who subscribed. An address
 *   waiting for confirmation gets a new link (at most one an hour); a confirmed one gets no mail at all
 *   (nothing to do, and no way to flood someone's inbox through the form).
 * - Unsubscribing deletes the address: nothing is kept of someone who left.
 *
 * Links carry `<id>.<HMAC-SHA256>`, signed with a key derived from REVALIDATE_SECRET (a secret the API
 * already requires to be long and random on PROD) under this module's own label. Nothing is stored: the
 * confirmation token signs the row's tenant, id, address and request time (a new request replaces it);
 * the unsubscribe token signs tenant, id and address, so any later newsletter can carry it, and it dies
 * with the row (a new subscription is a new row, a new id).
 */
import { labelledMac, constantTimeEqual } from "@site/contract/signing";
import { and, eq, isNull, lt } from "drizzle-orm";
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_TOKEN } from "@site/contract";
import type { Db } from "../db/client";
import { newsletterSubscribers } from "../db/schema";
import type { Config } from "../env";
import { freshId } from "./honeypot";
import { enqueueJob, type JobHandler } from "./jobs";
import type { Notifier } from "./notify";
import { enqueueVisitorEmail, renderNewsletterConfirmation, siteNameOf } from "./notify/visitor-email";

const DAY_MS = 24 * 60 * 60 * 1000;
/** An address waiting for its confirmation gets at most one new link in this time. */
const RESEND_AFTER_MS = 60 * 60 * 1000;

type Purpose = "confirm" | "unsubscribe";
type Signed = { tenantId: string; id: number; email: string; createdAt?: Date };

function signature(secret: string, purpose: Purpose, row: Signed): Buffer {
  const parts = [purpose, row.tenantId, String(row.id), row.email];
  if (purpose === "confirm") parts.push(row.createdAt!.toISOString());
  return labelledMac(secret, "cobaltline newsletter links v1", parts);
}

export function signNewsletterToken(secret: string, purpose: Purpose, row: Signed): string {
  return `${row.id}.${signature(secret, purpose, row).toString("base64url")}`;
}

/** The subscriber id a well-formed token names (its signature is checked against the row). */
function idOf(token: string): { id: number; mac: Buffer } | undefined {
  if (!NEWSLETTER_TOKEN.test(token)) return undefined;
  const [id, mac] = token.split(".") as [string, string];
  const n = Number(id);
  return n <= 2_147_483_647 ? { id: n, mac: Buffer.from(mac, "base64url") } : undefined;
}

function verify(secret: string, purpose: Purpose, row: Signed, mac: Buffer): boolean {
  const expected = signature(secret, purpose, row);
  return constantTimeEqual(mac, expected);
}

export function newsletterLink(siteUrl: string, page: "confirm" | "unsubscribe", token: string): string {
  const url = new URL(`/newsletter/${page}`, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

type Context = {
  config: Pick<Config, "SMTP_URL" | "SITE_URL" | "REVALIDATE_SECRET">;
  tenantId: string;
  reqId?: string;
  now?: Date;
};

/**
 * A subscription request for `email` (lowercased): stores or refreshes the unconfirmed row and enqueues
 * its confirmation mail and its expiry, all in one transaction. Answers `{ id }`, a fresh id whatever the
 * address's state. Returns whether a job was enqueued (the caller wakes the runner).
 */
export async function requestSubscription(
  db: Db,
  email: string,
  ctx: Context,
): Promise<{ id: number; enqueued: boolean }> {
  const { config, tenantId } = ctx;
  const now = ctx.now ?? new Date();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ tenantId, email, createdAt: now })
      .onConflictDoNothing({ target: [newsletterSubscribers.tenantId, newsletterSubscribers.email] })
      .returning();
    let row = inserted;
    const answer = inserted ? inserted.id : await freshId(tx, newsletterSubscribers);
    if (!row) {
      // Waiting for its confirmation and not asked within the hour: a new link (the old one stops working).
      const [refreshed] = await tx
        .update(newsletterSubscribers)
        .set({ createdAt: now })
        .where(
          and(
            eq(newsletterSubscribers.tenantId, tenantId),
            eq(newsletterSubscribers.email, email),
            isNull(newsletterSubscribers.confirmedAt),
            lt(newsletterSubscribers.createdAt, new Date(now.getTime() - RESEND_AFTER_MS)),
          ),
        )
        .returning();
      row = refreshed;
    }
    if (!row) return { id: answer, enqueued: false };
    const signed = { tenantId, id: row.id, email: row.email, createdAt: row.createdAt };
    const message = renderNewsletterConfirmation({
      site: await siteNameOf(tx, tenantId),
      confirmUrl: newsletterLink(
        config.SITE_URL,
        "confirm",
        signNewsletterToken(config.REVALIDATE_SECRET, "confirm", signed),
      ),
      unsubscribeUrl: newsletterLink(
        config.SITE_URL,
        "unsubscribe",
        signNewsletterToken(config.REVALIDATE_SECRET, "unsubscribe", signed),
      ),
      days: NEWSLETTER_CONFIRM_DAYS,
    });
    await enqueueVisitorEmail(tx, config, { tenantId, to: row.email, reqId: ctx.reqId, email: message });
    await enqueueJob(
      tx,
      "newsletter-expiry",
      { tenantId },
      { startAfterSeconds: (NEWSLETTER_CONFIRM_DAYS * DAY_MS) / 1000 + 60 },
    );
    return { id: answer, enqueued: true };
  });
}

export type ConfirmOutcome = "confirmed" | "already_confirmed" | "unknown";

/**
 * Confirms the address a confirmation token names: a valid token of an unexpired request confirms it
 * (and tells the team, in the same transaction); a token of an address confirmed already says so; any
 * other token is unknown.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
  ctx: Context & { notifier: Notifier },
): Promise<ConfirmOutcome> {
  const parsed = idOf(token);
  if (!parsed) return "unknown";
  const now = ctx.now ?? new Date();
  return db.transaction(async (tx) => {
    const row = await lockedSubscriber(tx, ctx.tenantId, parsed.id);
    if (!row) return "unknown";
    const signed = { tenantId: row.tenantId, id: row.id, email: row.email, createdAt: row.createdAt };
    if (!verify(ctx.config.REVALIDATE_SECRET, "confirm", signed, parsed.mac)) return "unknown";
    if (row.confirmedAt) return "already_confirmed";
    if (now.getTime() - row.createdAt.getTime() > NEWSLETTER_CONFIRM_DAYS * DAY_MS) return "unknown";
    await tx
      .update(newsletterSubscribers)
      .set({ confirmedAt: now })
      .where(eq(newsletterSubscribers.id, row.id));
    await ctx.notifier.enqueue(
      { kind: "newsletter", tenantId: ctx.tenantId, email: row.email },
      { tx, reqId: ctx.reqId },
    );
    return "confirmed";
  });
}

/** The tenant's subscriber row `id`, locked for the rest of the transaction `tx`; undefined when none. */
async function lockedSubscriber(
  tx: Parameters<Parameters<Db["transaction"]>[0]>[0],
  tenantId: string,
  id: number,
) {
  const [row] = await tx
    .select()
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.tenantId, tenantId), eq(newsletterSubscribers.id, id)))
    .for("update");
  return row;
}

/** Deletes the address an unsubscribe token names; false for a token that names no current address. */
export async function unsubscribe(
  db: Db,
  token: string,
  ctx: Pick<Context, "config" | "tenantId">,
): Promise<boolean> {
  const parsed = idOf(token);
  if (!parsed) return false;
  return db.transaction(async (tx) => {
    const row = await lockedSubscriber(tx, ctx.tenantId, parsed.id);
    if (!row) return false;
    const signed = { tenantId: row.tenantId, id: row.id, email: row.email };
    if (!verify(ctx.config.REVALIDATE_SECRET, "unsubscribe", signed, parsed.mac)) return false;
    await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, row.id));
    return true;
  });
}

/** Deletes the tenant's addresses still unconfirmed NEWSLETTER_CONFIRM_DAYS after their request. */
export async function purgeUnconfirmedSubscribers(
  db: Db,
  options: { tenantId: string; now: Date },
): Promise<number> {
  const cutoff = new Date(options.now.getTime() - NEWSLETTER_CONFIRM_DAYS * DAY_MS);
  const gone = await db
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.tenantId, options.tenantId),
        isNull(newsletterSubscribers.confirmedAt),
        lt(newsletterSubscribers.createdAt, cutoff),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return gone.length;
}

/** The "newsletter-expiry" job: measured from the moment it runs. */
export function newsletterExpiryHandler(
  db: Db,
  logger: { info: (obj: object, msg: string) => void },
): JobHandler<"newsletter-expiry"> {
  return async (job) => {
    const purged = await purgeUnconfirmedSubscribers(db, { tenantId: job.data.tenantId, now: new Date() });
    logger.info(
      { event: "newsletter_expiry", jobId: job.id, purged },
      "unconfirmed newsletter addresses purged",
    );
  };
}
