"use client";

import { useState } from "react";
import { fieldErrors, resetRequestSchema } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useHydrated } from "@/hooks/use-hydrated";
import { request, RequestError } from "@/lib/request";
import { ErrorSummary, summaryOf } from "./error-summary";

const EMAIL_ID = "forgot-email";

/**
 * Asks for a password reset link. The answer is the same whether or not the address belongs to the
 * team (the API's own message), so the form tells nobody who is on it.
 */
export function ForgotForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<{ email?: string; form?: string }>({});
  const [sent, setSent] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    setError({});
    try {
      const answer = await request<{ message: string }>("/api/admin/auth/reset-request", {
        json: parsed.data,
      });
      setSent(answer.message);
    } catch (err) {
      if (err instanceof RequestError && err.errors) setError(err.errors);
      else setError({ form: err instanceof RequestError ? err.message : "An error occurred" });
    } finally {
      setBusy(false);
    }
  }

  if (sent) {
    return (
      <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
        {sent} The link works once, for an hour.
      </p>
    );
  }

  return (
    <>
      <ErrorSummary title="No link was sent" errors={summaryOf(error, { email: EMAIL_ID })} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField
          id={EMAIL_ID}
          label="Email"
          required
          error={error.email}
          hint="The address you sign in with."
        >
          <TextInput
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
        </FormField>
        <SubmitButton pending={busy} pendingLabel="Sending..." awaitingCode={!hydrated}>
          Send me a reset link
        </SubmitButton>
      </form>
    </>
  );
}
