// What browsers and shared caches may keep of a page (issue 19: cacheable public pages).
//
// Next answers every page that renders per request (all of them: each reads its request's headers) with
// "private, no-cache, no-store, max-age=0, must-revalidate", and overwrites any other value a page or
// the proxy sets. "no-store" keeps a page out of the browser's back/forward cache, though nothing on a
// public page is personal. So the site's server sets the policy of page answers as they leave:
//
// - a public page may be kept: by the browser for back/forward (it revalidates on every other visit),
//   and, when the edge asked for a copy to share (nginx's `x-shared-copy`, deploy/nginx: a page
//   without a nonce, its inline scripts allowed by hash, shared-copy.mjs), by that shared cache for a
//   few seconds. Only a trusted proxy (TRUSTED_PROXIES) is believed: anyone else's request gets a
//   page with a nonce of its own, for the browser alone;
// - a page for a request that carries the team's session or a form's outcome (what a visitor typed,
//   src/lib/forms/flash.ts), any answer that sets a cookie, the team's area, errors and everything
//   that is not an HTML page keep Next's "no-store". So does a draft's preview link (/blog/preview/…,
//   issue 21): revoking it must end it at once, in every cache.
import { SHARED_COPY_HEADER } from "./shared-copy.mjs";

/** A public page's shared copy (nginx micro-caches it for 4 to 5 s). */
export const SHARED_PAGE_CACHE = "public, max-age=0, s-maxage=10, stale-while-revalidate=50";
/** A public page with a nonce of its own: the browser may keep it for back/forward, nobody else. */
export const BROWSER_PAGE_CACHE = "private, max-age=0";

const NOT_PAGES = /^\/(?:api|blog\/api|blog\/preview|media|_next|admin)(?:\/|$)/;
const PERSONAL_COOKIES = /(?:^|;\s*)(?:cobaltline_session|cobaltline_form)=/;

/** Whether the request is for a public page whose answer may be kept (before Next answers it). */
function keepable(req, pathname) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  if (NOT_PAGES.test(pathname)) return false;
  // Client navigations and prefetches ask for the page's RSC payload, not the page.
  if (req.headers.rsc !== undefined || req.headers["next-router-prefetch"] !== undefined) return false;
  return !PERSONAL_COOKIES.test(req.headers.cookie ?? "");
}

/**
 * Drops a request's ask for a shared copy unless it comes from the edge that is believed (a trusted
 * proxy), before src/proxy.ts or shared-copy.mjs reads it: anyone else's page gets a nonce of its own.
 * For every request, whatever follows.
 */
export function believeSharedCopyRequest(req, isTrustedProxy) {
  if (!isTrustedProxy(req.socket.remoteAddress ?? "")) delete req.headers[SHARED_COPY_HEADER];
}

/**
 * Sets the Cache-Control of the page answer `res` as Next writes its head:
 *
 *   believeSharedCopyRequest(req, config.isTrustedProxy);
 *   pageCachePolicy(req, res, pathname); handle(req, res);
 */
export function pageCachePolicy(req, res, pathname) {
  if (!keepable(req, pathname)) return;
  const policy = req.headers[SHARED_COPY_HEADER] === "1" ? SHARED_PAGE_CACHE : BROWSER_PAGE_CACHE;
  const writeHead = res.writeHead;
  res.writeHead = function writePageHead(status, ...rest) {
    const headers = rest.find((arg) => arg !== null && typeof arg === "object");
    const read = (name) => {
      if (headers && !Array.isArray(headers)) {
        const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
        if (key) return headers[key];
      }
      return res.getHeader(name);
    };
    const html = String(read("content-type") ?? "").startsWith("text/html");
    if (status === 200 && html && read("set-cookie") === undefined) {
      if (headers && !Array.isArray(headers)) {
        for (const key of Object.keys(headers))
          if (key.toLowerCase() === "cache-control") delete headers[key];
      }
      res.setHeader("cache-control", policy);
    }
    return writeHead.call(this, status, ...rest);
  };
}
