"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * When the code loads: "visible" when the component scrolls near the viewport (or on the first
 * pointer or focus inside it); "interaction" only on the first pointer, focus or key inside it, for a
 * form whose fields work as plain inputs until then (its submit button waits for the code).
 */
export type DeferUntil = "visible" | "interaction";

/**
 * Wraps a heavy client component (a form with its schema library) so that its code loads only when
 * the visitor is about to use it. Until then the server-rendered HTML stays on screen as it is (React
 * leaves a suspended boundary dehydrated), so nothing moves and the page's start-up work stays small.
 * Text typed before the code arrives is kept: the forms give react-hook-form no defaults, so it adopts
 * what the inputs already hold.
 *
 *   const DeferredForm = deferUntilNeeded(() => import("./form.client").then((m) => ({ default: m.Form })));
 */
export function deferUntilNeeded<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  until: DeferUntil = "visible",
) {
  let start: () => void = () => {};
  // On the server the component renders at once: its HTML is what the visitor first sees.
  const gate =
    typeof window === "undefined" ? Promise.resolve() : new Promise<void>((resolve) => (start = resolve));
  const Lazy = lazy(() => gate.then(load));

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const el = ref.current;
      // Rendered by a client-side navigation (nothing from the server to show meanwhile): load now.
      if (!el || !el.firstElementChild) return start();
      const observer =
        until === "visible"
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
              rootMargin: "0px 0px 80px 0px",
            })
          : null;
      observer?.observe(el);
      const events = ["pointerdown", "focusin", "keydown"] as const;
      for (const type of events) el.addEventListener(type, start, { once: true });
      return () => {
        observer?.disconnect();
        for (const type of events) el.removeEventListener(type, start);
      };
    }, []);
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
