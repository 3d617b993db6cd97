// @vitest-environment node
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { DEV_REVALIDATE_SECRET, parseEnv } = await import("./env");

const STRONG = "s3cret-".repeat(5); // 35 characters

describe("the site's configuration", () => {
  it("refuses the development REVALIDATE_SECRET on STAGE=PROD, set or left to its default", () => {
    expect(() => parseEnv({ STAGE: "PROD" })).toThrow(/REVALIDATE_SECRET: is the development default/);
    expect(() => parseEnv({ STAGE: "PROD", REVALIDATE_SECRET: DEV_REVALIDATE_SECRET })).toThrow(
      /REVALIDATE_SECRET: is the development default; on STAGE=PROD set REVALIDATE_SECRET/,
    );
  });

  it("refuses a REVALIDATE_SECRET shorter than 32 characters on STAGE=PROD", () => {
    const short = "x".repeat(31);
    expect(() => parseEnv({ STAGE: "PROD", REVALIDATE_SECRET: short })).toThrow(
      "REVALIDATE_SECRET: is 31 characters long; on STAGE=PROD REVALIDATE_SECRET needs at least 32",
    );
    expect(parseEnv({ STAGE: "PROD", REVALIDATE_SECRET: "x".repeat(32) }).REVALIDATE_SECRET).toHaveLength(32);
    expect(parseEnv({ STAGE: "PROD", REVALIDATE_SECRET: STRONG }).STAGE).toBe("PROD");
  });

  it("keeps the development default outside PROD", () => {
    expect(parseEnv({}).REVALIDATE_SECRET).toBe(DEV_REVALIDATE_SECRET);
    expect(parseEnv({ STAGE: "STAGING" }).REVALIDATE_SECRET).toBe(DEV_REVALIDATE_SECRET);
  });

  it("takes REDIS_URL as redis:// or rediss:// and names it otherwise", () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: "redis://127.0.0.1:6379/0" }).REDIS_URL).toBe("redis://127.0.0.1:6379/0");
    expect(parseEnv({ REDIS_URL: "rediss://user:pw@cache.internal:6380" }).REDIS_URL).toBe(
      "rediss://user:pw@cache.internal:6380",
    );
    expect(() => parseEnv({ REDIS_URL: "http://127.0.0.1:6379" })).toThrow(
      "REDIS_URL: must start with redis:// or rediss://",
    );
    expect(() => parseEnv({ REDIS_URL: "localhost:6379" })).toThrow(/REDIS_URL/);
  });

  it("takes SHUTDOWN_TIMEOUT_MS in milliseconds, 10 s unless set", () => {
    expect(parseEnv({}).SHUTDOWN_TIMEOUT_MS).toBe(10_000);
    expect(parseEnv({ SHUTDOWN_TIMEOUT_MS: "2500" }).SHUTDOWN_TIMEOUT_MS).toBe(2500);
    expect(() => parseEnv({ SHUTDOWN_TIMEOUT_MS: "soon" })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });
});
