"use client";

import { useEffect, useId, useState } from "react";
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import { PASSKEY_MESSAGES, formatDate, passkeyRegisterRequestSchema, type TeamPasskey } from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Modal } from "@/components/ui/modal";
import { TextInput } from "@/components/ui/text-input";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { passkeyProblem } from "./passkey-problem";

const nameSchema = passkeyRegisterRequestSchema.pick({ name: true });

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso)}</time>;
}

/**
 * The account page's passkeys: each one's name, when it was added and last used; "Add a passkey" with a
 * name of the person's choosing (the browser then makes the passkey); removing one after a confirmation.
 * The list is read from GET /api/admin/me/passkeys unless the page hands it over.
 */
export function PasskeyManager({
  hasPassword,
  initialPasskeys,
}: {
  hasPassword: boolean;
  initialPasskeys?: TeamPasskey[];
}) {
  const hydrated = useHydrated();
  const supported = !hydrated || browserSupportsWebAuthn();
  const nameId = useId();
  const problemId = useId();
  const [passkeys, setPasskeys] = useState<TeamPasskey[] | undefined>(initialPasskeys);
  const [name, setName] = useState("");
  const [status, setStatus] = useState("");
  const [loadProblem, setLoadProblem] = useState<string>();
  const [removing, setRemoving] = useState<TeamPasskey>();
  const action = useAdminAction<"add" | "remove">();
  const adding = action.pending === "add";
  const removeBusy = action.pending === "remove";
  // A refused name shows at the field; any other problem (the prompt closed, the API's refusal) below.
  const nameError = action.errors.name;
  const problem = nameError ? undefined : (action.errors.form ?? loadProblem);

  useEffect(() => {
    if (initialPasskeys) return;
    const abort = new AbortController();
    adminRequest<TeamPasskey[]>("/me/passkeys", { method: "GET", signal: abort.signal })
      .then(setPasskeys)
      .catch((err: unknown) => {
        if ((err as Error).name !== "AbortError") setLoadProblem(passkeyProblem(err));
      });
    return () => abort.abort();
  }, [initialPasskeys]);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    const data = action.check(nameSchema, { name });
    if (!data) return;
    if (!browserSupportsWebAuthn()) {
      action.setErrors({ form: PASSKEY_MESSAGES.unsupported });
      return;
    }
    setStatus("Waiting for your passkey. Follow your browser's prompt.");
    const added = await action.run(
      "add",
      async () => {
        const optionsJSON =
          await adminRequest<PublicKeyCredentialCreationOptionsJSON>("/me/passkeys/options");
        const response = await startRegistration({ optionsJSON });
        return adminRequest<TeamPasskey>("/me/passkeys/verify", { json: { response, name: data.name } });
      },
      {
        failure: "form",
        describe: passkeyProblem,
        onDone: (key) => {
          setPasskeys((list) => [...(list ?? []), key]);
          setName("");
          setStatus(`Passkey “${key.name}” added. You can sign in with it from now on.`);
        },
      },
    );
    if (!added) setStatus("");
  }

  async function remove() {
    if (!removing) return;
    const key = removing;
    await action.run("remove", () => adminRequest(`/me/passkeys/${key.id}`, { method: "DELETE" }), {
      failure: "form",
      describe: passkeyProblem,
      onDone: () => {
        setPasskeys((list) => list?.filter((k) => k.id !== key.id));
        setStatus(`Passkey “${key.name}” removed.`);
      },
    });
    setRemoving(undefined);
  }

  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-ink-700">
        A passkey signs you in with this device&apos;s screen lock, your phone or a security key.{" "}
        {hasPassword
          ? "Once you have one, it is asked for after your password, and it can also sign you in on its own."
          : "It is how you sign in: keep at least one."}
      </p>

      {passkeys === undefined ? (
        <p className="text-sm text-ink-600">{problem ? "" : "Loading your passkeys..."}</p>
      ) : passkeys.length === 0 ? (
        <p className="text-sm text-ink-600">You have no passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="divide-y divide-ink-100 rounded-card border border-ink-200">
          {passkeys.map((k) => (
            <li key={k.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-40 flex-1">
                <p className="font-semibold break-words text-ink-950">{k.name}</p>
                <p className="text-sm text-ink-600">
                  Added <When iso={k.created_at} />
                  {" · "}
                  {k.last_used_at ? (
                    <>
                      Last used <When iso={k.last_used_at} />
                    </>
                  ) : (
                    "Not used yet"
                  )}
                </p>
              </div>
              <Button
                size="sm"
                variant="ghost"
                onClick={() => setRemoving(k)}
                aria-label={`Remove passkey ${k.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}

      <form noValidate onSubmit={add} className="flex flex-col gap-3">
        <FormField
          id={nameId}
          label="Name of the new passkey"
          required
          error={nameError}
          hint="Where it lives, for example “Work laptop” or “Phone”."
          className="sm:max-w-md"
        >
          <TextInput
            value={name}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <SubmitButton
          pending={adding}
          pendingLabel="Waiting for your passkey..."
          aria-describedby={problem ? problemId : undefined}
          className="self-start"
          disabled={!supported}
        >
          Add a passkey
        </SubmitButton>
      </form>

      <div className="flex flex-col gap-1 text-sm">
        <p role="status" aria-live="polite" className="text-ink-700">
          {status}
        </p>
        <p id={problemId} aria-live="assertive" className="font-medium text-accent-600">
          {problem ?? (supported ? "" : PASSKEY_MESSAGES.unsupported)}
        </p>
      </div>

      <Modal
        open={!!removing}
        onClose={() => !removeBusy && setRemoving(undefined)}
        title="Remove this passkey?"
        size="sm"
      >
        <div className="flex flex-col gap-5">
          <p className="text-ink-700">
            “{removing?.name}” will no longer sign you in. The passkey may stay on the device until you delete
            it there too.
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setRemoving(undefined)} disabled={removeBusy}>
              Cancel
            </Button>
            <SubmitButton
              variant="accent"
              pending={removeBusy}
              pendingLabel="Removing..."
              onClick={() => void remove()}
            >
              Remove passkey
            </SubmitButton>
          </div>
        </div>
      </Modal>
    </div>
  );
}
