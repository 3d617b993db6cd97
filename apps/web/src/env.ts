import "server-only";
import { schema } from "./env-schema";

export { DEV_REVALIDATE_SECRET, PROD_SECRET_MIN } from "./env-schema";

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
