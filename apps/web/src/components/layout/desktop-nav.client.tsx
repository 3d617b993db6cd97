"use client";

import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import type { MenuItem } from "@site/contract";
import { useRouteScoped } from "@/hooks/use-route-scoped";

const CLOSE_DELAY_MS = 150;
/** A chevron click this soon after hovering opened the menu keeps it open instead of toggling it shut. */
const HOVER_CLICK_GRACE_MS = 600;

/**
 * The large-screen menu (spec §2): a mega-submenu opens on hover or on its chevron and closes on
 * leaving, an outside click, Escape or a route change; a backdrop dims the page while one is open.
 */
export function DesktopNav({ menu }: { menu: MenuItem[] }) {
  const [openId, setOpenId] = useRouteScoped<string>();
  const navRef = useRef<HTMLElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hoverOpened = useRef<{ id: string; at: number } | null>(null);
  const baseId = useId();

  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) {
        setOpenId(null);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenId(null);
      document.getElementById(`${baseId}-${openId}-toggle`)?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openId, setOpenId, baseId]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const hoverOpen = (id: string, at: number) => {
    clearTimeout(closeTimer.current);
    if (openId !== id) hoverOpened.current = { id, at };
    setOpenId(id);
  };
  const toggle = (id: string, at: number) => {
    const justHovered = hoverOpened.current?.id === id && at - hoverOpened.current.at < HOVER_CLICK_GRACE_MS;
    hoverOpened.current = null;
    if (justHovered) setOpenId(id);
    else setOpenId(openId === id ? null : id);
  };
  const hoverClose = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpenId(null), CLOSE_DELAY_MS);
  };

  return (
    <>
      <nav ref={navRef} aria-label="Main" className="hidden h-full lg:block">
        <ul className="flex h-full items-center gap-0.5">
          {menu.map((item) => {
            const panelId = `${baseId}-${item.id}-panel`;
            const isOpen = openId === item.id;
            if (item.isLink || !item.sub?.length) {
              return (
                <li key={item.id} className="flex h-full items-center">
                  <a
                    href={item.link}
                    className="rounded-full px-3.5 py-2 text-[0.9375rem] font-medium text-ink-800 transition-colors hover:bg-ink-50 hover:text-brand-700"
                  >
                    {item.title}
                  </a>
                </li>
              );
            }
            return (
              <li
                key={item.id}
                className="flex h-full items-center"
                onPointerEnter={(event) =>
                  event.pointerType === "mouse" && hoverOpen(item.id, event.timeStamp)
                }
                onPointerLeave={(event) => event.pointerType === "mouse" && hoverClose()}
              >
                <div
                  className={`flex items-center rounded-full transition-colors ${
                    isOpen ? "bg-brand-50 text-brand-700" : "text-ink-800 hover:bg-ink-50"
                  }`}
                >
                  <a
                    href={item.link}
                    className="py-2 pr-1 pl-3.5 text-[0.9375rem] font-medium hover:text-brand-700"
                    onClick={() => setOpenId(null)}
                  >
                    {item.title}
                  </a>
                  <button
                    type="button"
                    id={`${baseId}-${item.id}-toggle`}
                    aria-expanded={isOpen}
                    aria-controls={panelId}
                    aria-label={`${item.title} menu`}
                    onClick={(event) => toggle(item.id, event.timeStamp)}
                    className="mr-1.5 inline-flex size-7 items-center justify-center rounded-full hover:bg-brand-100"
                  >
                    <svg
                      viewBox="0 0 20 20"
                      className={`size-4 transition-transform duration-200 ${isOpen ? "rotate-180" : ""}`}
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
                </div>
                {/* Rendered only while open: the same links are in the footer and on the section pages,
                    and a page hydrates some hundred fewer elements on every load. */}
                {isOpen ? (
                  <div
                    id={panelId}
                    data-testid={`mega-${item.id}`}
                    className="absolute inset-x-0 top-full border-t border-ink-100 bg-white shadow-pop animate-fade-in"
                  >
                    <div className="container-page grid grid-cols-[minmax(0,17rem)_1fr] gap-10 py-8">
                      <div className="flex flex-col rounded-card bg-gradient-to-br from-brand-600 to-brand-800 p-6 text-white">
                        <p className="font-display text-xs font-semibold tracking-[0.16em] text-brand-100 uppercase">
                          {item.title}
                        </p>
                        <p className="mt-3 font-display text-lg leading-snug font-semibold">
                          {item.description}
                        </p>
                        <a
                          href={item.link}
                          onClick={() => setOpenId(null)}
                          className="mt-auto inline-flex items-center gap-1.5 pt-6 text-sm font-semibold text-white underline-offset-4 hover:underline"
                        >
                          Explore {item.title.toLowerCase()}
                          <span aria-hidden="true">→</span>
                        </a>
                      </div>
                      <ul className="grid content-start gap-1 sm:grid-cols-2 xl:grid-cols-3">
                        {item.sub.map((sub) => (
                          <li key={sub.id}>
                            <a
                              href={sub.link}
                              onClick={() => setOpenId(null)}
                              className="group block rounded-xl p-4 transition-colors hover:bg-ink-50"
                            >
                              <span className="block font-semibold text-ink-950 group-hover:text-brand-700">
                                {sub.title}
                              </span>
                              {sub.description ? (
                                <span className="mt-1 block text-sm leading-5 text-ink-600">
                                  {sub.description}
                                </span>
                              ) : null}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      </nav>
      {openId
        ? createPortal(
            <div
              data-testid="menu-backdrop"
              aria-hidden="true"
              className="fixed inset-0 z-40 hidden bg-ink-950/40 animate-fade-in lg:block"
              onClick={() => setOpenId(null)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
