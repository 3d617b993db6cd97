import fc from "fast-check";
import { z } from "zod";

/**
 * fast-check arbitraries read off the contract's zod schemas: `validish(schema)` walks the schema (objects,
 * strings with their lengths, formats and patterns, numbers with their bounds, enums, arrays, optionals…)
 * and yields values that mostly pass it; `mutated(schema)` takes such a value and breaks it (a field
 * dropped, retyped, nulled, made huge or exotic, an extra field added, the whole body replaced).
 */

type Def = {
  type: string;
  shape?: Record<string, Schema>;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  element?: Schema;
  entries?: Record<string, string>;
  values?: unknown[];
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
};
type CheckDef = {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
};
type Schema = { _zod: { def: Def } };

const defOf = (schema: z.ZodType | Schema): Def => (schema as Schema)._zod.def;

/** Strings beyond this length are built from a few repeated characters: cheap, still over every cap. */
const LONG = 300;

/** Strings that have broken parsers, databases and templates before. */
export const nastyStrings = [
  "",
  " ",
  "\t\n\r",
  "\u0000",
  "a\u0000b",
  "\uFEFF",
  "\uD800",
  "\uDFFF\uD800",
  "\u202Eevil",
  "𝕏𝕐ℤ",
  "👩‍👩‍👧‍👦",
  "Ω≈ç√",
  "' OR '1'='1' --",
  '"; DROP TABLE posts; --',
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "../../../../etc/passwd",
  "%00",
  "%ZZ",
  "%",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e999",
  "-1",
  "0",
  "0x10",
  "1.5",
  "2147483648",
  "9007199254740993",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "${7*7}",
  "{{7*7}}",
  "\\",
  "a".repeat(5_001),
  "é".repeat(2_001),
  "𝕏".repeat(1_000),
];

export const nastyNumbers = [
  0,
  -0,
  -1,
  1,
  1.5,
  -2147483648,
  2147483647,
  2147483648,
  4294967296,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  5e-324,
];

/** Any string at all: every code point (NUL and lone surrogates included), graphemes, nasties, long runs. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: "binary", maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }), weight: 2 },
  { arbitrary: fc.constantFrom(...nastyStrings), weight: 3 },
  {
    arbitrary: fc
      .tuple(fc.string({ unit: "binary", minLength: 1, maxLength: 3 }), fc.integer({ min: 100, max: 20_000 }))
      .map(([s, n]) => s.repeat(Math.ceil(n / s.length)).slice(0, n)),
    weight: 1,
  },
);

export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.constantFrom(...nastyNumbers),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, with the nasty strings and numbers over-represented. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    anyNumber,
    anyString,
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.oneof(anyString, fc.constantFrom("__proto__", "constructor")), tie("value"), {
      maxKeys: 4,
    }),
  ),
})).value;

function stringArb(def: Def): fc.Arbitrary<string> {
  let min = 0;
  let max = LONG;
  let pattern: RegExp | undefined;
  let format = def.format;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === "min_length") min = Math.max(min, c.minimum ?? 0);
    if (c.check === "max_length") max = Math.min(max, c.maximum ?? max);
    if (c.check === "string_format") {
      if (c.format === "regex" && c.pattern) pattern = c.pattern;
      else format = c.format;
    }
  }
  const fits = (s: string) => s.length >= min && s.length <= max;
  if (format === "email") {
    // fc.emailAddress() follows RFC 5322, which zod's stricter pattern often refuses: mostly plain addresses.
    return fc
      .oneof(
        {
          arbitrary: fc.stringMatching(/^[a-z0-9]{1,12}([._+-][a-z0-9]{1,8})?@[a-z0-9]{1,12}\.[a-z]{2,6}$/),
          weight: 3,
        },
        { arbitrary: fc.emailAddress(), weight: 1 },
      )
      .filter(fits);
  }
  if (format === "url") return fc.webUrl({ validSchemes: ["http", "https"] }).filter(fits);
  if (pattern) {
    const anchored = pattern;
    return fc.stringMatching(anchored).filter((s) => fits(s) && anchored.test(s));
  }
  const lo = Math.max(min, 1);
  return fc.oneof(
    { arbitrary: fc.string({ minLength: lo, maxLength: Math.max(lo, Math.min(max, 40)) }), weight: 4 },
    {
      arbitrary: fc.string({ unit: "grapheme", minLength: lo, maxLength: Math.max(lo, Math.min(max, 20)) }),
      weight: 1,
    },
  );
}

function numberArb(def: Def): fc.Arbitrary<number> {
  let min = -1_000_000;
  let max = 2_147_483_647;
  let integer = false;
  for (const { _zod } of def.checks ?? []) {
    const c = _zod.def;
    if (c.check === "number_format" && (c.format === "safeint" || c.format === "int32")) integer = true;
    if (c.check === "greater_than") min = Math.max(min, (c.value ?? min) + (c.inclusive ? 0 : 1));
    if (c.check === "less_than") max = Math.min(max, (c.value ?? max) - (c.inclusive ? 0 : 1));
  }
  const inRange = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  // Now and then a number just outside the bounds, or past PostgreSQL's integer range, where a schema has none.
  return fc.oneof(
    { arbitrary: inRange, weight: 9 },
    { arbitrary: fc.constantFrom(min - 1, max + 1, 2_147_483_648, Number.MAX_SAFE_INTEGER), weight: 1 },
  );
}

/** Values that mostly satisfy `schema` (formats and patterns honoured; refinements may still refuse some). */
export function validish(schema: z.ZodType | Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const required = Object.keys(shape).filter((k) => !isOptional(shape[k]!));
      const model = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, validish(v)]));
      return fc.record(model, { requiredKeys: required });
    }
    case "string":
      return stringArb(def);
    case "number":
      return numberArb(def);
    case "boolean":
      return fc.boolean();
    case "enum":
      return fc.constantFrom(...Object.values(def.entries ?? {}));
    case "literal":
      return fc.constantFrom(...(def.values ?? []));
    case "array": {
      let max = 5;
      for (const { _zod } of def.checks ?? [])
        if (_zod.def.check === "max_length") max = Math.min(max, _zod.def.maximum ?? max);
      return fc.array(validish(def.element!), { maxLength: max });
    }
    case "optional":
    case "default":
    case "prefault":
      return validish(def.innerType!);
    case "nullable":
      return fc.option(validish(def.innerType!), { nil: null, freq: 4 });
    case "pipe": {
      // A format on the far side (an e-mail, a URL) says more than the plain string on the near side.
      const out = defOf(def.out!);
      if (out.type === "string" && out.format) return stringArb(out);
      // A field checked by code (a transform) names what it takes in its metadata (the website field).
      if ((z.globalRegistry.get(schema as z.ZodType) as { format?: string } | undefined)?.format === "uri")
        return stringArb({ type: "string", format: "url" });
      return validish(def.in!);
    }
    default:
      return anyJson;
  }
}

function isOptional(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === "optional" || def.type === "default" || def.type === "prefault") return true;
  if (def.type === "pipe") return isOptional(def.in!);
  if (def.type === "nullable") return isOptional(def.innerType!);
  return false;
}

export function keysOf(schema: z.ZodType | Schema): string[] {
  const def = defOf(schema);
  return def.type === "object" ? Object.keys(def.shape ?? {}) : [];
}

type Mutation =
  | { kind: "drop"; key: string }
  | { kind: "set"; key: string; value: unknown }
  | { kind: "extra"; key: string; value: unknown }
  | { kind: "replace"; value: unknown };

/** A valid-ish object of `schema` with one to three things broken. */
export function mutated(schema: z.ZodType | Schema): fc.Arbitrary<unknown> {
  const keys = keysOf(schema);
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant("x");
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { arbitrary: key.map((k) => ({ kind: "drop" as const, key: k })), weight: 2 },
    { arbitrary: fc.record({ kind: fc.constant("set" as const), key, value: anyJson }), weight: 5 },
    {
      arbitrary: fc.record({
        kind: fc.constant("extra" as const),
        key: fc.oneof(anyString, fc.constantFrom("__proto__", "constructor", "id", "tenant_id", "status")),
        value: anyJson,
      }),
      weight: 2,
    },
    { arbitrary: fc.record({ kind: fc.constant("replace" as const), value: anyJson }), weight: 1 },
  );
  return fc.tuple(validish(schema), fc.array(mutation, { minLength: 1, maxLength: 3 })).map(([base, ms]) => {
    let value: unknown = base;
    for (const m of ms) {
      if (m.kind === "replace") {
        value = m.value;
        continue;
      }
      if (!value || typeof value !== "object" || Array.isArray(value)) value = {};
      const obj = { ...(value as Record<string, unknown>) };
      if (m.kind === "drop") delete obj[m.key];
      // defineProperty: "__proto__" becomes an own key, as JSON.parse would make it.
      else
        Object.defineProperty(obj, m.key, {
          value: m.value,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      value = obj;
    }
    return value;
  });
}

/** Valid-ish most of the time, mutated otherwise. */
export function fromSchema(
  schema: z.ZodType | Schema,
  validWeight = 1,
  mutatedWeight = 1,
): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: validish(schema), weight: validWeight },
    { arbitrary: mutated(schema), weight: mutatedWeight },
  );
}

/** A path segment of every shape, percent-encoded as a client would send it (or not, for the broken ones). */
export const anySegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: anyString.map((s) => encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, "?"))), weight: 4 },
  {
    arbitrary: fc.constantFrom(
      "0",
      "-1",
      "1.5",
      "1e3",
      "0x1f",
      "2147483648",
      "99999999999999999999",
      "%20",
      "%00",
      "%E0%A4%A",
      "%",
      "%zz",
      "..",
      ".",
      "%2e%2e",
      "a%2Fb",
      ";",
      "x".repeat(299),
      "x".repeat(301),
      "é",
      "%F0%9F%92%A9",
      "%C0%AF",
    ),
    weight: 4,
  },
  { arbitrary: fc.integer().map(String), weight: 2 },
);

/** A raw query-string tail: repeated keys, bracket keys, empty names, broken escapes. */
export const anyQueryTail: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc
        .tuple(
          fc.oneof(anyString, fc.constantFrom("page", "size", "sort", "filter", "status", "id")),
          anyString,
        )
        .map(([k, v]) => `${enc(k)}=${enc(v)}`),
      fc.constantFrom(
        "=",
        "&",
        "=x",
        "a=%",
        "%ZZ=1",
        "a[b]=1",
        "a[]=1&a[]=2",
        "__proto__[x]=1",
        "constructor[prototype][x]=1",
        "tenant_id",
        "tenant_id=",
        "size=1&size=2",
        "page=-1",
        "page=1e3",
        "size=0x10",
        "size=%20",
      ),
    ),
    { maxLength: 4 },
  )
  .map((parts) => parts.join("&"));

/** encodeURIComponent that never throws (lone surrogates become U+FFFD). */
export function enc(value: string): string {
  return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));
}
