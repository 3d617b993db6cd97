"use client";

import { useEffect, useRef, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useRouteScoped } from "@/hooks/use-route-scoped";

/**
 * The client part of MobileNav (mobile-nav.tsx): the hamburger, and while open the backdrop and the
 * drawer (`children`), rendered on the server. While open it locks the page's scroll, takes
 * focus, keeps Tab inside (the `data-wrap` sentinels), closes on Escape, on the backdrop, on a link
 * or anything marked `data-close` and on navigation, and gives focus back to the hamburger. A
 * submenu chevron (a button with aria-controls) expands its panel and collapses the others; the
 * drawer mounts afresh on each opening, so every submenu starts collapsed.
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
  /** The backdrop and the drawer (`drawerId`), rendered on the server. */
  children: ReactNode;
}) {
  const [open, setOpen] = useRouteScoped<true>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const isOpen = open === true;

  useEffect(() => {
    if (!isOpen) return;
    const toggle = toggleRef.current;
    const body = document.body.style;
    const { overflow } = body;
    body.overflow = "hidden";
    drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(null);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      body.overflow = overflow;
      toggle?.focus({ preventScroll: true });
    };
  }, [isOpen, setOpen]);

  const onClick = (event: React.MouseEvent) => {
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

  // Tab past either end of the drawer wraps around: the page behind stays out of reach while it is open.
  const onFocus = (event: React.FocusEvent) => {
    const to = (event.target as HTMLElement).dataset.wrap;
    if (!to) return;
    const items = drawerRef.current!.querySelectorAll<HTMLElement>("a[href], button:not([disabled])");
    items[to === "first" ? 0 : items.length - 1]?.focus();
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggleRef}
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
            <div ref={drawerRef} onClick={onClick} onFocus={onFocus}>
              {children}
            </div>,
            document.body,
          )
        : null}
    </div>
  );
}
