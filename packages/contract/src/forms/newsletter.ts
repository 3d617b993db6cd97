/** The newsletter form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { rules, HONEYPOT_FIELD, type FormRules } from "../form-check";

export const NEWSLETTER_RULES = {
  email: rules.email,
  [HONEYPOT_FIELD]: rules.honeypot,
} as const satisfies FormRules;
