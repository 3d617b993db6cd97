"use client";

import { useState } from "react";
import { resetRequestSchema } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { request } from "@/lib/request";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { AccountEmailField } from "./email-field";

const EMAIL_ID = "forgot-email";

/**
 * Asks for a password reset link. The answer is the same whether or not the address belongs to the
 * team (the API's own message), so the form tells nobody who is on it.
 */
export function ForgotForm() {
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [sent, setSent] = useState<string>();
  const action = useAdminAction<"send">();
  const error = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(resetRequestSchema, { email });
    if (!data) return;
    await action.run(
      "send",
      () => request<{ message: string }>("/api/admin/auth/reset-request", { json: data }),
      {
        failure: "form",
        refresh: false,
        onDone: (answer) => setSent(answer.message),
      },
    );
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
        <AccountEmailField
          id={EMAIL_ID}
          error={error.email}
          hint="The address you sign in with."
          value={email}
          onChange={setEmail}
          autoFocus
        />
        <SubmitButton pending={action.busy} pendingLabel="Sending..." awaitingCode={!hydrated}>
          Send me a reset link
        </SubmitButton>
      </form>
    </>
  );
}
