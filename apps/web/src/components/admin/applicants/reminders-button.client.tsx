"use client";

import { SubmitButton } from "@/components/ui/button";
import { useHydrated } from "@/hooks/use-hydrated";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { useRefocus } from "./use-refocus";

/** Sends today's reply-by reminders at once, as the daily job does. */
export function RemindersButton() {
  const hydrated = useHydrated();
  const action = useAdminAction<"remind">();
  const submit = useRefocus(action.pending);
  return (
    <SubmitButton
      ref={submit}
      size="sm"
      variant="outline"
      pending={action.pending === "remind"}
      pendingLabel="Sending..."
      awaitingCode={!hydrated}
      onClick={() =>
        void action.run(
          "remind",
          () => adminRequest<{ candidates: number; mails: number }>("/applicants/reminders"),
          {
            done: (r) =>
              r.candidates === 0
                ? "No candidate is past their reply-by date."
                : `Reminder sent to ${r.mails} recruiter${r.mails === 1 ? "" : "s"} about ${r.candidates} candidate${r.candidates === 1 ? "" : "s"}.`,
          },
        )
      }
    >
      Send reminders now
    </SubmitButton>
  );
}
