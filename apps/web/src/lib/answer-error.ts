/** What the site says when a failed answer carries no message of its own. */
export const GENERIC_ERROR = "An error occurred";

/** A failed answer as the API (and the site's gateway) writes it: `{ message, errors?: { field: message } }`. */
export type Failure = { message: string; errors?: Record<string, string> };

/**
 * The one reading of a failed answer's body, shared by the browser's request helper (lib/request.ts,
 * and through it lib/admin/admin-request.ts) and the server's API client (lib/api): the server's
 * message, or GENERIC_ERROR when the body is not JSON or says nothing; its field messages when it has
 * them.
 *
 *   const { message, errors } = await readFailure(res);
 */
export async function readFailure(res: Response): Promise<Failure> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // not JSON (a proxy's page, an empty body): the generic message
  }
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    message: typeof message === "string" && message ? message : GENERIC_ERROR,
    errors: errors && typeof errors === "object" ? (errors as Record<string, string>) : undefined,
  };
}
