"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import {
  fieldErrors,
  PASSWORD_MIN_LENGTH,
  resetRequestSchema,
  TEAM_MESSAGES,
  tokenPasswordSchema,
} from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { useHydrated } from "@/hooks/use-hydrated";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { request } from "@/lib/request";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { confirmError, NewPasswordFields } from "./new-password-fields.client";
import { AccountEmailField } from "./email-field";

type Errors = { email?: string; name?: string; password?: string; confirm?: string; form?: string };

const IDS = {
  email: "link-email",
  name: "link-name",
  password: "link-password",
  confirm: "link-password-again",
} as const;

/**
 * The form of a link from an e-mail: an invitation or the owner's setup (`accept`: name and password)
 * or a password reset (`reset`: the password only). The first start's setup link knows no address
 * (`email` null): the person gives theirs. The password is asked twice; on success the API's
 * answer signs the person in (the gateway keeps the session in the cookie) and the overview opens.
 * It needs JavaScript: the submit button stays disabled until the code runs, so a password is never
 * sent in the address of a script-free GET.
 */
export function SetPasswordForm({
  mode,
  token,
  email,
  defaultName = "",
}: {
  mode: "accept" | "reset";
  token: string;
  email: string | null;
  defaultName?: string;
}) {
  const router = useRouter();
  const hydrated = useHydrated();
  const [address, setAddress] = useState("");
  const [name, setName] = useState(defaultName);
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const action = useAdminAction<"save">();
  const errors: Errors = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = mode === "accept" ? { token, name, password } : { token, password };
    const parsed = tokenPasswordSchema.safeParse(input);
    const next: Errors = parsed.success ? {} : fieldErrors(parsed.error);
    const given = email === null ? resetRequestSchema.shape.email.safeParse(address) : undefined;
    if (given && !given.success) next.email = TEAM_MESSAGES.emailInvalid;
    const differ = confirmError(next, password, confirm);
    if (differ) next.confirm = differ;
    if (!parsed.success || Object.keys(next).length > 0) {
      action.setErrors(next as Record<string, string>);
      return;
    }
    const json = given?.success ? { ...parsed.data, email: given.data } : parsed.data;
    await action.run("save", () => request(`/api/admin/auth/${mode}`, { json }), {
      failure: "form",
      // Signed in now: the overview opens (router.replace), refreshed there.
      refresh: false,
      onDone: () => {
        router.replace("/admin");
        router.refresh();
      },
    });
  }

  return (
    <>
      <ErrorSummary title="Your password is not set yet" errors={summaryOf(errors, IDS)} />
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {email === null ? (
          <AccountEmailField
            id={IDS.email}
            label="Your email"
            error={errors.email}
            hint="You sign in with it."
            value={address}
            onChange={setAddress}
          />
        ) : (
          // For password managers: the account the new password belongs to.
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        )}
        {mode === "accept" ? (
          <FormField id={IDS.name} label="Your name" required error={errors.name} hint="As the team sees it.">
            <TextInput
              name="name"
              autoComplete="name"
              maxLength={120}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </FormField>
        ) : null}
        <NewPasswordFields
          ids={IDS}
          labels={{
            password: mode === "accept" ? "Password" : "New password",
            confirm: "The same password again",
          }}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters. A phrase of a few words is easy to remember.`}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <SubmitButton pending={action.busy} pendingLabel="Saving..." awaitingCode={!hydrated}>
          {mode === "accept" ? "Create my account" : "Set my password"}
        </SubmitButton>
      </form>
    </>
  );
}
