import type { ReactNode } from "react";

/**
 * An editor's save/publish bar: where the item stands on the left, its buttons on the right. Sticky at
 * the top of the viewport, so Save and Publish stay in view on a long form (375 px and up).
 */
export function EditorBar({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div
      role="group"
      aria-label={label}
      data-testid="editor-bar"
      className="sticky top-0 z-20 flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-card border border-ink-200 bg-white px-4 py-3 shadow-card sm:px-5"
    >
      {children}
    </div>
  );
}
