"use client";

import { useState } from "react";
import { changePasswordSchema, fieldErrors } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { confirmError, NewPasswordFields } from "./new-password-fields.client";

type Errors = { current_password?: string; password?: string; confirm?: string; form?: string };
const IDS = {
  current_password: "account-current-password",
  password: "account-new-password",
  confirm: "account-new-password-again",
} as const;

/**
 * Changes the person's own password: the current one first (when they have one; someone who signs in
 * with a passkey only sets a first password here), the new one twice.
 */
export function ChangePasswordForm({ email, hasPassword }: { email: string; hasPassword: boolean }) {
  const hydrated = useHydrated();
  const [current, setCurrent] = useState("");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const action = useAdminAction<"save">();
  const errors: Errors = action.errors;
  const [done, setDone] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setDone(false);
    const input = hasPassword ? { current_password: current, password } : { password };
    const parsed = changePasswordSchema.safeParse(input);
    const next: Errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (hasPassword && !current) next.current_password = "Please enter your current password";
    const differ = confirmError(next, password, confirm);
    if (differ) next.confirm = differ;
    if (!parsed.success || Object.keys(next).length > 0) {
      action.setErrors(next as Record<string, string>);
      return;
    }
    await action.run("save", () => adminRequest("/me/password", { json: parsed.data }), {
      failure: "form",
      refresh: false,
      onDone: () => {
        setCurrent("");
        setPassword("");
        setConfirm("");
        setDone(true);
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      <ErrorSummary title="Your password is unchanged" errors={summaryOf(errors, IDS)} />
      {done ? (
        <p role="status" className="rounded-xl bg-success-50 px-4 py-3 text-sm text-success-600">
          Your password is changed.
        </p>
      ) : null}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {hasPassword ? (
        <FormField
          id={IDS.current_password}
          label="Current password"
          required
          error={errors.current_password}
        >
          <TextInput
            type="password"
            autoComplete="current-password"
            maxLength={256}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </FormField>
      ) : null}
      <NewPasswordFields
        ids={IDS}
        labels={{ password: "New password", confirm: "The new password again" }}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        errors={errors}
      />
      <SubmitButton pending={action.busy} awaitingCode={!hydrated} className="self-start">
        {hasPassword ? "Change password" : "Set a password"}
      </SubmitButton>
    </form>
  );
}
