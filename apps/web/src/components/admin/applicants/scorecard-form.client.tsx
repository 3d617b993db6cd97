"use client";

import { useState } from "react";
import { applicationScorecardSchema, type ApplicationScorecard } from "@site/contract";
import { SubmitButton } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { RadioGroup } from "@/components/ui/radio-group";
import { Textarea } from "@/components/ui/textarea";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

const SCORES = [
  { value: "1", label: "1 · No" },
  { value: "2", label: "2 · Unlikely" },
  { value: "3", label: "3 · Maybe" },
  { value: "4", label: "4 · Yes" },
  { value: "5", label: "5 · Strong yes" },
];

/** The signed-in reviewer's own scorecard: a score of 1 to 5 and a summary; saving again replaces it. */
export function ScorecardForm({ id, mine }: { id: number; mine: ApplicationScorecard | undefined }) {
  const hydrated = useHydrated();
  const action = useAdminAction<"score">();
  const submit = useRefocus(action.pending);
  const [score, setScore] = useState(mine ? String(mine.score) : "");
  const [summary, setSummary] = useState(mine?.summary ?? "");

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = action.check(applicationScorecardSchema, { score: score || undefined, summary });
    if (!data) return;
    void action.run(
      "score",
      () => adminRequest(`/applicants/${id}/scorecard`, { method: "PUT", json: data }),
      { done: `Your score of ${data.score} is saved.` },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label="Your scorecard">
      <RadioGroup
        name="score"
        label="Your score"
        options={SCORES}
        value={score}
        onChange={setScore}
        required
        inline
        error={action.errors.score}
      />
      <FormField id="applicant-score-summary" label="Summary" error={action.errors.summary}>
        <Textarea rows={3} maxLength={2000} value={summary} onChange={(e) => setSummary(e.target.value)} />
      </FormField>
      <SubmitButton
        ref={submit}
        pending={action.pending === "score"}
        awaitingCode={!hydrated}
        className="self-start"
      >
        Save my scorecard
      </SubmitButton>
    </form>
  );
}
