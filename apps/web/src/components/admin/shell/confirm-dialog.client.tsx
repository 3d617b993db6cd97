"use client";

import type { ReactNode } from "react";
import { Button, SubmitButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

/**
 * A confirmation for what cannot be undone from here (removing a person, revoking a key): it says what
 * will happen and asks once more, with the action named on its button.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} size="sm">
      <div className="flex flex-col gap-5">
        <div className="text-ink-700">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <SubmitButton variant="accent" pending={busy} pendingLabel="Working..." onClick={onConfirm}>
            {confirmLabel}
          </SubmitButton>
        </div>
      </div>
    </Modal>
  );
}
