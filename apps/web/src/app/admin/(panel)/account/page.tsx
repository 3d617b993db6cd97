import type { Metadata } from "next";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamSession } from "@site/contract";
import { AccountSessions } from "@/components/admin/account/account-sessions.client";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { Section } from "@/components/admin/shell/section";
import { PasskeyManagerSlot } from "@/components/admin/account/passkey-slots.client";
import { requireMe } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Your account" };

/** Anyone signed in: who they are to the team, where they are signed in, their password and passkeys. */
export default async function AdminAccountPage() {
  const me = await requireMe();
  const sessions = await adminFetch<TeamSession[]>("/me/sessions");
  return (
    <>
      <PageHeading title="Your account" description="Your details, where you are signed in, and how." />
      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="account-details" title="Details" card>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-700">Name</dt>
            <dd className="text-ink-900">{me.name}</dd>
            <dt className="font-semibold text-ink-700">Email</dt>
            <dd className="break-all text-ink-900">{me.email}</dd>
            <dt className="font-semibold text-ink-700">{me.roles.length === 1 ? "Role" : "Roles"}</dt>
            <dd>
              <ul className="flex flex-col gap-1.5">
                {me.roles.map((r) => (
                  <li key={r}>
                    <span className="font-semibold text-ink-900">{TEAM_ROLE_LABELS[r]}</span>
                    <span className="block text-ink-600">{TEAM_ROLE_DESCRIPTIONS[r]}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
          <p className="mt-4 text-sm text-ink-600">
            Your name, address and roles are changed by an administrator on the People page.
          </p>
        </Section>
        <Section id="account-sessions" title="Where you are signed in" card>
          <AccountSessions sessions={sessions} />
        </Section>
        <Section id="account-password" title="Password" card>
          <ChangePasswordForm email={me.email} hasPassword={me.has_password} />
        </Section>
        <Section id="account-passkeys" title="Passkeys" card>
          <PasskeyManagerSlot passkeys={me.passkeys} hasPassword={me.has_password} />
        </Section>
      </div>
    </>
  );
}
