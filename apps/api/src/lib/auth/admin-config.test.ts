import { describe, expect, it } from "vitest";
import { parseConfig } from "../../env";

const LONG = "x".repeat(32);

function error(source: Record<string, string>): string {
  try {
    parseConfig(source);
    return "";
  } catch (e) {
    return (e as Error).message;
  }
}

const PG = "postgres://site@127.0.0.1:5432/site";

describe("ADMIN_TOKEN configuration", () => {
  it("is optional: without it the admin API stays closed", () => {
    expect(parseConfig({}).ADMIN_TOKEN).toBeUndefined();
    expect(parseConfig({ ADMIN_TOKEN: "" }).ADMIN_TOKEN).toBeUndefined();
  });

  it("outside development, refuses a token shorter than 32 characters", () => {
    for (const NODE_ENV of [undefined, "production", "test", "staging"]) {
      // (Production also needs a PostgreSQL server: env.test.ts covers that refusal.)
      const env = { ADMIN_TOKEN: "x".repeat(31), DATABASE_URL: PG, ...(NODE_ENV ? { NODE_ENV } : {}) };
      expect(error(env)).toContain("  ADMIN_TOKEN: must be at least 32 characters");
    }
    expect(parseConfig({ ADMIN_TOKEN: LONG, NODE_ENV: "production", DATABASE_URL: PG }).ADMIN_TOKEN).toBe(
      LONG,
    );
  });

  it("in development, accepts a shorter token (still 16 at least)", () => {
    expect(parseConfig({ ADMIN_TOKEN: "dev-token-123456", NODE_ENV: "development" }).ADMIN_TOKEN).toBe(
      "dev-token-123456",
    );
    expect(error({ ADMIN_TOKEN: "short", NODE_ENV: "development" })).toContain("  ADMIN_TOKEN: ");
  });
});
