import type { FastifySchema } from "fastify";
import { z } from "zod";
import type { Paged } from "@site/contract";
import { docs } from "../../lib/docs";

/** ISO 8601 for a database timestamp; null stays null. */
export function iso(date: Date | string | null | undefined): string | null {
  if (date === null || date === undefined) return null;
  return (typeof date === "string" ? new Date(date) : date).toISOString();
}

/** ISO 8601 for a timestamp column that is never null. */
export function isoNotNull(date: Date | string): string {
  return (typeof date === "string" ? new Date(date) : date).toISOString();
}

export function paged<T>(content: T[], totalElements: number, size: number): Paged<T> {
  return { content, totalElements, totalPages: Math.ceil(totalElements / size) };
}

/**
 * A unique-index violation (SQLSTATE 23505) from either driver; Drizzle wraps the driver's error in `cause`.
 * Lets a handler answer 409 when two requests race past its own "already exists?" check.
 */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === "23505") return true;
    e = e.cause as typeof e;
  }
  return false;
}

type RouteDocs = Parameters<typeof docs>[0];

/**
 * OpenAPI metadata of an admin route (validation itself happens in the handlers, with the contract's
 * schemas): tenant_id, the admin tag and the error statuses every admin call can answer.
 */
export function doc(
  summary: string,
  extra: Partial<Omit<RouteDocs, "summary" | "tags">> = {},
): { schema: FastifySchema } {
  const schema = docs({ summary, tags: ["admin"], response: z.unknown(), errors: [400, 401, 404], ...extra });
  return {
    schema: {
      ...schema,
      // The scheme is declared in plugins/api-docs.ts's OpenAPI components.
      security: [{ adminToken: [] }],
      description: "Needs `Authorization: Bearer <ADMIN_TOKEN>`; anything else answers 401.",
    },
  };
}

/** How long an admin action waits for the site to confirm its pages are refreshed before answering anyway. */
const REFRESH_WAIT_MS = 3000;

/**
 * Asks the site to refresh pages with these cache tags and waits briefly for it, so that when the team
 * sees "approved" or "published" the public page already shows it. A slow or absent site never fails
 * the action: pages then refresh when their cache expires.
 */
export async function refreshSite(
  app: { notifySite: (tags: string[]) => Promise<boolean> },
  tags: string[],
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    app.notifySite(tags).catch(() => false),
    new Promise((resolve) => {
      timer = setTimeout(resolve, REFRESH_WAIT_MS);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}
