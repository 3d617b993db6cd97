"use client";

import { useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import Link from "next/link";
import type { MenuItem } from "@site/contract";
import { BookingButton } from "@/components/booking/booking-button";
import { useScrollLock } from "@/hooks/use-scroll-lock";
import { siteConfig } from "@/config/site";
import { LogoMark } from "./logo";

export type MobileNavDrawerProps = {
  menu: MenuItem[];
  drawerId: string;
  /** The hamburger: focus goes back to it when the drawer closes. */
  toggleRef: React.RefObject<HTMLButtonElement | null>;
  onClose: () => void;
};

/**
 * The open drawer of MobileNav, fetched as late code (see MobileNav). While mounted it locks the
 * page's scroll, takes focus, keeps Tab inside and closes on Escape.
 */
export function MobileNavDrawer({ menu, drawerId, toggleRef, onClose }: MobileNavDrawerProps) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const drawerRef = useRef<HTMLDivElement>(null);

  useScrollLock(true);

  useEffect(() => {
    const toggle = toggleRef.current;
    drawerRef.current?.querySelector<HTMLElement>("a, button")?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      toggle?.focus({ preventScroll: true });
    };
  }, [toggleRef, onClose]);

  const close = onClose;

  // Tab past either end of the drawer wraps around: the page behind stays out of reach while it is open.
  const wrapFocus = (to: "first" | "last") => {
    const items = Array.from(
      drawerRef.current?.querySelectorAll<HTMLElement>("a[href], button:not([disabled])") ?? [],
    );
    (to === "first" ? items[0] : items.at(-1))?.focus();
  };

  return createPortal(
    <>
      <div
        data-testid="mobile-backdrop"
        aria-hidden="true"
        className="fixed inset-0 z-[60] bg-ink-950/50 backdrop-blur-[2px] animate-fade-in"
        onClick={close}
      />
      <div
        ref={drawerRef}
        id={drawerId}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className="fixed inset-y-0 right-0 z-[61] flex w-[min(24rem,calc(100%-3rem))] flex-col bg-white shadow-pop animate-fade-in"
      >
        <span tabIndex={0} className="sr-only" onFocus={() => wrapFocus("last")} />
        <div className="flex h-[72px] shrink-0 items-center justify-between border-b border-ink-100 px-5">
          <Link href="/" onClick={close} aria-label={`${siteConfig.name} home`} className="rounded-lg">
            <LogoMark />
          </Link>
          <button
            type="button"
            onClick={close}
            aria-label="Close menu"
            className="inline-flex size-11 items-center justify-center rounded-full text-ink-900 hover:bg-ink-100"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <nav aria-label="Main" className="min-h-0 flex-1 overflow-y-auto px-3 py-4">
          <ul className="flex flex-col">
            {menu.map((item) => {
              const panelId = `${drawerId}-${item.id}`;
              const isExpanded = expanded === item.id;
              const hasSub = !item.isLink && !!item.sub?.length;
              return (
                <li key={item.id} className="border-b border-ink-100 last:border-b-0">
                  <div className="flex items-center justify-between">
                    <Link
                      href={item.link}
                      onClick={close}
                      className="flex-1 rounded-lg px-3 py-3.5 font-display text-lg font-semibold text-ink-950"
                    >
                      {item.title}
                    </Link>
                    {hasSub ? (
                      <button
                        type="button"
                        aria-expanded={isExpanded}
                        aria-controls={panelId}
                        aria-label={`${item.title} submenu`}
                        onClick={() => setExpanded(isExpanded ? null : item.id)}
                        className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${
                          isExpanded ? "bg-brand-50 text-brand-700" : "text-ink-700 hover:bg-ink-100"
                        }`}
                      >
                        <svg
                          viewBox="0 0 20 20"
                          className={`size-5 transition-transform duration-200 ${isExpanded ? "rotate-180" : ""}`}
                          aria-hidden="true"
                        >
                          <path
                            d="m5 7.5 5 5 5-5"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          />
                        </svg>
                      </button>
                    ) : null}
                  </div>
                  {hasSub ? (
                    <ul id={panelId} hidden={!isExpanded} className="pb-3 pl-3">
                      {item.sub!.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            href={sub.link}
                            onClick={close}
                            className="block rounded-lg px-3 py-2.5 text-[0.9375rem] text-ink-700 hover:bg-ink-50 hover:text-brand-700"
                          >
                            {sub.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </nav>
        {/* Opening the booking popup closes the drawer; focus then returns to the hamburger. */}
        <div className="shrink-0 border-t border-ink-100 p-5" onClick={close}>
          <BookingButton className="w-full">Book a Strategy Call</BookingButton>
          <p className="mt-4 text-center text-sm text-ink-600">
            or write to{" "}
            <a
              href={`mailto:${siteConfig.email}`}
              className="font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {siteConfig.email}
            </a>
          </p>
        </div>
        <span tabIndex={0} className="sr-only" onFocus={() => wrapFocus("first")} />
      </div>
    </>,
    document.body,
  );
}
