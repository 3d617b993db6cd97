import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";

/**
 * The address a team member signs in with, as sign-in, "Forgot your password" and choosing a password
 * ask for it: an e-mail field that password managers fill as the account's name (with `passkeys`, a
 * passkey is offered from it too).
 */
export function AccountEmailField({
  id,
  label = "Email",
  hint,
  error,
  value,
  onChange,
  passkeys = false,
  autoFocus = false,
}: {
  id: string;
  label?: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  passkeys?: boolean;
  autoFocus?: boolean;
}) {
  return (
    <FormField id={id} label={label} required error={error} hint={hint}>
      <TextInput
        type="email"
        name="email"
        autoComplete={passkeys ? "username webauthn" : "username"}
        inputMode="email"
        maxLength={254}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoFocus={autoFocus}
      />
    </FormField>
  );
}
