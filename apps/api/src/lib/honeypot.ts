import { randomInt } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { HONEYPOT_FIELD, isHoneypotFilled } from "@site/contract";

/**
 * True when a validated submission filled the forms' hidden honeypot field (a bot): the route then
 * answers `decoyResult()` as if it had stored it, and stores and notifies nothing. Logged at info so
 * the team can see how much it catches.
 *
 *   if (caughtByHoneypot(request, lead)) return decoyResult();
 */
export function caughtByHoneypot(request: FastifyRequest, input: { [HONEYPOT_FIELD]?: string }): boolean {
  if (!isHoneypotFilled(input[HONEYPOT_FIELD])) return false;
  request.log.info(
    { honeypot: HONEYPOT_FIELD, route: request.routeOptions.url },
    "honeypot filled: answered success, stored nothing",
  );
  return true;
}

/** The success body a person would get, with an id that names no row. */
export function decoyResult(): { id: number } {
  return { id: randomInt(1, 1_000_000) };
}
