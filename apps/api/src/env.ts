import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { trustedProxiesSchema } from "@site/contract";

/** The repository root: apps/api/src/env.ts is three levels below it. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

const flag = z
  .enum(["0", "1", "true", "false"], { error: "use 1 or 0" })
  .default("0")
  .transform((v) => v === "1" || v === "true");

/** The development value of REVALIDATE_SECRET, shared with the site's default; refused on STAGE=PROD. */
export const DEFAULT_REVALIDATE_SECRET = "dev-revalidate-secret-change-me";
/** Length of a secret a guess cannot reach: ADMIN_TOKEN outside development, REVALIDATE_SECRET on PROD. */
const SECRET_MIN = 32;

/** The API's variables: names, rules and defaults (their meanings: ENV_MEANINGS below). */
export const configSchema = z.object({
  /** PROD: production rules (no embedded database without opting in, no default or short secrets). */
  STAGE: z.enum(["DEV", "PROD"], { error: "use DEV or PROD" }).default("DEV"),
  /** Absent: the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, "data")),
  /** The explicit opt-in to the embedded PGlite on STAGE=PROD or NODE_ENV=production (see checkedSchema). */
  ALLOW_PGLITE_IN_PRODUCTION: flag,
  /** Valkey or Redis shared by every instance (rate limits). Absent: in-process stores. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/[^/]/, { error: "must start with redis:// or rediss:// and name a host" })
    .optional(),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  /** The tenant an empty database is seeded as, and the one /media serves when a call names none. */
  DEFAULT_TENANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "letters, digits, - and _ only" })
    .default("default"),
  /**
   * Retired: the team signs in with personal accounts and machines use API keys. When set, the API imports
   * it once as an Administrator key named "ADMIN_TOKEN (imported)" (revocable in the team's area; never
   * imported again once revoked) and warns at every start until it is unset.
   */
  ADMIN_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** The site's public address, for the links in the team's e-mails (invitations, password resets). */
  SITE_URL: z.url().default("http://localhost:3000"),
  /** A team session ends after this long without a request… */
  TEAM_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  /** …and at the latest this long after sign-in. */
  TEAM_SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /** Only "development" relaxes ADMIN_TOKEN's length rule (checkedSchema below). */
  NODE_ENV: z.string().optional(),
  REVALIDATE_URL: z.url().default("http://127.0.0.1:3000/api/revalidate"),
  REVALIDATE_SECRET: z
    .string()
    .min(16, { error: "must be at least 16 characters" })
    .default(DEFAULT_REVALIDATE_SECRET),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: "must start with smtp:// or smtps://" })
    .optional(),
  /** Sender and recipient of the team's notifications (used only with SMTP_URL). */
  NOTIFY_FROM: z.email().default("website@cobaltline.example"),
  NOTIFY_TO: z.email().default("team@cobaltline.example"),
  /** The scheduler's webhook secrets (issue 32): a booked call becomes a lead (routes/scheduler). */
  CALENDLY_WEBHOOK_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  CALCOM_WEBHOOK_SECRET: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  CALENDLY_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  RATE_LIMIT_DISABLED: flag,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
  /**
   * Proxies whose X-Forwarded-For names the client (Fastify's trustProxy): by default the loopback, where
   * the site runs. A caller outside the list is counted by its own socket address.
   */
  TRUSTED_PROXIES: trustedProxiesSchema.default(["127.0.0.1", "::1"]),
  /** How long a SIGTERM waits for requests in flight before exiting anyway (server.ts). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof configSchema>;

/**
 * What each variable means, for the people who set them: `.env.example` and the README's configuration
 * table are generated from this and configSchema (scripts/env-docs.ts; a test fails when they drift).
 * The type requires a line for every variable and no other.
 */
export const ENV_MEANINGS: Record<keyof Config, string> = {
  STAGE:
    "PROD: production rules. The API refuses to start without DATABASE_URL (unless ALLOW_PGLITE_IN_PRODUCTION=1), with the development REVALIDATE_SECRET or one under 32 characters, or with an ADMIN_TOKEN under 32 characters; each message names the variable",
  DATABASE_URL:
    "PostgreSQL connection string (postgres://user:password@host:5432/db, PostgreSQL 15+). Empty: the embedded PGlite in DATA_DIR, which STAGE=PROD and NODE_ENV=production refuse (PGlite cannot fsync, so an acknowledged write can be lost in a power cut). The migrations create the pg_trgm extension (the blog search's typo tolerance), which ships with PostgreSQL's contrib modules and is trusted",
  DATA_DIR: "The embedded database's folder (and uploaded media's)",
  ALLOW_PGLITE_IN_PRODUCTION:
    "1 accepts the embedded PGlite on STAGE=PROD or NODE_ENV=production, and its risk",
  REDIS_URL:
    "Valkey/Redis (redis:// or rediss://) holding the anonymous-write rate limits of every API instance. Empty: each process counts alone. While it is unreachable writes go through unlimited, the API logs it once and /readyz stays 200 with status degraded",
  API_PORT: "The API's port",
  API_HOST: "The API's listen address",
  DEFAULT_TENANT_ID:
    "The tenant an empty database is seeded as, and the one /media serves when a call names none",
  ADMIN_TOKEN:
    'Retired: when set, imported once as an Administrator API key named "ADMIN_TOKEN (imported)", with a warning at each start until it is unset',
  SITE_URL:
    "The site's public address, for the links in the team's and visitors' e-mails (invitations, password resets, newsletter confirm and unsubscribe) and the passkeys' origin",
  TEAM_SESSION_IDLE_MINUTES: "A team session ends after this many minutes without a request",
  TEAM_SESSION_MAX_HOURS: "A team session ends at the latest this many hours after sign-in",
  NODE_ENV:
    'Only "development" relaxes ADMIN_TOKEN\'s length rule; "production" asks for DATABASE_URL as STAGE=PROD does',
  REVALIDATE_URL:
    "The site's /api/revalidate address, which the API calls when content changes (nginx's loopback balancer in production)",
  REVALIDATE_SECRET:
    "Secret shared with the site: it authenticates the API's revalidation calls and, each under a label of its own, signs the newsletter's links, the page-view tokens and the comment form's time, and hashes visitors' addresses (ratings). Changing it voids links already mailed. STAGE=PROD refuses the development value and any under 32 characters",
  SMTP_URL:
    "smtp:// or smtps:// server for the e-mails to the team (leads, applications, comments, newsletter) and to visitors (confirmations, the newsletter's double opt-in), sent by durable jobs. Empty: no e-mail is sent",
  NOTIFY_FROM: "Sender of those e-mails",
  NOTIFY_TO: "The team's address for those e-mails (a visitor's reply goes here)",
  CALENDLY_WEBHOOK_SECRET:
    'Calendly\'s webhook signing key: POST /webhooks/scheduler/calendly checks Calendly-Webhook-Signature (t=<unix time>,v1=<HMAC-SHA256 of "<t>.<body>">) with it, and a booked call becomes a lead. Empty: that endpoint answers 404',
  CALCOM_WEBHOOK_SECRET:
    "Cal.com's webhook secret: POST /webhooks/scheduler/cal-com checks X-Cal-Signature-256 (HMAC-SHA256 of the body, hex) with it, and a booked call becomes a lead. Empty: that endpoint answers 404",
  CALENDLY_WEBHOOK_TOLERANCE_SECONDS:
    "How far a Calendly signature's time may be from the API's clock, in seconds, before it is refused as a replay",
  RATE_LIMIT_DISABLED: "1 turns off the per-address limit on anonymous writes (tests and benchmarks only)",
  RATE_LIMIT_MAX: "Anonymous writes one address (IPv6: one /64) may make in a minute",
  TRUSTED_PROXIES:
    "Comma-separated addresses and CIDR ranges of proxies whose X-Forwarded-For names the client (the site, on the loopback); none trusts no proxy; any other caller is counted by its own address",
  SHUTDOWN_TIMEOUT_MS:
    "On SIGTERM the API finishes requests in flight for at most this long (milliseconds), then exits 1; a second signal exits at once",
  LOG_LEVEL: "JSON log level; every line of a request carries its id (reqId, also sent back as X-Request-Id)",
};

/** STAGE=PROD or NODE_ENV=production: where the embedded database needs an explicit opt-in. */
export function isProduction(config: Pick<Config, "STAGE" | "NODE_ENV">): boolean {
  return config.STAGE === "PROD" || config.NODE_ENV === "production";
}

const checkedSchema = configSchema.superRefine((config, ctx) => {
  const refuse = (name: keyof Config, message: string) =>
    ctx.addIssue({ code: "custom", path: [name], message });
  // A short admin token is guessable: outside development the API refuses to start with one.
  if (config.ADMIN_TOKEN && config.ADMIN_TOKEN.length < SECRET_MIN) {
    if (config.STAGE === "PROD") {
      refuse("ADMIN_TOKEN", `must be at least ${SECRET_MIN} characters on STAGE=PROD`);
    } else if (config.NODE_ENV !== "development") {
      refuse(
        "ADMIN_TOKEN",
        `must be at least ${SECRET_MIN} characters (shorter is allowed only with NODE_ENV=development)`,
      );
    }
  }
  // Anyone who knows the secret can make the site drop its cache at will: the published default, or one
  // short enough to guess, is refused in production.
  if (config.STAGE === "PROD") {
    if (config.REVALIDATE_SECRET === DEFAULT_REVALIDATE_SECRET) {
      refuse(
        "REVALIDATE_SECRET",
        `is the published development value; on STAGE=PROD set a random secret of at least ${SECRET_MIN} characters, the same for the API and the site (e.g. openssl rand -hex 32)`,
      );
    } else if (config.REVALIDATE_SECRET.length < SECRET_MIN) {
      refuse("REVALIDATE_SECRET", `must be at least ${SECRET_MIN} characters on STAGE=PROD`);
    }
  }
  // PGlite cannot fsync: an acknowledged write lives in the page cache until the OS writes it out.
  if (isProduction(config) && !config.DATABASE_URL && !config.ALLOW_PGLITE_IN_PRODUCTION) {
    refuse(
      "DATABASE_URL",
      `is required on ${config.STAGE === "PROD" ? "STAGE=PROD" : "NODE_ENV=production"}: without it the API would run on the embedded PGlite, which cannot fsync, so a write the API has acknowledged (a lead, an application) can be lost in a power cut or a crash of the machine. Set DATABASE_URL=postgres://user:password@host:5432/db (PostgreSQL 15+), or accept that risk explicitly with ALLOW_PGLITE_IN_PRODUCTION=1`,
    );
  }
});

/** Parses configuration from an environment; empty strings count as unset. Throws with every bad variable named. */
export function parseConfig(source: Record<string, string | undefined>): Config {
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = checkedSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid API configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Configuration for tests and tools: defaults, plus what a caller overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...parseConfig({}), RATE_LIMIT_DISABLED: true, LOG_LEVEL: "silent", ...overrides };
}
