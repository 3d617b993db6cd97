/** The career form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { MESSAGES } from "../messages";
import { rules, HONEYPOT_FIELD, type FormRules } from "../form-check";

/** The career form's fields as the visitor fills them (the file is checked apart, see RESUME_*). */
export const CAREER_FORM_RULES = {
  first_name: rules.name(MESSAGES.firstNameRequired),
  last_name: rules.name(MESSAGES.lastNameRequired),
  email: rules.email,
  country: rules.optional(100),
  state: rules.optional(100),
  city: rules.optional(100),
  phone_country_code: rules.phoneCode,
  phone_number: rules.phone,
  [HONEYPOT_FIELD]: rules.honeypot,
} as const satisfies FormRules;
