/** The design campaign form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { MESSAGES } from "../messages";
import { rules, HONEYPOT_FIELD, type FormRules } from "../form-check";
import { ATTRIBUTION_RULES } from "./attribution";

/** The UX review request of /ux-review. */
export const DESIGN_CAMPAIGN_RULES = {
  full_name: rules.name(MESSAGES.nameRequired),
  email: rules.email,
  website_url: rules.website,
  company: rules.optional(150, "drop"),
  message: rules.optional(2000, "drop"),
  [HONEYPOT_FIELD]: rules.honeypot,
  /** Where the visit came from: hidden fields the server renders (attribution.ts). */
  ...ATTRIBUTION_RULES,
} as const satisfies FormRules;
