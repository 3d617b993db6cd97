import type { Metadata } from "next";
import Link from "next/link";
import { AuthCard } from "@/components/admin/account/auth-card";
import { ForgotForm } from "@/components/admin/account/forgot-form.client";

export const metadata: Metadata = { title: "Forgot your password?" };

/** Asks for a reset link by e-mail (an hour, once). */
export default function AdminForgotPage() {
  return (
    <AuthCard title="Forgot your password?">
      <p className="mb-5 text-sm text-ink-700">
        Enter the address you sign in with. If it belongs to the team, we send a link to choose a new
        password.
      </p>
      <ForgotForm />
      <Link
        href="/admin/sign-in"
        className="mt-6 inline-block text-sm font-semibold text-brand-600 underline-offset-2 hover:underline"
      >
        Back to sign-in
      </Link>
    </AuthCard>
  );
}
