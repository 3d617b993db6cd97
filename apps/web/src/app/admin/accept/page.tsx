import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { TEAM_ROLE_LABELS } from "@site/contract";
import { AuthCard } from "@/components/admin/account/auth-card";
import { InvalidLink, linkToken, type LinkInfo } from "@/components/admin/account/link-page";
import { SetPasswordForm } from "@/components/admin/account/set-password-form.client";
import type { SearchParams } from "@/lib/admin/search-params";
import { adminPublicFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Join the team" };

/**
 * An invitation or the owner's setup link (/admin/accept?token=…): the address and roles it was made
 * for, then a name and a password, and the person is signed in.
 */
export default async function AdminAcceptPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const token = linkToken(await searchParams);
  const link = token ? await adminPublicFetch<LinkInfo>("/auth/link", { token }) : undefined;
  if (link?.ok && link.data.kind === "reset") redirect(`/admin/reset?token=${encodeURIComponent(token!)}`);
  if (!token || !link?.ok) {
    return (
      <AuthCard title="Join the team">
        <InvalidLink
          message={link && !link.ok && link.error.status !== 404 ? link.error.message : undefined}
        />
      </AuthCard>
    );
  }
  const { kind, email, name, roles } = link.data;
  return (
    <AuthCard title={kind === "setup" ? "Set up the owner's account" : "Join the team"}>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl bg-ink-50 px-4 py-3 text-sm">
        <dt className="font-semibold text-ink-700">Email</dt>
        <dd className="break-all text-ink-900" data-testid="link-email">
          {email ?? "Yours: give it below"}
        </dd>
        <dt className="font-semibold text-ink-700">{roles.length === 1 ? "Role" : "Roles"}</dt>
        <dd className="text-ink-900" data-testid="link-roles">
          {roles.map((r) => TEAM_ROLE_LABELS[r]).join(", ")}
        </dd>
      </dl>
      <p className="mb-5 text-sm text-ink-700">
        Choose your name as the team sees it and a password. You sign in with this email and the password from
        now on.
      </p>
      <SetPasswordForm mode="accept" token={token} email={email} defaultName={name ?? ""} />
    </AuthCard>
  );
}
