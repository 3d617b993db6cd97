import { z } from "zod";

/**
 * A position's pay range (issue 21): California's SB 1162 asks employers to publish the range they
 * reasonably expect to pay. Amounts travel in whole currency units with at most two decimals (120000,
 * 62.5); the API stores them in the minor unit (cents), which all four allowed currencies have two of.
 */
export const PAY_CURRENCIES = ["USD", "EUR", "GBP", "CAD"] as const;
export type PayCurrency = (typeof PAY_CURRENCIES)[number];
export const PAY_PERIODS = ["HOUR", "YEAR"] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];
/** The largest amount, in whole units: ten million a year is far beyond any range the team publishes. */
export const PAY_AMOUNT_MAX = 10_000_000;

export const PAY_MESSAGES = {
  required: "Set a pay range for an open position",
  minimum: "Enter the minimum",
  maximum: "Enter the maximum",
  amount: "Enter an amount such as 120000 or 62.50",
  positive: "The amount must be above zero",
  tooLarge: "The amount must be 10,000,000 or less",
  order: "The minimum cannot be above the maximum",
  currency: `Choose a currency: ${PAY_CURRENCIES.join(", ")}`,
  period: "Choose per hour or per year",
} as const;

export const payRangeSchema = z.object({
  min: z.number(),
  max: z.number(),
  currency: z.enum(PAY_CURRENCIES),
  period: z.enum(PAY_PERIODS),
});
export type PayRange = z.infer<typeof payRangeSchema>;

/** "" and blanks are no value; "120,000" and " 62.50 " are numbers (the editor sends what was typed). */
function blankToNull(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? null : trimmed;
}

const twoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const payAmountField = z.preprocess(
  (value) => {
    const v = blankToNull(value);
    return typeof v === "string" ? Number(v.replace(/[,\s]/g, "")) : v;
  },
  z
    .number({ error: PAY_MESSAGES.amount })
    .positive({ error: PAY_MESSAGES.positive })
    .max(PAY_AMOUNT_MAX, { error: PAY_MESSAGES.tooLarge })
    .refine(twoDecimals, { error: PAY_MESSAGES.amount })
    .nullish(),
);
export const payCurrencyField = z.preprocess(
  blankToNull,
  z.enum(PAY_CURRENCIES, { error: PAY_MESSAGES.currency }).nullish(),
);
export const payPeriodField = z.preprocess(
  blankToNull,
  z.enum(PAY_PERIODS, { error: PAY_MESSAGES.period }).nullish(),
);

/** The four fields of a career form, flat so that each error lands under its own input. */
export const payFields = {
  pay_min: payAmountField,
  pay_max: payAmountField,
  pay_currency: payCurrencyField,
  pay_period: payPeriodField,
};

type PayInput = {
  status?: unknown;
  pay_min?: number | null;
  pay_max?: number | null;
  pay_currency?: string | null;
  pay_period?: string | null;
};

/**
 * The range's rules across fields: all four or none, the minimum not above the maximum, and an OPEN
 * position must have one. Issues name the field to fix.
 */
export function checkPayRange(input: PayInput, ctx: z.RefinementCtx): void {
  const { pay_min: min, pay_max: max, pay_currency: currency, pay_period: period } = input;
  const given = [min, max, currency, period].filter((v) => v !== null && v !== undefined).length;
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (given === 0) {
    if (input.status === "OPEN") issue("pay_min", PAY_MESSAGES.required);
    return;
  }
  if (min == null) issue("pay_min", PAY_MESSAGES.minimum);
  if (max == null) issue("pay_max", PAY_MESSAGES.maximum);
  if (currency == null) issue("pay_currency", PAY_MESSAGES.currency);
  if (period == null) issue("pay_period", PAY_MESSAGES.period);
  if (min != null && max != null && min > max) issue("pay_min", PAY_MESSAGES.order);
}

/** Whole units → minor units: 62.5 → 6250. */
export const toMinorUnits = (amount: number) => Math.round(amount * 100);
/** Minor units → whole units: 6250 → 62.5. */
export const fromMinorUnits = (minor: number) => minor / 100;

/**
 * A range as a candidate reads it, in US English:
 *   formatPayRange({ min: 120000, max: 150000, currency: "USD", period: "YEAR" }) // "$120,000 – $150,000 a year"
 *   formatPayRange({ min: 60, max: 75, currency: "USD", period: "HOUR" })         // "$60 – $75 an hour"
 */
export function formatPayRange(range: PayRange): string {
  const cents = !Number.isInteger(range.min) || !Number.isInteger(range.max);
  const money = new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: range.currency,
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  });
  const amounts =
    range.min === range.max
      ? money.format(range.min)
      : `${money.format(range.min)} – ${money.format(range.max)}`;
  return `${amounts} ${range.period === "HOUR" ? "an hour" : "a year"}`;
}
