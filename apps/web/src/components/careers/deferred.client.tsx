"use client";

import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";

/**
 * Wraps a heavy client component (a form with its schema library) so that its code loads only when
 * the visitor is about to use it: when it scrolls near the viewport, or on the first pointer or focus
 * inside it. Until then the server-rendered HTML stays on screen as it is (React leaves a suspended
 * boundary dehydrated), so nothing moves and the page's start-up work stays small on phones, where
 * forms sit below the fold.
 *
 *   const DeferredForm = deferUntilNeeded(() => import("./form.client").then((m) => ({ default: m.Form })));
 */
export function deferUntilNeeded<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
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
      const observer = new IntersectionObserver(
        (entries) => entries.some((e) => e.isIntersecting) && start(),
        {
          rootMargin: "0px 0px 80px 0px",
        },
      );
      observer.observe(el);
      el.addEventListener("pointerdown", start, { once: true });
      el.addEventListener("focusin", start, { once: true });
      return () => {
        observer.disconnect();
        el.removeEventListener("pointerdown", start);
        el.removeEventListener("focusin", start);
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
