/**
 * How a public form sent without JavaScript comes back (post/redirect/get). The browser posts the
 * form to its gateway row (src/lib/api/gateway/form-post.ts), which checks it with the same contract
 * schema as the scripted form, sends it on to the API, keeps the outcome on the server for a short
 * while (flash.ts) and sends the browser back to the page it came from. The page reads the outcome
 * (`formOutcome(name)`) and hands it to the form, which shows the success message, or the messages
 * beside the fields with what the visitor typed (never a file).
 */
export const PUBLIC_FORMS = ["contact", "ux-review", "newsletter", "comment", "application"] as const;
export type PublicForm = (typeof PUBLIC_FORMS)[number];

export type FormOutcome = {
  form: PublicForm;
  /** The API took the submission: the form shows its success message. */
  sent?: true;
  /** What the visitor typed, by field name (no file, no honeypot), to fill the form again. */
  values?: Record<string, string>;
  /** The contract's message per field. */
  errors?: Record<string, string>;
  /** Why the whole submission failed (the rate limit, a closed position, the API unreachable). */
  message?: string;
};

/** The hidden field that names the page a form goes back to: its own path, from the page. */
export const RETURN_FIELD = "return_to";
/**
 * A submit button's name for a step that is not the submission itself: the career form's "Show
 * states" and "Show cities" without JavaScript send the form to come back with the next list.
 */
export const STEP_FIELD = "form_step";

/** "Hi\nthere" → "Hi<br>there": the team's inbox shows a contact message with its line breaks (spec §5). */
export function newlinesToBr(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "<br>");
}
