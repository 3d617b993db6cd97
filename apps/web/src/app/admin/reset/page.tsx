import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AuthCard } from "@/components/admin/account/auth-card";
import { SetPasswordForm } from "@/components/admin/account/set-password-form.client";
import type { SearchParams } from "@/lib/admin/search-params";
import { adminPublicFetch } from "@/lib/api/admin";
import { InvalidLink, linkToken, type LinkInfo } from "@/components/admin/account/link-page";

export const metadata: Metadata = { title: "Choose a new password" };

/**
 * A password reset link (/admin/reset?token=…, an hour, once): a new password, asked twice. Setting it
 * ends the person's other sessions and signs them in here.
 */
export default async function AdminResetPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = linkToken(await searchParams);
  const link = token ? await adminPublicFetch<LinkInfo>("/auth/link", { token }) : undefined;
  if (link?.ok && link.data.kind !== "reset") redirect(`/admin/accept?token=${encodeURIComponent(token!)}`);
  if (!token || !link?.ok || !link.data.email) {
    return (
      <AuthCard title="Choose a new password">
        <InvalidLink
          message={link && !link.ok && link.error.status !== 404 ? link.error.message : undefined}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose a new password">
      <p className="mb-5 text-sm text-ink-700">
        For <strong className="break-all text-ink-900">{link.data.email}</strong>. Setting it signs you out
        everywhere else.
      </p>
      <SetPasswordForm mode="reset" token={token} email={link.data.email} />
    </AuthCard>
  );
}
