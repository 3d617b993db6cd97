"use client";

import { useEffect, useState } from "react";
import {
  inviteRequestSchema,
  rolesUpdateSchema,
  type TeamInvitation,
  type TeamPerson,
  type TeamRole,
  type TeamSession,
} from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { CopyButton } from "@/components/ui/copy-button";
import { FormField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/modal";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime, deviceOf } from "@/lib/admin/format";
import { rolesText } from "@/lib/admin/sections";
import { actionError, useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";
import { DataTable, type Column } from "../lists/data-table";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { RoleChoices } from "./role-choices.client";
import { Section, EmptyNote } from "../shell/section";

/** A link to hand over (an invitation, a password reset): shown with a copy button, for this visit only. */
function LinkNotice({ title, link, children }: { title: string; link: string; children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm">
      <p className="font-semibold text-brand-800">{title}</p>
      <p className="mt-1 text-ink-700">{children}</p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code className="max-w-full truncate rounded bg-white px-2 py-1 text-xs text-ink-800">{link}</code>
        <CopyButton value={link} label="Copy link" className="text-brand-700" />
      </div>
    </div>
  );
}

const INVITE_IDS = { email: "invite-email", name: "invite-name" } as const;

/** Invites someone by e-mail with the roles chosen; the link is also shown here to copy. */
function InviteForm({
  canGiveOwner,
  onInvited,
}: {
  canGiveOwner: boolean;
  onInvited: (email: string, id: number, link: string) => void;
}) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<TeamRole[]>([]);
  const action = useAdminAction<"invite">();
  const errors = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(inviteRequestSchema, { email, name, roles });
    if (!data) return;
    await action.run(
      "invite",
      () => adminRequest<{ invitation: TeamInvitation; link: string }>("/people/invitations", { json: data }),
      {
        failure: "form",
        onDone: (answer) => {
          onInvited(answer.invitation.email, answer.invitation.id, answer.link);
          setEmail("");
          setName("");
          setRoles([]);
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <ErrorSummary
        title="The invitation was not sent"
        errors={summaryOf(errors, { ...INVITE_IDS, roles: "invite-roles" })}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={INVITE_IDS.email} label="Email" required error={errors.email}>
          <TextInput
            type="email"
            autoComplete="off"
            maxLength={254}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormField>
        <FormField id={INVITE_IDS.name} label="Name" required error={errors.name}>
          <TextInput maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
        </FormField>
      </div>
      <div id="invite-roles" tabIndex={-1}>
        <RoleChoices
          legend="Roles"
          value={roles}
          onChange={setRoles}
          canGiveOwner={canGiveOwner}
          error={errors.roles}
        />
      </div>
      <SubmitButton pending={action.busy} pendingLabel="Sending..." className="self-start">
        Send invitation
      </SubmitButton>
    </form>
  );
}

/** One person's open sessions, each to end, or all at once. */
function SessionsDialog({ person, onClose }: { person: TeamPerson; onClose: () => void }) {
  const [sessions, setSessions] = useState<TeamSession[]>();
  const [error, setError] = useState<string>();
  const action = useAdminAction<`end-${number}` | "end-all">();

  useEffect(() => {
    let current = true;
    adminRequest<TeamSession[]>(`/people/${person.id}/sessions`, { method: "GET" }).then(
      (list) => current && setSessions(list),
      (err: unknown) => current && setError(actionError(err)),
    );
    return () => {
      current = false;
    };
  }, [person.id]);

  const end = (ids: number[], key: `end-${number}` | "end-all") =>
    action.run(
      key,
      async () => {
        for (const id of ids) await adminRequest(`/sessions/${id}`, { method: "DELETE" });
      },
      {
        done: ids.length === 1 ? `Ended a session of ${person.name}.` : `Ended ${person.name}'s sessions.`,
        onDone: () => setSessions((list) => list?.filter((s) => !ids.includes(s.id))),
      },
    );

  return (
    <Modal open onClose={onClose} title={`${person.name}'s sessions`} size="md">
      {error ? <p className="text-accent-700">{error}</p> : null}
      {!sessions && !error ? <p className="text-ink-600">Loading...</p> : null}
      {sessions && sessions.length === 0 ? (
        <p role="status" className="text-ink-600">
          {person.name} is not signed in anywhere.
        </p>
      ) : null}
      {sessions && sessions.length > 0 ? (
        <>
          <ul className="divide-y divide-ink-100">
            {sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-semibold text-ink-950">{deviceOf(s.user_agent)}</p>
                  <p className="text-ink-600">
                    Last active {dateTime(s.last_seen_at)}
                    {s.ip ? ` · ${s.ip}` : ""} · {s.method}
                  </p>
                </div>
                <SubmitButton
                  size="sm"
                  variant="outline"
                  pending={action.pending === `end-${s.id}`}
                  pendingLabel="Ending..."
                  disabled={action.busy}
                  onClick={() => void end([s.id], `end-${s.id}`)}
                >
                  End
                </SubmitButton>
              </li>
            ))}
          </ul>
          <SubmitButton
            className="mt-4"
            variant="accent"
            pending={action.pending === "end-all"}
            pendingLabel="Ending..."
            disabled={action.busy}
            onClick={() =>
              void end(
                sessions.map((s) => s.id),
                "end-all",
              )
            }
          >
            End all of {person.name}&apos;s sessions
          </SubmitButton>
        </>
      ) : null}
    </Modal>
  );
}

/** Changes a person's roles. */
function RolesDialog({
  person,
  canGiveOwner,
  onClose,
}: {
  person: TeamPerson;
  canGiveOwner: boolean;
  onClose: () => void;
}) {
  const [roles, setRoles] = useState<TeamRole[]>(person.roles);
  const action = useAdminAction<"save">();

  async function save() {
    const data = action.check(rolesUpdateSchema, { roles });
    if (!data) return;
    await action.run(
      "save",
      () => adminRequest(`/people/${person.id}/roles`, { method: "PUT", json: data }),
      {
        done: `${person.name} now has: ${rolesText(data.roles)}.`,
        failure: "form",
        onDone: onClose,
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={`${person.name}'s roles`} size="md">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
        className="flex flex-col gap-5"
      >
        <RoleChoices
          legend="Roles"
          value={roles}
          onChange={setRoles}
          // The owner role stays listed for someone who holds it, so it can be seen (and kept).
          canGiveOwner={canGiveOwner || person.roles.includes("owner")}
          error={action.errors.roles ?? action.errors.form}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <SubmitButton pending={action.busy}>Save roles</SubmitButton>
        </div>
      </form>
    </Modal>
  );
}

type Dialog =
  | { kind: "roles"; person: TeamPerson }
  | { kind: "sessions"; person: TeamPerson }
  | { kind: "remove"; person: TeamPerson }
  | { kind: "revoke"; invitation: TeamInvitation };

/**
 * The team: who is on it with which roles, invitations waiting to be accepted, and what an administrator
 * does about them (invite, change roles, end sessions, send a reset link, remove). The API enforces every
 * rule (only an owner gives the owner role; the last owner stays); this page offers what it allows.
 */
export function PeopleManager({
  people,
  invitations,
  meId,
  isOwner,
}: {
  people: TeamPerson[];
  invitations: TeamInvitation[];
  meId: number;
  isOwner: boolean;
}) {
  const [dialog, setDialog] = useState<Dialog>();
  const action = useAdminAction<`${"link" | "reset" | "remove" | "revoke"}-${number}`>();
  const busy = action.pending;
  /** Links issued during this visit (the API keeps only their hashes): invitation id → link. */
  const [links, setLinks] = useState<Record<number, string>>({});
  /** The link just made, shown where it was asked for: beside the invite form, or above the members. */
  const [notice, setNotice] = useState<{
    title: string;
    link: string;
    text: string;
    at: "invite" | "members";
  }>();

  const invited = (email: string, id: number, link: string) => {
    setLinks((l) => ({ ...l, [id]: link }));
    setNotice({
      title: `Invitation sent to ${email}`,
      link,
      text: "It is on its way by email. You can also hand over the link yourself: it works once, for 7 days.",
      at: "invite",
    });
  };

  /** A fresh link for a pending invitation: inviting the address again replaces the old link. */
  const newLink = (inv: TeamInvitation) =>
    action.run(
      `link-${inv.id}`,
      () =>
        adminRequest<{ invitation: TeamInvitation; link: string }>("/people/invitations", {
          json: { email: inv.email, name: inv.name ?? inv.email, roles: inv.roles },
        }),
      { onDone: (answer) => invited(answer.invitation.email, answer.invitation.id, answer.link) },
    );

  const resetLink = (person: TeamPerson) =>
    action.run(
      `reset-${person.id}`,
      () => adminRequest<{ link: string }>(`/people/${person.id}/reset-link`),
      {
        refresh: false,
        onDone: (answer) =>
          setNotice({
            title: `Password reset link for ${person.name}`,
            link: answer.link,
            text: "Hand it to them yourself: it works once, for an hour.",
            at: "members",
          }),
      },
    );

  const remove = (person: TeamPerson) =>
    action.run(`remove-${person.id}`, () => adminRequest(`/people/${person.id}`, { method: "DELETE" }), {
      done: `Removed ${person.name}. Their sessions have ended.`,
      onDone: () => setDialog(undefined),
    });

  const revoke = (inv: TeamInvitation) =>
    action.run(
      `revoke-${inv.id}`,
      () => adminRequest(`/people/invitations/${inv.id}`, { method: "DELETE" }),
      {
        done: `Revoked the invitation of ${inv.email}.`,
        onDone: () => setDialog(undefined),
      },
    );

  const columns: Column<TeamPerson>[] = [
    {
      header: "Name",
      cell: (p) => (
        <span className="font-semibold text-ink-950">
          {p.name}
          {p.id === meId ? <span className="ml-1.5 font-normal text-ink-600">(you)</span> : null}
        </span>
      ),
      className: "whitespace-nowrap",
    },
    // Kept on one line in the table; on a phone's card it breaks where it must (DataTable).
    { header: "Email", cell: (p) => p.email, className: "whitespace-nowrap" },
    { header: "Roles", cell: (p) => rolesText(p.roles) },
    {
      header: "Status",
      cell: (p) =>
        p.removed_at ? (
          <span className="text-ink-600">Removed {dateTime(p.removed_at)}</span>
        ) : (
          <span>
            Active
            <span className="block text-ink-600">
              {p.active_sessions === 1 ? "1 session" : `${p.active_sessions} sessions`}
              {p.passkeys ? ` · ${p.passkeys === 1 ? "1 passkey" : `${p.passkeys} passkeys`}` : ""}
            </span>
          </span>
        ),
      className: "whitespace-nowrap",
    },
    {
      header: "Actions",
      cell: (p) =>
        p.removed_at ? null : (
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog({ kind: "roles", person: p })}
              aria-label={`Change ${p.name}'s roles`}
            >
              Change roles
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDialog({ kind: "sessions", person: p })}
              aria-label={`${p.name}'s sessions`}
            >
              Sessions
            </Button>
            <SubmitButton
              size="sm"
              variant="ghost"
              pending={busy === `reset-${p.id}`}
              pendingLabel="Making..."
              onClick={() => void resetLink(p)}
              aria-label={`Make a password reset link for ${p.name}`}
            >
              Reset link
            </SubmitButton>
            {p.id === meId ? null : (
              <Button
                size="sm"
                variant="ghost"
                className="text-accent-700"
                onClick={() => setDialog({ kind: "remove", person: p })}
                aria-label={`Remove ${p.name}`}
              >
                Remove
              </Button>
            )}
          </div>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      {notice?.at === "members" ? (
        <LinkNotice title={notice.title} link={notice.link}>
          {notice.text}
        </LinkNotice>
      ) : null}

      <Section id="people-title" title="Team members">
        <DataTable
          caption="Team members, their roles and status"
          columns={columns}
          rows={people}
          rowKey={(p) => p.id}
          empty="Nobody is on the team yet."
        />
      </Section>

      <Section id="invitations-title" title="Pending invitations">
        {invitations.length === 0 ? (
          <EmptyNote>No invitations are waiting.</EmptyNote>
        ) : (
          <ul className="divide-y divide-ink-100 rounded-card border border-ink-200 bg-white shadow-card">
            {invitations.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-all text-ink-950">
                    {inv.name ? `${inv.name} · ` : ""}
                    {inv.email}
                  </p>
                  <p className="text-ink-600">
                    {rolesText(inv.roles)} · expires {dateTime(inv.expires_at)}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {links[inv.id] ? (
                    <CopyButton
                      value={links[inv.id]!}
                      label="Copy link"
                      ariaLabel={`Copy the invitation link of ${inv.email}`}
                      className="text-brand-700"
                    />
                  ) : (
                    <SubmitButton
                      size="sm"
                      variant="outline"
                      pending={busy === `link-${inv.id}`}
                      pendingLabel="Making..."
                      onClick={() => void newLink(inv)}
                      aria-label={`Make a new invitation link for ${inv.email}`}
                    >
                      New link to copy
                    </SubmitButton>
                  )}
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-accent-700"
                    onClick={() => setDialog({ kind: "revoke", invitation: inv })}
                    aria-label={`Revoke the invitation of ${inv.email}`}
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section
        id="invite-title"
        title="Invite someone"
        intro="They get an email with a link to choose their password. The link works once, for 7 days."
        card
      >
        {notice?.at === "invite" ? (
          <div className="mb-5">
            <LinkNotice title={notice.title} link={notice.link}>
              {notice.text}
            </LinkNotice>
          </div>
        ) : null}
        <InviteForm canGiveOwner={isOwner} onInvited={invited} />
      </Section>

      {dialog?.kind === "roles" ? (
        <RolesDialog person={dialog.person} canGiveOwner={isOwner} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog?.kind === "sessions" ? (
        <SessionsDialog person={dialog.person} onClose={() => setDialog(undefined)} />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === "remove"}
        title={dialog?.kind === "remove" ? `Remove ${dialog.person.name}?` : "Remove"}
        confirmLabel="Remove"
        busy={busy?.startsWith("remove-") ?? false}
        onConfirm={() => dialog?.kind === "remove" && void remove(dialog.person)}
        onClose={() => setDialog(undefined)}
      >
        {dialog?.kind === "remove" ? (
          <p>
            {dialog.person.name} ({dialog.person.email}) can no longer sign in, and every session they have
            open ends now. What they did stays in the audit trail.
          </p>
        ) : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === "revoke"}
        title="Revoke the invitation?"
        confirmLabel="Revoke"
        busy={busy?.startsWith("revoke-") ?? false}
        onConfirm={() => dialog?.kind === "revoke" && void revoke(dialog.invitation)}
        onClose={() => setDialog(undefined)}
      >
        {dialog?.kind === "revoke" ? (
          <p>The link sent to {dialog.invitation.email} stops working. You can invite them again later.</p>
        ) : null}
      </ConfirmDialog>
    </div>
  );
}
