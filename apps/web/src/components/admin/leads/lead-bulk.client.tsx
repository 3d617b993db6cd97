"use client";

import { useEffect, useRef, useState } from "react";
import {
  adminLeadBulkSchema,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type AdminLeadBulkResult,
  type AdminLeadOwner,
} from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { notify } from "@/components/ui/toast";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useHydrated } from "@/hooks/use-hydrated";

/** The id of the form the leads' checkboxes belong to (their `form` attribute). */
export const LEAD_BULK_FORM = "lead-bulk";

const KEEP = "";
const NOBODY = "none";

function leadBoxes(form: HTMLFormElement | null): HTMLInputElement[] {
  return [...(form?.elements ?? [])].filter(
    (e): e is HTMLInputElement => e instanceof HTMLInputElement && e.name === "ids",
  );
}

const plural = (n: number) => (n === 1 ? "1 lead" : `${n} leads`);

/**
 * Assign or move the leads ticked on this page in one action (POST /admin/pipeline/bulk): each lead's
 * checkbox sits in its row (`form={LEAD_BULK_FORM}`); this bar is the form they belong to. Each lead
 * changed gets its own audit entry.
 */
export function LeadBulkBar({ count, owners }: { count: number; owners: AdminLeadOwner[] }) {
  const form = useRef<HTMLFormElement>(null);
  const [chosen, setChosen] = useState(0);
  const [owner, setOwner] = useState(KEEP);
  const [status, setStatus] = useState(KEEP);
  const [lostReason, setLostReason] = useState("");
  const action = useAdminAction<"apply">();
  const hydrated = useHydrated();
  const recount = () => setChosen(leadBoxes(form.current).filter((b) => b.checked).length);

  useEffect(() => {
    const heard = (e: Event) => {
      if (e.target instanceof HTMLInputElement && e.target.form === form.current) recount();
    };
    document.addEventListener("change", heard);
    return () => document.removeEventListener("change", heard);
  }, []);

  async function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = leadBoxes(form.current)
      .filter((b) => b.checked)
      .map((b) => Number(b.value));
    if (ids.length === 0) {
      notify.error("Tick the leads to change first.");
      return;
    }
    const data = action.check(adminLeadBulkSchema, {
      ids,
      ...(owner === KEEP ? {} : { owner_id: owner === NOBODY ? null : Number(owner) }),
      ...(status === KEEP ? {} : { status }),
      ...(status === "lost" ? { lost_reason: lostReason } : {}),
    });
    if (!data) return;
    await action.run("apply", () => adminRequest<AdminLeadBulkResult>("/pipeline/bulk", { json: data }), {
      done: (result) =>
        `Changed ${plural(result.updated)}.${result.missing.length ? ` ${plural(result.missing.length)} had gone.` : ""}`,
      onDone: () => {
        for (const b of leadBoxes(form.current)) b.checked = false;
        setChosen(0);
      },
    });
  }

  return (
    <form
      id={LEAD_BULK_FORM}
      ref={form}
      onSubmit={apply}
      noValidate
      aria-label="Change the ticked leads"
      className="mb-4 flex flex-col gap-3 rounded-card border border-ink-200 bg-white px-4 py-3 shadow-card"
    >
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm font-semibold text-ink-900">
          <input
            type="checkbox"
            className="size-5 accent-brand-600"
            checked={count > 0 && chosen === count}
            onChange={(e) => {
              for (const b of leadBoxes(form.current)) b.checked = e.target.checked;
              recount();
            }}
          />
          Select all {count} on this page
        </label>
        <span className="text-sm text-ink-600" role="status">
          {chosen ? `${plural(chosen)} ticked` : "None ticked"}
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
        <FormField id="bulk-owner" label="Owner" error={action.errors.owner_id}>
          <Select
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            options={[
              { value: KEEP, label: "Keep each owner" },
              { value: NOBODY, label: "Nobody" },
              ...owners.map((o) => ({ value: String(o.id), label: o.name })),
            ]}
          />
        </FormField>
        <FormField id="bulk-status" label="Status" error={action.errors.status}>
          <Select
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: KEEP, label: "Keep each status" },
              ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] })),
            ]}
          />
        </FormField>
        {status === "lost" ? (
          <FormField id="bulk-lost-reason" label="Why were they lost?" error={action.errors.lost_reason}>
            <TextInput value={lostReason} onChange={(e) => setLostReason(e.target.value)} maxLength={500} />
          </FormField>
        ) : (
          <span className="hidden lg:block" />
        )}
        <SubmitButton
          size="sm"
          pending={action.pending === "apply"}
          pendingLabel="Changing..."
          awaitingCode={!hydrated}
        >
          Apply to ticked
        </SubmitButton>
      </div>
    </form>
  );
}
