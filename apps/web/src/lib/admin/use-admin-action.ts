"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "@site/contract";
import { notify } from "@/components/ui/toast";
import { failureMessage } from "@/lib/failure-message";
import { GENERIC_ERROR, RequestError } from "@/lib/request";

/** What a failed write says to the person: the server's own message, the rate limit's, or the generic one. */
export function actionError(err: unknown): string {
  return failureMessage(err, err instanceof RequestError ? err.message : GENERIC_ERROR);
}

/**
 * After a write, focus goes back where the person was (issue 31, item 4) if it fell to the page while
 * the control was disabled; once the re-render has enabled it again.
 */
function keepFocus(was: HTMLElement | null) {
  if (!was || was === document.body) return;
  setTimeout(() => {
    const now = document.activeElement;
    if (was.isConnected && (now === null || now === document.body)) was.focus({ preventScroll: true });
  }, 0);
}

export type ActionOptions<T> = {
  /** The toast after success (from the answer, when it depends on it); none when left out. */
  done?: string | ((answer: T) => string | undefined);
  /** Re-render the page from the server afterwards (default true). */
  refresh?: boolean;
  /**
   * Where a failure's message goes: "toast" (default) or "form", which puts it in `errors.form` for
   * the form's error summary. Field messages from the server always go to `errors` by field.
   */
  failure?: "toast" | "form";
  /** Called with the answer after success, before the refresh. */
  onDone?: (answer: T) => void;
  /**
   * An Undo in the success toast (a deletion's): pressing it runs `undo` (itself usually another run).
   * Needs `done`.
   */
  undo?: (answer: T) => void;
  /**
   * Where a failure's message goes instead of the toast and the form: an autosave says it beside the
   * Save button, never in a toast that takes the person's eyes off the text. Field messages still go
   * to `errors`.
   */
  onFailure?: (message: string) => void;
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
export function useAdminAction<Key extends string = "run">() {
  const router = useRouter();
  const [pending, setPending] = useState<Key | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  /** The contract's check before anything is sent: the parsed data, or undefined with `errors` set. */
  function check<S extends z.ZodType>(schema: S, data: unknown): z.output<S> | undefined {
    const parsed = schema.safeParse(data);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error));
    return undefined;
  }

  /** Runs `send`; true after success. Never throws (an aborted request is a quiet false). */
  async function run<T>(key: Key, send: () => Promise<T>, options: ActionOptions<T> = {}): Promise<boolean> {
    const { done, refresh = true, failure = "toast", onDone, undo, onFailure } = options;
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
      if ((err as Error).name === "AbortError") return false;
      const byField = err instanceof RequestError ? err.errors : undefined;
      if (onFailure) {
        if (byField) setErrors(byField);
        onFailure(actionError(err));
      } else if (failure === "form") setErrors({ ...byField, form: actionError(err) });
      else {
        if (byField) setErrors(byField);
        notify.error(actionError(err));
      }
      return false;
    } finally {
      setPending(null);
      keepFocus(was);
    }
  }

  return { pending, busy: pending !== null, errors, setErrors, check, run };
}
