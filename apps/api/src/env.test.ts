import { describe, expect, it } from "vitest";
import { parseConfig } from "./env";

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
