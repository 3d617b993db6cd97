"use client";

import { useState } from "react";
import { applicationNoteSchema } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

/** Adds a note for the team to the application's history (never shown to the candidate). */
export function NoteForm({ id }: { id: number }) {
  const hydrated = useHydrated();
  const action = useAdminAction<"note">();
  const submit = useRefocus(action.pending);
  const [body, setBody] = useState("");

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(applicationNoteSchema, { body });
    if (!data) return;
    void action.run("note", () => adminRequest(`/applicants/${id}/notes`, { json: data }), {
      done: "Note added.",
      onDone: () => setBody(""),
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Add a note">
      <FormField
        id="applicant-note"
        label="Note"
        required
        error={action.errors.body}
        hint="For the team only: the candidate never sees notes."
      >
        <Textarea rows={3} maxLength={4000} value={body} onChange={(e) => setBody(e.target.value)} />
      </FormField>
      <SubmitButton
        ref={submit}
        pending={action.pending === "note"}
        awaitingCode={!hydrated}
        className="self-start"
      >
        Add note
      </SubmitButton>
    </form>
  );
}
