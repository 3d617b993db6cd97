"use client";

import { useRef, useState } from "react";
import { redirectInputSchema, type Redirect } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ErrorSummary, summaryOf } from "../shell/error-summary";

const STATUS_OPTIONS = [
  { value: "301", label: "301: moved for good" },
  { value: "302", label: "302: moved for now" },
];

/**
 * A redirect's form: new (`redirect` absent) or an edit of one. The old address may be a pattern
 * (`/old/:slug`) whose `:name` parts the new address can reuse. After a save the focus stays in the
 * form (its first field), ready for the next one.
 */
export function RedirectForm({
  redirect,
  from = "",
  idPrefix = "redirect",
  onDone,
}: {
  redirect?: Redirect;
  from?: string;
  idPrefix?: string;
  onDone?: () => void;
}) {
  const [fromPath, setFromPath] = useState(redirect?.from_path ?? from);
  const [toPath, setToPath] = useState(redirect?.to_path ?? "");
  const [status, setStatus] = useState(String(redirect?.status ?? 301));
  const first = useRef<HTMLInputElement>(null);
  const action = useAdminAction<"save">();
  const errors = action.errors;
  const ids = { from_path: `${idPrefix}-from`, to_path: `${idPrefix}-to`, status: `${idPrefix}-status` };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(redirectInputSchema, { from_path: fromPath, to_path: toPath, status });
    if (!data) return;
    await action.run(
      "save",
      () =>
        adminRequest<Redirect>(redirect ? `/redirects/${redirect.id}` : "/redirects", {
          method: redirect ? "PUT" : "POST",
          json: data,
        }),
      {
        failure: "form",
        done: (r) => `${r.from_path} now answers ${r.status} to ${r.to_path}.`,
        onDone: () => {
          if (!redirect) {
            setFromPath("");
            setToPath("");
          }
          onDone?.();
          first.current?.focus();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <ErrorSummary title="The redirect was not saved" errors={summaryOf(errors, ids)} />
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_14rem]">
        <FormField
          id={ids.from_path}
          label="Old address"
          required
          error={errors.from_path}
          hint="A path such as /blog/old-name, or a pattern such as /old/:slug"
        >
          <TextInput
            ref={first}
            value={fromPath}
            onChange={(e) => setFromPath(e.target.value)}
            maxLength={300}
          />
        </FormField>
        <FormField
          id={ids.to_path}
          label="New address"
          required
          error={errors.to_path}
          hint="A path such as /blog/:slug, or a full https:// address"
        >
          <TextInput value={toPath} onChange={(e) => setToPath(e.target.value)} maxLength={500} />
        </FormField>
        <FormField id={ids.status} label="Kind" error={errors.status}>
          <Select options={STATUS_OPTIONS} value={status} onChange={(e) => setStatus(e.target.value)} />
        </FormField>
      </div>
      <SubmitButton pending={action.pending === "save"} pendingLabel="Saving..." className="self-start">
        {redirect ? "Save redirect" : "Add redirect"}
      </SubmitButton>
    </form>
  );
}
