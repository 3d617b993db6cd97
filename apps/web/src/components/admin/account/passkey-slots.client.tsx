"use client";

import { PasskeyManager } from "./passkey-manager.client";
import { PasskeySecondFactor, PasskeySignIn } from "./passkey-sign-in.client";

/**
 * Where the passkeys' own components plug into the pages of the team's accounts. Each slot is a named
 * place with a fixed set of props, filled by the passkey components (passkey-sign-in.client.tsx,
 * passkey-manager.client.tsx).
 */

/** Under the sign-in form: "Sign in with a passkey" (a passkey alone, a discoverable credential). */
export function PasskeySignInSlot({ onSignedIn }: { onSignedIn: () => void }) {
  return <PasskeySignIn onSignedIn={onSignedIn} />;
}

/**
 * The second step of a sign-in whose person has a passkey: the API answered the password with
 * `{second_factor: "passkey", pending}`; this step completes it (POST /api/admin/auth/passkey/options and
 * /verify with `pending`) and calls onSignedIn once the session cookie is set.
 */
export function PasskeySecondFactorSlot({
  pending,
  onSignedIn,
}: {
  pending: string;
  onSignedIn: () => void;
}) {
  return <PasskeySecondFactor pending={pending} onSignedIn={onSignedIn} />;
}

/** On the account page: the person's passkeys (list, add, rename, remove). */
export function PasskeyManagerSlot({ passkeys, hasPassword }: { passkeys: number; hasPassword: boolean }) {
  // With none, there is no list to fetch.
  return <PasskeyManager hasPassword={hasPassword} initialPasskeys={passkeys === 0 ? [] : undefined} />;
}
