/**
 * The site's security headers (issue 8): a per-request nonce CSP for every HTML page and the fixed
 * headers every answer carries. Pure functions of their inputs: src/proxy.ts applies them, and the
 * unit test and the production nginx setup (deploy/nginx) rely on the same shapes.
 */

export type CspConfig = {
  /** Scheduler addresses (booking popup iframe and its reachability probe). */
  schedulerUrls: string[];
  /** The founder video's address, "" when none. */
  founderVideoUrl: string;
  stage: "DEV" | "TEST" | "STAGING" | "PROD";
  analytics: { ga: string; gtm: string; pixel: string; clarity: string };
  /** https sites also ask browsers to upgrade stray http sub-resources. */
  https: boolean;
  /** `next dev` needs 'unsafe-eval' (React's dev tooling); production never gets it. */
  dev: boolean;
  /** The page frames the site's own documents (an application's PDF resume, issue 32). */
  ownFrames?: boolean;
};

/**
 * A page nginx keeps in its page cache and sends to everyone (deploy/nginx asks for it with
 * `x-shared-copy: 1`, believed from a trusted proxy only: server/page-cache.mjs) cannot carry a
 * per-visitor nonce. Its scripts are allowed by hash instead: the policy names this marker, and the
 * site's server (server/shared-copy.mjs), once the page is rendered whole, puts the SHA-256 of each of
 * the page's inline scripts in its place. A policy whose marker was never replaced allows no inline
 * script at all (browsers ignore a source they do not know).
 */
export const SHARED_COPY_HEADER = "x-shared-copy";
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'";

/** How a page's own scripts are allowed: a nonce for one visitor, or hashes for a shared copy. */
export type ScriptAllowance = { nonce: string } | { hashes: readonly string[] };

/** 128 random bits, base64: a fresh nonce for one answer. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

function origin(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** Origins each analytics script loads from and reports to: allowed only on PROD, each only with its id. */
function analyticsSources(config: CspConfig) {
  const script: string[] = [];
  const connect: string[] = [];
  const img: string[] = [];
  const frame: string[] = [];
  if (config.stage !== "PROD") return { script, connect, img, frame };
  const { ga, gtm, pixel, clarity } = config.analytics;
  if (ga || gtm) {
    script.push("https://www.googletagmanager.com");
    connect.push(
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    );
    img.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
  }
  if (gtm) frame.push("https://www.googletagmanager.com");
  if (pixel) {
    script.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com", "https://connect.facebook.net");
    img.push("https://www.facebook.com");
  }
  if (clarity) {
    script.push("https://www.clarity.ms", "https://*.clarity.ms");
    connect.push("https://*.clarity.ms", "https://c.bing.com");
    img.push("https://*.clarity.ms", "https://c.bing.com");
  }
  return { script, connect, img, frame };
}

const unique = (list: (string | null)[]) => [...new Set(list.filter((s): s is string => !!s))];

/**
 * The Content-Security-Policy of an HTML page.
 * Scripts, for one visitor: only those carrying the answer's nonce (Next's own, next/script) and what
 * they load ('strict-dynamic'). For a copy every visitor shares (nginx's page cache): the site's own
 * files ('self'), the inline scripts whose hashes are listed, and the analytics origins; no
 * 'strict-dynamic' (Next's script tags carry no nonce or hash there, and 'strict-dynamic' would
 * ignore 'self'). Never 'unsafe-inline'.
 * Styles keep 'unsafe-inline': React and next/image write style attributes, and Next inlines font
 * CSS (the Observatory scores inline styles alone at 0).
 * Images: the site (API media proxy, next/image), data:/blob: (previews) and any https address a
 * post body may embed (sanitized to http(s) images; http is upgraded or blocked).
 */
export function buildCsp(scripts: ScriptAllowance, config: CspConfig): string {
  const a = analyticsSources(config);
  const schedulers = unique(config.schedulerUrls.map(origin));
  const video = config.founderVideoUrl ? origin(config.founderVideoUrl) : null;
  const frames = unique([config.ownFrames ? "'self'" : null, ...schedulers, ...a.frame]);
  const own = "nonce" in scripts ? [`'nonce-${scripts.nonce}'`, "'strict-dynamic'"] : scripts.hashes;
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", unique(["'self'", ...own, ...a.script, config.dev ? "'unsafe-eval'" : null])],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", unique(["'self'", "data:", "blob:", "https:", ...a.img])],
    ["font-src", ["'self'"]],
    ["connect-src", unique(["'self'", ...schedulers, ...a.connect])],
    ["media-src", unique(["'self'", video])],
    ["frame-src", frames.length ? frames : ["'none'"]],
    ["worker-src", ["'self'", "blob:"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, sources]) => `${name} ${sources.join(" ")}`);
  if (config.https) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/**
 * Headers every answer of the site carries, pages and route handlers alike.
 * HSTS: two years with subdomains (the Observatory's "at least six months"); browsers ignore it on
 * plain http, so development and the e2e run are unaffected.
 */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), " +
    "accelerometer=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};
