"use client";

import { useEffect, useRef, useState } from "react";
import {
  adminLeadUpdateSchema,
  LEAD_STATUSES,
  LEAD_STATUS_LABELS,
  type AdminLead,
  type AdminLeadOwner,
  type LeadStatus,
} from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useHydrated } from "@/hooks/use-hydrated";
import { ErrorSummary, summaryOf } from "../shell/error-summary";

const IDS = {
  status: "lead-status",
  lost_reason: "lead-lost-reason",
  owner_id: "lead-owner",
  follow_up_on: "lead-follow-up",
  notes: "lead-notes",
} as const;

/**
 * A lead's work: its status (lost with a reason), owner, follow-up date and notes, saved together
 * (PUT /admin/pipeline/:id, audited with the values before and after). After a save the page is
 * re-rendered from the server and the focus stays on the Save button, where the person was.
 */
export function LeadEditor({ lead, owners }: { lead: AdminLead; owners: AdminLeadOwner[] }) {
  const [status, setStatus] = useState<LeadStatus>(lead.status);
  const [lostReason, setLostReason] = useState(lead.lost_reason ?? "");
  const [owner, setOwner] = useState(lead.owner ? String(lead.owner.id) : "");
  const [followUp, setFollowUp] = useState(lead.follow_up_on ?? "");
  const [notes, setNotes] = useState(lead.notes);
  const save = useRef<HTMLButtonElement>(null);
  const action = useAdminAction<"save">();
  const hydrated = useHydrated();
  const errors = action.errors;
  // The button is disabled while saving, which takes the focus away: it goes back once it is enabled.
  const refocus = useRef(false);
  useEffect(() => {
    if (action.pending === null && refocus.current) {
      refocus.current = false;
      save.current?.focus();
    }
  }, [action.pending]);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(adminLeadUpdateSchema, {
      status,
      ...(status === "lost" ? { lost_reason: lostReason } : {}),
      owner_id: owner ? Number(owner) : null,
      follow_up_on: followUp || null,
      notes,
    });
    if (!data) return;
    refocus.current = true;
    await action.run(
      "save",
      () => adminRequest<AdminLead>(`/pipeline/${lead.id}`, { method: "PUT", json: data }),
      {
        done: "Lead saved.",
        failure: "form",
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Work on this lead" className="flex flex-col gap-4">
      <ErrorSummary title="The lead could not be saved" errors={summaryOf(errors, IDS)} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={IDS.status} label="Status" error={errors.status}>
          <Select
            value={status}
            onChange={(e) => setStatus(e.target.value as LeadStatus)}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
          />
        </FormField>
        <FormField id={IDS.owner_id} label="Owner" error={errors.owner_id}>
          <Select
            value={owner}
            onChange={(e) => setOwner(e.target.value)}
            placeholder="Nobody yet"
            options={owners.map((o) => ({ value: String(o.id), label: o.name }))}
          />
        </FormField>
      </div>
      {status === "lost" ? (
        <FormField id={IDS.lost_reason} label="Why was it lost?" required error={errors.lost_reason}>
          <TextInput value={lostReason} onChange={(e) => setLostReason(e.target.value)} maxLength={500} />
        </FormField>
      ) : null}
      <FormField
        id={IDS.follow_up_on}
        label="Follow up on"
        hint="Its owner gets an e-mail that morning (UTC) listing what is due."
        error={errors.follow_up_on}
      >
        <TextInput type="date" value={followUp} onChange={(e) => setFollowUp(e.target.value)} />
      </FormField>
      <FormField id={IDS.notes} label="Notes" error={errors.notes}>
        <Textarea rows={5} value={notes} onChange={(e) => setNotes(e.target.value)} maxLength={5000} />
      </FormField>
      <div>
        <SubmitButton ref={save} pending={action.pending === "save"} awaitingCode={!hydrated}>
          Save
        </SubmitButton>
      </div>
    </form>
  );
}
