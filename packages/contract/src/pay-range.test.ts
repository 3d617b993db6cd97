import { describe, expect, it } from "vitest";
import { adminCareerSchema } from "./admin";
import { fieldErrors } from "./field-errors";
import { formatPayRange, fromMinorUnits, PAY_MESSAGES, toMinorUnits } from "./pay-range";

const career = { title: "Platform Engineer", position_arrangement: "FULL_TIME", job_description: "x" };
const errorsOf = (body: object) => {
  const parsed = adminCareerSchema.safeParse(body);
  return parsed.success ? {} : fieldErrors(parsed.error);
};

describe("pay ranges", () => {
  it("reads as a candidate reads it, per year or per hour, cents only when there are some", () => {
    expect(formatPayRange({ min: 120000, max: 150000, currency: "USD", period: "YEAR" })).toBe(
      "$120,000 – $150,000 a year",
    );
    expect(formatPayRange({ min: 60, max: 75, currency: "USD", period: "HOUR" })).toBe("$60 – $75 an hour");
    expect(formatPayRange({ min: 62.5, max: 80, currency: "USD", period: "HOUR" })).toBe(
      "$62.50 – $80.00 an hour",
    );
    expect(formatPayRange({ min: 55000, max: 65000, currency: "GBP", period: "YEAR" })).toBe(
      "£55,000 – £65,000 a year",
    );
    expect(formatPayRange({ min: 90000, max: 90000, currency: "EUR", period: "YEAR" })).toBe(
      "€90,000 a year",
    );
  });

  it("converts to cents and back exactly", () => {
    expect(toMinorUnits(62.5)).toBe(6250);
    expect(toMinorUnits(0.29)).toBe(29);
    expect(toMinorUnits(10_000_000)).toBe(1_000_000_000);
    expect(fromMinorUnits(6250)).toBe(62.5);
  });

  it("is required for an open position, all four or none, minimum not above maximum", () => {
    expect(errorsOf(career)).toEqual({ pay_min: PAY_MESSAGES.required });
    expect(errorsOf({ ...career, status: "CLOSED" })).toEqual({});
    expect(errorsOf({ ...career, status: "CLOSED", pay_min: "", pay_max: " ", pay_currency: "" })).toEqual(
      {},
    );
    expect(errorsOf({ ...career, pay_min: 1, pay_currency: "USD" })).toEqual({
      pay_max: PAY_MESSAGES.maximum,
      pay_period: PAY_MESSAGES.period,
    });
    expect(errorsOf({ ...career, pay_min: 2, pay_max: 1, pay_currency: "USD", pay_period: "YEAR" })).toEqual({
      pay_min: PAY_MESSAGES.order,
    });
    // The range's messages come with the others, not after them.
    expect(errorsOf({ ...career, title: "" })).toEqual({
      title: "Please enter a title",
      pay_min: PAY_MESSAGES.required,
    });
  });

  it("takes amounts as typed: thousands separators, two decimals at most", () => {
    const parsed = adminCareerSchema.parse({
      ...career,
      pay_min: " 120,000 ",
      pay_max: "150000.50",
      pay_currency: "CAD",
      pay_period: "YEAR",
    });
    expect(parsed).toMatchObject({ pay_min: 120000, pay_max: 150000.5 });
    const range = { pay_max: 100, pay_currency: "USD", pay_period: "HOUR" };
    for (const bad of ["1.005", "abc", "1e999", "-5", "0"]) {
      expect(errorsOf({ ...career, ...range, pay_min: bad }).pay_min, bad).toBeDefined();
    }
  });
});
