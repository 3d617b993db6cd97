import { createHash, randomBytes } from "node:crypto";

/** SHA-256 of a token, hex: what the database keeps of sessions, links and keys. */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/**
 * A random token with a readable prefix (`ts_` session, `tl_` link, `ck_` key): 32 random bytes,
 * base64url. Guessing one is out of reach, so a plain hash (not a slow one) is enough to store it.
 */
export function newToken(prefix: "ts" | "tl" | "ck"): string {
  return `${prefix}_${randomBytes(32).toString("base64url")}`;
}
