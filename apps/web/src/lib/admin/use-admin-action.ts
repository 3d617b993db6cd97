"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@site/contract";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { GENERIC_ERROR, RequestError } from "@/lib/request";

/**
 * What a failed write says to the person: the server's own message (a throttled sign-in says how long
 * to wait), else the rate limit's message on a 429, else `fallback` (the generic "An error occurred"
 * unless the form words its own).
 *
 *   actionError(err, "The comments could not be changed. Please try again.");
 */
export function actionError(err: unknown, fallback: string = GENERIC_ERROR): string {
  const own = err instanceof RequestError && err.message !== GENERIC_ERROR ? err.message : undefined;
  return own ?? failureMessage(err, fallback);
}

/**
 * After a write, focus goes back where the person was (issue 31, item 4) if it fell to the page while
 * the control was disabled: once the re-render has enabled it again (tried for up to 2 s, as a busy
 * machine may commit the re-render after the first try), unless the person has moved on meanwhile.
 */
function keepFocus(was: HTMLElement | null) {
  if (!was || was === document.body) return;
  let tries = 0;
  const attempt = () => {
    const now = document.activeElement;
    if (!was.isConnected || (now !== null && now !== document.body && now !== was)) return;
    if (now === was) return;
    if ((was as HTMLButtonElement).disabled) {
      if (++tries < 125) setTimeout(attempt, 16);
      return;
    }
    was.focus({ preventScroll: true });
  };
  setTimeout(attempt, 0);
}

export type ActionOptions<T> = {
  /** The toast after success (from the answer, when it depends on it); none when left out. */
  done?: string | ((answer: T) => string | undefined);
  /** Re-render the page from the server afterwards (default true). */
  refresh?: boolean;
  /**
   * Where a failure's message goes: "toast" (default), "form", which puts it in `errors.form` for
   * the form's error summary, or "none" (only to `onFailed`). Field messages from the server always
   * go to `errors` by field.
   */
  failure?: "toast" | "form" | "none";
  /**
   * The failure's words when the server gave none of its own (the network failed, a proxy answered):
   * "An error occurred" when left out.
   */
  fallback?: string;
  /**
   * The failure's words for errors that are not the server's (a passkey prompt the person closed):
   * used in place of `actionError` when given.
   *
   *   { failure: "form", describe: passkeyProblem }
   */
  describe?: (err: unknown) => string;
  /**
   * The messages by field for a failure with a given status, in place of the server's: a refused
   * sign-in (401) names the password, say. `form` goes to the summary as with `failure: "form"`.
   *
   *   { failure: "form", statusErrors: { 401: { form: TEAM_MESSAGES.signInFailed, password: TEAM_MESSAGES.signInFailed } } }
   */
  statusErrors?: Record<number, Record<string, string>>;
  /** Called with the answer after success, before the refresh. */
  onDone?: (answer: T) => void;
  /**
   * An Undo in the success toast (a deletion's): pressing it runs `undo` (itself usually another run).
   * Needs `done`.
   */
  undo?: (answer: T) => void;
  /**
   * Called after a failure with its words (to announce it, or undo a move). With `failure: "none"`
   * it is the only place they go: an autosave says them beside the Save button, never in a toast that
   * takes the person's eyes off the text. Field messages still go to `errors`, and come as `byField`
   * (a form that shows a field's message beside it and toasts only the others).
   */
  onFailed?: (message: string, byField?: Record<string, string>) => void;
};

/**
 * The team's area's one way to run a write (save, publish, delete, approve...): which action is under
 * way, the field messages the server or the contract gave, the success toast, the failure in the
 * person's words (`actionError`), and the page re-rendered from the server afterwards.
 *
 *   const action = useAdminAction<"save" | "delete">();
 *   const data = action.check(leadUpdateSchema, values); // field messages from the contract, or undefined
 *   if (data) await action.run("save", () => adminRequest(`/leads/${id}`, { json: data }), { done: "Saved." });
 *   <SubmitButton pending={action.pending === "save"}>Save</SubmitButton>
 *   <FormField error={action.errors.status}>...
 */
export function useAdminAction<Key extends string = "run">(
  /** `errors`: the messages to show at first (a form sent without script comes back with them). */
  initial: { errors?: Record<string, string> } = {},
) {
  const router = useRouter();
  const [pending, setPending] = useState<Key | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>(initial.errors ?? {});

  /** The contract's check before anything is sent: the parsed data, or undefined with `errors` set. */
  function check<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | undefined {
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return undefined;
  }

  /** Runs `send`; true after success. Never throws (an aborted request is a quiet false). */
  async function run<T>(key: Key, send: () => Promise<T>, options: ActionOptions<T> = {}): Promise<boolean> {
    const {
      done,
      refresh = true,
      failure = "toast",
      fallback,
      describe,
      statusErrors,
      onDone,
      undo,
      onFailed,
    } = options;
    // The control the person was on: a pending button is disabled (and loses focus) while it runs.
    const was = typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null);
    setPending(key);
    setErrors({});
    try {
      const answer = await send();
      const message = typeof done === "function" ? done(answer) : done;
      if (message) notify.success(message, undo ? { label: "Undo", run: () => undo(answer) } : undefined);
      onDone?.(answer);
      if (refresh) router.refresh();
      return true;
    } catch (err) {
      // A request the form aborted itself says nothing; with `describe`, the form words even that (a
      // passkey prompt the browser aborted is worth saying).
      if ((err as Error).name === "AbortError" && !describe) return false;
      const mapped = err instanceof RequestError ? statusErrors?.[err.status] : undefined;
      if (mapped) {
        setErrors(mapped);
        onFailed?.(mapped.form ?? Object.values(mapped)[0] ?? "", mapped);
        return false;
      }
      const byField = err instanceof RequestError ? err.errors : undefined;
      const text = describe ? describe(err) : actionError(err, fallback);
      if (failure === "form") setErrors({ ...byField, form: text });
      else {
        if (byField) setErrors(byField);
        if (failure === "toast") notify.error(text);
      }
      onFailed?.(text, byField);
      return false;
    } finally {
      setPending(null);
      keepFocus(was);
    }
  }

  return { pending, busy: pending !== null, errors, setErrors, check, run };
}
