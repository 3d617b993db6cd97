// The site's variables: names, rules, defaults and meanings. Kept apart from env.ts (which is
// server-only and reads process.env when imported) so that scripts/env-docs.ts can read them.
import { z } from "zod";
import { trustedProxiesSchema } from "@site/contract";

/** The development default of REVALIDATE_SECRET; refused on STAGE=PROD. */
export const DEV_REVALIDATE_SECRET = "dev-revalidate-secret-change-me";
/** The shortest REVALIDATE_SECRET accepted on STAGE=PROD. */
export const PROD_SECRET_MIN = 32;

/**
 * The web app's configuration, validated once at start. Nothing else reads process.env.
 * A bad value stops the server with a message naming the variable.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOSTNAME: z.string().optional(),
  NEXT_DIST_DIR: z.string().min(1).default(".next"),
  API_BASE_URL: z.url().default("http://127.0.0.1:4000"),
  TENANT_ID: z.string().min(1).default("default"),
  SITE_URL: z.url().default("http://localhost:3000"),
  STAGE: z.enum(["DEV", "TEST", "STAGING", "PROD"]).default("DEV"),
  SCHEDULER_URL: z.url().default("https://scheduler.example.com/cobaltline/strategy-call"),
  SCHEDULER_URL_SYSTEM: z.url().default("https://scheduler.example.com/cobaltline/system-demo"),
  FOUNDER_VIDEO_URL: z.union([z.url(), z.literal("")]).default(""),
  REVALIDATE_SECRET: z.string().min(16).default(DEV_REVALIDATE_SECRET),
  /**
   * Valkey/Redis (redis:// or rediss://) holding the Next data cache that every web instance shares,
   * so one revalidation reaches them all (cache-handler.mjs). Unset: each process keeps Next's own
   * cache (the embedded default of `npm start`).
   */
  REDIS_URL: z
    .url()
    .refine((value) => /^rediss?:$/.test(new URL(value).protocol), "must start with redis:// or rediss://")
    .optional(),
  GA_MEASUREMENT_ID: z.string().default(""),
  GTM_ID: z.string().default(""),
  META_PIXEL_ID: z.string().default(""),
  CLARITY_ID: z.string().default(""),
  /**
   * The share of page views whose Web Vitals (LCP, INP, CLS) are measured and sent, from 0 to 1
   * (issue 20; components/vitals/). Default 0.1 on STAGE=PROD, 0 (off) elsewhere. Only ever with the
   * visitor's analytics consent: see components/vitals/vitals-config.ts.
   */
  WEB_VITALS_SAMPLE_RATE: z.coerce.number().min(0).max(1).optional(),
  /**
   * On SIGTERM server.mjs lets requests in flight finish for at most this long (milliseconds),
   * then cuts the connections left and exits 1.
   */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /**
   * Page renders a second one client may cause on one instance (server/render-limit.mjs), four
   * times that at once; past it, 429 with Retry-After. Default 0 (off); production sets it (README).
   */
  PAGE_RENDERS_PER_SECOND: z.coerce.number().min(0).max(10_000).optional(),
  /**
   * Pages this instance renders at once (server/render-gate.mjs); the next wait their turn, past a
   * long queue 503. 0: no limit.
   */
  PAGE_RENDERS_AT_ONCE: z.coerce.number().int().min(0).max(1_000).default(4),
  /**
   * Proxies in front of the site whose X-Forwarded-For is believed (comma-separated addresses or
   * CIDR ranges, e.g. "127.0.0.1,::1" for nginx on the same machine). Unset or `none`: nobody; the
   * visitor's address is the connection's own.
   */
  TRUSTED_PROXIES: trustedProxiesSchema.default([]),
  /**
   * The request header in which server.mjs passes each connection's address; its name is drawn at
   * random per process, so no visitor can write it. Not for operators to set.
   */
  SITE_PEER_HEADER: z
    .string()
    .regex(/^x-peer-[0-9a-f]{16}$/)
    .optional(),
});

/**
 * What each variable means, for the people who set them: `.env.example` and the README's configuration
 * table are generated from this and envSchema (scripts/env-docs.ts; a test fails when they drift). The
 * type requires a line for every variable and no other.
 */
export const ENV_MEANINGS: Record<keyof z.input<typeof envSchema>, string> = {
  PORT: "The site's port (server.mjs)",
  HOSTNAME: "The site's listen address (server.mjs); unset: every interface",
  NEXT_DIST_DIR: "The build's folder, for the build and server.mjs",
  API_BASE_URL: "Where the site reaches the API, server side only (nginx's loopback balancer in production)",
  TENANT_ID: "The tenant whose content the site shows",
  SITE_URL: "The public address: canonical URLs, sitemap, Open Graph, e-mail links",
  STAGE:
    "PROD alone offers analytics, tag manager, social pixel and session recording, each only after the visitor's consent, and refuses the development REVALIDATE_SECRET",
  SCHEDULER_URL: "The booking popup's scheduler, everywhere but /system",
  SCHEDULER_URL_SYSTEM: "The booking popup's scheduler on /system",
  FOUNDER_VIDEO_URL: "The home page's founder video; empty: its poster shows",
  REVALIDATE_SECRET:
    "Secret shared with the API (the same value): it authenticates the API's calls to /api/revalidate and signs the comment form's time. STAGE=PROD refuses the development value and any under 32 characters",
  REDIS_URL:
    "Valkey/Redis (redis:// or rediss://) holding the Next data cache every site instance shares, so one revalidation reaches all (cache-handler.mjs). Empty: each process keeps its own cache. While it is unreachable pages render from the API and /readyz stays 200 with status degraded",
  GA_MEASUREMENT_ID: "Google Analytics id: loads on STAGE=PROD only, after the visitor allows analytics",
  GTM_ID: "Tag manager id: loads on STAGE=PROD only, after the visitor allows analytics",
  META_PIXEL_ID: "Social pixel id: loads on STAGE=PROD only, after the visitor allows marketing",
  CLARITY_ID: "Session recording id: loads on STAGE=PROD only, after the visitor allows analytics",
  WEB_VITALS_SAMPLE_RATE:
    "Share of page views (0 to 1) whose real-user speed (LCP, INP, CLS) is measured and sent to /api/vitals, on PROD only and after the visitor allows analytics. Unset: 0.1 on STAGE=PROD, else 0",
  SHUTDOWN_TIMEOUT_MS:
    "On SIGTERM the site finishes requests in flight for at most this long (milliseconds), then cuts the rest and exits 1",
  PAGE_RENDERS_PER_SECOND:
    "Pages one visitor (by TRUSTED_PROXIES' account; IPv6 per /64) may have this instance render per second, four times that at once; past it 429 with Retry-After. Unset or 0: off; the production runbook sets 10",
  PAGE_RENDERS_AT_ONCE:
    "Pages one instance renders at once; the next wait their turn in order (64 per place at most, then 503 with Retry-After). Bounds the memory an overload takes: each render holds its page until it is sent. 0: no limit",
  TRUSTED_PROXIES:
    "Addresses and CIDR ranges of proxies in front of the site whose X-Forwarded-For is believed (127.0.0.1,::1 behind nginx on the same machine). Empty or none: the visitor's address is the connection's own",
  SITE_PEER_HEADER: "Set by server.mjs itself, a random name per process: not for operators to set",
};

export const schema = envSchema.superRefine((value, ctx) => {
  // Production must not run with a secret anyone can read in this repository, or one short enough
  // to guess: the API's revalidation calls are authenticated by it alone.
  if (value.STAGE !== "PROD") return;
  if (value.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET || value.REVALIDATE_SECRET.length < PROD_SECRET_MIN) {
    ctx.addIssue({
      code: "custom",
      path: ["REVALIDATE_SECRET"],
      message:
        value.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET
          ? `is the development default; on STAGE=PROD set REVALIDATE_SECRET to a secret of at least ${PROD_SECRET_MIN} characters (the same value as the API's)`
          : `is ${value.REVALIDATE_SECRET.length} characters long; on STAGE=PROD REVALIDATE_SECRET needs at least ${PROD_SECRET_MIN}`,
    });
  }
});
