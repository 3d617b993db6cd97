import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Shortest ADMIN_TOKEN accepted outside development (env.ts enforces it at start). */
export const ADMIN_TOKEN_MIN_LENGTH = 32;

function digest(value: string): Buffer {
  return createHash("sha256").update(value, "utf8").digest();
}

/**
 * Compares a presented token with the configured one in constant time. Both sides are hashed first so
 * timingSafeEqual always sees two 32-byte buffers: neither the comparison's duration nor an early length
 * check tells a caller how long the real token is or how much of a guess was right.
 * No configured token means nothing matches.
 *
 *   tokenMatches("s3cret…", "s3cret…") // true
 */
export function tokenMatches(expected: string | undefined, presented: string | undefined): boolean {
  if (!expected || presented === undefined) return false;
  return timingSafeEqual(digest(expected), digest(presented));
}

/** The token of an `Authorization: Bearer <token>` header, or undefined for any other shape. */
export function bearerToken(header: string | string[] | undefined): string | undefined {
  if (typeof header !== "string") return undefined;
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1];
}

/**
 * An onRequest hook refusing every request without the admin bearer token with 401. With no token
 * configured the whole admin API stays closed.
 */
export function requireAdminToken(expected: string | undefined) {
  return async function adminTokenHook(request: FastifyRequest, reply: FastifyReply) {
    if (tokenMatches(expected, bearerToken(request.headers.authorization))) return;
    request.log.warn({ event: "admin_auth_refused" }, "admin request refused: missing or wrong token");
    return reply
      .code(401)
      .header("www-authenticate", 'Bearer realm="admin"')
      .header("cache-control", "no-store")
      .send({ message: "Unauthorized" });
  };
}
