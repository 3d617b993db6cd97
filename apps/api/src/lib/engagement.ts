/**
 * Counts the server can trust (issue 20): who a like, a view or a rating belongs to.
 *
 * - A page view is what a view call starts (pages are cached and shared, so the HTML cannot carry a
 *   token of its own): the view counts once and its answer carries a signed, short-lived token naming
 *   the post and the view. A like counts once per page view: the token says which (header
 *   VIEW_TOKEN_HEADER); a like without a valid one belongs to the address's latest page view of the post,
 *   or to one made for that address and day, so replaying or scripting likes counts once either way.
 * - A rating counts once per visitor and post, and a later one replaces it. A visitor is their address
 *   (as the rate limits read it from the trusted proxy chain: nobody can forge it), kept only as a keyed
 *   hash.
 *
 * Tokens are `<post id>.<view id>.<expiry, unix s>.<HMAC-SHA256>`, signed with a key derived from
 * REVALIDATE_SECRET under this module's own label. A forged, expired or other post's token is simply not
 * a token: the like falls back to the address.
 *
 *   const token = signViewToken(secret, { tenantId, postId: 7, viewId: newViewId(), expiresAt });
 *   readViewToken(secret, token, { tenantId, postId: 7, now })  // { viewId, expiresAt }
 */
import { randomBytes } from "node:crypto";
import { labelledMac, constantTimeEqual } from "@site/contract/signing";

/** How long a page view's token lets its like count: a long read, then a like. */
export const VIEW_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

const TOKEN = /^(\d{1,10})\.([A-Za-z0-9_-]{16})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** A new page view's id: 96 random bits. */
export function newViewId(): string {
  return randomBytes(12).toString("base64url");
}

type ViewClaims = { tenantId: string; postId: number; viewId: string; expiresAt: Date };

function mac(secret: string, claims: ViewClaims, expSeconds: number): Buffer {
  return labelledMac(secret, "cobaltline page view tokens v1", [
    claims.tenantId,
    claims.postId,
    claims.viewId,
    expSeconds,
  ]);
}

export function signViewToken(secret: string, claims: ViewClaims): string {
  const exp = Math.ceil(claims.expiresAt.getTime() / 1000);
  return `${claims.postId}.${claims.viewId}.${exp}.${mac(secret, claims, exp).toString("base64url")}`;
}

/** The page view a token names, when it is well formed, signed here, for this post and not expired. */
export function readViewToken(
  secret: string,
  token: unknown,
  expected: { tenantId: string; postId: number; now: Date },
): { viewId: string; expiresAt: Date } | null {
  if (typeof token !== "string") return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const [, postId, viewId, exp, signature] = match as unknown as [string, string, string, string, string];
  const expSeconds = Number(exp);
  if (Number(postId) !== expected.postId || expSeconds * 1000 <= expected.now.getTime()) return null;
  const expectedMac = mac(
    secret,
    { ...expected, viewId, expiresAt: new Date(expSeconds * 1000) },
    expSeconds,
  );
  if (!constantTimeEqual(Buffer.from(signature, "base64url"), expectedMac)) return null;
  return { viewId, expiresAt: new Date(expSeconds * 1000) };
}

/**
 * The visitor a rating or a token-less like belongs to: a keyed hash of the tenant and the address (the
 * rate limits' key, an IPv6 address cut to its /64), never the address itself.
 */
export function visitorOf(secret: string, tenantId: string, address: string): string {
  return labelledMac(secret, "cobaltline visitors v1", [tenantId, address])
    .toString("base64url")
    .slice(0, 32);
}

/**
 * The page view a token-less like makes when its address has none open: one per address, post and UTC
 * day (it starts with "d", which no random view id of newViewId's 16 characters can equal), ending at
 * the next midnight.
 */
export function dayViewOf(visitor: string, now: Date): { id: string; expiresAt: Date } {
  const day = now.toISOString().slice(0, 10);
  const expiresAt = new Date(`${day}T00:00:00.000Z`);
  expiresAt.setUTCDate(expiresAt.getUTCDate() + 1);
  return { id: `day:${day}:${visitor}`, expiresAt };
}
