"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormField } from "@/components/ui/form-field";
import { SubmitButton } from "@/components/ui/button";
import { TextInput } from "@/components/ui/text-input";
import { request, RequestError } from "@/lib/request";

/** Sign-in with the admin token. The token goes to the site's own handler, which keeps it in an httpOnly cookie. */
export function SignInForm() {
  const router = useRouter();
  const [token, setToken] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!token.trim()) {
      setError("Please enter the admin token");
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await request("/api/admin/session", { json: { token } });
      setToken("");
      router.replace("/admin");
      router.refresh();
    } catch (err) {
      setError(err instanceof RequestError ? err.message : "An error occurred");
      setPending(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="admin-token" label="Admin token" required error={error}>
        <TextInput
          type="password"
          name="token"
          autoComplete="current-password"
          value={token}
          onChange={(e) => setToken(e.target.value)}
          autoFocus
        />
      </FormField>
      <SubmitButton pending={pending} pendingLabel="Signing in...">
        Sign in
      </SubmitButton>
    </form>
  );
}
