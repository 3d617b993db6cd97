import { API_ERRORS } from "@site/contract";
import { RequestError } from "./request";

/**
 * The toast after a failed write: on a 429 the rate limit's own message (wait, then try again), otherwise
 * the form's usual failure toast.
 *
 *   notify.error(failureMessage(err, TOASTS.contactFailed));
 */
export function failureMessage(err: unknown, fallback: string): string {
  return failureText(err instanceof RequestError ? err.status : 0, fallback);
}

/** The same text from the answer's status (a form sent without script, src/lib/api/gateway/form-post.ts). */
export function failureText(status: number, fallback: string): string {
  return status === 429 ? API_ERRORS.rateLimited : fallback;
}
