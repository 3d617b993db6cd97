import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { LogoMark } from "@/components/layout/logo";
import { SignInForm } from "@/components/admin/sign-in-form.client";
import { siteConfig } from "@/config/site";
import { adminToken } from "@/lib/admin/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function AdminSignInPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const expired = params.expired === "1";
  // A session that still has its cookie goes straight in (an expired one was refused by the API).
  if (!expired && (await adminToken())) redirect("/admin");
  return (
    <main
      id="main"
      tabIndex={-1}
      className="flex min-h-dvh items-center justify-center px-5 py-12 outline-none"
    >
      <div className="w-full max-w-md rounded-card border border-ink-200 bg-white p-8 shadow-card">
        <div className="mb-6 flex items-center gap-3">
          <LogoMark className="size-10" />
          <div>
            <h1 className="font-display text-2xl font-bold text-ink-950">Team sign-in</h1>
            <p className="text-sm text-ink-600">{siteConfig.name} admin area</p>
          </div>
        </div>
        {expired ? (
          <p role="alert" className="mb-5 rounded-xl bg-accent-50 px-4 py-3 text-sm text-accent-700">
            Your session has ended. Please sign in again.
          </p>
        ) : null}
        {params["signed-out"] === "1" ? (
          <p role="status" className="mb-5 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-800">
            You are signed out.
          </p>
        ) : null}
        <SignInForm />
        <p className="mt-6 text-sm text-ink-600">
          The admin token is the API&apos;s <code className="rounded bg-ink-100 px-1">ADMIN_TOKEN</code>. Ask
          whoever runs the site if you do not have it.
        </p>
      </div>
    </main>
  );
}
