"use client";

import { useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useRouteScoped } from "@/hooks/use-route-scoped";
import { closeOnBackdrop } from "@/components/ui/dialog-backdrop";

/**
 * The client part of MobileNav (mobile-nav.tsx): the hamburger, and while open the drawer
 * (`children`, a `<dialog>` rendered on the server), opened with showModal(). The browser keeps
 * focus inside, makes the page behind inert, closes it on Escape and gives focus back to the
 * hamburger; the page holds still behind it (globals.css). It also closes on the backdrop
 * (dialog-backdrop.ts), on a link or anything marked `data-close`, and on navigation. A submenu
 * chevron (a button with aria-controls) expands its panel and collapses the others; the drawer
 * mounts afresh on each opening, so every submenu starts collapsed.
 */
export function MobileNavToggle({
  drawerId,
  icon,
  className,
  children,
}: {
  drawerId: string;
  /** The hamburger's classes. */
  className: string;
  /** The hamburger's icon, rendered on the server. */
  icon: ReactNode;
  /** The drawer: a `<dialog>` with the id `drawerId`, rendered on the server. */
  children: ReactNode;
}) {
  const [open, setOpen] = useRouteScoped<true>();
  const drawerRef = useRef<HTMLDivElement>(null);
  const isOpen = open === true;

  // A layout effect: its cleanup runs before React removes the drawer, so close() still gives focus
  // back to the hamburger when a link or a navigation closes it.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const dialog = drawerRef.current!.querySelector("dialog")!;
    const onClose = () => setOpen(null);
    dialog.addEventListener("close", onClose);
    dialog.showModal();
    return () => {
      dialog.removeEventListener("close", onClose);
      dialog.close();
    };
  }, [isOpen, setOpen]);

  const onClick = (event: MouseEvent) => {
    closeOnBackdrop.onClick(event);
    const target = event.target as Element;
    const chevron = target.closest("[aria-controls]");
    if (chevron) {
      const expand = chevron.getAttribute("aria-expanded") !== "true";
      for (const other of drawerRef.current!.querySelectorAll("[aria-controls]")) {
        const on = expand && other === chevron;
        other.setAttribute("aria-expanded", String(on));
        document.getElementById(other.getAttribute("aria-controls")!)!.hidden = !on;
      }
    } else if (target.closest("a, [data-close]")) setOpen(null);
  };

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className={className}
      >
        {icon}
      </button>
      {isOpen
        ? createPortal(
            <div ref={drawerRef} onPointerDown={closeOnBackdrop.onPointerDown} onClick={onClick}>
              {children}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
