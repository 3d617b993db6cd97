import "server-only";
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
const schema = z
  .object({
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
  })
  .superRefine((value, ctx) => {
    // Production must not run with a secret anyone can read in this repository, or one short enough
    // to guess: the API's revalidation calls are authenticated by it alone.
    if (value.STAGE !== "PROD") return;
    if (
      value.REVALIDATE_SECRET === DEV_REVALIDATE_SECRET ||
      value.REVALIDATE_SECRET.length < PROD_SECRET_MIN
    ) {
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

/** Validates a configuration (process.env at start); throws a message naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env) {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = parseEnv();
export type Env = typeof env;
