import { describe, expect, it } from "vitest";
import { DEFAULT_REVALIDATE_SECRET, parseConfig } from "./env";

describe("parseConfig", () => {
  it("fills defaults: embedded database in <repo>/data, port 4000 on loopback", () => {
    const config = parseConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATA_DIR).toMatch(/[\\/]data$/);
    expect(config.API_PORT).toBe(4000);
    expect(config.API_HOST).toBe("127.0.0.1");
    expect(config.RATE_LIMIT_DISABLED).toBe(false);
    expect(config.DEFAULT_TENANT_ID).toBe("default");
    expect(config.TRUSTED_PROXIES).toEqual(["127.0.0.1", "::1"]);
  });

  it("reads TRUSTED_PROXIES as addresses and CIDR ranges; none trusts no proxy", () => {
    expect(
      parseConfig({ TRUSTED_PROXIES: " 10.0.0.1, 192.168.0.0/16 ,fd00::/8,::1" }).TRUSTED_PROXIES,
    ).toEqual(["10.0.0.1", "192.168.0.0/16", "fd00::/8", "::1"]);
    expect(parseConfig({ TRUSTED_PROXIES: "none" }).TRUSTED_PROXIES).toEqual([]);
    expect(parseConfig({ TRUSTED_PROXIES: " , " }).TRUSTED_PROXIES).toEqual([]);
  });

  it("refuses TRUSTED_PROXIES entries that are not an address or a range, naming the entry", () => {
    for (const bad of ["localhost", "10.0.0.0/0", "10.0.0.0/33", "::/129", "10.0.0.1/8/2", "10.0.0/8", "*"]) {
      expect(() => parseConfig({ TRUSTED_PROXIES: `127.0.0.1,${bad}` }), bad).toThrow(
        `  TRUSTED_PROXIES: ${JSON.stringify(bad)} `,
      );
    }
  });

  it("reads values and treats empty strings as unset", () => {
    const config = parseConfig({
      DATABASE_URL: "postgres://u@127.0.0.1:5432/site",
      API_PORT: "4105",
      RATE_LIMIT_DISABLED: "1",
      RATE_LIMIT_MAX: "50",
      SMTP_URL: "",
    });
    expect(config).toMatchObject({ API_PORT: 4105, RATE_LIMIT_DISABLED: true, RATE_LIMIT_MAX: 50 });
    expect(config.SMTP_URL).toBeUndefined();
  });

  it("refuses bad values with a message naming each variable", () => {
    let message = "";
    try {
      parseConfig({
        API_PORT: "eighty",
        DATABASE_URL: "mysql://x",
        ADMIN_TOKEN: "short",
        RATE_LIMIT_DISABLED: "yes",
      });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid API configuration:/);
    for (const name of ["API_PORT", "DATABASE_URL", "ADMIN_TOKEN", "RATE_LIMIT_DISABLED"]) {
      expect(message).toContain(`  ${name}: `);
    }
  });
});

describe("production rules (STAGE=PROD or NODE_ENV=production)", () => {
  const secret = "r".repeat(32);
  const message = (source: Record<string, string | undefined>) => {
    try {
      parseConfig(source);
    } catch (e) {
      return (e as Error).message;
    }
    return "";
  };

  it("reads STAGE (DEV by default), REDIS_URL and ALLOW_PGLITE_IN_PRODUCTION", () => {
    expect(parseConfig({})).toMatchObject({ STAGE: "DEV", ALLOW_PGLITE_IN_PRODUCTION: false });
    expect(parseConfig({}).REDIS_URL).toBeUndefined();
    const config = parseConfig({ REDIS_URL: "rediss://:pw@cache.internal:6380/2" });
    expect(config.REDIS_URL).toBe("rediss://:pw@cache.internal:6380/2");
    expect(message({ STAGE: "prod" })).toContain("  STAGE: use DEV or PROD");
    expect(message({ REDIS_URL: "http://cache:6379" })).toContain("  REDIS_URL: must start with redis://");
    expect(message({ REDIS_URL: "redis://" })).toContain("  REDIS_URL: ");
  });

  it("refuses to start on the embedded PGlite without DATABASE_URL, saying why and what to set", () => {
    for (const env of [{ STAGE: "PROD" }, { NODE_ENV: "production" }]) {
      const text = message({ ...env, REVALIDATE_SECRET: secret });
      expect(text).toMatch(/^Invalid API configuration:/);
      expect(text).toContain("  DATABASE_URL: is required on");
      expect(text).toContain("cannot fsync");
      expect(text).toContain("power cut");
      expect(text).toContain("ALLOW_PGLITE_IN_PRODUCTION=1");
    }
    expect(message({ NODE_ENV: "production" })).toContain("NODE_ENV=production");
  });

  it("runs on PGlite in production only with ALLOW_PGLITE_IN_PRODUCTION=1, and on PostgreSQL without it", () => {
    const base = { STAGE: "PROD", REVALIDATE_SECRET: secret };
    expect(parseConfig({ ...base, ALLOW_PGLITE_IN_PRODUCTION: "1" }).DATABASE_URL).toBeUndefined();
    expect(message({ ...base, ALLOW_PGLITE_IN_PRODUCTION: "0" })).toContain("DATABASE_URL");
    expect(parseConfig({ ...base, DATABASE_URL: "postgres://u@db:5432/site" }).STAGE).toBe("PROD");
    expect(parseConfig({ NODE_ENV: "production", ALLOW_PGLITE_IN_PRODUCTION: "1" }).STAGE).toBe("DEV");
    // Development is untouched: no DATABASE_URL, the default secret.
    expect(parseConfig({ STAGE: "DEV" }).REVALIDATE_SECRET).toBe(DEFAULT_REVALIDATE_SECRET);
  });

  it("refuses the default or a short REVALIDATE_SECRET on STAGE=PROD, naming the variable", () => {
    const db = { STAGE: "PROD", DATABASE_URL: "postgres://u@db:5432/site" };
    const unset = message(db);
    expect(unset).toContain("  REVALIDATE_SECRET: is the published development value");
    expect(message({ ...db, REVALIDATE_SECRET: DEFAULT_REVALIDATE_SECRET })).toContain(
      "  REVALIDATE_SECRET: is the published development value",
    );
    expect(message({ ...db, REVALIDATE_SECRET: "s".repeat(31) })).toContain(
      "  REVALIDATE_SECRET: must be at least 32 characters on STAGE=PROD",
    );
    expect(parseConfig({ ...db, REVALIDATE_SECRET: "s".repeat(32) }).REVALIDATE_SECRET).toHaveLength(32);
  });

  it("refuses an ADMIN_TOKEN under 32 characters on STAGE=PROD, even with NODE_ENV=development", () => {
    const prod = { STAGE: "PROD", DATABASE_URL: "postgres://u@db:5432/site", REVALIDATE_SECRET: secret };
    for (const env of [prod, { ...prod, NODE_ENV: "development" }]) {
      expect(message({ ...env, ADMIN_TOKEN: "a".repeat(31) })).toContain(
        "  ADMIN_TOKEN: must be at least 32 characters on STAGE=PROD",
      );
    }
    expect(parseConfig({ ...prod, ADMIN_TOKEN: "a".repeat(32) }).ADMIN_TOKEN).toHaveLength(32);
    // Absent, the admin API answers 401 to every call: nothing to guess.
    expect(parseConfig(prod).ADMIN_TOKEN).toBeUndefined();
    // Development keeps its shorter token.
    expect(parseConfig({ NODE_ENV: "development", ADMIN_TOKEN: "a".repeat(16) }).ADMIN_TOKEN).toHaveLength(
      16,
    );
  });

  it("names every production problem at once", () => {
    const text = message({ STAGE: "PROD", ADMIN_TOKEN: "a".repeat(20) });
    for (const name of ["DATABASE_URL", "REVALIDATE_SECRET", "ADMIN_TOKEN"])
      expect(text).toContain(`  ${name}: `);
  });
});
