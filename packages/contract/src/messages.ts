/**
 * Validation messages (spec §5), which the forms and the API both show. The API's error messages are in
 * api-errors.ts; texts only the site shows (toasts, fixed interface texts) live in the site's
 * src/content. One module each, so a browser bundle carries only the texts it shows (the bundler keeps
 * whole modules).
 */

export const MESSAGES = {
  nameRequired: "Please enter your name",
  emailInvalid: "Email is not valid",
  emailRequired: "Please enter your email",
  commentRequired: "Please enter your comment",
  commentTooLong: "Your Comment Must Be Less Than 1024 Characters",
  firstNameRequired: "Please enter your first name",
  lastNameRequired: "Please enter your last name",
  resumeRequired: "Please upload your resume file",
  messageRequired: "Please enter your message",
  // Not fixed by the spec: our wording, in the same voice.
  resumeType: "Please upload a PDF, DOC or DOCX file",
  resumeTooLarge: "Your resume must be 5 MB or smaller",
  phoneInvalid: "Phone number is not valid",
  websiteInvalid: "Please enter a valid website address",
  companyRequired: "Please enter your company name",
  ratingRange: "Rating must be a whole number from 1 to 5",
  tooLong: (max: number) => `Must be ${max} characters or fewer`,
  /** A name with a character that shows nothing (a bidi override, a zero-width space): hidden-characters.ts. */
  nameHidden: "Please type your name without hidden formatting characters",
} as const;
