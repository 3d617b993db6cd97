import { PASSKEY_MESSAGES, TEAM_MESSAGES } from "@site/contract";
import { GENERIC_ERROR, RequestError } from "@/lib/request";

/**
 * What to tell a person when a passkey step did not work, in words they can act on: the browser has no
 * passkeys, they closed or let the browser's prompt time out, the authenticator already holds a passkey
 * for this account, or the API's own message (wrong passkey, too many attempts, session ended).
 *
 * @simplewebauthn/browser wraps the browser's DOMException in a WebAuthnError whose `code` names the case
 * and whose `cause` is the original; a cancelled prompt is a NotAllowedError (the spec gives the same for a
 * timeout, on purpose, so a page cannot tell which passkeys exist).
 */
export function passkeyProblem(err: unknown): string {
  if (err instanceof RequestError) return err.message || GENERIC_ERROR;
  const e = err as { name?: string; code?: string; cause?: { name?: string }; message?: string } | null;
  const name = e?.cause?.name ?? e?.name;
  if (e?.code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") {
    return PASSKEY_MESSAGES.alreadyAdded;
  }
  if (e?.code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") {
    return PASSKEY_MESSAGES.cancelled;
  }
  if (name === "NotSupportedError" || /not supported/i.test(e?.message ?? "")) {
    return PASSKEY_MESSAGES.unsupported;
  }
  return TEAM_MESSAGES.passkeyFailed;
}
