"use client";

import { useEffectEvent, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from "react";
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
  const isOpen = open === true;

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
        ? createPortal(<OpenDrawer onClose={() => setOpen(null)}>{children}</OpenDrawer>, document.body)
        : null}
    </div>
  );
}

/** The drawer while open: mounted with the opening, unmounted with the closing. */
function OpenDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const closed = useEffectEvent(onClose);

  // A layout effect of a component inside the portal: its cleanup runs before React removes the
  // drawer, so close() still gives focus back to the hamburger when a link or a navigation closes it.
  useLayoutEffect(() => {
    const dialog = ref.current!.querySelector("dialog")!;
    const onCloseEvent = () => closed();
    dialog.addEventListener("close", onCloseEvent);
    dialog.showModal();
    return () => {
      dialog.removeEventListener("close", onCloseEvent);
      dialog.close();
    };
  }, []);

  const onClick = (event: MouseEvent) => {
    closeOnBackdrop.onClick(event);
    const target = event.target as Element;
    const chevron = target.closest("[aria-controls]");
    if (chevron) {
      const expand = chevron.getAttribute("aria-expanded") !== "true";
      for (const other of ref.current!.querySelectorAll("[aria-controls]")) {
        const on = expand && other === chevron;
        other.setAttribute("aria-expanded", String(on));
        document.getElementById(other.getAttribute("aria-controls")!)!.hidden = !on;
      }
    } else if (target.closest("a, [data-close]")) onClose();
  };

  return (
    <div ref={ref} onPointerDown={closeOnBackdrop.onPointerDown} onClick={onClick}>
      {children}
    </div>
  );
}
