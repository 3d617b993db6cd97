import type { ReactNode } from "react";
import { CrossIcon } from "./cross-icon";

export type DialogTitleBarProps = {
  titleId: string;
  title: ReactNode;
  onClose: () => void;
  /** Visually hide the title (it still names the dialog); the close button floats over the body. */
  hideTitle?: boolean;
};

/**
 * A dialog's title and its close button, shared by the site's Modal and the blog's mobile filter (a
 * native <dialog>). A module of its own, so the filter does not bring the Modal's code with it.
 */
export function DialogTitleBar({ titleId, title, onClose, hideTitle = false }: DialogTitleBarProps) {
  return (
    <div
      className={
        hideTitle
          ? "absolute top-3 right-3 z-10"
          : "flex items-center justify-between gap-4 border-b border-ink-100 px-6 py-3"
      }
    >
      <h2 id={titleId} className={hideTitle ? "sr-only" : "text-lg font-semibold text-ink-950"}>
        {title}
      </h2>
      <button
        type="button"
        onClick={onClose}
        aria-label="Close dialog"
        className="-mr-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-white/90 text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950"
      >
        <CrossIcon className="size-5" />
      </button>
    </div>
  );
}
