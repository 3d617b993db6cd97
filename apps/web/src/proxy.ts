import { NextResponse, type NextRequest } from "next/server";
import { matchRedirect } from "@site/contract";
import { env } from "@/env";
import { getRedirectRules } from "@/lib/api/redirects";
import {
  INLINE_SCRIPT_HASHES,
  SHARED_COPY_HEADER,
  STATIC_SECURITY_HEADERS,
  buildCsp,
  createNonce,
  type CspConfig,
} from "@/lib/security/headers";

const cspConfig: CspConfig = {
  schedulerUrls: [env.SCHEDULER_URL, env.SCHEDULER_URL_SYSTEM],
  founderVideoUrl: env.FOUNDER_VIDEO_URL,
  stage: env.STAGE,
  analytics: {
    ga: env.GA_MEASUREMENT_ID,
    gtm: env.GTM_ID,
    pixel: env.META_PIXEL_ID,
    clarity: env.CLARITY_ID,
  },
  https: env.SITE_URL.startsWith("https:"),
  dev: process.env.NODE_ENV === "development",
};

/** An application's page in the team's area shows its PDF resume in a frame of the site's own. */
const FRAMES_OWN = /^\/admin\/applicants\/\d+$/;

/** The RSS feed and the job feed are XML: the fixed headers, no page policy. */
const NON_PAGE = /^\/(blog|about\/career)\/feed\.xml$/;

/** The team's own pages are never redirected (the contract refuses such redirects too). */
const NEVER_REDIRECTED = /^\/(?:admin|_next)(?:\/|$)/;

/**
 * The team's redirects (issue 32): the old address answers 301 or 302 before any page renders. The
 * rules are one cached read (lib/api/redirects.ts), expired by the API's revalidation call on every
 * change, so every instance sharing the cache answers alike at once. The visitor's query string goes
 * along unless the target has its own (campaign parameters survive a move).
 */
async function redirectFor(request: NextRequest): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  if (NEVER_REDIRECTED.test(pathname)) return null;
  const hit = matchRedirect(await getRedirectRules(), pathname);
  if (!hit) return null;
  const target = new URL(hit.to, request.url);
  if (search && !target.search) target.search = search;
  const response = NextResponse.redirect(target, hit.status);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * Security headers (issue 8). Every page a visitor gets from the site gets a fresh nonce: Next reads
 * it from the request's Content-Security-Policy header and puts it on its own scripts; the root
 * layout reads `x-nonce` for its inline script. The answer carries the same policy plus the fixed
 * headers. Reading the nonce makes pages render per request.
 *
 * A page nginx keeps for everyone (its `x-shared-copy` request, believed from a trusted proxy only:
 * server/page-cache.mjs drops it otherwise) is rendered without a nonce, and its policy allows the
 * page's inline scripts by hash: the site's server fills them in once the page is whole
 * (server/shared-copy.mjs), so nginx serves the cached copy as it is (deploy/nginx).
 */
export async function proxy(request: NextRequest) {
  const moved = await redirectFor(request);
  if (moved) return moved;
  if (NON_PAGE.test(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  }
  const shared = request.headers.get(SHARED_COPY_HEADER) === "1";
  const config = FRAMES_OWN.test(request.nextUrl.pathname) ? { ...cspConfig, ownFrames: true } : cspConfig;
  const requestHeaders = new Headers(request.headers);
  let csp: string;
  if (shared) {
    csp = buildCsp({ hashes: [INLINE_SCRIPT_HASHES] }, config);
    // No nonce anywhere in the page: none the visitor may have written either.
    requestHeaders.delete("x-nonce");
  } else {
    const nonce = createNonce();
    csp = buildCsp({ nonce }, config);
    requestHeaders.set("x-nonce", nonce);
  }
  requestHeaders.set("content-security-policy", csp);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", csp);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

export const config = {
  matcher: [
    // Everything but build assets, image optimisation, files with an extension (public/, icons) and
    // the gateway's paths (/api, /blog/api, /media): Next copies the body of every request the proxy
    // sees (up to 10 MB) before any route can refuse it. The gateway sets its own headers.
    "/((?!_next/static|_next/image|api/|blog/api/|media/|.*\\.(?:svg|png|jpg|jpeg|gif|webp|avif|ico|woff2?|txt|xml|webmanifest)$).*)",
    "/blog/feed.xml",
    "/about/career/feed.xml",
  ],
};
