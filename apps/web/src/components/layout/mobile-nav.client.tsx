"use client";

import { lazy, Suspense, useCallback, useId, useRef, useState } from "react";
import type { MenuItem } from "@site/contract";
import { useWhenNeeded } from "@/components/ui/when-needed";
import { useRouteScoped } from "@/hooks/use-route-scoped";

const loadDrawer = () => import("./mobile-nav-drawer.client");
const MobileNavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileNavDrawer })));

/**
 * The small-screen menu (spec §2, §4): a hamburger opens a drawer over a backdrop; one submenu is
 * expanded at a time, toggled by its chevron; choosing a link, the backdrop or Escape closes it.
 * The drawer's code is late code (whenNeeded): fetched once the page is idle or when the visitor
 * reaches for the hamburger, not with the page; on a wide screen, where the menu is hidden, only on
 * such a reach.
 */
export function MobileNav({ menu }: { menu: MenuItem[] }) {
  const [open, setOpen] = useRouteScoped<true>();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const isOpen = open === true;
  const close = useCallback(() => setOpen(null), [setOpen]);
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  useWhenNeeded(root, () => void loadDrawer());

  return (
    <div ref={setRoot} className="lg:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={drawerId}
        aria-label="Open menu"
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
      >
        <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <MobileNavDrawer menu={menu} drawerId={drawerId} toggleRef={toggleRef} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
