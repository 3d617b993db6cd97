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

const schema = z.object({
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

export type Config = z.infer<typeof schema>;

/** STAGE=PROD or NODE_ENV=production: where the embedded database needs an explicit opt-in. */
export function isProduction(config: Pick<Config, "STAGE" | "NODE_ENV">): boolean {
  return config.STAGE === "PROD" || config.NODE_ENV === "production";
}

const checkedSchema = schema.superRefine((config, ctx) => {
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
