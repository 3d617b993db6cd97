"use client";

import { useState } from "react";
import {
  WEBHOOK_EVENTS,
  WEBHOOK_EVENT_LABELS,
  webhookEndpointSchema,
  type AdminWebhookEndpoint,
  type AdminWebhookEndpointMade,
  type WebhookEvent,
} from "@site/contract";
import { Button, SubmitButton } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { dateTime } from "@/lib/admin/format";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useHydrated } from "@/hooks/use-hydrated";
import { ErrorSummary, summaryOf } from "../shell/error-summary";
import { ShownOnce } from "../shell/shown-once";

const IDS = { url: "webhook-url", secret: "webhook-secret", events: "webhook-events" } as const;

/**
 * The addresses told of new leads and applications: add one with its signing secret (typed, or left
 * empty for the API to make one, shown here once; kept by the API, never answered again) and the
 * events it wants; remove one. Each change is audited.
 */
export function WebhookManager({ endpoints }: { endpoints: AdminWebhookEndpoint[] }) {
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState("");
  const [events, setEvents] = useState<WebhookEvent[]>([...WEBHOOK_EVENTS]);
  const [madeSecret, setMadeSecret] = useState<{ url: string; secret: string }>();
  const action = useAdminAction<"add" | `remove-${number}`>();
  const hydrated = useHydrated();
  const errors = action.errors;

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(webhookEndpointSchema, { url, secret, events });
    if (!data) return;
    await action.run("add", () => adminRequest<AdminWebhookEndpointMade>("/webhooks", { json: data }), {
      done: (made) => `Added ${made.url}.`,
      failure: "form",
      onDone: (made) => {
        setUrl("");
        setSecret("");
        setMadeSecret(made.secret ? { url: made.url, secret: made.secret } : undefined);
      },
    });
  }

  return (
    <div className="flex flex-col gap-6">
      {madeSecret ? (
        <ShownOnce
          title={`The signing secret of ${madeSecret.url}`}
          warning="Anyone holding it can sign deliveries your receiver will believe."
          value={madeSecret.secret}
          copyLabel="Copy secret"
          testId="new-webhook-secret"
          onDone={() => setMadeSecret(undefined)}
        >
          Your receiver checks each delivery&apos;s X-Cobaltline-Signature with it.
        </ShownOnce>
      ) : null}
      {endpoints.length ? (
        <ul className="flex flex-col gap-3" aria-label="Addresses">
          {endpoints.map((e) => (
            <li
              key={e.id}
              className="flex flex-col gap-2 rounded-lg border border-ink-200 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-semibold break-all text-ink-950">{e.url}</p>
                <p className="text-sm text-ink-600">
                  {e.events.map((ev) => WEBHOOK_EVENT_LABELS[ev]).join(", ")} · added {dateTime(e.created_at)}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={action.busy || !hydrated}
                aria-label={`Remove ${e.url}`}
                onClick={() =>
                  void action.run(
                    `remove-${e.id}`,
                    () => adminRequest(`/webhooks/${e.id}`, { method: "DELETE" }),
                    {
                      done: `Removed ${e.url}. Nothing more is sent to it.`,
                    },
                  )
                }
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-ink-600">No address yet.</p>
      )}
      <form onSubmit={add} noValidate aria-label="Add an address" className="flex flex-col gap-4">
        <ErrorSummary title="The address could not be added" errors={summaryOf(errors, IDS)} />
        <FormField id={IDS.url} label="Address (URL)" required error={errors.url}>
          <TextInput type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://" />
        </FormField>
        <FormField
          id={IDS.secret}
          label="Signing secret"
          hint="Leave it empty to have one made, shown once after adding; or type 24 to 200 characters. Each delivery carries X-Cobaltline-Signature: t=<time>,v1=<HMAC-SHA256 of “<time>.<body>” with it>."
          error={errors.secret}
        >
          <TextInput
            type="password"
            autoComplete="off"
            value={secret}
            onChange={(e) => setSecret(e.target.value)}
          />
        </FormField>
        <fieldset id={IDS.events} tabIndex={-1}>
          <legend className="mb-2 text-sm font-semibold text-ink-900">Tell it of</legend>
          {WEBHOOK_EVENTS.map((ev) => (
            <Checkbox
              key={ev}
              label={WEBHOOK_EVENT_LABELS[ev]}
              checked={events.includes(ev)}
              onCheckedChange={(on) => setEvents((now) => (on ? [...now, ev] : now.filter((x) => x !== ev)))}
            />
          ))}
          {errors.events ? <p className="mt-1 text-sm text-danger-600">{errors.events}</p> : null}
        </fieldset>
        <div>
          <SubmitButton pending={action.pending === "add"} pendingLabel="Adding..." awaitingCode={!hydrated}>
            Add address
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
