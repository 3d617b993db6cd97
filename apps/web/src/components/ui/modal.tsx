"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import type { ModalSize } from "@site/contract";
import { useHydrated } from "@/hooks/use-hydrated";
import { DialogTitleBar } from "./dialog-title-bar";

const SIZE_CLASSES: Record<ModalSize, string> = {
  sm: "max-w-md",
  md: "max-w-2xl",
  lg: "max-w-5xl",
};

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

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

function focusableIn(panel: HTMLElement): HTMLElement[] {
  return Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) =>
      !el.hasAttribute("disabled") &&
      !el.hasAttribute("data-focus-guard") &&
      el.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * A modal dialog (spec §4): closes on a click outside the panel (the backdrop), the close button
 * and Escape; keeps Tab focus inside while open and gives focus back to the opener on close.
 */
export function Modal({
  open,
  onClose,
  title,
  size = "md",
  children,
  hideTitle = false,
  panelClassName = "",
  bodyClassName = "",
  flush = false,
}: ModalProps) {
  // Portals need the document; rendering nothing on the server keeps hydration stable.
  const isClient = useHydrated();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>("[data-autofocus]") ?? panel;
    first?.focus();

    const { overflow, paddingRight } = document.body.style;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    document.body.style.overflow = "hidden";
    if (scrollbar > 0) document.body.style.paddingRight = `${scrollbar}px`;

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== "Tab" || !panel) return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === panel || !panel.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !panel.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    // Focus that escapes the panel (a click on the page behind, a script) is pulled back in.
    const onFocusIn = (event: FocusEvent) => {
      if (panel && event.target instanceof Node && !panel.contains(event.target)) panel.focus();
    };
    document.addEventListener("keydown", onKeyDown, true);
    document.addEventListener("focusin", onFocusIn);

    return () => {
      document.removeEventListener("keydown", onKeyDown, true);
      document.removeEventListener("focusin", onFocusIn);
      document.body.style.overflow = overflow;
      document.body.style.paddingRight = paddingRight;
      if (opener && typeof opener.focus === "function" && document.contains(opener)) opener.focus();
    };
  }, [open]);

  if (!open || !isClient) return null;

  return createPortal(
    <div
      className="fixed inset-0 z-[100] flex items-end justify-center bg-ink-950/60 p-0 backdrop-blur-[2px] animate-fade-in sm:items-center sm:p-6"
      data-testid="modal-backdrop"
      onPointerDown={(event) => {
        pressStartedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only a press that both starts and ends outside the panel closes: selecting text that
        // drifts onto the backdrop does not.
        if (event.target === event.currentTarget && pressStartedOnBackdrop.current) onClose();
        pressStartedOnBackdrop.current = false;
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`relative flex max-h-[92dvh] w-full ${SIZE_CLASSES[size]} flex-col overflow-hidden rounded-t-2xl bg-white shadow-pop outline-none animate-pop-in sm:rounded-2xl ${panelClassName}`}
      >
        {/* Focus guards: Tab leaving an embedded iframe lands here and wraps around, never behind the dialog. */}
        <span
          tabIndex={0}
          data-focus-guard=""
          className="sr-only"
          onFocus={() => panelRef.current && focusableIn(panelRef.current).at(-1)?.focus()}
        />
        <DialogTitleBar titleId={titleId} title={title} onClose={onClose} hideTitle={hideTitle} />
        <div className={`min-h-0 flex-1 overflow-y-auto ${flush ? "" : "px-6 py-5"} ${bodyClassName}`}>
          {children}
        </div>
        <span
          tabIndex={0}
          data-focus-guard=""
          className="sr-only"
          onFocus={() => panelRef.current && focusableIn(panelRef.current)[0]?.focus()}
        />
      </div>
    </div>,
    document.body,
  );
}
