/** The contact form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { MESSAGES } from "../messages";
import { rules, HONEYPOT_FIELD, type FormRules } from "../form-check";

export const CONTACT_RULES = {
  first_name: rules.name(MESSAGES.firstNameRequired),
  last_name: rules.name(MESSAGES.lastNameRequired),
  email: rules.email,
  phone_number: rules.phone,
  message: rules.prose(MESSAGES.messageRequired, 5000),
  [HONEYPOT_FIELD]: rules.honeypot,
} as const satisfies FormRules;
