"use client";

import { TEAM_MESSAGES } from "@site/contract";

/**
 * Where the passkeys' own components plug into the pages of the team's accounts. Each slot is a named
 * place with a fixed set of props; until the passkey components exist the slots show what the person
 * is to do next (or nothing, where a passkey is only an extra way in).
 *
 * For the passkeys' author: render your component from the slot's body, keep the props.
 */

/** Under the sign-in form: "Sign in with a passkey" (a passkey alone, a discoverable credential). */
export function PasskeySignInSlot(_props: { onSignedIn: () => void }) {
  return null;
}

/**
 * The second step of a sign-in whose person has a passkey: the API answered the password with
 * `{second_factor: "passkey", pending}`; this step completes it (POST /api/admin/auth/passkey/options and
 * /verify with `pending`) and calls onSignedIn once the session cookie is set.
 */
export function PasskeySecondFactorSlot(_props: { pending: string; onSignedIn: () => void }) {
  return <p className="text-sm text-ink-700">{TEAM_MESSAGES.secondFactor}.</p>;
}

/** On the account page: the person's passkeys (list, add, rename, remove). */
export function PasskeyManagerSlot(_props: { passkeys: number; hasPassword: boolean }) {
  return <p className="text-sm text-ink-600">Passkeys can be added here once this site offers them.</p>;
}
