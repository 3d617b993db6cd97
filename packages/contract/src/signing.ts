/**
 * The one way the site and the API sign what they hand out with REVALIDATE_SECRET (server code only:
 * node:crypto): a key derived from the secret under a label of its own per use, so no two uses can
 * stand in for each other, then HMAC-SHA256 over the parts joined by newlines. Used for the newsletter's
 * links, page view tokens, visitors' address hashes (API) and the comment form's time (form-time.ts).
 *
 *   const mac = labelledMac(secret, "cobaltline form times v1", ["comment:7", 1796000000000]);
 *   constantTimeEqual(Buffer.from(given, "base64url"), mac)   // constant-time comparison
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function labelledMac(secret: string, label: string, parts: readonly (string | number)[]): Buffer {
  const key = createHmac("sha256", secret).update(label).digest();
  return createHmac("sha256", key).update(parts.join("\n")).digest();
}

/** Whether two byte strings are equal (a MAC or a secret someone sent), in constant time; lengths differ: no. */
export function constantTimeEqual(given: Buffer, expected: Buffer): boolean {
  return given.length === expected.length && timingSafeEqual(given, expected);
}
