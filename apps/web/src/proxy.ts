import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/env";
import {
  NONCE_PLACEHOLDER,
  NONCE_PLACEHOLDER_HEADER,
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

/** The RSS feed is XML: the fixed headers, no page policy. */
const NON_PAGE = /^\/blog\/feed\.xml$/;

/**
 * Security headers (issue 8). Every page gets a fresh nonce: Next reads it from the request's
 * Content-Security-Policy header and puts it on its own scripts; the root layout reads `x-nonce` for
 * next/script. The answer carries the same policy plus the fixed headers. Reading the nonce makes
 * pages render per request; nginx micro-caches them and swaps the nonce per answer (deploy/nginx).
 */
export function proxy(request: NextRequest) {
  if (NON_PAGE.test(request.nextUrl.pathname)) {
    const response = NextResponse.next();
    for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
    return response;
  }
  const nonce = request.headers.get(NONCE_PLACEHOLDER_HEADER) === "1" ? NONCE_PLACEHOLDER : createNonce();
  const csp = buildCsp(nonce, cspConfig);
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
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
  ],
};
