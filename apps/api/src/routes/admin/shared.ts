import type { FastifySchema } from "fastify";
import { z } from "zod";
import type { Paged, TeamPermission } from "@site/contract";
import { docs } from "../../lib/docs";
import type { RouteAccess } from "../../lib/auth/access";

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
 * An admin route's options: its OpenAPI metadata (validation itself happens in the handlers, with the
 * contract's schemas) and who may call it. `access` is required: lib/auth/access.ts refuses to start with
 * an admin route that names none. Writes are audited by default; `audit` names the action (or `false`
 * for a write that changes nothing, like a preview), and a read is audited only when it names one.
 *
 *   app.post("/comments/:id/approve", doc("Approve a comment", "comments", { audit: "comment.approve" }), …)
 */
export function doc(
  summary: string,
  access: TeamPermission | readonly TeamPermission[] | "self",
  extra: Partial<Omit<RouteDocs, "summary" | "tags">> & { audit?: string | false } = {},
): { schema: FastifySchema; config: { access: RouteAccess; audit?: string | false } } {
  const { audit, ...docExtra } = extra;
  const schema = docs({
    summary,
    tags: ["admin"],
    response: z.unknown(),
    errors: [400, 401, 403, 404],
    ...docExtra,
  });
  const needs =
    access === "self"
      ? "any signed-in person (not a machine key)"
      : `a role with ${(typeof access === "string" ? [access] : access).join(" or ")}`;
  return {
    schema: {
      ...schema,
      // The schemes are declared in plugins/api-docs.ts's OpenAPI components.
      security: [{ teamSession: [] }, { apiKey: [] }],
      description: `Needs a team session (\`Authorization: Session <token>\`) or an API key (\`Authorization: Bearer <key>\`) of ${needs}; otherwise 401 or 403.`,
    },
    config: {
      access: access === "self" ? "self" : typeof access === "string" ? [access] : access,
      ...(audit === undefined ? {} : { audit }),
    },
  };
}

/** doc()'s options with more route config (e.g. the content types a route accepts). */
export function withConfig<T extends { config: object }>(options: T, config: Record<string, unknown>): T {
  return { ...options, config: { ...options.config, ...config } };
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
