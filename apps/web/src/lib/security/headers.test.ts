import { describe, expect, it } from "vitest";
import { parseCsp, scoreObservatory } from "../../../tests/e2e/security/observatory";
import { STATIC_SECURITY_HEADERS, buildCsp, createNonce, type CspConfig } from "./headers";

const base: CspConfig = {
  schedulerUrls: ["https://calendly.example.com/team/call", "https://calendly.example.com/team/demo"],
  founderVideoUrl: "https://media.example.com/founder.mp4",
  stage: "TEST",
  analytics: { ga: "G-1", gtm: "GTM-1", pixel: "1", clarity: "c1" },
  https: true,
  dev: false,
};

const page = (csp: string) => ({
  url: "https://www.cobaltline.example/",
  headers: { ...STATIC_SECURITY_HEADERS, "content-security-policy": csp, "content-type": "text/html" },
  setCookies: [],
  html: '<script src="/_next/static/chunks/a.js" nonce="x"></script>',
  status: 200,
  transport: { scheme: "https" as const, httpRedirect: "to-https-same-host" as const },
});

describe("buildCsp", () => {
  it("allows scripts by nonce only, the scheduler in frames and probes, the video in media", () => {
    const csp = parseCsp(buildCsp({ nonce: "abc123" }, base));
    expect([...csp.get("script-src")!]).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(csp.get("frame-src")).toEqual(new Set(["https://calendly.example.com"]));
    expect(csp.get("connect-src")).toEqual(new Set(["'self'", "https://calendly.example.com"]));
    expect(csp.get("media-src")).toEqual(new Set(["'self'", "https://media.example.com"]));
    expect(csp.get("frame-ancestors")).toEqual(new Set(["'none'"]));
    expect(csp.has("upgrade-insecure-requests")).toBe(true);
  });

  it("lets an application's page frame the site's own documents (its PDF resume), and only when asked", () => {
    const framed = parseCsp(buildCsp({ nonce: "abc123" }, { ...base, ownFrames: true }));
    expect(framed.get("frame-src")).toEqual(new Set(["'self'", "https://calendly.example.com"]));
    expect(framed.get("object-src")).toEqual(new Set(["'none'"]));
    const alone = parseCsp(buildCsp({ nonce: "abc123" }, { ...base, schedulerUrls: [], ownFrames: true }));
    expect(alone.get("frame-src")).toEqual(new Set(["'self'"]));
    expect(parseCsp(buildCsp({ nonce: "abc123" }, { ...base, schedulerUrls: [] })).get("frame-src")).toEqual(
      new Set(["'none'"]),
    );
  });

  it("allows a shared copy's scripts by the site's origin and their hashes: no nonce, no 'strict-dynamic'", () => {
    const hashes = ["'sha256-abc='", "'sha256-def='"];
    const csp = parseCsp(buildCsp({ hashes }, base));
    expect([...csp.get("script-src")!]).toEqual(["'self'", ...hashes]);
    // Everything but the scripts is the policy a visitor's own page gets.
    const visitor = parseCsp(buildCsp({ nonce: "abc123" }, base));
    for (const [name, sources] of visitor) if (name !== "script-src") expect(csp.get(name)).toEqual(sources);
    // Analytics origins, ignored beside 'strict-dynamic', are what lets the consent script load them here.
    const prod = parseCsp(buildCsp({ hashes }, { ...base, stage: "PROD" }));
    expect(prod.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(scoreObservatory(page(buildCsp({ hashes }, base)))).toMatchObject({ score: 110, grade: "A+" });
  });

  it("lets analytics origins in on PROD only", () => {
    expect(buildCsp({ nonce: "n" }, base)).not.toContain("googletagmanager");
    const prod = buildCsp({ nonce: "n" }, { ...base, stage: "PROD" });
    expect(parseCsp(prod).get("script-src")).toContain("https://www.googletagmanager.com");
    expect(parseCsp(prod).get("connect-src")).toContain("https://*.clarity.ms");
    const gaOnly = buildCsp(
      { nonce: "n" },
      {
        ...base,
        stage: "PROD",
        analytics: { ga: "G-1", gtm: "", pixel: "", clarity: "" },
      },
    );
    expect(gaOnly).not.toContain("facebook");
  });

  it("scores 110 by the Observatory's rules on https (bonuses: referrer policy, frame-ancestors)", () => {
    const score = scoreObservatory(page(buildCsp({ nonce: createNonce() }, base)));
    expect(score.tests.filter((t) => t.modifier !== 0)).toEqual([
      { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 },
      { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 },
    ]);
    expect(score).toMatchObject({ score: 110, grade: "A+" });
  });

  it("the scorer penalises 'unsafe-inline' scripts and a missing policy", () => {
    expect(scoreObservatory(page("default-src 'self'; script-src 'self' 'unsafe-inline'")).score).toBe(80);
    const { "content-security-policy": _csp, ...noCsp } = page("x").headers;
    expect(scoreObservatory({ ...page("x"), headers: noCsp }).score).toBe(75);
  });

  it("makes a fresh 128-bit nonce each time", () => {
    const a = createNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(createNonce()).not.toBe(a);
  });
});
