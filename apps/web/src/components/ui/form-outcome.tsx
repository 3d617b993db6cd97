"use client";

import { useState, type FormEvent } from "react";
import { RETURN_FIELD, type FormOutcome } from "@/lib/forms/outcome";

/**
 * What a public form shows of the outcome it was sent back with after a submission without script
 * (src/lib/forms/outcome.ts): the values to fill in again, the field messages until the next submit,
 * and the notice above the fields.
 *
 *   const back = useFormOutcome(outcome);
 *   <form onSubmit={back.submitting(handleSubmit(send))}>
 *     <FormOutcomeNotice outcome={back.notice} sent={TOASTS.contactSuccess} />
 *     <FormField error={back.error("email", errors.email)}>
 *       <TextInput defaultValue={back.values.email} {...register("email")} />
 */
export function useFormOutcome(outcome: FormOutcome | undefined) {
  const [notice, setNotice] = useState(outcome);
  return {
    /** What was typed, for the inputs' defaultValue (the server renders it; the form adopts it). */
    values: outcome?.values ?? {},
    /** The scripted form's own message when it has one, else the server's, until the next submit. */
    error: (name: string, live: string | undefined) => live ?? notice?.errors?.[name],
    notice,
    /** Wraps the submit handler: a new attempt replaces what the server said about the last one. */
    submitting:
      (handler: (event?: FormEvent<HTMLFormElement>) => Promise<void>) =>
      (event: FormEvent<HTMLFormElement>) => {
        setNotice(undefined);
        return handler(event);
      },
  };
}

/**
 * The notice above a form after a submission without script: its success message, or why the
 * submission as a whole failed (the rate limit, the server unreachable). Field messages stay beside
 * their fields.
 */
export function FormOutcomeNotice({ outcome, sent }: { outcome: FormOutcome | undefined; sent: string }) {
  if (outcome?.sent) {
    return (
      <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm font-medium text-success-600">
        {sent}
      </p>
    );
  }
  if (!outcome?.message) return null;
  return (
    <p role="alert" className="rounded-xl bg-danger-50 px-4 py-3 text-sm font-medium text-danger-600">
      {outcome.message}
    </p>
  );
}

/** The page a form goes back to after a submission without script (the gateway checks it). */
export function ReturnField({ page }: { page: string }) {
  return <input type="hidden" name={RETURN_FIELD} value={page} />;
}
