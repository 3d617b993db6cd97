/** The contact form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { MESSAGES } from "../messages";
import { rules, HONEYPOT_FIELD, type FormRules } from "../form-check";
import { ATTRIBUTION_RULES } from "./attribution";

export const CONTACT_RULES = {
  first_name: rules.name(MESSAGES.firstNameRequired),
  last_name: rules.name(MESSAGES.lastNameRequired),
  email: rules.email,
  phone_number: rules.phone,
  message: rules.prose(MESSAGES.messageRequired, 5000),
  [HONEYPOT_FIELD]: rules.honeypot,
  /** Where the visit came from: hidden fields the server renders (attribution.ts). */
  ...ATTRIBUTION_RULES,
} as const satisfies FormRules;
