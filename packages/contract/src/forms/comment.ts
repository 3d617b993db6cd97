/** The comment form's rules (form-check.ts), a module of their own: a page carries only its form's rules. */
import { COMMENT_MAX_LENGTH } from "../blog-constants";
import { MESSAGES } from "../messages";
import { rules, HONEYPOT_FIELD, FORM_TIME_FIELD, type FormRules } from "../form-check";

export const COMMENT_RULES = {
  comment_sender_name: rules.name(MESSAGES.nameRequired),
  comment_sender_email: rules.email,
  sender_comment_content: rules.prose(MESSAGES.commentRequired, COMMENT_MAX_LENGTH, MESSAGES.commentTooLong),
  [HONEYPOT_FIELD]: rules.honeypot,
  [FORM_TIME_FIELD]: rules.optional(100),
} as const satisfies FormRules;
