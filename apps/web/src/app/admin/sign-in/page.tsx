import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard, AuthNote } from "@/components/admin/account/auth-card";
import { SignInForm } from "@/components/admin/account/sign-in-form.client";
import { currentMe } from "@/lib/admin/session";
import { stringParam, type SearchParams } from "@/lib/admin/search-params";
import { SIGN_IN_FORM_ERRORS, type SignInFormError } from "@/lib/api/gateway/admin-session";

export const metadata: Metadata = { title: "Sign in" };

/** Which field a reason from the script-free form (?error=) belongs beside; the rest is the form's. */
function errorsOf(code: string | undefined) {
  if (!code || !(code in SIGN_IN_FORM_ERRORS)) return {};
  const message = SIGN_IN_FORM_ERRORS[code as SignInFormError];
  if (code === "email") return { email: message };
  if (code === "password") return { password: message };
  if (code === "failed") return { form: message, password: message };
  return { form: message };
}

export default async function AdminSignInPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  // A live session goes straight in; one the API refused (or none) gets the form.
  if (await currentMe()) redirect("/admin");
  const pending = stringParam(params, "second-factor");
  return (
    <AuthCard title="Team sign-in">
      <SignInForm
        initialErrors={errorsOf(stringParam(params, "error"))}
        initialPending={pending && pending.length <= 200 ? pending : undefined}
        notice={
          params.expired === "1" ? (
            <AuthNote tone="warning">Your session has ended. Please sign in again.</AuthNote>
          ) : params["signed-out"] === "1" ? (
            <AuthNote tone="info">You are signed out.</AuthNote>
          ) : null
        }
      />
    </AuthCard>
  );
}
