/**
 * When a form was shown, signed (issue 20: spam without tells). The site's server writes it into the
 * comment form as it renders the post; the API reads it back when the comment arrives and holds a comment
 * sent faster than a person could type it. Both sign with a key derived from REVALIDATE_SECRET, which they
 * share. Server code only (node:crypto): never import it from the browser's code.
 *
 *   const stamp = signFormTime(secret, "comment:7", new Date());   // "1796...123.<HMAC-SHA256>"
 *   readFormTime(secret, "comment:7", stamp, now)                   // the Date, or null
 */
import { labelledMac, constantTimeEqual } from "./signing";

/** A stamp older than this is no proof of anything: a day-old page or a stamp kept for reuse. */
export const FORM_TIME_MAX_AGE_MS = 24 * 60 * 60 * 1000;

const STAMP = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

function mac(secret: string, scope: string, ms: number): Buffer {
  return labelledMac(secret, "cobaltline form times v1", [scope, ms]);
}

/** The stamp for a form of `scope` (e.g. "comment:<post id>") shown at `at`. */
export function signFormTime(secret: string, scope: string, at: Date): string {
  const ms = at.getTime();
  return `${ms}.${mac(secret, scope, ms).toString("base64url")}`;
}

/** When the form was shown, if the stamp is one signed here for `scope` and at most a day old. */
export function readFormTime(secret: string, scope: string, stamp: unknown, now: Date): Date | null {
  if (typeof stamp !== "string") return null;
  const match = STAMP.exec(stamp);
  if (!match) return null;
  const ms = Number(match[1]);
  if (!constantTimeEqual(Buffer.from(match[2]!, "base64url"), mac(secret, scope, ms))) return null;
  if (now.getTime() - ms > FORM_TIME_MAX_AGE_MS) return null;
  return new Date(ms);
}
