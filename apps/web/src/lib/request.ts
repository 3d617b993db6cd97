/**
 * The browser's request helper for the site's own route handlers. POST by default; only HTTP 200
 * is success. On any failure it throws RequestError carrying the server's message, or
 * 'An error occurred' when there is none.
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

export const GENERIC_ERROR = "An error occurred";

type RequestOptions = {
  method?: "GET" | "POST";
  json?: unknown;
  body?: FormData;
  query?: Record<string, string | number | undefined>;
  /** Extra request headers (a like's page view token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

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
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (res.status !== 200) {
    const d = (data ?? {}) as { message?: string; errors?: Record<string, string> };
    throw new RequestError(res.status, d.message || GENERIC_ERROR, d.errors);
  }
  return data as T;
}
