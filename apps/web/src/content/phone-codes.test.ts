import { describe, expect, it, vi } from "vitest";
import { DEFAULT_PHONE_CODE, phoneCountryCodeField } from "@site/contract";

vi.mock("server-only", () => ({}));
const { PHONE_CODES } = await import("./phone-codes");

describe("phone country codes", () => {
  it("lists about 230 international calling codes, each once", () => {
    expect(PHONE_CODES.length).toBeGreaterThanOrEqual(220);
    expect(PHONE_CODES.length).toBeLessThanOrEqual(240);
    expect(new Set(PHONE_CODES.map((o) => o.value)).size).toBe(PHONE_CODES.length);
  });

  it("has the +1 default and every value passes the shared schema", () => {
    expect(PHONE_CODES.find((o) => o.value === DEFAULT_PHONE_CODE)?.label).toBe("+1 United States, Canada");
    for (const option of PHONE_CODES)
      expect(phoneCountryCodeField.safeParse(option.value).success).toBe(true);
  });

  it("names the countries, with the code first", () => {
    expect(PHONE_CODES).toContainEqual({
      value: "+44",
      label: "+44 United Kingdom, Guernsey, Isle of Man, Jersey",
    });
    expect(PHONE_CODES).toContainEqual({ value: "+49", label: "+49 Germany" });
    expect(PHONE_CODES).toContainEqual({ value: "+1-876", label: "+1-876 Jamaica" });
    expect(PHONE_CODES[0]?.label).toBe("+93 Afghanistan");
  });
});
