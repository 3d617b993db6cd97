import type { Metadata } from "next";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS, type TeamSession } from "@site/contract";
import { AccountSessions } from "@/components/admin/account/account-sessions.client";
import { ChangePasswordForm } from "@/components/admin/account/change-password-form.client";
import { PageHeading } from "@/components/admin/shell/page-heading";
import { PasskeyManagerSlot } from "@/components/admin/account/passkey-slots.client";
import { requireMe } from "@/lib/admin/session";
import { adminFetch } from "@/lib/api/admin";

export const metadata: Metadata = { title: "Your account" };

const CARD = "rounded-card border border-ink-200 bg-white p-5 shadow-card";
const TITLE = "mb-3 font-display text-xl font-bold text-ink-950";

/** Anyone signed in: who they are to the team, where they are signed in, their password and passkeys. */
export default async function AdminAccountPage() {
  const me = await requireMe();
  const sessions = await adminFetch<TeamSession[]>("/me/sessions");
  return (
    <>
      <PageHeading title="Your account" description="Your details, where you are signed in, and how." />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="account-details" className={CARD}>
          <h2 id="account-details" className={TITLE}>
            Details
          </h2>
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
        </section>
        <section aria-labelledby="account-sessions" className={CARD}>
          <h2 id="account-sessions" className={TITLE}>
            Where you are signed in
          </h2>
          <AccountSessions sessions={sessions} />
        </section>
        <section aria-labelledby="account-password" className={CARD}>
          <h2 id="account-password" className={TITLE}>
            Password
          </h2>
          <ChangePasswordForm email={me.email} hasPassword={me.has_password} />
        </section>
        <section aria-labelledby="account-passkeys" className={CARD}>
          <h2 id="account-passkeys" className={TITLE}>
            Passkeys
          </h2>
          <PasskeyManagerSlot passkeys={me.passkeys} hasPassword={me.has_password} />
        </section>
      </div>
    </>
  );
}
