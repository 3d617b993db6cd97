"use client";

import { PASSWORD_MIN_LENGTH, TEAM_MESSAGES } from "@site/contract";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";

/**
 * A new password asked twice, as every form that sets one asks it (a link from an e-mail, the Account
 * page): the password with its length hint, then the same again. The form keeps the two values.
 */
export function NewPasswordFields({
  ids,
  labels,
  hint = `At least ${PASSWORD_MIN_LENGTH} characters.`,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: {
  ids: { password: string; confirm: string };
  labels: { password: string; confirm: string };
  hint?: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  errors: { password?: string; confirm?: string };
}) {
  return (
    <>
      <FormField id={ids.password} label={labels.password} required error={errors.password} hint={hint}>
        <TextInput
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={256}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
        />
      </FormField>
      <FormField id={ids.confirm} label={labels.confirm} required error={errors.confirm}>
        <TextInput
          type="password"
          name="password-again"
          autoComplete="new-password"
          maxLength={256}
          value={confirm}
          onChange={(e) => onConfirm(e.target.value)}
        />
      </FormField>
    </>
  );
}

/** The second field's message when the password itself is fine but the two differ. */
export function confirmError(
  errors: { password?: string },
  password: string,
  confirm: string,
): string | undefined {
  return !errors.password && password !== confirm ? TEAM_MESSAGES.passwordsDiffer : undefined;
}
