"use client";

import { useState } from "react";
import type { RetentionRunResult } from "@site/contract";
import { Button } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";

/**
 * "Run the purge now": what the daily job does, at once and for this site only, after one confirmation
 * (what it deletes cannot be brought back). The answer says how many applications went.
 */
export function SettingsPurge({ retentionDays }: { retentionDays: number }) {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string>();
  const action = useAdminAction<"purge">();
  // The outcome stays on the page (it is the answer to the question asked), not in a toast.
  const result = action.errors.form
    ? { ok: false, text: action.errors.form }
    : done && { ok: true, text: done };

  async function run() {
    setDone(undefined);
    await action.run("purge", () => adminRequest<RetentionRunResult>("/settings/retention/run"), {
      failure: "form",
      refresh: false,
      onDone: (answer) =>
        setDone(
          answer.purged === 0
            ? `Nothing to purge: no application is older than ${answer.retention_days} days.`
            : `Purged ${answer.purged} application${answer.purged === 1 ? "" : "s"} older than ${answer.retention_days} days, with their resumes.`,
        ),
    });
    setOpen(false);
  }

  return (
    <div className="flex flex-col items-start gap-3">
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Run the purge now
      </Button>
      <div role="status" aria-live="polite">
        {result ? (
          <p
            className={`rounded-xl px-4 py-3 text-sm ${result.ok ? "bg-success-50 text-success-600" : "bg-accent-50 text-accent-700"}`}
          >
            {result.text}
          </p>
        ) : null}
      </div>
      <ConfirmDialog
        open={open}
        title="Purge old applications now?"
        confirmLabel="Purge now"
        busy={action.busy}
        onConfirm={() => void run()}
        onClose={() => setOpen(false)}
      >
        <p>
          Every application received more than {retentionDays} days ago is deleted with its resume. This
          cannot be undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
