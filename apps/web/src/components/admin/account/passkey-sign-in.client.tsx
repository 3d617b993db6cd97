"use client";

import { useId } from "react";
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_MESSAGES, TEAM_MESSAGES } from "@site/contract";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useHydrated } from "@/hooks/use-hydrated";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { request, RequestError } from "@/lib/request";
import { passkeyProblem } from "./passkey-problem";

/**
 * One passkey sign-in through the site's gateway: the API's challenge, the browser's prompt, the API's
 * check. The gateway turns the API's answer into the session cookie, so this code never holds the token.
 * With `pending`, the passkey is the second factor of a sign-in the password started.
 */
async function signInWithPasskey(pending?: string): Promise<void> {
  const body = pending ? { pending } : {};
  const optionsJSON = await request<PublicKeyCredentialRequestOptionsJSON>(
    "/api/admin/auth/passkey/options",
    {
      json: body,
    },
  );
  const response = await startAuthentication({ optionsJSON });
  await request("/api/admin/auth/passkey/verify", { json: { ...body, response } });
}

function KeyIcon({ className = "size-5 shrink-0" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden="true">
      <circle cx="8" cy="14" r="4" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path
        d="M11 11.2 19 4m-3 2.7 2.4 2.4M13.6 9l2 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The state a passkey button shares: whether this browser can use passkeys at all (known once the code
 * runs; the server's markup assumes it can), the prompt being open, and the last problem.
 */
function usePasskeyStep(
  pending: string | undefined,
  onSignedIn: () => void,
  problemOf: (err: unknown) => string,
) {
  const hydrated = useHydrated();
  const supported = !hydrated || browserSupportsWebAuthn();
  const action = useAdminAction<"passkey">();
  const busy = action.busy;
  const problem = action.errors.form;

  async function run() {
    if (busy) return;
    if (!browserSupportsWebAuthn()) {
      action.setErrors({ form: PASSKEY_MESSAGES.unsupported });
      return;
    }
    // onSignedIn goes on to the admin area and refreshes it there.
    await action.run("passkey", () => signInWithPasskey(pending), {
      failure: "form",
      refresh: false,
      describe: problemOf,
      onDone: onSignedIn,
    });
  }
  return { supported, busy, problem: problem ?? (supported ? undefined : PASSKEY_MESSAGES.unsupported), run };
}

/**
 * The two live regions of a passkey step: progress is said politely, a problem at once. Both are in the
 * page from the start, so screen readers announce what is put into them.
 */
function StepStatus({ id, busy, problem }: { id: string; busy: boolean; problem?: string }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p role="status" aria-live="polite" className="text-ink-700">
        {busy ? "Waiting for your passkey. Follow your browser's prompt." : ""}
      </p>
      <p id={id} aria-live="assertive" className="font-medium text-accent-600">
        {problem ?? ""}
      </p>
    </div>
  );
}

/**
 * "Sign in with a passkey": a passkey alone, with no e-mail typed (the browser offers the passkeys it
 * holds for this site). Under the sign-in form.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const problemId = useId();
  const { busy, problem, supported, run } = usePasskeyStep(undefined, onSignedIn, passkeyProblem);
  return (
    <div className="mt-2 flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-ink-600" aria-hidden="true">
        <span className="h-px flex-1 bg-ink-200" />
        or
        <span className="h-px flex-1 bg-ink-200" />
      </div>
      <Button
        variant="outline"
        onClick={() => void run()}
        aria-disabled={!supported || busy || undefined}
        aria-describedby={problem ? problemId : undefined}
        className={!supported ? "opacity-60" : ""}
      >
        {busy ? <Spinner /> : <KeyIcon />}
        <span>Sign in with a passkey</span>
      </Button>
      <StepStatus id={problemId} busy={busy} problem={problem} />
    </div>
  );
}

/**
 * The second step of a sign-in whose person has a passkey: the password was right, the passkey
 * finishes it. The pending sign-in is spent by a failed check, so after one the person starts again
 * with their password (the form's own link); after a cancelled prompt they can simply try again.
 */
export function PasskeySecondFactor({ pending, onSignedIn }: { pending: string; onSignedIn: () => void }) {
  const problemId = useId();
  const { busy, problem, run } = usePasskeyStep(pending, onSignedIn, (err) =>
    err instanceof RequestError && err.status === 400
      ? `${TEAM_MESSAGES.passkeyFailed} To try again, start again with your email and password.`
      : passkeyProblem(err),
  );
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-700">
        Your password was right. {TEAM_MESSAGES.secondFactor}: use this device&apos;s screen lock, your phone
        or your security key when your browser asks.
      </p>
      <Button
        onClick={() => void run()}
        // The step follows the person's own press of "Sign in": the next key press continues it.
        autoFocus
        aria-disabled={busy || undefined}
        aria-describedby={problem ? problemId : undefined}
        // Full width on a phone, where the label alone fills the card; it may wrap rather than overflow.
        className="h-auto min-h-11 w-full py-2 whitespace-normal sm:w-auto sm:self-start"
      >
        {busy ? <Spinner /> : <KeyIcon className="hidden size-5 shrink-0 sm:block" />}
        <span>Confirm with your passkey</span>
      </Button>
      <StepStatus id={problemId} busy={busy} problem={problem} />
    </div>
  );
}
