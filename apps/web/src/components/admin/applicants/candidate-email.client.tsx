"use client";

import Link from "next/link";
import { useState } from "react";
import { sendTemplateSchema, type AdminApplicantDetail, type RecruitingTemplateKind } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Select } from "@/components/ui/select";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

/** Sends the candidate one of the team's templates (through the API's job queue); the history records it. */
export function CandidateEmail({ applicant }: { applicant: AdminApplicantDetail }) {
  const hydrated = useHydrated();
  const action = useAdminAction<"send">();
  const submit = useRefocus(action.pending);
  const suggested: RecruitingTemplateKind =
    applicant.stage === "interview" ? "interview" : applicant.stage === "rejected" ? "rejection" : "received";
  const [template, setTemplate] = useState<RecruitingTemplateKind>(suggested);
  const label = applicant.templates.find((t) => t.kind === template)?.label ?? template;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(sendTemplateSchema, { template });
    if (!data) return;
    void action.run("send", () => adminRequest(`/applicants/${applicant.id}/email`, { json: data }), {
      done: `“${label}” is on its way to ${applicant.email}.`,
    });
  }

  if (!applicant.can_email) {
    return (
      <p className="text-sm text-ink-600">
        E-mail is not configured on this server, so messages cannot be sent from here. Write to{" "}
        <a className="text-brand-600 underline" href={`mailto:${applicant.email}`}>
          {applicant.email}
        </a>
        .
      </p>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="E-mail the candidate">
      <FormField
        id="applicant-template"
        label="Template"
        required
        error={action.errors.template}
        hint={
          <>
            Edit the wording in{" "}
            <Link href="/admin/applicants/templates" className="text-brand-600 underline">
              e-mail templates
            </Link>
            .
          </>
        }
      >
        <Select
          options={applicant.templates.map((t) => ({ value: t.kind, label: t.label }))}
          value={template}
          onChange={(e) => setTemplate(e.target.value as RecruitingTemplateKind)}
        />
      </FormField>
      <SubmitButton
        ref={submit}
        pending={action.pending === "send"}
        pendingLabel="Sending..."
        awaitingCode={!hydrated}
        className="self-start"
      >
        Send to the candidate
      </SubmitButton>
    </form>
  );
}
