/** The public forms' constants that their browser-side checks read (form-rules.ts), a module of their own. */

/** The calling code a phone number gets when none is chosen. */
export const DEFAULT_PHONE_CODE = "+1";
