// One id per request, from nginx to the API.
//
// server.mjs takes the caller's X-Request-Id when the connection comes from one of the site's
// TRUSTED_PROXIES (nginx sets it) and the value is a plain token, else it makes one; it runs the
// request inside `requestContext` holding that id. Every fetch this process then makes to the API
// (API_BASE_URL) carries it as X-Request-Id, the cached reads of src/lib/api/client.ts included.
// The header is added here, underneath Next's fetch cache, because a header given to fetch() by the
// site's code becomes part of the cache key of a cached read (one cache entry per request).
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/** Request ids as the API accepts them; anything else from a proxy is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/** @type {AsyncLocalStorage<{ reqId: string }>} */
export const requestContext = new AsyncLocalStorage();

/**
 * The id of a request: its X-Request-Id when `trusted(peer)` (the connection is a trusted proxy's)
 * and the value is a plain token, else a fresh UUID.
 */
export function chooseRequestId(req, trusted) {
  const given = req.headers["x-request-id"];
  const peer = req.socket.remoteAddress ?? "";
  if (typeof given === "string" && REQUEST_ID.test(given) && trusted(peer)) return given;
  return randomUUID();
}

/**
 * Wraps globalThis.fetch so calls to `apiOrigin()` made while a request is served carry its id.
 * Must run before Next patches fetch (that is, before `next` is imported), so Next's data cache sits
 * above this wrapper and never sees the header. A header the caller set itself is kept.
 */
export function tagApiFetches(apiOrigin) {
  const fetchWithoutId = globalThis.fetch;
  globalThis.fetch = function fetchWithRequestId(input, init) {
    const reqId = requestContext.getStore()?.reqId;
    const origin = apiOrigin();
    if (!reqId || !origin) return fetchWithoutId(input, init);
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (!URL.canParse(url) || new URL(url).origin !== origin) return fetchWithoutId(input, init);
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (headers.has("x-request-id")) return fetchWithoutId(input, init);
    headers.set("x-request-id", reqId);
    return fetchWithoutId(input, { ...init, headers });
  };
}
