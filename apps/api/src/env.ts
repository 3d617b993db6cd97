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

const schema = z.object({
  /** Absent: the embedded PGlite under DATA_DIR. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: "must start with postgres:// or postgresql://" })
    .optional(),
  DATA_DIR: z.string().min(1).default(path.join(REPO_ROOT, "data")),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  API_HOST: z.string().min(1).default("127.0.0.1"),
  /** The tenant an empty database is seeded as, and the one /media serves when a call names none. */
  DEFAULT_TENANT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: "letters, digits, - and _ only" })
    .default("default"),
  /** The admin API's bearer token. Absent: every /admin call answers 401. */
  ADMIN_TOKEN: z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  /** Only "development" relaxes ADMIN_TOKEN's length rule (checkedSchema below). */
  NODE_ENV: z.string().optional(),
  REVALIDATE_URL: z.url().default("http://127.0.0.1:3000/api/revalidate"),
  REVALIDATE_SECRET: z
    .string()
    .min(16, { error: "must be at least 16 characters" })
    .default("dev-revalidate-secret-change-me"),
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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = z.infer<typeof schema>;

// A short admin token is guessable: outside development the API refuses to start with one.
const checkedSchema = schema.superRefine((config, ctx) => {
  if (config.ADMIN_TOKEN && config.NODE_ENV !== "development" && config.ADMIN_TOKEN.length < 32) {
    ctx.addIssue({
      code: "custom",
      path: ["ADMIN_TOKEN"],
      message: "must be at least 32 characters (shorter is allowed only with NODE_ENV=development)",
    });
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
