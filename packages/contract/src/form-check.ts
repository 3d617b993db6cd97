/**
 * The public forms' rules and their checks: the kinds of field, the rules' builders, `checkFields` and
 * `cleanFields`. Each form's rules are in a module of their own (forms/*.ts), so a page's bundle carries
 * its own form's rules only; form-rules.ts ("@site/contract/forms") gathers them all.
 *
 * This module imports no zod, so a page's bundle stays small. Keep it that way (only form-constants.ts,
 * hidden-characters.ts and messages.ts may come in: each is small and imports nothing).
 */
import { DEFAULT_PHONE_CODE } from "./form-constants";
import { dropHiddenCharacters, hasHiddenCharacters } from "./hidden-characters";
import { MESSAGES } from "./messages";

/**
 * The honeypot every public form carries: an input people never see or reach (off-screen, aria-hidden,
 * out of the tab order) that form-filling bots tend to fill. The API answers a filled one with its usual
 * success and keeps nothing.
 */
export const HONEYPOT_FIELD = "company_fax";

/** True when a submission's honeypot holds anything but blanks: `isHoneypotFilled(body.company_fax)`. */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

/** An email address as the forms accept it (zod's own email pattern, held here so both sides share it). */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** A website's host name: labels and a top-level domain of letters (zod's domain pattern). */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)([a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]{2,63}$/;
/** A phone number's characters: digits, spaces, brackets, plus, dot and hyphen. */
export const PHONE_PATTERN = /^[0-9 ()+.-]*$/;
/** A country calling code: "+1", "+44", "+1-684". */
export const PHONE_CODE_PATTERN = /^\+\d{1,4}(-\d{1,4})?$/;

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const PHONE_MAX = 30;
const WEBSITE_MAX = 500;
const HONEYPOT_MAX = 500;

/**
 * What a text does with the characters that show nothing (hidden-characters.ts): "keep" them, "drop" them
 * before it is checked (what visitors write), or `{ refuse }` them with that message (names).
 */
export type HiddenRule = "keep" | "drop" | { refuse: string };
/**
 * Required text: blank gives `required`, longer than `max` gives `tooLong`, then a hidden character a name
 * refuses its message. Trimmed, as is every text below (but the honeypot).
 */
export type TextRule = { kind: "text"; required: string; max: number; tooLong: string; hidden: HiddenRule };
/** Optional text: blank is left out; longer than `max` gives `tooLong`. */
export type OptionalRule = { kind: "optional"; max: number; tooLong: string; hidden: HiddenRule };
/** Required email: blank gives `required`; too long or not an address gives `invalid`. */
export type EmailRule = { kind: "email"; required: string; invalid: string; max: number };
/** Optional phone number: too long or other characters than PHONE_PATTERN's give `invalid`. */
export type PhoneRule = { kind: "phone"; invalid: string; max: number };
/** Required website address, "https://" added when it has no http(s) scheme; else `invalid`. */
export type WebsiteRule = { kind: "website"; invalid: string; max: number };
/** A calling code, `fallback` when absent. */
export type PhoneCodeRule = { kind: "phoneCode"; invalid: string; fallback: string };
/** The honeypot: untrimmed, kept only when filled (see isHoneypotFilled). */
export type HoneypotRule = { kind: "honeypot"; max: number; tooLong: string };

export type FieldRule =
  TextRule | OptionalRule | EmailRule | PhoneRule | WebsiteRule | PhoneCodeRule | HoneypotRule;
export type FormRules = Readonly<Record<string, FieldRule>>;
/** What a form holds: each field's text, or nothing when the field is absent. */
export type FieldValues = Readonly<Record<string, string | undefined>>;
/** The first message per failing field. */
export type FieldMessages = Record<string, string>;

type SentAlways = TextRule | EmailRule | WebsiteRule | PhoneCodeRule;
/** What `cleanFields` gives for a form's rules: the fields that are always sent, and the others. */
export type CleanFields<R extends FormRules> = {
  [K in keyof R as R[K] extends SentAlways ? K : never]: string;
} & { [K in keyof R as R[K] extends SentAlways ? never : K]?: string };

/** The rules' builders, with the messages of messages.ts. */
export const rules = {
  text: (
    required: string,
    max = NAME_MAX,
    tooLong: string = MESSAGES.tooLong(max),
    hidden: HiddenRule = "keep",
  ): TextRule => ({ kind: "text", required, max, tooLong, hidden }),
  /** A person's name: no hidden characters (a bidi override, a zero-width space), with `hidden`'s message. */
  name: (required: string, hidden: string = MESSAGES.nameHidden): TextRule =>
    rules.text(required, NAME_MAX, MESSAGES.tooLong(NAME_MAX), { refuse: hidden }),
  /** Text a visitor writes (a comment, a message): hidden characters are dropped. */
  prose: (required: string, max: number, tooLong: string = MESSAGES.tooLong(max)): TextRule =>
    rules.text(required, max, tooLong, "drop"),
  optional: (max: number, hidden: HiddenRule = "keep"): OptionalRule => ({
    kind: "optional",
    max,
    tooLong: MESSAGES.tooLong(max),
    hidden,
  }),
  email: {
    kind: "email",
    required: MESSAGES.emailRequired,
    invalid: MESSAGES.emailInvalid,
    max: EMAIL_MAX,
  } satisfies EmailRule as EmailRule,
  phone: { kind: "phone", invalid: MESSAGES.phoneInvalid, max: PHONE_MAX } satisfies PhoneRule as PhoneRule,
  website: {
    kind: "website",
    invalid: MESSAGES.websiteInvalid,
    max: WEBSITE_MAX,
  } satisfies WebsiteRule as WebsiteRule,
  phoneCode: {
    kind: "phoneCode",
    invalid: "Choose a country calling code",
    fallback: DEFAULT_PHONE_CODE,
  } satisfies PhoneCodeRule as PhoneCodeRule,
  honeypot: {
    kind: "honeypot",
    max: HONEYPOT_MAX,
    tooLong: MESSAGES.tooLong(HONEYPOT_MAX),
  } satisfies HoneypotRule as HoneypotRule,
} as const;

// ---------- The public forms ----------

/**
 * The comment form's hidden field holding when the server showed the form, signed (form-time.ts): the
 * API holds a comment sent faster than a person could type it.
 */
export const FORM_TIME_FIELD = "form_started";

// ---------- Checking ----------

/**
 * A website field's address as it is sent ("example.com" → "https://example.com"), or null when it is
 * no http(s) address with a domain name. The one check of both sides: what zod's url format did here
 * (the URL parser, the domain pattern, tabs and newlines dropped as the parser drops them).
 */
export function websiteAddress(value: string): string | null {
  const trimmed = value.trim();
  const address = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (!DOMAIN_PATTERN.test(url.hostname) || !/^https?:$/.test(url.protocol)) return null;
  return address.replace(/[\t\n\r]/g, "");
}

/** A text as its rule reads it: hidden characters dropped when the rule drops them, then trimmed. */
function textOf(rule: FieldRule, value: string | undefined): string | undefined {
  const dropped = "hidden" in rule && rule.hidden === "drop" && value !== undefined;
  return (dropped ? dropHiddenCharacters(value) : value)?.trim();
}

/** The message of a name's hidden character, or null when the rule refuses none or there is none. */
function hiddenMessage(rule: TextRule | OptionalRule, text: string): string | null {
  return typeof rule.hidden === "object" && hasHiddenCharacters(text) ? rule.hidden.refuse : null;
}

/** The message `value` gets under `rule`, or null when it passes. */
export function checkField(rule: FieldRule, value: string | undefined): string | null {
  const text = textOf(rule, value);
  switch (rule.kind) {
    case "text":
      if (!text) return rule.required;
      return text.length > rule.max ? rule.tooLong : hiddenMessage(rule, text);
    case "optional":
      if (text === undefined) return null;
      return text.length > rule.max ? rule.tooLong : hiddenMessage(rule, text);
    case "email":
      if (!text) return rule.required;
      return text.length > rule.max || !EMAIL_PATTERN.test(text) ? rule.invalid : null;
    case "phone":
      return text !== undefined && (text.length > rule.max || !PHONE_PATTERN.test(text))
        ? rule.invalid
        : null;
    case "website":
      if (!text || text.length > rule.max) return rule.invalid;
      return websiteAddress(text) === null ? rule.invalid : null;
    case "phoneCode":
      return text !== undefined && !PHONE_CODE_PATTERN.test(text) ? rule.invalid : null;
    case "honeypot":
      return value !== undefined && value.length > rule.max ? rule.tooLong : null;
  }
}

/**
 * Each failing field's message, as the form shows it under the field:
 *   checkFields(NEWSLETTER_RULES, { email: "ana@" }) // { email: "Email is not valid" }
 */
export function checkFields(formRules: FormRules, values: FieldValues): FieldMessages {
  const messages: FieldMessages = {};
  for (const [name, rule] of Object.entries(formRules)) {
    const message = checkField(rule, values[name]);
    if (message !== null) messages[name] = message;
  }
  return messages;
}

/** A passing field's value as it is sent: trimmed, blank optional fields left out (undefined). */
export function cleanField(rule: FieldRule, value: string | undefined): string | undefined {
  const text = textOf(rule, value);
  switch (rule.kind) {
    case "text":
    case "email":
      return text;
    case "optional":
    case "phone":
      return text || undefined;
    case "website":
      return text === undefined ? undefined : (websiteAddress(text) ?? undefined);
    case "phoneCode":
      return text ?? rule.fallback;
    case "honeypot":
      return isHoneypotFilled(value) ? value : undefined;
  }
}

/**
 * What a checked form sends (the same object the contract's zod schema makes of it): every field
 * cleaned, fields left out when they hold nothing to send.
 *   cleanFields(NEWSLETTER_RULES, { email: " ana@example.com ", company_fax: "" }) // { email: "ana@example.com" }
 */
export function cleanFields<R extends FormRules>(formRules: R, values: FieldValues): CleanFields<R> {
  const out: Record<string, string> = {};
  for (const [name, rule] of Object.entries(formRules)) {
    const value = cleanField(rule, values[name]);
    if (value !== undefined) out[name] = value;
  }
  return out as CleanFields<R>;
}
