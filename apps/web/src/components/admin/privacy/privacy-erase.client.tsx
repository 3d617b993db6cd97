"use client";

import { useState } from "react";
import type { PrivacyCounts, PrivacyErased } from "@site/contract";
import { Button } from "@/components/ui/button";
import { adminRequest } from "@/lib/admin/admin-request";
import { useAdminAction } from "@/lib/admin/use-admin-action";
import { ConfirmDialog } from "../shell/confirm-dialog.client";
import { describeCounts } from "./privacy-counts";

/**
 * "Erase everything": asks once more, naming the address and what goes, then erases it all in one step
 * (the API records it in the audit trail) and shows the page again, now holding nothing.
 */
export function PrivacyErase({ email, counts }: { email: string; counts: PrivacyCounts }) {
  const [open, setOpen] = useState(false);
  const action = useAdminAction<"erase">();

  const erase = () =>
    action.run("erase", () => adminRequest<PrivacyErased>("/privacy/erase", { json: { email } }), {
      done: (answer) => `Erased everything held for ${answer.email}: ${describeCounts(answer.erased)}.`,
      onDone: () => setOpen(false),
    });

  return (
    <>
      <Button variant="accent" size="sm" onClick={() => setOpen(true)}>
        Erase everything
      </Button>
      <ConfirmDialog
        open={open}
        title="Erase everything held for this address?"
        confirmLabel="Erase everything"
        busy={action.busy}
        onConfirm={() => void erase()}
        onClose={() => setOpen(false)}
      >
        <p>
          Everything held for <strong className="break-all text-ink-950">{email}</strong> is deleted for good:{" "}
          {describeCounts(counts)}.
        </p>
        <p className="mt-2">
          Resumes go with their applications. The audit trail keeps a record that this was done, naming the
          address; nothing else about them remains. This cannot be undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
