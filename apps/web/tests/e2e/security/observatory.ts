/**
 * A small scorer for one HTML answer by the Mozilla HTTP Observatory's published rules
 * ("Tests & Scoring", MDN HTTP Observatory docs, and the scanner's analyzer it is derived from:
 * mozilla/http-observatory httpobs/scanner/analyzer/{headers,content,misc}.py).
 *
 *   Start at 100; every test adds its modifier; the score never goes below 0. Bonus (positive)
 *   modifiers count only when the score without them is at least 90. Grades: 100+ A+, 90 A, 85 A-,
 *   80 B+, 70 B, 65 B-, 60 C+, 50 C, 45 C-, 40 D+, 30 D, 25 D-, below F.
 *
 * Transport: the e2e run serves plain http on localhost, while production serves https behind nginx
 * (deploy/nginx: port 80 answers a 301 to https on the same host). The caller states that with
 * `transport`; the scorer then treats the answer as an https one (HSTS counts, http: sources are
 * "insecure scheme") and scores redirection as the stated transport says.
 */

export type Transport = {
  /** The public scheme the answer is served over (production: https behind nginx). */
  scheme: "https" | "http";
  /** What port 80 does: "to-https-same-host" (nginx's 301), "none" (no http listener), "missing". */
  httpRedirect: "to-https-same-host" | "none" | "missing";
};

export type ObservatoryInput = {
  /** Final URL of the page (its host decides which scripts are "similar origin"). */
  url: string;
  /** Response headers, names in any case. Repeated headers joined with ", " (as fetch does). */
  headers: Record<string, string>;
  /** Every Set-Cookie line of the answer. */
  setCookies: string[];
  html: string;
  status: number;
  transport: Transport;
  /** Access-Control-Allow-* answer to a request carrying Origin: https://http-observatory.security.mozilla.org */
  corsProbe?: { allowOrigin: string | null; allowCredentials: string | null };
};

export type TestResult = { test: string; result: string; modifier: number };
export type ObservatoryScore = { score: number; grade: string; tests: TestResult[] };

const PROBE_ORIGIN = "https://http-observatory.security.mozilla.org";
export const OBSERVATORY_PROBE_ORIGIN = PROBE_ORIGIN;

function header(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

// ── Content Security Policy ─────────────────────────────────────────────────────────────────────
// Modifiers: no-unsafe-default-src-none +10, no-unsafe +5, unsafe-inline-in-style-src-only 0,
// insecure-scheme-in-passive-content-only -10, unsafe-eval -10, insecure-scheme -20,
// unsafe-inline -20, header-invalid -25, not-implemented -25.
const CSP_MODIFIERS: Record<string, number> = {
  "csp-implemented-with-no-unsafe-default-src-none": 10,
  "csp-implemented-with-no-unsafe": 5,
  "csp-implemented-with-unsafe-inline-in-style-src-only": 0,
  "csp-implemented-with-insecure-scheme-in-passive-content-only": -10,
  "csp-implemented-with-unsafe-eval": -10,
  "csp-implemented-with-insecure-scheme": -20,
  "csp-implemented-with-unsafe-inline": -20,
  "csp-header-invalid": -25,
  "csp-not-implemented": -25,
};
const DANGEROUSLY_BROAD = [
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
];
const UNSAFE_INLINE = ["'unsafe-inline'", "data:"];
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"];
const PASSIVE_DIRECTIVES = ["img-src", "media-src"];

/** Directive → set of lower-cased sources. Repeated directives and too-short policies are invalid. */
export function parseCsp(policy: string): Map<string, Set<string>> {
  const text = policy.replace(/[\r\n]/g, "").trim();
  if (text.length < "img-src".length - 1) throw new Error("CSP policy too short");
  const csp = new Map<string, Set<string>>();
  for (const part of text.split(";")) {
    const entry = part.trim().split(/\s+/).filter(Boolean);
    if (!entry.length) continue;
    const [directive, ...sources] = entry as [string, ...string[]];
    if (csp.has(directive)) throw new Error(`repeated directive ${directive}`);
    csp.set(directive, new Set(sources.length ? sources.map((s) => s.toLowerCase()) : ["'none'"]));
  }
  return csp;
}

const intersects = (set: Set<string>, list: string[]) => list.some((v) => set.has(v));

function cspTest(input: ObservatoryInput): { result: string; antiClickjacking: boolean } {
  const raw = header(input.headers, "content-security-policy");
  if (raw === undefined) return { result: "csp-not-implemented", antiClickjacking: false };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(raw);
  } catch {
    return { result: "csp-header-invalid", antiClickjacking: false };
  }
  const get = (d: string) => csp.get(d);
  const frameAncestors = get("frame-ancestors") ?? new Set(["*"]);
  const objectSrc = new Set(get("object-src") ?? get("default-src") ?? ["*"]);
  const scriptSrc = new Set(get("script-src") ?? get("default-src") ?? ["*"]);
  const styleSrc = new Set(get("style-src") ?? get("default-src") ?? ["*"]);
  const hasNonceOrHash = (s: Set<string>) => [...s].some((v) => NONCES_HASHES.some((p) => v.startsWith(p)));
  // A nonce or hash makes browsers ignore 'unsafe-inline' in that list.
  for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'");
  let result: string | undefined;
  const set = (r: string) => (result ??= r);
  let strictDynamic = false;
  if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
    // 'strict-dynamic' with a nonce: host and scheme sources, 'self' and 'unsafe-inline' are ignored.
    for (const s of [...scriptSrc]) {
      if (DANGEROUSLY_BROAD.some((b) => s.startsWith(b)) || s === "'self'" || s === "'unsafe-inline'") {
        scriptSrc.delete(s);
      }
    }
    strictDynamic = true;
  } else if (scriptSrc.has("'strict-dynamic'")) {
    set("csp-header-invalid");
  }
  const https = input.transport.scheme === "https";
  const active = [
    ...[...csp.entries()]
      .filter(([d]) => !PASSIVE_DIRECTIVES.includes(d) && d !== "script-src")
      .flatMap(([, s]) => [...s]),
    ...scriptSrc,
  ];
  const passive = PASSIVE_DIRECTIVES.flatMap((d) => [...(csp.get(d) ?? csp.get("default-src") ?? [])]);
  const insecure = (s: string) => s.includes("http:") || s.includes("ftp:");
  if (
    intersects(scriptSrc, [...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]) ||
    intersects(objectSrc, DANGEROUSLY_BROAD)
  ) {
    set("csp-implemented-with-unsafe-inline");
  }
  if (https && active.some(insecure) && !strictDynamic) set("csp-implemented-with-insecure-scheme");
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'"))
    set("csp-implemented-with-unsafe-eval");
  if (https && passive.some(insecure)) set("csp-implemented-with-insecure-scheme-in-passive-content-only");
  if (intersects(styleSrc, [...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])) {
    set("csp-implemented-with-unsafe-inline-in-style-src-only");
  }
  const defaultSrc = csp.get("default-src");
  if (defaultSrc && defaultSrc.size === 1 && defaultSrc.has("'none'")) {
    set("csp-implemented-with-no-unsafe-default-src-none");
  } else {
    set("csp-implemented-with-no-unsafe");
  }
  return { result: result!, antiClickjacking: !intersects(frameAncestors, DANGEROUSLY_BROAD) };
}

// ── Cookies ─────────────────────────────────────────────────────────────────────────────────────
// secure-with-httponly-sessions-and-samesite +5, not-found 0, secure-with-httponly-sessions 0,
// without-secure-flag-but-protected-by-hsts -5, session-without-secure-flag-but-protected-by-hsts -10,
// without-secure-flag -20, samesite-flag-invalid -20, anticsrf-without-samesite-flag -20,
// session-without-httponly-flag -30, session-without-secure-flag -40. The worst finding wins.
const COOKIE_ORDER = [
  "cookies-without-secure-flag-but-protected-by-hsts",
  "cookies-without-secure-flag",
  "cookies-session-without-secure-flag-but-protected-by-hsts",
  "cookies-samesite-flag-invalid",
  "cookies-anticsrf-without-samesite-flag",
  "cookies-session-without-httponly-flag",
  "cookies-session-without-secure-flag",
];
const COOKIE_MODIFIERS: Record<string, number> = {
  "cookies-secure-with-httponly-sessions-and-samesite": 5,
  "cookies-not-found": 0,
  "cookies-secure-with-httponly-sessions": 0,
  "cookies-without-secure-flag-but-protected-by-hsts": -5,
  "cookies-session-without-secure-flag-but-protected-by-hsts": -10,
  "cookies-without-secure-flag": -20,
  "cookies-samesite-flag-invalid": -20,
  "cookies-anticsrf-without-samesite-flag": -20,
  "cookies-session-without-httponly-flag": -30,
  "cookies-session-without-secure-flag": -40,
};

function cookiesTest(input: ObservatoryInput, hstsPass: boolean): string {
  if (!input.setCookies.length) return "cookies-not-found";
  let result: string | undefined;
  let sameSite = false;
  const worse = (r: string) => {
    if (result === undefined || COOKIE_ORDER.indexOf(r) > COOKIE_ORDER.indexOf(result)) result = r;
  };
  for (const line of input.setCookies) {
    const [pair, ...attrs] = line.split(";").map((s) => s.trim());
    const name = (pair ?? "").split("=")[0]!.toLowerCase();
    const flags = new Map(
      attrs.map((a) => [a.split("=")[0]!.toLowerCase(), a.split("=")[1]?.trim().toLowerCase()]),
    );
    const secure = flags.has("secure");
    const httpOnly = flags.has("httponly");
    let hasSameSite = false;
    if (flags.has("samesite")) {
      const v = flags.get("samesite");
      if (v === undefined || v === "lax" || v === "strict") {
        hasSameSite = true;
        sameSite = true;
      } else worse("cookies-samesite-flag-invalid");
    }
    const session = name.includes("login") || name.includes("sess");
    if (!secure)
      worse(hstsPass ? "cookies-without-secure-flag-but-protected-by-hsts" : "cookies-without-secure-flag");
    if (name.includes("csrf") && !hasSameSite) worse("cookies-anticsrf-without-samesite-flag");
    if (session && !secure) {
      worse(
        hstsPass
          ? "cookies-session-without-secure-flag-but-protected-by-hsts"
          : "cookies-session-without-secure-flag",
      );
    }
    if (session && !httpOnly) worse("cookies-session-without-httponly-flag");
  }
  return (
    result ??
    (sameSite
      ? "cookies-secure-with-httponly-sessions-and-samesite"
      : "cookies-secure-with-httponly-sessions")
  );
}

// ── CORS ────────────────────────────────────────────────────────────────────────────────────────
// not-implemented / public-access / restricted-access 0; universal-access -50 (the answer echoes an
// arbitrary Origin and allows credentials).
function corsTest(input: ObservatoryInput): string {
  const allow = input.corsProbe?.allowOrigin ?? header(input.headers, "access-control-allow-origin") ?? null;
  if (!allow) return "cross-origin-resource-sharing-not-implemented";
  if (allow.trim() === "*") return "cross-origin-resource-sharing-implemented-with-public-access";
  if (allow.trim() === PROBE_ORIGIN && input.corsProbe?.allowCredentials?.trim().toLowerCase() === "true") {
    return "cross-origin-resource-sharing-implemented-with-universal-access";
  }
  return "cross-origin-resource-sharing-implemented-with-restricted-access";
}

// ── Redirection ─────────────────────────────────────────────────────────────────────────────────
// to-https 0, not-needed-no-http 0, off-host-from-http -5, not-to-https-on-initial-redirection -10,
// missing -20, not-to-https -20.
function redirectionTest(t: Transport): string {
  if (t.httpRedirect === "none") return "redirection-not-needed-no-http";
  if (t.httpRedirect === "to-https-same-host" && t.scheme === "https") return "redirection-to-https";
  return "redirection-missing";
}

// ── Referrer-Policy ─────────────────────────────────────────────────────────────────────────────
// private (no-referrer, same-origin, strict-origin, strict-origin-when-cross-origin) +5,
// no-referrer-when-downgrade 0, not-implemented 0, unsafe (origin, origin-when-cross-origin,
// unsafe-url) -5, header-invalid -5. The last valid token counts; a <meta> policy wins over the header.
function referrerTest(input: ObservatoryInput): string {
  const meta = /<meta[^>]+name=["']referrer["'][^>]*content=["']([^"']*)["']/i.exec(input.html)?.[1];
  const value = meta ?? header(input.headers, "referrer-policy");
  if (value === undefined) return "referrer-policy-not-implemented";
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url"];
  const valid = [...good, ...bad, "no-referrer-when-downgrade"];
  const policy = value
    .toLowerCase()
    .split(",")
    .map((s) => s.trim())
    .filter((s) => valid.includes(s))
    .pop();
  if (policy && good.includes(policy)) return "referrer-policy-private";
  if (policy === "no-referrer-when-downgrade") return "referrer-policy-no-referrer-when-downgrade";
  if (policy && bad.includes(policy)) return "referrer-policy-unsafe";
  return "referrer-policy-headers-invalid";
}

// ── Strict-Transport-Security ───────────────────────────────────────────────────────────────────
// preloaded +5, max-age ≥ six months (15552000 accepted) 0, less than six months -10,
// not-implemented -20, header-invalid -20, not-implemented-no-https -20. (Preload-list lookup is
// not done here: a new site is not on the list.)
function hstsTest(input: ObservatoryInput): string {
  if (input.transport.scheme !== "https") return "hsts-not-implemented-no-https";
  const value = header(input.headers, "strict-transport-security");
  if (value === undefined) return "hsts-not-implemented";
  if (value.includes(",")) return "hsts-header-invalid";
  const maxAge = /(?:^|;)\s*max-age=(\d+)/i.exec(value)?.[1];
  if (!maxAge || Number(maxAge) === 0) return "hsts-header-invalid";
  return Number(maxAge) < 15_552_000
    ? "hsts-implemented-max-age-less-than-six-months"
    : "hsts-implemented-max-age-at-least-six-months";
}

// ── Subresource Integrity ───────────────────────────────────────────────────────────────────────
// implemented-and-all-scripts-loaded-securely +5, implemented-and-external-scripts-loaded-securely +5,
// not-implemented-but-all-scripts-loaded-from-secure-origin 0, not-implemented-but-no-scripts-loaded 0,
// not-implemented-response-not-html 0, not-implemented-but-external-scripts-loaded-securely -5,
// implemented-but-external-scripts-not-loaded-securely -20,
// not-implemented-and-external-scripts-not-loaded-securely -50. Only <script src> counts; a script is
// "similar origin" when relative or on the page's host (or a subdomain of its registrable domain).
function sriTest(input: ObservatoryInput): string {
  const type = header(input.headers, "content-type") ?? "";
  if (!type.includes("html")) return "sri-not-implemented-response-not-html";
  const scripts = [...input.html.matchAll(/<script\b[^>]*>/gi)]
    .map((m) => m[0])
    .filter((tag) => /\ssrc=/i.test(tag));
  if (!scripts.length) return "sri-not-implemented-but-no-scripts-loaded";
  const page = new URL(input.url);
  const baseDomain = (host: string) => host.split(".").slice(-2).join(".");
  let external = false;
  let insecure = false;
  let integrityOnAll = true;
  for (const tag of scripts) {
    const src = /\ssrc=["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? "";
    const integrity = /\sintegrity=/i.test(tag);
    const url = new URL(src.replace(/&amp;/g, "&"), input.url);
    const similar = url.host === page.host || baseDomain(url.hostname) === baseDomain(page.hostname);
    if (similar) continue;
    external = true;
    if (url.protocol !== "https:") insecure = true;
    if (!integrity) integrityOnAll = false;
  }
  if (!external) return "sri-not-implemented-but-all-scripts-loaded-from-secure-origin";
  if (integrityOnAll) {
    return insecure
      ? "sri-implemented-but-external-scripts-not-loaded-securely"
      : "sri-implemented-and-external-scripts-loaded-securely";
  }
  return insecure
    ? "sri-not-implemented-and-external-scripts-not-loaded-securely"
    : "sri-not-implemented-but-external-scripts-loaded-securely";
}

// ── X-Content-Type-Options ──────────────────────────────────────────────────────────────────────
// nosniff 0, not-implemented -5, header-invalid -5.
function xctoTest(input: ObservatoryInput): string {
  const value = header(input.headers, "x-content-type-options");
  if (value === undefined) return "x-content-type-options-not-implemented";
  return value.trim().toLowerCase() === "nosniff"
    ? "x-content-type-options-nosniff"
    : "x-content-type-options-header-invalid";
}

// ── X-Frame-Options ─────────────────────────────────────────────────────────────────────────────
// implemented-via-csp (frame-ancestors) +5, sameorigin-or-deny 0, not-implemented -20,
// header-invalid -20.
function xfoTest(input: ObservatoryInput, antiClickjacking: boolean): string {
  if (antiClickjacking) return "x-frame-options-implemented-via-csp";
  const value = header(input.headers, "x-frame-options");
  if (value === undefined) return "x-frame-options-not-implemented";
  return ["deny", "sameorigin"].includes(value.trim().toLowerCase())
    ? "x-frame-options-sameorigin-or-deny"
    : "x-frame-options-header-invalid";
}

// ── Cross-Origin-Resource-Policy ────────────────────────────────────────────────────────────────
// same-site / same-origin / cross-origin / not-implemented 0, header-invalid -5.
function corpTest(input: ObservatoryInput): string {
  const value = header(input.headers, "cross-origin-resource-policy");
  if (value === undefined) return "corp-not-implemented";
  const v = value.trim().toLowerCase();
  return ["same-site", "same-origin", "cross-origin"].includes(v)
    ? `corp-implemented-with-${v}`
    : "corp-header-invalid";
}

const MODIFIERS: Record<string, number> = {
  ...CSP_MODIFIERS,
  ...COOKIE_MODIFIERS,
  "cross-origin-resource-sharing-not-implemented": 0,
  "cross-origin-resource-sharing-implemented-with-public-access": 0,
  "cross-origin-resource-sharing-implemented-with-restricted-access": 0,
  "cross-origin-resource-sharing-implemented-with-universal-access": -50,
  "redirection-to-https": 0,
  "redirection-not-needed-no-http": 0,
  "redirection-missing": -20,
  "referrer-policy-private": 5,
  "referrer-policy-no-referrer-when-downgrade": 0,
  "referrer-policy-not-implemented": 0,
  "referrer-policy-unsafe": -5,
  "referrer-policy-headers-invalid": -5,
  "hsts-implemented-max-age-at-least-six-months": 0,
  "hsts-implemented-max-age-less-than-six-months": -10,
  "hsts-not-implemented": -20,
  "hsts-header-invalid": -20,
  "hsts-not-implemented-no-https": -20,
  "sri-implemented-and-all-scripts-loaded-securely": 5,
  "sri-implemented-and-external-scripts-loaded-securely": 5,
  "sri-not-implemented-but-all-scripts-loaded-from-secure-origin": 0,
  "sri-not-implemented-but-no-scripts-loaded": 0,
  "sri-not-implemented-response-not-html": 0,
  "sri-not-implemented-but-external-scripts-loaded-securely": -5,
  "sri-implemented-but-external-scripts-not-loaded-securely": -20,
  "sri-not-implemented-and-external-scripts-not-loaded-securely": -50,
  "x-content-type-options-nosniff": 0,
  "x-content-type-options-not-implemented": -5,
  "x-content-type-options-header-invalid": -5,
  "x-frame-options-implemented-via-csp": 5,
  "x-frame-options-sameorigin-or-deny": 0,
  "x-frame-options-not-implemented": -20,
  "x-frame-options-header-invalid": -20,
  "corp-not-implemented": 0,
  "corp-implemented-with-same-site": 0,
  "corp-implemented-with-same-origin": 0,
  "corp-implemented-with-cross-origin": 0,
  "corp-header-invalid": -5,
};

export function grade(score: number): string {
  const grades: [number, string][] = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return grades.find(([min]) => score >= min)?.[1] ?? "F";
}

/** Scores one answer: every test's result and modifier, the total and its grade. */
export function scoreObservatory(input: ObservatoryInput): ObservatoryScore {
  const csp = cspTest(input);
  const hsts = hstsTest(input);
  const hstsPass = hsts === "hsts-implemented-max-age-at-least-six-months";
  const results: [string, string][] = [
    ["content-security-policy", csp.result],
    ["cookies", cookiesTest(input, hstsPass)],
    ["cross-origin-resource-sharing", corsTest(input)],
    ["redirection", redirectionTest(input.transport)],
    ["referrer-policy", referrerTest(input)],
    ["strict-transport-security", hsts],
    ["subresource-integrity", sriTest(input)],
    ["x-content-type-options", xctoTest(input)],
    ["x-frame-options", xfoTest(input, csp.antiClickjacking)],
    ["cross-origin-resource-policy", corpTest(input)],
  ];
  const tests = results.map(([test, result]) => ({ test, result, modifier: MODIFIERS[result] ?? 0 }));
  const penalties = 100 + tests.filter((t) => t.modifier < 0).reduce((sum, t) => sum + t.modifier, 0);
  const bonus = tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonus : penalties);
  return { score, grade: grade(score), tests };
}
