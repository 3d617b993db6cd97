"use client";

import { useState } from "react";
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
import { countOf, TickAll, useTicked } from "../lists/ticked.client";

/** The id of the form the leads' checkboxes belong to (their `form` attribute). */
export const LEAD_BULK_FORM = "lead-bulk";

const KEEP = "";
const NOBODY = "none";

const LEADS = ["lead", "leads"] as const;
const plural = countOf(LEADS);

/**
 * Assign or move the leads ticked on this page in one action (POST /admin/pipeline/bulk): each lead's
 * checkbox sits in its row (`form={LEAD_BULK_FORM}`); this bar is the form they belong to. Each lead
 * changed gets its own audit entry.
 */
export function LeadBulkBar({ count, owners }: { count: number; owners: AdminLeadOwner[] }) {
  const { form, chosen, ids: tickedIds, setAll, clear } = useTicked();
  const [owner, setOwner] = useState(KEEP);
  const [status, setStatus] = useState(KEEP);
  const [lostReason, setLostReason] = useState("");
  const action = useAdminAction<"apply">();
  const hydrated = useHydrated();

  async function apply(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const ids = tickedIds();
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
        clear();
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
        <TickAll chosen={chosen} setAll={setAll} count={count} noun={LEADS} />
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
