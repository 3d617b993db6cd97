import { GENERIC_ERROR, readFailure } from "./answer-error";

export { GENERIC_ERROR };

/**
 * A failed call of the site's own route handlers: the answer's status (0 when the network failed), the
 * server's message or 'An error occurred', and its field messages.
 */
export class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  json?: unknown;
  body?: FormData;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (a like's page view token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The browser's one request helper for the site's own route handlers (the admin area's adminRequest
 * goes through it too). POST by default; only HTTP 200 is success. On any failure it throws
 * RequestError, read by lib/answer-error.ts as every other failed answer of the site is; an aborted
 * request throws its AbortError.
 *
 *   const post = await request<Post>("/blog/api/blogs", { method: "GET", query: { page: 1 } });
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = "POST", json, body, query, headers, signal } = options;
  const url = new URL(path, window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  let res: Response;
  try {
    res = await fetch(url, {
      method,
      signal,
      headers: { ...headers, ...(json !== undefined ? { "content-type": "application/json" } : {}) },
      body: json !== undefined ? JSON.stringify(json) : body,
    });
  } catch (err) {
    if ((err as Error).name === "AbortError") throw err;
    throw new RequestError(0, GENERIC_ERROR);
  }
  if (res.status !== 200) {
    const { message, errors } = await readFailure(res);
    throw new RequestError(res.status, message, errors);
  }
  return (await res.json().catch(() => null)) as T;
}
