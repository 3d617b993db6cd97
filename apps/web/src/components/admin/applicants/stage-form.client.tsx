"use client";

import { useState } from "react";
import {
  APPLICATION_STAGES,
  CLOSED_STAGES,
  STAGE_LABELS,
  applicationStageSchema,
  type AdminApplicantDetail,
  type ApplicationStage,
} from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

const OPTIONS = APPLICATION_STAGES.map((s) => ({ value: s, label: STAGE_LABELS[s] }));

/**
 * Moves the application to a stage: a rejection asks for its reason; an open stage takes a reply-by
 * date (empty: the stage's default; an interview's at most 45 days on, which the field says).
 */
export function StageForm({ applicant }: { applicant: AdminApplicantDetail }) {
  const hydrated = useHydrated();
  const action = useAdminAction<"stage">();
  const submit = useRefocus(action.pending);
  const [stage, setStage] = useState<ApplicationStage>(applicant.stage);
  const [reason, setReason] = useState(applicant.rejection_reason ?? "");
  const [replyBy, setReplyBy] = useState("");
  const closed = CLOSED_STAGES.includes(stage);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(applicationStageSchema, {
      stage,
      ...(stage === "rejected" ? { reason } : {}),
      ...(!closed && replyBy ? { reply_by: replyBy } : {}),
    });
    if (!data) return;
    void action.run("stage", () => adminRequest(`/applicants/${applicant.id}/stage`, { json: data }), {
      done: `Moved to ${STAGE_LABELS[stage]}.`,
      onDone: () => setReplyBy(""),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Stage">
      <FormField id="applicant-stage" label="Stage" required error={action.errors.stage}>
        <Select
          options={OPTIONS}
          value={stage}
          onChange={(e) => setStage(e.target.value as ApplicationStage)}
        />
      </FormField>
      {stage === "rejected" ? (
        <FormField
          id="applicant-reason"
          label="Reason for the rejection"
          required
          error={action.errors.reason}
          hint="For the team only: the candidate never sees it."
        >
          <Textarea rows={3} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormField>
      ) : null}
      {!closed ? (
        <FormField
          id="applicant-reply-by"
          label="Reply by"
          error={action.errors.reply_by}
          hint={
            stage === "interview"
              ? "Empty: 14 days from today. After an interview the candidate hears back within 45 days."
              : "Empty: the stage's usual delay from today."
          }
        >
          <TextInput type="date" value={replyBy} onChange={(e) => setReplyBy(e.target.value)} />
        </FormField>
      ) : null}
      <SubmitButton
        ref={submit}
        pending={action.pending === "stage"}
        pendingLabel="Saving..."
        awaitingCode={!hydrated}
        className="self-start"
      >
        Save stage
      </SubmitButton>
    </form>
  );
}
