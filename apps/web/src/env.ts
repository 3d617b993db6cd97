import "server-only";
import { z } from "zod";
import { trustedProxiesSchema } from "@site/contract";

/**
 * The web app's configuration, validated once at start. Nothing else reads process.env.
 * A bad value stops the server with a message naming the variable.
 */
const schema = z.object({
  API_BASE_URL: z.url().default("http://127.0.0.1:4000"),
  TENANT_ID: z.string().min(1).default("default"),
  SITE_URL: z.url().default("http://localhost:3000"),
  STAGE: z.enum(["DEV", "TEST", "STAGING", "PROD"]).default("DEV"),
  SCHEDULER_URL: z.url().default("https://scheduler.example.com/cobaltline/strategy-call"),
  SCHEDULER_URL_SYSTEM: z.url().default("https://scheduler.example.com/cobaltline/system-demo"),
  FOUNDER_VIDEO_URL: z.union([z.url(), z.literal("")]).default(""),
  REVALIDATE_SECRET: z.string().min(16).default("dev-revalidate-secret-change-me"),
  GA_MEASUREMENT_ID: z.string().default(""),
  GTM_ID: z.string().default(""),
  META_PIXEL_ID: z.string().default(""),
  CLARITY_ID: z.string().default(""),
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

function parseEnv() {
  const raw = Object.fromEntries(Object.entries(process.env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid web configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export const env = parseEnv();
export type Env = typeof env;
