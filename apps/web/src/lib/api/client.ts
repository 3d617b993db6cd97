import "server-only";
import { env } from "@/env";
import { readFailure } from "@/lib/answer-error";

/** Cache tags of the site's cached API reads; their names live in the contract, which the API shares. */
export { CACHE_TAGS } from "@site/contract";

/** Default time-to-live (seconds) of cached API reads; revalidation by tag refreshes sooner. */
export const REVALIDATE_SECONDS = 60;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The failed answer `res` as an ApiError, read as every failed answer of the site is (lib/answer-error.ts). */
export async function apiError(res: Response): Promise<ApiError> {
  const { message, errors } = await readFailure(res);
  return new ApiError(res.status, message, errors);
}

type Query = Record<string, string | number | undefined>;

/** Builds an API URL with tenant_id appended, e.g. apiUrl("/blog-authors") → ".../blog-authors?tenant_id=default". */
export function apiUrl(path: string, query: Query = {}): string {
  const url = new URL(path, env.API_BASE_URL);
  for (const [k, v] of Object.entries(query)) if (v !== undefined) url.searchParams.set(k, String(v));
  url.searchParams.set("tenant_id", env.TENANT_ID);
  return url.toString();
}

type ApiInit = Omit<RequestInit, "body"> & {
  query?: Query;
  json?: unknown;
  body?: BodyInit;
  tags?: string[];
  revalidate?: number | false;
};

/**
 * The one helper every web→API call goes through. Only HTTP 200 counts as success; anything else
 * throws ApiError with the API's message (or 'An error occurred').
 *
 * Each call carries the X-Request-Id of the visitor's request that caused it: server.mjs runs every
 * request in a context holding its id and adds the header to the process's fetches to
 * API_BASE_URL (server/request-context.mjs). It is added there, below Next's data cache, because a
 * header given here would become part of a cached read's cache key: one entry per request.
 */
export async function apiFetch<T>(path: string, init: ApiInit = {}): Promise<T> {
  const { query, json, tags, revalidate, headers, ...rest } = init;
  const method = rest.method ?? (json !== undefined || rest.body !== undefined ? "POST" : "GET");
  const res = await fetch(apiUrl(path, query), {
    ...rest,
    method,
    headers: json !== undefined ? { "content-type": "application/json", ...headers } : headers,
    body: json !== undefined ? JSON.stringify(json) : rest.body,
    // GETs are cached reads unless the caller says `cache: "no-store"`; other methods never are.
    ...(method === "GET" && rest.cache !== "no-store"
      ? { next: { tags, revalidate: revalidate ?? REVALIDATE_SECONDS } }
      : { cache: "no-store" as const }),
  });
  if (res.status !== 200) throw await apiError(res);
  return (await res.json()) as T;
}
