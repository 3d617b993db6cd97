"use client";

import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ModalSize } from "@site/contract";
import { useHydrated } from "@/hooks/use-hydrated";
import { closeOnBackdrop } from "./dialog-backdrop";
import { DialogTitleBar } from "./dialog-title-bar";

const SIZE_CLASSES: Record<ModalSize, string> = {
  sm: "max-w-md",
  md: "max-w-2xl",
  lg: "max-w-5xl",
};

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  size?: ModalSize;
  children: ReactNode;
  /** Visually hide the title (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  /** Extra classes for the panel, e.g. a fixed height for an embedded iframe. */
  panelClassName?: string;
  bodyClassName?: string;
  /** No padding around the body (for an iframe or an image that fills the panel). */
  flush?: boolean;
};

/**
 * A modal dialog (spec §4) on the browser's own `<dialog>` opened with showModal(): the page behind
 * is inert (no click or Tab reaches it) and holds still (globals.css), Escape closes it and focus goes
 * back to the opener, all by the browser. It also closes on its close button and on a press on the
 * backdrop (dialog-backdrop.ts). `onClose` is called once for each of those; when the owner closes it
 * (`open` goes false) it is not called. Focus starts on the dialog itself, or on the element inside
 * marked `data-autofocus`.
 */
export function Modal(props: ModalProps) {
  // The dialog goes to the end of <body>, which needs the document: nothing is rendered on the server.
  const isClient = useHydrated();
  if (!props.open || !isClient) return null;
  return createPortal(<OpenModal {...props} />, document.body);
}

function OpenModal({
  onClose,
  title,
  size = "md",
  children,
  hideTitle = false,
  panelClassName = "",
  bodyClassName = "",
  flush = false,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  /** Set while the owner closes the dialog, whose close event then is not the visitor's. */
  const closedByOwner = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect: its cleanup runs before React removes the dialog, so close() still gives focus
  // back to the opener when the owner closes the modal by no longer rendering it open.
  useLayoutEffect(() => {
    const dialog = dialogRef.current!;
    closedByOwner.current = false;
    dialog.showModal();
    (dialog.querySelector<HTMLElement>("[data-autofocus]") ?? dialog).focus();
    return () => {
      closedByOwner.current = true;
      dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      tabIndex={-1}
      onClose={() => {
        if (!closedByOwner.current) onCloseRef.current();
      }}
      {...closeOnBackdrop}
      className={`m-auto mb-0 max-h-[92dvh] w-full ${SIZE_CLASSES[size]} flex-col overflow-hidden rounded-t-2xl bg-white p-0 text-ink-900 shadow-pop outline-none animate-pop-in open:flex backdrop:bg-ink-950/60 backdrop:backdrop-blur-[2px] backdrop:animate-fade-in sm:mb-auto sm:w-[calc(100%-3rem)] sm:rounded-2xl ${panelClassName}`}
    >
      <DialogTitleBar
        titleId={titleId}
        title={title}
        onClose={() => dialogRef.current?.close()}
        hideTitle={hideTitle}
      />
      <div className={`min-h-0 flex-1 overflow-y-auto ${flush ? "" : "px-6 py-5"} ${bodyClassName}`}>
        {children}
      </div>
    </dialog>
  );
}
