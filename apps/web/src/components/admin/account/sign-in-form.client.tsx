"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { signInRequestSchema, TEAM_MESSAGES } from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { request } from "@/lib/request";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { PasskeySecondFactorSlot, PasskeySignInSlot } from "./passkey-slots.client";
import { AccountEmailField } from "./email-field";

type Errors = { email?: string; password?: string; form?: string };

/** What POST /api/admin/auth/sign-in answers (the session token itself stays in the cookie). */
type SignInAnswer = { second_factor?: "passkey"; pending?: string };

const EMAIL_ID = "sign-in-email";
const PASSWORD_ID = "sign-in-password";

/**
 * Sign-in with e-mail and password. Without JavaScript the form posts to /api/admin/sign-in, which
 * sets the session cookie and redirects (errors come back in the address, `initialErrors`); with it, the
 * same fields go to /api/admin/auth/sign-in as JSON and the errors show in place. A person with a
 * passkey is asked for it as a second step (`pending`: the API's id of the sign-in waiting for it).
 */
export function SignInForm({
  initialErrors = {},
  initialPending,
  notice,
}: {
  initialErrors?: Errors;
  initialPending?: string;
  /** Why the person is here (signed out, session ended): shown with the password step only. */
  notice?: React.ReactNode;
}) {
  const router = useRouter();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const action = useAdminAction<"sign-in">({ errors: initialErrors });
  const errors: Errors = action.errors;
  const [pending, setPending] = useState(initialPending);

  const signedIn = () => {
    router.replace("/admin");
    router.refresh();
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(signInRequestSchema, { email, password });
    if (!data) return;
    await action.run("sign-in", () => request<SignInAnswer>("/api/admin/auth/sign-in", { json: data }), {
      failure: "form",
      // The next page is the admin area's (signedIn), not this one again.
      refresh: false,
      statusErrors: { 401: { form: TEAM_MESSAGES.signInFailed, password: TEAM_MESSAGES.signInFailed } },
      onDone: (answer) => {
        setPassword("");
        if (answer.second_factor && answer.pending) setPending(answer.pending);
        else signedIn();
      },
    });
  }

  if (pending) {
    return (
      <section aria-labelledby="second-factor-title" className="flex flex-col gap-4">
        <h2 id="second-factor-title" className="font-display text-lg font-bold text-ink-950">
          Confirm with your passkey
        </h2>
        {/* The passkeys' second step: it completes the sign-in started with the password. */}
        <PasskeySecondFactorSlot pending={pending} onSignedIn={signedIn} />
        <button
          type="button"
          onClick={() => setPending(undefined)}
          className="self-start text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
        >
          Start again with your email and password
        </button>
      </section>
    );
  }

  return (
    <>
      {notice}
      <ErrorSummary
        title="You are not signed in yet"
        errors={summaryOf(errors, { email: EMAIL_ID, password: PASSWORD_ID })}
      />
      <form
        action="/api/admin/sign-in"
        method="post"
        onSubmit={onSubmit}
        noValidate
        className="flex flex-col gap-5"
      >
        <AccountEmailField
          id={EMAIL_ID}
          error={errors.email}
          value={email}
          onChange={setEmail}
          passkeys
          autoFocus
        />
        <FormField id={PASSWORD_ID} label="Password" required error={errors.password}>
          <TextInput
            type="password"
            name="password"
            autoComplete="current-password"
            maxLength={256}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </FormField>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <SubmitButton pending={action.busy} pendingLabel="Signing in...">
            Sign in
          </SubmitButton>
          <Link
            href="/admin/forgot"
            className="text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
          >
            Forgot your password?
          </Link>
        </div>
      </form>
      {/* The passkeys' own way in: a passkey alone, without the password. */}
      <PasskeySignInSlot onSignedIn={signedIn} />
    </>
  );
}
