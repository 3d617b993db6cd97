import type { ReactNode } from "react";
import { AutosaveStatus } from "./autosave-status.client";
import type { AutosaveState } from "./use-autosave";

/**
 * An editor's save/publish bar: where the item stands on the left (`status`, then the autosave's
 * "Saved 3 s ago" unless left out), its buttons (`children`) on the right. Sticky at the top of the
 * viewport, so Save and Publish stay in view on a long form (375 px and up).
 */
export function EditorBar({
  label,
  status,
  autosave,
  children,
}: {
  label: string;
  status: ReactNode;
  autosave?: { state: AutosaveState; dirty: boolean };
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid="editor-bar"
      className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-card border border-ink-200 bg-white px-4 py-3 shadow-card sm:px-5"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-700">
        {status}
        {autosave ? <AutosaveStatus state={autosave.state} dirty={autosave.dirty} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">{children}</div>
    </div>
  );
}
