import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { z } from "zod";
import { fieldErrors } from "./field-errors";
import {
  CAREER_FORM_RULES,
  checkFields,
  cleanFields,
  COMMENT_RULES,
  CONTACT_RULES,
  DESIGN_CAMPAIGN_RULES,
  DOMAIN_PATTERN,
  EMAIL_PATTERN,
  HONEYPOT_FIELD,
  NEWSLETTER_RULES,
  websiteAddress,
  type FieldRule,
  type FormRules,
} from "./form-rules";
import { MESSAGES } from "./messages";
import {
  careerFormSchema,
  commentRequestSchema,
  contactLeadSchema,
  designCampaignLeadSchema,
  newsletterSchema,
} from "./requests";

/** The first message per field, as the API sends them. */
function zodErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

const FORMS: [string, FormRules, z.ZodType][] = [
  ["comment", COMMENT_RULES, commentRequestSchema],
  ["career", CAREER_FORM_RULES, careerFormSchema],
  ["contact", CONTACT_RULES, contactLeadSchema],
  ["UX review", DESIGN_CAMPAIGN_RULES, designCampaignLeadSchema],
  ["newsletter", NEWSLETTER_RULES, newsletterSchema],
];

// ---------- Generated values ----------

const blank = fc.constantFrom("", " ", "  ", "\t", "\n", " \r\n ", "\u00a0", "\u2028");
const pad = fc.tuple(fc.constantFrom("", " ", "\t", "\n "), fc.constantFrom("", " ", "  \n"));
const padded = (text: fc.Arbitrary<string>) => fc.tuple(pad, text).map(([[a, b], t]) => a + t + b);
/** A text around `max` characters: just under, at, just over. */
const aroundMax = (max: number) =>
  fc
    .tuple(fc.integer({ min: Math.max(0, max - 2), max: max + 2 }), fc.constantFrom("x", "é", " x", "1"))
    .map(([n, c]) => c.repeat(n).slice(0, n));
const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
);

/** Texts with characters that show nothing, where they belong (emoji, joiners in words) and where not. */
const hidden = fc
  .tuple(
    fc.constantFrom(
      "\u202E",
      "\u202A",
      "\u2066",
      "\u2069",
      "\u200B",
      "\u200C",
      "\u200D",
      "\u200E",
      "\u2060",
      "\uFEFF",
      "\u00AD",
      "\uFE0F",
      "\u{E0067}",
      "\n",
      "\t",
    ),
    fc.constantFrom("", "Ana", "👩", "❤", "می", "क्", " ", "🏴", "\u200D"),
    fc.constantFrom("", "Park", "💻", "خواهم", "ष", " ", "\u{E007F}", "\u202C"),
  )
  .map(([c, before, after]) => before + c + after);

const emails = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom(
    "ana@example.com",
    "ana@",
    "@example.com",
    "ana@example",
    "ana@example.c",
    "ana.@example.com",
    ".ana@example.com",
    "a..b@example.com",
    "ana@-example.com",
    "ana@exa_mple.com",
    "ana b@example.com",
    "ana@example.com.",
    "o'neil+tag@sub.example.co.uk",
    "ANA@EXAMPLE.COM",
    "ana@@example.com",
    "ana@ex ample.com",
    "ánä@example.com",
  ),
  fc
    .tuple(fc.stringMatching(/^[a-z0-9._'+-]{1,12}$/), fc.stringMatching(/^[a-z0-9.-]{0,12}\.[a-z]{0,4}$/))
    .map(([local, domain]) => `${local}@${domain}`),
  fc.integer({ min: 240, max: 262 }).map((n) => `${"a".repeat(n - 12)}@example.com`),
);

const websites = fc.oneof(
  fc.webUrl(),
  fc.domain(),
  fc.constantFrom(
    "www.example.com",
    "example.com",
    "http://example.com",
    "HTTPS://Example.com/path?q=1#x",
    "https://example.com:8080/",
    "not a site",
    "http:example.com",
    "https:/example.com",
    "ftp://example.com",
    "mailto:ana@example.com",
    "localhost",
    "http://localhost:3000",
    "127.0.0.1",
    "https://127.0.0.1",
    "exa\nmple.com",
    "example.com/\tpath",
    "https://exa\tmple.com",
    "example.c",
    "example.123",
    "-example.com",
    "exämple.com",
    "https://user:pass@example.com",
    "https://",
    "//example.com",
    "example..com",
    "example.com.",
    "https://[::1]/",
    "xn--exmple-cua.com",
  ),
  fc
    .tuple(fc.stringMatching(/^[a-zA-Z0-9.-]{1,20}$/), fc.constantFrom("", "/", "/a b", ":80", "?x"))
    .map(([host, rest]) => host + rest),
  fc.integer({ min: 480, max: 520 }).map((n) => `${"a".repeat(n - 4)}.com`),
);

const phones = fc.oneof(
  fc.stringMatching(/^[0-9 ()+.-]{0,34}$/),
  fc.constantFrom("+1 (555) 010-0199", "555.0100", "555-0100 ext 2", "call me", "+44 20 7946 0958"),
);

const phoneCodes = fc.oneof(
  fc.stringMatching(/^\+?\d{0,5}(-\d{0,5})?$/),
  fc.constantFrom("+1", "+44", "+1-684", "+12345", "1", "+", "+1-", "+1--1", "++1"),
);

function valueOf(rule: FieldRule): fc.Arbitrary<string> {
  const general = [blank, anyText, padded(fc.string({ maxLength: 10 })), padded(hidden)];
  switch (rule.kind) {
    case "text":
    case "optional":
    case "honeypot":
      return fc.oneof(...general, padded(aroundMax(rule.max)));
    case "email":
      return fc.oneof(...general, padded(emails));
    case "website":
      return fc.oneof(...general, padded(websites));
    case "phone":
      return fc.oneof(...general, padded(phones), padded(aroundMax(rule.max)));
    case "phoneCode":
      return fc.oneof(...general, padded(phoneCodes));
  }
}

/** A form's values: any field may be absent, blank, malformed, too long, or right. */
function valuesOf(formRules: FormRules) {
  const fields: Record<string, fc.Arbitrary<string | undefined>> = {};
  for (const [name, rule] of Object.entries(formRules)) {
    fields[name] = fc.option(valueOf(rule), { nil: undefined, freq: 6 });
  }
  return fc.record(fields, { requiredKeys: [] });
}

describe.each(FORMS)("the %s form: the browser's rules and the API's schema", (_, formRules, schema) => {
  it("fail the same fields with the same messages, and send the same values", () => {
    fc.assert(
      fc.property(valuesOf(formRules), (values) => {
        expect(checkFields(formRules, values)).toEqual(zodErrors(schema, values));
        const parsed = schema.safeParse(values);
        if (parsed.success) expect(cleanFields(formRules, values)).toEqual(parsed.data);
      }),
      { numRuns: 3000 },
    );
    // 3,000 generated forms; the lead forms carry seven hidden fields more (forms/attribution.ts), and a
    // busy machine takes several seconds for the larger forms.
  }, 30_000);

  it("check the same fields", () => {
    expect(Object.keys(formRules).sort()).toEqual(Object.keys((schema as z.ZodObject).shape).sort());
  });
});

describe("the browser's module", () => {
  it("imports no zod: only its checks, the forms' rules and small modules of constants and messages", () => {
    const importsOf = (file: string) =>
      [
        ...readFileSync(new URL(file, import.meta.url), "utf8").matchAll(
          /^(?:import|export)[^;]*?from "([^"]+)"/gms,
        ),
      ].map((m) => m[1]);
    const forms = ["attribution", "career", "comment", "contact", "design-campaign", "newsletter"];
    expect(importsOf("./form-rules.ts").sort()).toEqual([
      "./form-check",
      ...forms.map((f) => `./forms/${f}`),
    ]);
    expect(importsOf("./form-check.ts").sort()).toEqual([
      "./form-constants",
      "./hidden-characters",
      "./messages",
    ]);
    for (const form of forms) {
      for (const from of importsOf(`./forms/${form}.ts`)) {
        // A lead form takes the hidden fields of where the visit came from (forms/attribution.ts).
        expect(["../blog-constants", "../form-check", "../messages", "./attribution"]).toContain(from);
      }
    }
    expect(importsOf("./blog-constants.ts")).toEqual(["./breakpoints"]);
    expect(importsOf("./form-constants.ts")).toEqual([]);
    expect(importsOf("./hidden-characters.ts")).toEqual([]);
    expect(importsOf("./breakpoints.ts")).toEqual([]);
    expect(importsOf("./messages.ts")).toEqual([]);
  });
});

describe("the shared checks keep zod's built-in verdicts", () => {
  it("the patterns are zod's own", () => {
    expect(DOMAIN_PATTERN.source).toBe(z.regexes.domain.source);
    fc.assert(
      fc.property(fc.oneof(emails, anyText), (value) => {
        expect(EMAIL_PATTERN.test(value)).toBe(z.regexes.email.test(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("websiteAddress accepts and sends what z.url with the domain pattern did", () => {
    const before = z
      .string()
      .trim()
      .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
      .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }));
    fc.assert(
      fc.property(fc.oneof(padded(websites), anyText), (value) => {
        const r = before.safeParse(value);
        expect(websiteAddress(value)).toBe(r.success ? r.data : null);
      }),
      { numRuns: 3000 },
    );
  });
});

describe("each rule's message", () => {
  it("required texts: blank, then too long", () => {
    expect(checkFields(CONTACT_RULES, {})).toEqual({
      first_name: MESSAGES.firstNameRequired,
      last_name: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      message: MESSAGES.messageRequired,
    });
    expect(
      checkFields(CONTACT_RULES, {
        first_name: " ",
        last_name: "x".repeat(101),
        email: "ana@example.com",
        message: "y".repeat(5001),
      }),
    ).toEqual({
      first_name: MESSAGES.firstNameRequired,
      last_name: MESSAGES.tooLong(100),
      message: MESSAGES.tooLong(5000),
    });
  });

  it("the comment: required, at most 1024 characters", () => {
    const ok = { comment_sender_name: "Ana", comment_sender_email: "ana@example.com" };
    expect(checkFields(COMMENT_RULES, { ...ok, sender_comment_content: " \n " })).toEqual({
      sender_comment_content: MESSAGES.commentRequired,
    });
    expect(checkFields(COMMENT_RULES, { ...ok, sender_comment_content: "x".repeat(1024) })).toEqual({});
    expect(checkFields(COMMENT_RULES, { ...ok, sender_comment_content: "x".repeat(1025) })).toEqual({
      sender_comment_content: MESSAGES.commentTooLong,
    });
    expect(checkFields(COMMENT_RULES, { sender_comment_content: "x" })).toEqual({
      comment_sender_name: MESSAGES.nameRequired,
      comment_sender_email: MESSAGES.emailRequired,
    });
  });

  it("email: required, then valid and at most 254 characters", () => {
    expect(checkFields(NEWSLETTER_RULES, { email: "  " })).toEqual({ email: MESSAGES.emailRequired });
    expect(checkFields(NEWSLETTER_RULES, { email: "ana@" })).toEqual({ email: MESSAGES.emailInvalid });
    expect(checkFields(NEWSLETTER_RULES, { email: `${"a".repeat(243)}@example.com` })).toEqual({
      email: MESSAGES.emailInvalid,
    });
    expect(checkFields(NEWSLETTER_RULES, { email: " ana@example.com " })).toEqual({});
  });

  it("website: required and a web address with a domain; the scheme is added", () => {
    const base = { full_name: "Jo", email: "jo@example.com" };
    for (const website_url of [
      undefined,
      " ",
      "not a site",
      "localhost",
      "ftp://example.com",
      "http:example.com",
    ]) {
      expect(checkFields(DESIGN_CAMPAIGN_RULES, { ...base, website_url })).toEqual({
        website_url: MESSAGES.websiteInvalid,
      });
    }
    expect(
      cleanFields(DESIGN_CAMPAIGN_RULES, { ...base, website_url: " www.example.com ", company: " " }),
    ).toEqual({
      ...base,
      website_url: "https://www.example.com",
    });
    expect(websiteAddress("HTTP://example.com/a")).toBe("HTTP://example.com/a");
  });

  it("phone number and calling code", () => {
    const base = { first_name: "Lena", last_name: "Park", email: "lena@example.com" };
    expect(
      checkFields(CAREER_FORM_RULES, { ...base, phone_number: "call me", phone_country_code: "44" }),
    ).toEqual({
      phone_number: MESSAGES.phoneInvalid,
      phone_country_code: "Choose a country calling code",
    });
    expect(checkFields(CAREER_FORM_RULES, { ...base, phone_number: "1".repeat(31) })).toEqual({
      phone_number: MESSAGES.phoneInvalid,
    });
    expect(cleanFields(CAREER_FORM_RULES, { ...base, country: "", phone_number: " " })).toEqual({
      ...base,
      phone_country_code: "+1",
    });
  });

  it("optional texts: at most their length; the honeypot is sent only when filled", () => {
    const base = { full_name: "Jo", email: "jo@example.com", website_url: "example.com" };
    expect(checkFields(DESIGN_CAMPAIGN_RULES, { ...base, company: "c".repeat(151) })).toEqual({
      company: MESSAGES.tooLong(150),
    });
    expect(cleanFields(NEWSLETTER_RULES, { email: "a@b.co", [HONEYPOT_FIELD]: "  " })).toEqual({
      email: "a@b.co",
    });
    expect(cleanFields(NEWSLETTER_RULES, { email: "a@b.co", [HONEYPOT_FIELD]: " 555 " })).toEqual({
      email: "a@b.co",
      [HONEYPOT_FIELD]: " 555 ",
    });
    expect(checkFields(NEWSLETTER_RULES, { email: "a@b.co", [HONEYPOT_FIELD]: "x".repeat(501) })).toEqual({
      [HONEYPOT_FIELD]: MESSAGES.tooLong(500),
    });
  });
});
