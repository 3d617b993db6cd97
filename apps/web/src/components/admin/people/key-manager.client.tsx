"use client";

import { useState } from "react";
import { apiKeyRequestSchema, type TeamApiKey, type TeamRole } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { rolesText } from "@/lib/admin/sections";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";
import { DataTable, type Column } from "../lists/data-table";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { ShownOnce } from "../shell/shown-once";
import { RoleChoices } from "./role-choices.client";
import { Section } from "../shell/section";

/**
 * Keys for machines (scripts, integrations): made with a name and one role, the secret shown once here
 * (the API keeps only its hash), listed by their prefix, revoked for good.
 */
export function KeyManager({ keys, isOwner }: { keys: TeamApiKey[]; isOwner: boolean }) {
  const [name, setName] = useState("");
  const [roles, setRoles] = useState<TeamRole[]>([]);
  const [made, setMade] = useState<{ key: TeamApiKey; token: string }>();
  const [revoking, setRevoking] = useState<TeamApiKey>();
  const action = useAdminAction<"make" | "revoke">();
  const errors = action.errors;

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(apiKeyRequestSchema, { name, roles });
    if (!data) return;
    await action.run(
      "make",
      () => adminRequest<{ key: TeamApiKey; token: string }>("/keys", { json: data }),
      {
        failure: "form",
        onDone: (answer) => {
          setMade(answer);
          setName("");
          setRoles([]);
        },
      },
    );
  }

  async function revoke(key: TeamApiKey) {
    await action.run("revoke", () => adminRequest(`/keys/${key.id}`, { method: "DELETE" }), {
      done: `Revoked "${key.name}". Calls with it are refused from now on.`,
      onDone: () => {
        if (made?.key.id === key.id) setMade(undefined);
        setRevoking(undefined);
      },
    });
  }

  const columns: Column<TeamApiKey>[] = [
    { header: "Name", cell: (k) => <span className="font-semibold text-ink-950">{k.name}</span> },
    {
      header: "Key",
      // The API's prefix ends with its own ellipsis: the rest of the key is never shown again.
      cell: (k) => <code className="rounded bg-ink-100 px-1.5 py-0.5 text-xs">{k.prefix}</code>,
      className: "whitespace-nowrap",
    },
    { header: "Role", cell: (k) => rolesText(k.roles) },
    { header: "Made", cell: (k) => dateTime(k.created_at), className: "whitespace-nowrap" },
    {
      header: "Last used",
      cell: (k) => (k.last_used_at ? dateTime(k.last_used_at) : "Never"),
      className: "whitespace-nowrap",
    },
    {
      header: "Status",
      cell: (k) =>
        k.revoked_at ? (
          <span className="text-ink-600">Revoked {dateTime(k.revoked_at)}</span>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            className="text-accent-700"
            onClick={() => setRevoking(k)}
            aria-label={`Revoke the key "${k.name}"`}
          >
            Revoke
          </Button>
        ),
      className: "whitespace-nowrap",
    },
  ];

  return (
    <div className="flex flex-col gap-8">
      {made ? (
        <ShownOnce
          title={`The key "${made.key.name}"`}
          warning={`Anyone holding it can do what the ${rolesText(made.key.roles)} role allows.`}
          value={made.token}
          copyLabel="Copy key"
          testId="new-key"
          onDone={() => setMade(undefined)}
        >
          Send it as <code className="rounded bg-ink-100 px-1">Authorization: Bearer &lt;key&gt;</code>.
        </ShownOnce>
      ) : null}

      <Section id="keys-title" title="Keys">
        <DataTable
          caption="API keys"
          columns={columns}
          rows={keys}
          rowKey={(k) => k.id}
          empty="No keys yet."
        />
      </Section>

      <Section
        id="make-key-title"
        title="Make a key"
        intro="For a script or a service, never for a person: people sign in with their own account."
        card
      >
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <ErrorSummary
            title="No key was made"
            errors={summaryOf(errors, { name: "key-name", roles: "key-role" })}
          />
          <FormField
            id="key-name"
            label="Name"
            required
            error={errors.name}
            hint="What uses it, so you know what breaks when you revoke it."
            className="max-w-md"
          >
            <TextInput maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
          </FormField>
          <div id="key-role" tabIndex={-1}>
            <RoleChoices
              legend="Role"
              value={roles}
              onChange={setRoles}
              canGiveOwner={isOwner}
              multiple={false}
              error={errors.roles}
            />
          </div>
          <SubmitButton pending={action.pending === "make"} pendingLabel="Making..." className="self-start">
            Make key
          </SubmitButton>
        </form>
      </Section>

      <ConfirmDialog
        open={!!revoking}
        title={`Revoke "${revoking?.name ?? ""}"?`}
        confirmLabel="Revoke"
        busy={action.pending === "revoke"}
        onConfirm={() => revoking && void revoke(revoking)}
        onClose={() => setRevoking(undefined)}
      >
        <p>Whatever uses this key is refused from now on. A revoked key cannot be brought back.</p>
      </ConfirmDialog>
    </div>
  );
}
