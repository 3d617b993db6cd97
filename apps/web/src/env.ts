import "server-only";
import { z } from "zod";

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
