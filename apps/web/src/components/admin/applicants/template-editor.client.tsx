"use client";

import { useState } from "react";
import { recruitingTemplateSchema, type RecruitingTemplate } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { TextInput } from "@/components/ui/text-input";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

/** One candidate e-mail template: its subject and text, with the placeholders filled when it is sent. */
export function TemplateEditor({ template }: { template: RecruitingTemplate }) {
  const hydrated = useHydrated();
  const action = useAdminAction<"save">();
  const submit = useRefocus(action.pending);
  const [subject, setSubject] = useState(template.subject);
  const [body, setBody] = useState(template.body);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(recruitingTemplateSchema, { subject, body });
    if (!data) return;
    void action.run(
      "save",
      () => adminRequest(`/applicants/templates/${template.kind}`, { method: "PUT", json: data }),
      { done: `“${template.label}” saved.` },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={template.label}>
      <FormField
        id={`template-${template.kind}-subject`}
        label="Subject"
        required
        error={action.errors.subject}
      >
        <TextInput maxLength={200} value={subject} onChange={(e) => setSubject(e.target.value)} />
      </FormField>
      <FormField id={`template-${template.kind}-body`} label="Message" required error={action.errors.body}>
        <Textarea rows={10} maxLength={10_000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      <SubmitButton
        ref={submit}
        pending={action.pending === "save"}
        awaitingCode={!hydrated}
        className="self-start"
      >
        Save “{template.label}”
      </SubmitButton>
    </form>
  );
}
