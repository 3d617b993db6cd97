import { z } from "zod";
import { API_ERRORS, fieldErrors } from "@site/contract";

/** A failure a handler maps to its own status; the error handler sends it as `{ message, errors? }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (message: string = API_ERRORS.notFound) => new HttpError(404, message);

/** The path of the first string holding a NUL character, which PostgreSQL text cannot store. */
export function findNul(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === "string") return value.includes("\u0000") ? path.join(".") || "_" : undefined;
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = findNul(v, [...path, k]);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/**
 * Parses with a contract schema, or throws a 400 naming each bad field with the schema's own message.
 *   parseInput(commentRequestSchema, request.body ?? {})
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw new HttpError(400, API_ERRORS.validation, fieldErrors(result.error));
  const nul = findNul(result.data);
  if (nul !== undefined)
    throw new HttpError(400, API_ERRORS.validation, { [nul]: "Contains a character that is not allowed" });
  return result.data;
}
